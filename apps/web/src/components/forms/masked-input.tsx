import { forwardRef, type ChangeEvent, type ComponentPropsWithoutRef, type HTMLAttributes } from 'react';
import { maskCep, maskCnpj, maskCpf, maskNit, maskPhone } from '@vamos/shared/masks';
import { Input } from '@/components/ui/input';

export type MaskKind = 'cpf' | 'cnpj' | 'nit' | 'phone' | 'cep';

type MaskSpec = {
  format: (s: string) => string;
  /** spec 01 §5 "Input masks". */
  maxLength: number;
  inputMode: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder: string;
  autoComplete: string;
  autoCapitalize?: string;
};

const MASKS: Record<MaskKind, MaskSpec> = {
  cpf: { format: maskCpf, maxLength: 14, inputMode: 'numeric', placeholder: '000.000.000-00', autoComplete: 'off' },
  // The alphanumeric CNPJ (issued from July 2026) has letters, so the CNPJ keeps the text keyboard.
  cnpj: {
    format: maskCnpj,
    maxLength: 18,
    inputMode: 'text',
    placeholder: '00.000.000/0000-00',
    autoComplete: 'off',
    autoCapitalize: 'characters',
  },
  nit: { format: maskNit, maxLength: 14, inputMode: 'numeric', placeholder: '000.00000.00-0', autoComplete: 'off' },
  phone: {
    format: maskPhone,
    maxLength: 15,
    inputMode: 'numeric',
    placeholder: '(11) 99999-9999',
    autoComplete: 'tel-national',
  },
  cep: { format: maskCep, maxLength: 9, inputMode: 'numeric', placeholder: '00000-000', autoComplete: 'postal-code' },
};

/** Formats a value with the mask of `kind` ('52998224725' → '529.982.247-25'). */
export function applyMask(kind: MaskKind, value: string): string {
  return MASKS[kind].format(value);
}

const SIGNIFICANT = /[0-9A-Za-z]/;

/** Where the caret goes in `masked` so that it stays after the same number of typed characters. */
function caretAfter(masked: string, significantCount: number): number {
  if (significantCount === 0) return 0;
  let seen = 0;
  for (const [i, ch] of [...masked].entries()) {
    if (SIGNIFICANT.test(ch)) seen += 1;
    if (seen === significantCount) return i + 1;
  }
  return masked.length;
}

type MaskedInputProps = Omit<ComponentPropsWithoutRef<'input'>, 'type' | 'value' | 'defaultValue'> & {
  mask: MaskKind;
  value?: string;
  defaultValue?: string;
};

/**
 * A text input that formats what is typed or pasted with a shared mask (CPF, CNPJ, NIT/PIS, phone, CEP),
 * keeping the caret in place when editing in the middle. Works uncontrolled (react-hook-form
 * `register`: the event carries the masked value) or controlled (`value` is shown masked).
 */
export const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(
  { mask, onChange, value, defaultValue, ...props },
  ref,
) {
  const spec = MASKS[mask];

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const raw = input.value;
    const caret = input.selectionStart ?? raw.length;
    const masked = spec.format(raw);
    if (masked !== raw) {
      const typedBeforeCaret = [...raw.slice(0, caret)].filter((ch) => SIGNIFICANT.test(ch)).length;
      input.value = masked;
      if (caret < raw.length && input.ownerDocument.activeElement === input) {
        const position = caretAfter(masked, typedBeforeCaret);
        input.setSelectionRange(position, position);
      }
    }
    onChange?.(event);
  }

  return (
    <Input
      ref={ref}
      type="text"
      inputMode={spec.inputMode}
      autoComplete={spec.autoComplete}
      autoCapitalize={spec.autoCapitalize}
      placeholder={spec.placeholder}
      maxLength={spec.maxLength}
      {...props}
      {...(value !== undefined ? { value: spec.format(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: spec.format(defaultValue) } : {})}
      onChange={handleChange}
    />
  );
});
