import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';

export const inputClass =
  'flex h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-100 md:text-sm';

// forwardRef, not React 19's ref-as-prop: Preact 10 keeps `ref` out of a function component's props
// (decision 0016), and register() reads the field through it.
export const Input = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClass, className)} {...props} />;
});
