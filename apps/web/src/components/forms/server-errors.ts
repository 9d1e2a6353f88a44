import { useEffect } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** The message of a failed call: the server's Portuguese text, or `fallback` for anything else. */
export function errorText(error: unknown, fallback: string): string;
export function errorText(error: unknown, fallback?: string): string | undefined;
export function errorText(error: unknown, fallback?: string): string | undefined {
  return error instanceof ApiError ? error.message : fallback;
}

type FieldErrorOptions<T extends FieldValues> = {
  /** The form's fields; a message for any other path is left to the toast. Omitted: every path is one. */
  fields?: readonly Path<T>[];
  /** The server's paths under this object ('customer' for `customer.cpf`) name the form's fields. */
  prefix?: string;
  /** The first message placed takes the focus. */
  focus?: boolean;
};

/**
 * Places per-field messages (a 400's `fields`: 'cpf', 'customer.cpf'…) next to the form's
 * fields, the server's text as is. Returns how many were placed.
 */
export function setFieldErrors<T extends FieldValues>(
  messages: Record<string, string>,
  setError: UseFormSetError<T>,
  { fields, prefix, focus = false }: FieldErrorOptions<T> = {},
): number {
  let placed = 0;
  for (const [path, message] of Object.entries(messages)) {
    const name = prefix ? (path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : undefined) : path;
    if (name === undefined || (fields && !fields.some((f) => f === name))) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: focus && placed === 0 });
    placed += 1;
  }
  return placed;
}

/** setFieldErrors for a failed call: places an ApiError's field messages; anything else places none. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  options?: FieldErrorOptions<T>,
): number {
  return error instanceof ApiError ? setFieldErrors(error.fields, setError, options) : 0;
}

/**
 * For a form that mounts after the call failed (a signup step the wizard goes back to, with the
 * messages already mapped onto its fields): places them once they arrive, focusing the first.
 */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages?: Record<string, string>,
) {
  useEffect(() => {
    if (messages) setFieldErrors(messages, setError, { focus: true });
  }, [setError, messages]);
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
