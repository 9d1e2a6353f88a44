import { shiftChangeMessage } from '@vamos/shared/errors';
import { SHIFT_FIELDS, type ShiftField, type UpdateJob } from '@vamos/shared/schemas/jobs';
import { toHourMinute } from '@vamos/shared/dates';
import type { Deps } from '../../app-deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import { isUuid } from '../../http/ids.ts';
import type { Actor } from '../../http/actor.ts';
import { applicantIdsOfJob, bookedIdsOfJob, followPlaces } from '../shifts/shifts.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { requeueEditedJobForAlerts } from '../alerts/job-alerts.service.ts';
import type { JobFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { fundingCharged } from './create-job.ts';
import { guaranteedPayOnEdit, toJobWrite } from './job-form.ts';
import { recordJobAction } from './job-history.ts';
import { assertJobOpen, assertOwnsJob } from './job-policies.ts';
import * as jobsRepo from './jobs.repo.ts';

/** The shift fields (date, times, value) the edit changes. */
function changedShiftFields(job: jobsRepo.JobRow, input: UpdateJob): ShiftField[] {
  const now: Record<ShiftField, string | number> = {
    service_date: job.serviceDate,
    start_time: toHourMinute(job.startTime),
    end_time: toHourMinute(job.endTime),
    salary_cents: job.salaryCents,
  };
  return SHIFT_FIELDS.filter((field) => input[field] !== now[field]);
}

/**
 * `PUT /api/contractor/jobs/:id` (DESIGN §2 "Edit job"): the owner, before completion. The
 * number of places may not drop below the freelancers already approved; filled/active follow
 * the new number, and the waiting list with them. Changing the date, times or value of a job with
 * approved freelancers needs `confirm_shift_change` (SHIFT_CHANGE_UNCONFIRMED otherwise, nothing
 * saved); they are told (`job.shift_changed`). The agendas read the job, so they follow; applicants are told.
 * An edit that changes what an alert reads queues the job for the alerts again. The job's history
 * says who edited it. 'Pagamento garantido' may change only before the first approval (decision 0042).
 */
export async function updateJob(
  deps: Pick<Deps, 'db' | 'events' | 'config' | 'payments' | 'shiftCharges' | 'jobFundings'>,
  actor: Actor,
  jobId: string,
  input: UpdateJob,
  now = new Date(),
): Promise<{ job: jobsRepo.JobRow; funding: JobFunding | null }> {
  if (!isUuid(jobId)) throw new AppError('JOB_NOT_FOUND');
  const { job, chargeFunding } = await inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await jobsRepo.lockJob(tx, jobId);
    assertOwnsJob(actor, job);
    assertJobOpen(job);
    if (input.required_people < job.approvedCount) throw new AppError('REQUIRED_PEOPLE_BELOW_APPROVED');
    const shiftChanged = changedShiftFields(job, input);
    if (job.approvedCount > 0 && shiftChanged.length > 0 && !input.confirm_shift_change) {
      throw new AppError('SHIFT_CHANGE_UNCONFIRMED', {
        message: shiftChangeMessage(job.approvedCount),
        extra: { approved_count: job.approvedCount, changed_fields: shiftChanged },
      });
    }
    // All of its places paid at once (decision 0056): the choice and the value are the funding's.
    const funded = job.guaranteedPay && (await jobsRepo.hasOpenFunding(tx, jobId));
    const pay = guaranteedPayOnEdit(deps.config, funded ? { ...job, approvedCount: 1 } : job, input.guaranteed_pay);
    if (job.guaranteedPay && (job.approvedCount > 0 || funded) && input.salary_cents !== job.salaryCents) {
      // Its places were paid (or are being paid) at this value (decision 0042).
      throw new AppError('GUARANTEED_PAY_LOCKED', {
        message: 'O valor de uma vaga com pagamento garantido não muda depois da primeira aprovação.',
      });
    }
    const updated = await jobsRepo.updateJob(tx, jobId, { ...toJobWrite(input), ...pay });
    if (!updated) throw new AppError('REQUIRED_PEOPLE_BELOW_APPROVED');
    await recordJobAction(tx, { jobId, actorId: actor.personId, action: 'edited' });
    // Matched again after the commit when the edit changed what an alert reads (decision 0032).
    await requeueEditedJobForAlerts(tx, job, updated);
    await followPlaces(deps, tx, updated);
    const applicants = await applicantIdsOfJob(tx, jobId);
    const approved = shiftChanged.length > 0 ? await bookedIdsOfJob(tx, jobId) : [];
    const mention = { jobId, jobTitle: updated.title, serviceDate: updated.serviceDate };
    await notify(deps, tx, [
      ...approved.map((userId) => ({
        userId,
        kind: 'shift_changed' as const,
        ref: `job:${jobId}:${updated.updatedAt.toISOString()}`,
        data: { ...mention, startTime: updated.startTime, endTime: updated.endTime },
      })),
    ]);
    afterCommit(async () => {
      // Their shift moved: their agenda already follows, and they were notified.
      if (approved.length) await publishEvent(deps, { type: 'job.shift_changed', userIds: approved, ids: { jobId } });
      await publishEvent(deps, { type: 'job.changed', userIds: [actor.id, ...applicants], ids: { jobId } });
      await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
    });
    // 'Pagar todas as vagas agora' on an edit (decision 0056): only before the first approval or hold.
    const payAll = input.pay_all_now && updated.guaranteedPay && !funded;
    if (payAll && job.approvedCount > 0) throw new AppError('GUARANTEED_PAY_LOCKED', { message: PAY_ALL_LOCKED });
    const chargeFunding = payAll ? await deps.jobFundings(deps, tx, updated, now) : null;
    return { job: updated, chargeFunding };
  });
  return { job, funding: await fundingCharged(chargeFunding) };
}

const PAY_ALL_LOCKED =
  'Todas as vagas só podem ser pagas de uma vez antes da primeira aprovação. Cada nova aprovação gera o PIX da sua vaga.';
