import { randomUUID } from 'node:crypto';
import { JOB_PUBLISH_CREDITS } from '@vamos/shared/pricing';
import type { JobFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { inviteWindowEndsBeforeStart, type CreateJob } from '@vamos/shared/schemas/jobs';
import type { Deps } from '../../app-deps.ts';
import type { Tx } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { creditsLowNotice, notify } from '../notifications/notifications.service.ts';
import { publishEvent } from '../realtime/publish-event.ts';
import { debitOrFail } from '../wallet/debit-or-fail.ts';
import { queueJobForAlerts } from '../alerts/job-alerts.service.ts';
import { guaranteedPayOnPublish, toJobWrite, type GuaranteedPayWrite } from './job-form.ts';
import { recordJobAction } from './job-history.ts';
import * as jobsRepo from './jobs.repo.ts';
import { inviteTeam } from '../shifts/shifts.service.ts';

const HOUR_MS = 3_600_000;

/**
 * `POST /api/contractor/jobs` (spec RPC create_job_with_credit): the job and its 1-credit debit
 * in one transaction, so a job never exists unpaid and a credit is never spent without a job.
 * No credit left: INSUFFICIENT_CREDITS_FOR_JOB (its message points to the plans).
 *
 * 'Convidar minha equipe primeiro' (`invite_first_hours`, decision 0037): the job is open only to
 * the contractor's team until then (the window must end before the shift starts, else
 * INVITE_WINDOW_AFTER_START), every favourite no block stands between is invited in the same
 * transaction, and the alerts wait for the window's end (open-invite-first-jobs.ts).
 */
export async function createJob(
  deps: Pick<Deps, 'db' | 'events' | 'team' | 'config' | 'payments' | 'shiftCharges' | 'jobFundings'>,
  actor: Actor,
  input: CreateJob,
  now = new Date(),
): Promise<{ job: jobsRepo.JobRow; funding: JobFunding | null }> {
  if (actor.role !== 'contractor') throw new AppError('FORBIDDEN');
  const { job, chargeFunding } = await inTransaction(deps.db, async (tx, afterCommit) => {
    const job = await publishJob(deps, tx, actor, input, { now });
    // 'Pagar todas as vagas agora' (decision 0056): the funding reserved with the job (no CPF: nothing published).
    const chargeFunding = input.pay_all_now && job.guaranteedPay ? await deps.jobFundings(deps, tx, job, now) : null;
    afterCommit(async () => {
      await publishEvent(deps, { type: 'wallet.changed', userIds: [actor.id] });
      await publishJobEvents(deps, actor, [job.id]);
    });
    return { job, chargeFunding };
  });
  return { job, funding: await fundingCharged(chargeFunding) };
}

/**
 * The job's funding charged at the provider after the publication (or the edit) committed. The job
 * stays published either way: a provider that fails lapses the funding (each approval then pays its
 * own place) and the answer carries none.
 */
export async function fundingCharged(charge: (() => Promise<JobFunding>) | null): Promise<JobFunding | null> {
  if (!charge) return null;
  try {
    return await charge();
  } catch (error) {
    if (error instanceof AppError && error.code === 'PAYMENT_PROVIDER_FAILED') return null;
    throw error;
  }
}

/**
 * Publishes one job in the caller's transaction: its credit (ledger `job_creation`), the job, its
 * history's first entry (who published it), its place in the alerts' queue, and the 'credits low'
 * notice when it took the last credit. The one
 * path of every publication: a single job, and each job of an event or weekly series (decision
 * 0038, `eventId`), so they are checked and charged alike. 'Convidar minha equipe primeiro'
 * (`invite_first_hours`, decision 0037) sets its window here. 'Pagamento garantido' (decision 0042)
 * is the input's choice with the fee of the day, or, for an event, the one `pay` its caller took once
 * for all of its jobs.
 */
export async function publishJob(
  deps: Pick<Deps, 'db' | 'events' | 'team' | 'config'>,
  tx: Tx,
  actor: Actor,
  input: CreateJob,
  options: { eventId?: string; pay?: GuaranteedPayWrite; now?: Date } = {},
): Promise<jobsRepo.JobRow> {
  const { now = new Date() } = options;
  const eventId = options.eventId ?? null;
  if (!inviteWindowEndsBeforeStart(input, now)) throw new AppError('INVITE_WINDOW_AFTER_START');
  const pay = options.pay ?? guaranteedPayOnPublish(deps.config, input.guaranteed_pay);
  const hours = input.invite_first_hours ?? null;
  const inviteFirstUntil = hours ? new Date(now.getTime() + hours * HOUR_MS) : null;
  const jobId = randomUUID();
  const { entry } = await debitOrFail(
    tx,
    {
      userId: actor.id,
      currency: 'credit',
      amount: JOB_PUBLISH_CREDITS,
      reason: 'job_creation',
      reference: `job:${jobId}`,
      idempotencyKey: `job_creation:${jobId}`,
    },
    'INSUFFICIENT_CREDITS_FOR_JOB',
  );
  const job = await jobsRepo.insertJob(
    tx,
    { id: jobId, contractorId: actor.id, status: 'active', eventId, inviteFirstUntil, ...toJobWrite(input), ...pay },
    // An event's jobs share a transaction: they keep the order given (its roles, week by week).
    { inOrder: eventId !== null },
  );
  await recordJobAction(tx, { jobId, actorId: actor.personId, action: 'published' });
  if (inviteFirstUntil) {
    // Only the team sees it for now: each favourite is invited; the alerts wait for the window's end.
    await inviteTeam(deps, tx, actor, jobId, now);
  } else {
    // Matched against the freelancers' alerts after the commit (a durable queue: decision 0032).
    await queueJobForAlerts(tx, jobId);
  }
  if (entry.balanceAfter === 0) {
    // The last credit: tell the contractor now, not when the next publication or approval fails.
    await notify(deps, tx, creditsLowNotice(actor.id, `job:${jobId}`));
  }
  return job;
}

/** What the contractor's screens and the freelancers' boards hear of newly published jobs. */
export async function publishJobEvents(deps: Pick<Deps, 'events'>, actor: Actor, jobIds: string[]): Promise<void> {
  for (const jobId of jobIds) {
    await publishEvent(deps, { type: 'job.changed', userIds: [actor.id], ids: { jobId } });
    await publishEvent(deps, { type: 'job.listing_changed', userIds: [], roles: ['freelancer'], ids: { jobId } });
  }
}
