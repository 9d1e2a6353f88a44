import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Shows errors the server reported for this form's fields and focuses the first one. */
export function useServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields?: Record<string, string>,
) {
  useEffect(() => {
    if (!fields) return;
    Object.entries(fields).forEach(([name, message], index) => {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [setError, fields]);
}
