import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { inputClass } from './input';

/** A styled native <select>: accessible and phone-friendly by construction. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClass, 'appearance-auto pr-8', className)} {...props} />;
}
