import type { JobHistoryResponse } from '@vamos/shared/schemas/job-history';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { findJobHistory } from './job-history.repo.ts';
import { presentJobHistoryEntry } from './job-presenter.ts';
import { assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/**
 * `GET /api/contractor/jobs/:id/history` ('Histórico' on the job's page, decision 0040): what the
 * company's people did to one of its jobs, and who, oldest first — its own actions and the company's
 * moves of its shifts. Anyone else's job, or none: 404.
 */
export async function getJobHistory(deps: Pick<Deps, 'db'>, actor: Actor, jobId: string): Promise<JobHistoryResponse> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  assertOwnsJob(actor, await jobsRepo.findJob(deps.db, jobId));
  const rows = await findJobHistory(deps.db, jobId);
  return { entries: rows.map(presentJobHistoryEntry) };
}
