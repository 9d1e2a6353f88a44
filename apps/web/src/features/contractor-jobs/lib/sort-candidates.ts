import type { JobApplication } from '@vamos/shared/schemas/job-views';

/** How the contractor orders the job's candidates: as the server sends them, by attendance or by rating. */
export const CANDIDATE_SORTS = ['status', 'reliability', 'rating'] as const;
export type CandidateSort = (typeof CANDIDATE_SORTS)[number];

export const CANDIDATE_SORT_LABELS: Record<CandidateSort, string> = {
  status: 'Situação (padrão)',
  reliability: 'Comparecimento',
  rating: 'Avaliação',
};

/** Higher first; a missing value ('Novo', no rating yet) after every value. */
function descending(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

const COMPARE: Record<Exclude<CandidateSort, 'status'>, (a: JobApplication, b: JobApplication) => number> = {
  reliability: (a, b) =>
    descending(a.freelancer.reliability.attendance_percent, b.freelancer.reliability.attendance_percent) ||
    b.freelancer.reliability.shifts - a.freelancer.reliability.shifts,
  rating: (a, b) =>
    descending(a.freelancer.rating.average_rating, b.freelancer.rating.average_rating) ||
    b.freelancer.rating.total_evaluations - a.freelancer.rating.total_evaluations,
};

/**
 * The candidates in the chosen order. The whole list comes with the job's detail (it is not paged),
 * so it is ordered here; ties keep the server's order (booked → pending → turned away).
 */
export function sortCandidates(applications: readonly JobApplication[], sort: CandidateSort): JobApplication[] {
  if (sort === 'status') return [...applications];
  return [...applications].sort(COMPARE[sort]);
}
