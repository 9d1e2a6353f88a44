import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';

const buttonBase = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-800 text-white hover:bg-brand-900',
        accent: 'bg-accent-400 text-slate-900 hover:bg-accent-500',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
        secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
        ghost: 'text-slate-700 hover:bg-slate-100',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        link: 'text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-11 px-4',
        sm: 'h-9 px-3',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** Button classes with conflicts resolved (so a size's text class wins over the base one). */
export function buttonVariants(props: VariantProps<typeof buttonBase> & { className?: string } = {}): string {
  const { className, ...variants } = props;
  return cn(buttonBase(variants), className);
}

export type ButtonProps = ComponentPropsWithoutRef<'button'> & VariantProps<typeof buttonBase> & { asChild?: boolean };

// forwardRef: a Radix `asChild` parent (DialogClose) hands its ref to the button (decision 0016).
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant, size, asChild = false, type, ...props },
  ref,
) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      ref={ref}
      className={buttonVariants({ variant, size, className })}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
});
