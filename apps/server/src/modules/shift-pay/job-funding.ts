import { randomUUID } from 'node:crypto';
import { brazilianDate } from '@vamos/shared/dates';
import { FUNDING_HOLD_MINUTES, guaranteedFeeCents } from '@vamos/shared/guaranteed-pay';
import type { JobFunding, JobFundingResponse } from '@vamos/shared/schemas/guaranteed-pay';
import type { Deps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { JobFundingHook } from '../../guaranteed-pay-hooks.ts';
import { AppError } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import { isUuid } from '../../http/ids.ts';
import {
  cancelShiftCharge,
  chargeShiftAtProvider,
  checkShiftCharge,
  findShiftCharge,
  presentShiftCharge,
  reserveJobCharge,
  type ShiftCharge,
} from '../payments/shift-charges.ts';
import { findJobMention } from '../jobs/jobs.service.ts';
import { payerProfileOf } from '../profiles/profiles.service.ts';
import * as fundingRepo from './job-funding.repo.ts';
import type { JobFundingRecord } from './job-funding.repo.ts';

type FundingDeps = Pick<Deps, 'db' | 'events' | 'payments' | 'shiftCharges'>;

export const PAYER_INCOMPLETE = 'Complete seu perfil com nome e CPF antes de pagar uma vaga com pagamento garantido.';

/**
 * 'Pagar todas as vagas agora' (decision 0056), in the publication's (or the edit's) transaction:
 * the job's funding and its PIX charge of every place's value + fee reserved, valid for
 * FUNDING_HOLD_MINUTES; the payer is the company's profile (no name or CPF: PAYMENT_PROFILE_INCOMPLETE,
 * nothing published). What it answers runs after the commit: the provider's charge (a provider that
 * fails settles it as cancelled: the funding lapses, the job stays published), presented.
 */
export const fundJobAtPublishing: JobFundingHook = async (deps, tx, job, now) => {
  if (!job.guaranteedPay) throw new AppError('GUARANTEED_PAY_UNAVAILABLE');
  const payer = await payerProfileOf({ db: tx }, job.contractorId);
  if (!payer) throw new AppError('PAYMENT_PROFILE_INCOMPLETE', { message: PAYER_INCOMPLETE });
  // Saved again with the choice it already has: the open funding stays the one.
  if (await fundingRepo.findOpenFunding(tx, job.id)) return null;
  const valueCents = job.salaryCents;
  const feeCents = guaranteedFeeCents(valueCents, job.guaranteedFeeBps ?? 0);
  const places = job.requiredPeople;
  const paymentId = randomUUID();
  const reserved = await reserveJobCharge(tx, {
    id: paymentId,
    contractorId: job.contractorId,
    jobId: job.id,
    places,
    amountCents: places * (valueCents + feeCents),
    provider: deps.payments.name,
    expiresAt: new Date(now.getTime() + FUNDING_HOLD_MINUTES * 60_000),
  });
  const funding = await fundingRepo.insertFunding(tx, {
    jobId: job.id,
    paymentId,
    contractorId: job.contractorId,
    places,
    valueCents,
    feeCents,
  });
  return async () => {
    const charge = await chargeShiftAtProvider(
      deps,
      reserved,
      { userId: job.contractorId, name: payer.fullName, email: payer.email, cpf: payer.cpf },
      `Vamos Trabalhar - ${job.title} em ${brazilianDate(job.serviceDate)} - ${places} vaga${places === 1 ? '' : 's'}`.slice(
        0,
        500,
      ),
    );
    return presentJobFunding(deps.db, funding, charge);
  };
};

/** The funding as the contractor's screens read it: its places used, what went back, its PIX charge. */
export async function presentJobFunding(
  db: DbOrTx,
  funding: JobFundingRecord,
  charge: ShiftCharge,
): Promise<JobFunding> {
  const paid = funding.status === 'paid' || funding.status === 'closed';
  return {
    id: funding.id,
    job_id: funding.jobId,
    status: funding.status,
    places: funding.places,
    places_used: paid ? await fundingRepo.countPlacesUsed(db, funding.paymentId) : 0,
    value_cents: funding.valueCents,
    fee_cents: funding.feeCents,
    total_cents: charge.amountCents,
    refunded_cents: await fundingRepo.leftoverOfPayment(db, funding.paymentId),
    paid_at: funding.paidAt?.toISOString() ?? null,
    closed_at: funding.closedAt?.toISOString() ?? null,
    payment: presentShiftCharge(charge),
  };
}

/** The job's latest funding and its charge, for the company that pays it; to anyone else it does not exist. */
async function fundingOf(deps: Pick<Deps, 'db'>, actor: Actor, jobId: string) {
  // Another company's job does not exist for this one (404), as on every route of a job.
  const job = isUuid(jobId) && actor.role === 'contractor' ? await findJobMention(deps.db, jobId) : undefined;
  if (job?.contractorId !== actor.id) throw new AppError('JOB_NOT_FOUND');
  const funding = await fundingRepo.findLatestFunding(deps.db, jobId);
  if (!funding) return null;
  const charge = await findShiftCharge(deps.db, funding.paymentId);
  if (!charge) throw new Error(`job funding ${funding.id} without its charge ${funding.paymentId}`);
  return { funding, charge };
}

/** `GET /api/contractor/job-funding/:jobId`: the panel 'Pagamento de todas as vagas' (null: never chosen). */
export async function getJobFunding(deps: Pick<Deps, 'db'>, actor: Actor, jobId: string): Promise<JobFundingResponse> {
  const found = await fundingOf(deps, actor, jobId);
  return { funding: found ? await presentJobFunding(deps.db, found.funding, found.charge) : null };
}

/** `POST /api/contractor/job-funding/:jobId/check` ('Já paguei'): asks the provider, then answers as it is now. */
export async function checkJobFunding(deps: FundingDeps, actor: Actor, jobId: string): Promise<JobFundingResponse> {
  const found = await fundingOf(deps, actor, jobId);
  if (!found) throw new AppError('SHIFT_PAY_NOT_FOUND');
  await checkShiftCharge(deps, found.charge);
  return getJobFunding(deps, actor, jobId);
}

/**
 * `DELETE /api/contractor/job-funding/:jobId` ('Cancelar pagamento'): the charge cancelled at the
 * provider and the funding lapsed (each approval is then paid by its own PIX). A charge paid meanwhile
 * opens the pool instead (SHIFT_PAY_NOT_AWAITING).
 */
export async function cancelJobFunding(deps: FundingDeps, actor: Actor, jobId: string): Promise<void> {
  const found = await fundingOf(deps, actor, jobId);
  if (!found) throw new AppError('SHIFT_PAY_NOT_FOUND');
  if (found.funding.status !== 'awaiting') throw new AppError('SHIFT_PAY_NOT_AWAITING');
  await cancelShiftCharge(deps, found.charge);
  const after = await fundingRepo.findLatestFunding(deps.db, jobId);
  if (after?.status !== 'lapsed') throw new AppError('SHIFT_PAY_NOT_AWAITING');
}
