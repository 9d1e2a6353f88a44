import { formatBrl, maskBrlInput, onlyDigits } from '@vamos/shared/masks';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useDebouncedField } from '../hooks/use-debounced-field';

/** Typed 'R$ 150,00' ↔ URL '15000' (cents). */
const toUrl = (typed: string) => {
  const digits = onlyDigits(typed);
  return digits === '' ? '' : String(Number.parseInt(digits, 10));
};
const fromUrl = (url: string) => (url === '' ? '' : formatBrl(Number(url)));

type BrlFilterFieldProps = {
  label: string;
  cents: number | null;
  onCommit: (cents: number | null) => void;
  error?: string;
};

/** A value bound in R$, typed as digits (the last two are cents), applied after a pause. */
export function BrlFilterField({ label, cents, onCommit, error }: BrlFilterFieldProps) {
  const field = useDebouncedField({
    urlValue: cents === null ? '' : String(cents),
    toUrl,
    fromUrl,
    commit: (url) => onCommit(url === '' ? null : Number(url)),
  });
  return (
    <Field label={label} error={error}>
      <Input
        inputMode="numeric"
        autoComplete="off"
        placeholder="R$ 0,00"
        value={field.value}
        onChange={(event) => field.onChange(maskBrlInput(event.target.value))}
        onBlur={field.flush}
      />
    </Field>
  );
}
