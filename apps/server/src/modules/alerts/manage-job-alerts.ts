import { MAX_JOB_ALERTS, weekdayMask } from '@vamos/shared/job-alerts';
import type { JobAlertList, JobAlertView, JobAlertWrite } from '@vamos/shared/schemas/job-alerts';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { isUuid } from '../../http/ids.ts';
import { presentJobAlert } from './job-alert-presenter.ts';
import * as alertsRepo from './job-alerts.repo.ts';

/** Only freelancers keep alerts; each reads and changes only their own (another's is 'not found'). */
function assertFreelancer(actor: Actor): void {
  if (actor.role !== 'freelancer') throw new AppError('FORBIDDEN');
}

function valuesOf(input: JobAlertWrite): alertsRepo.JobAlertValues {
  return {
    segments: input.segments,
    city: input.city,
    neighborhoods: input.neighborhoods,
    daysMask: weekdayMask(input.days),
    minSalaryCents: input.min_salary_cents,
    frequency: input.frequency,
    active: input.active,
  };
}

/** `GET /api/freelancer/job-alerts`. */
export async function listJobAlerts(deps: Pick<Deps, 'db'>, actor: Actor): Promise<JobAlertList> {
  assertFreelancer(actor);
  const rows = await alertsRepo.listByUser(deps.db, actor.id);
  return { items: rows.map(presentJobAlert), max: MAX_JOB_ALERTS };
}

/** `POST /api/freelancer/job-alerts`: at most MAX_JOB_ALERTS per person, also under concurrent requests. */
export async function createJobAlert(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: JobAlertWrite,
): Promise<JobAlertView> {
  assertFreelancer(actor);
  return inTransaction(deps.db, async (tx) => {
    if ((await alertsRepo.lockAndCount(tx, actor.id)) >= MAX_JOB_ALERTS) throw new AppError('JOB_ALERT_LIMIT');
    return presentJobAlert(await alertsRepo.insertAlert(tx, actor.id, valuesOf(input)));
  });
}

/** `PUT /api/freelancer/job-alerts/:id`: edits (or pauses, `active: false`) one of the person's alerts. */
export async function updateJobAlert(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  id: string,
  input: JobAlertWrite,
): Promise<JobAlertView> {
  assertFreelancer(actor);
  if (!isUuid(id)) throw new AppError('JOB_ALERT_NOT_FOUND');
  const row = await inTransaction(deps.db, (tx) => alertsRepo.updateAlert(tx, actor.id, id, valuesOf(input)));
  if (!row) throw new AppError('JOB_ALERT_NOT_FOUND');
  return presentJobAlert(row);
}

/** `DELETE /api/freelancer/job-alerts/:id`. */
export async function deleteJobAlert(deps: Pick<Deps, 'db'>, actor: Actor, id: string): Promise<void> {
  assertFreelancer(actor);
  if (!isUuid(id) || !(await inTransaction(deps.db, (tx) => alertsRepo.deleteAlert(tx, actor.id, id)))) {
    throw new AppError('JOB_ALERT_NOT_FOUND');
  }
}
