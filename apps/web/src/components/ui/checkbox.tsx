import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';

type CheckboxProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * The browser's own checkbox in our colours (`accent-color`): labelled by its `<label>`, sent with
 * the form, focused by react-hook-form on an error, with nothing to load (Radix Checkbox and its
 * Presence were ≈ 5 KB gzip on the form pages).
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { className, onCheckedChange, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      type="checkbox"
      className={cn(
        'peer size-5 shrink-0 cursor-pointer accent-brand-800 disabled:cursor-not-allowed aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-offset-1 aria-[invalid=true]:outline-red-600',
        className,
      )}
      onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
      {...props}
    />
  );
});
