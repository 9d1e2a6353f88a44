import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** The message of a failed call: the server's Portuguese text, or `fallback` for anything else. */
export function errorText(error: unknown, fallback: string): string;
export function errorText(error: unknown, fallback?: string): string | undefined;
export function errorText(error: unknown, fallback?: string): string | undefined {
  return error instanceof ApiError ? error.message : fallback;
}

/** Shows the server's per-field messages ('address.cep' → …) next to the fields this form has. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!(error instanceof ApiError)) return;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fields.find((f) => f === name);
    if (field) setError(field, { type: 'server', message });
  }
}

/** Clears a field's error as soon as that field is edited (spec 01 §5 "Profile edit"). */
export function clearErrorOnEdit<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'subscribe' | 'clearErrors'>,
  fields: readonly Path<T>[],
): () => void {
  return form.subscribe({
    formState: { values: true },
    callback: ({ name }) => {
      const field = fields.find((f) => f === name);
      if (field) form.clearErrors(field);
    },
  });
}
