import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'bg-brand-800 text-white',
      secondary: 'bg-slate-200 text-slate-900',
      outline: 'border border-slate-300 text-slate-800',
      destructive: 'bg-red-700 text-white',
      success: 'bg-emerald-700 text-white',
      warning: 'bg-accent-300 text-slate-900',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
