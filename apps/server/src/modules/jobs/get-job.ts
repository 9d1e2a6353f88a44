import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/request-context.ts';
import { findJobDetail } from './job-list.repo.ts';
import { canViewJob } from './job-policies.ts';
import { presentJobDetail } from './job-presenter.ts';

/**
 * `GET /api/jobs/:id` for a freelancer: an open job, or one they applied to. The contractor's
 * contact comes only with an approved application (the presenter decides).
 */
export async function getJobForFreelancer(deps: Pick<Deps, 'db'>, actor: Actor, jobId: string): Promise<JobDetail> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  const row = await findJobDetail(deps.db, jobId, actor.id);
  if (!row || !canViewJob(row.job, row.myApplication)) throw new AppError('JOB_NOT_FOUND');
  return presentJobDetail(row, todayInSaoPaulo());
}
