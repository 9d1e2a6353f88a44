import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { PrivacyLink, TermsLink } from './legal-links';

/**
 * 'Li e aceito os Termos de uso e a Política de privacidade.' (spec 01 §2.2): the checkbox a new login
 * ticks (the signup, a manager's invitation), with the form's message under it.
 */
export function TermsCheckbox<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="flex flex-col gap-1.5">
          <div className="flex items-start gap-3 rounded-lg bg-slate-50 p-3">
            <Checkbox
              id={id}
              ref={field.ref}
              name={field.name}
              checked={field.value === true}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={fieldState.error ? `${id}-message` : undefined}
              className="mt-0.5"
            />
            <label htmlFor={id} className="text-sm text-slate-800">
              Li e aceito os <TermsLink /> e a <PrivacyLink />.
            </label>
          </div>
          {fieldState.error ? (
            <p id={`${id}-message`} role="alert" className="text-sm text-red-700">
              {fieldState.error.message}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}
