import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { EMPTY_FILTERS, filtersFromSearchParams, withFilters, type JobFilters } from '../lib/job-filters';

export type UpdateFilters = (patch: Partial<JobFilters>, typedField?: keyof JobFilters) => void;

/**
 * The filters, read from and written to the URL. Each change is a history entry (back undoes it),
 * except that further typing in the same box replaces the entry it started.
 */
export function useJobFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(searchParams), [searchParams]);
  const lastTyped = useRef<keyof JobFilters | null>(null);

  const update = useCallback<UpdateFilters>(
    (patch, typedField) => {
      const replace = typedField !== undefined && lastTyped.current === typedField;
      lastTyped.current = typedField ?? null;
      setSearchParams((previous) => withFilters(previous, patch), { replace, preventScrollReset: true });
    },
    [setSearchParams],
  );
  const clear = useCallback(() => update(EMPTY_FILTERS), [update]);
  return { filters, update, clear };
}
