/**
 * A job's places (DESIGN §2, decision 0024): how many are booked, whether the job is filled, and
 * what the waiting list does when that changes. Decided here only; the database's deferred check
 * (approved_count = the booked shifts) is the last guard. The shift lifecycle takes and gives back
 * places through these functions, inside the move's transaction, on a job it has locked.
 */
import type { Tx } from '../../db/client.ts';
import * as jobsRepo from './jobs.repo.ts';

export type PlaceState = jobsRepo.SlotState;

/** One place for an approval; undefined when the job is not active or has none left. */
export function takePlace(tx: Tx, jobId: string): Promise<PlaceState | undefined> {
  return jobsRepo.takePlace(tx, jobId);
}

/** Places given back (a freelancer gave up, the event was cancelled): a filled job reopens. */
export async function releasePlaces(tx: Tx, jobId: string, n: number): Promise<PlaceState> {
  const released = await jobsRepo.releasePlaces(tx, jobId, n);
  if (!released) throw new Error(`job ${jobId} has fewer than ${n} places to give back`);
  return released;
}

/**
 * What the waiting list does after the places changed: a job that filled turns its pending
 * applications away ('waitlist'); an active one calls the waiting ones back ('reopen'); any other
 * status leaves it alone. Nobody is charged before an approval.
 */
export function waitingListMove(place: Pick<PlaceState, 'status'>): 'waitlist' | 'reopen' | null {
  if (place.status === 'filled') return 'waitlist';
  if (place.status === 'active') return 'reopen';
  return null;
}
