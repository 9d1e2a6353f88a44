import { NativeSelect } from '@/components/ui/native-select';
import { CANDIDATE_SORTS, CANDIDATE_SORT_LABELS, type CandidateSort } from '../lib/sort-candidates';

/** 'Ordenar por': situação (the server's order), comparecimento or avaliação. */
export function CandidateSortSelect({
  value,
  onChange,
}: {
  value: CandidateSort;
  onChange: (sort: CandidateSort) => void;
}) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor="candidate-sort" className="shrink-0 font-medium text-slate-700">
        Ordenar por
      </label>
      <NativeSelect
        id="candidate-sort"
        value={value}
        onChange={(event) => onChange(event.target.value as CandidateSort)}
        className="h-9 w-auto"
      >
        {CANDIDATE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {CANDIDATE_SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
