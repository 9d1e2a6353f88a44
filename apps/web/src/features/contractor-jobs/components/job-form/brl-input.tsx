import { forwardRef, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { maskBrlInput } from '@vamos/shared/masks';
import { Input } from '@/components/ui/input';

/** Budget text limit (spec 02 §5: "salary text max 20"). */
const BRL_MAX_LENGTH = 20;

/**
 * A money input whose digits are read as cents: typing 1, 5, 0, 0, 0 shows 'R$ 150,00'.
 * Works with react-hook-form `register` (the event carries the masked value).
 */
export const BrlInput = forwardRef<HTMLInputElement, Omit<ComponentPropsWithoutRef<'input'>, 'type'>>(function BrlInput(
  { onChange, ...props },
  ref,
) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    event.target.value = maskBrlInput(event.target.value);
    onChange?.(event);
  }
  return (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="R$ 0,00"
      maxLength={BRL_MAX_LENGTH}
      {...props}
      onChange={handleChange}
    />
  );
});
