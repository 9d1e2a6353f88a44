import type { FreelancerProfileView } from '@vamos/shared/schemas/job-views';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { ratingSummaryOf } from '../evaluations/evaluations.service.ts';
import { NOT_IN_TEAM, presentApplicantProfile } from './shift-presenter.ts';
import * as shiftViews from './shift-views.repo.ts';
import { reliabilityOf } from './shifts.service.ts';

const NEW = { attendance_percent: null, shifts: 0 };

/**
 * `GET /api/freelancers/:id` (contractor): a freelancer who applied to one of my jobs; anyone
 * else is FREELANCER_NOT_FOUND. E-mail, phone and CPF only when they are approved on one of my
 * jobs (DESIGN §2 "Contact data"), which the presenter enforces. With their rating summary
 * (average, count, the 3 newest ratings) and their reliability (attendance percentage, never their
 * strikes) so the contractor can choose by reputation, and whether they are in my team or blocked.
 */
export async function getApplicantProfile(
  deps: Pick<Deps, 'db' | 'team'>,
  actor: Actor,
  freelancerId: string,
): Promise<FreelancerProfileView> {
  if (actor.role !== 'contractor') throw new AppError('FORBIDDEN');
  if (!isUuid(freelancerId)) throw new AppError('FREELANCER_NOT_FOUND');
  const row = await shiftViews.findApplicantProfile(deps.db, freelancerId, actor.id);
  if (!row || !row.applied) throw new AppError('FREELANCER_NOT_FOUND');
  const reliability = (await reliabilityOf(deps.db, [freelancerId])).get(freelancerId);
  const team = (await deps.team.standingsOf(deps.db, actor.id, [freelancerId])).get(freelancerId);
  return presentApplicantProfile(
    row,
    await ratingSummaryOf(deps.db, freelancerId),
    reliability ?? NEW,
    team ?? NOT_IN_TEAM,
  );
}
