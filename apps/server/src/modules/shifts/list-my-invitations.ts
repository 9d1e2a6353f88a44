import type { InvitationsResponse } from '@vamos/shared/schemas/invitations';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { presentJobSummary } from '../jobs/jobs.service.ts';
import { may } from './shift-policies.ts';
import * as shiftViews from './shift-views.repo.ts';

/**
 * `GET /api/freelancer/invitations` ('Convites', decision 0037): my open invitations, the soonest
 * shift first, each with what accepting costs and whether I may accept now. An invitation from a
 * contractor I hid since is left out (their jobs do not reach me; accepting it is refused as well).
 */
export async function listMyInvitations(
  deps: Pick<Deps, 'db' | 'team'>,
  actor: Actor,
  now = new Date(),
): Promise<InvitationsResponse> {
  if (actor.role !== 'freelancer') throw new AppError('FORBIDDEN');
  const [rows, seen] = await Promise.all([
    shiftViews.myInvitationsQuery(deps.db, actor.id),
    deps.team.visibilityOf(deps.db, actor.id),
  ]);
  return {
    invitations: rows
      .filter((row) => !seen.invisible.has(row.job.contractorId))
      .map(({ application: a, job }) => {
        const shift = { freelancerId: a.freelancerId, state: a.status, job };
        return {
          id: a.id,
          job: presentJobSummary(job),
          application_cost: a.applicationCost,
          invited_at: a.appliedAt.toISOString(),
          guaranteed_pay: Boolean(job.guaranteedPay),
          can: {
            // On a guaranteed-pay job accepting holds the place for the contractor's PIX (decision 0042).
            accept: may(job.guaranteedPay ? 'accept_held' : 'accept', actor, shift, now),
            decline: may('decline', actor, shift, now),
          },
        };
      }),
  };
}
