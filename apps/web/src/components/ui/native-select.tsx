import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';
import { inputClass } from './input';

/** A styled native <select>: accessible and phone-friendly by construction. */
export const NativeSelect = forwardRef<HTMLSelectElement, ComponentPropsWithoutRef<'select'>>(function NativeSelect(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(inputClass, 'appearance-auto pr-8', className)} {...props} />;
});
