import type { Actor } from '../../http/actor.ts';

/**
 * Who may read a receipt (decision 0046): the freelancer it paid, and the company whose job it paid,
 * its owner and its managers alike (a manager's actor is the company). Anyone else is told it does
 * not exist.
 */
export function mayReadReceipt(
  actor: Actor,
  receipt: { freelancerId: string; job: { contractorId: string } },
): boolean {
  if (actor.role === 'freelancer') return receipt.freelancerId === actor.id;
  if (actor.role === 'contractor') return receipt.job.contractorId === actor.id;
  return false;
}
