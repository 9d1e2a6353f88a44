import type { ApplicationStatus } from '@vamos/shared/constants';
import { compareStrings } from '@/lib/compare';

const ORDER: Record<ApplicationStatus, number> = { approved: 0, pending: 1, rejected: 2, withdrawn: 3 };

/**
 * Candidates as the details page lists them (spec 02 "Contractor job details"): approved first,
 * then pending, then rejected (then those who gave up); within a status, earliest applied first.
 */
export function sortApplications<T extends { status: ApplicationStatus; applied_at: string }>(
  applications: readonly T[],
): T[] {
  // ISO timestamps sort as plain strings; localeCompare would load ICU's collator on a phone.
  return [...applications].sort(
    (a, b) => ORDER[a.status] - ORDER[b.status] || compareStrings(a.applied_at, b.applied_at),
  );
}
