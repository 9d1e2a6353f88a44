import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobApplications, payments, payouts, shiftPay, shiftRefunds } from '../db/schema.ts';
import { accountBalances } from '../modules/money-ledger/money-ledger.service.ts';
import { handleProviderEvent } from '../modules/payments/handle-provider-event.ts';
import { LocalPixProvider } from '../providers/payment/local-pix-provider.ts';
import type { DatabaseKind } from './databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from './factories.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A guaranteed-pay place, as people make it through the API: the place paid by PIX, the money held. */
export type FundedPlace = {
  job: Awaited<ReturnType<typeof createJob>>;
  f: SignedUpUser;
  shiftId: string;
  paymentId: string;
  providerPaymentId: string;
};

/**
 * A freelancer (a new one, or `freelancer` as they are) booked on a guaranteed-pay job of `salaryCents`
 * (a new one, or `job`) whose place the contractor paid on the local provider (its webhook applied); a
 * new freelancer has a PIX key (an e-mail) unless `withKey` is false.
 */
export async function fundPlace(
  t: TestApp,
  local: LocalPixProvider,
  contractor: SignedUpUser,
  {
    withKey = true,
    salaryCents = 18_000,
    job: given,
    freelancer,
  }: { withKey?: boolean; salaryCents?: number; job?: FundedPlace['job']; freelancer?: SignedUpUser } = {},
): Promise<FundedPlace> {
  const job = given ?? (await createJob(t, contractor, { guaranteed_pay: true, salary_cents: salaryCents }));
  const f = freelancer ?? (await signupFreelancer(t));
  await grant(t, f.user.id, 'coin', 20);
  if (withKey && !freelancer) {
    const key = { key_type: 'email', key: `${f.user.id.slice(0, 8)}@gmail.com` };
    const saved = await t.request({ method: 'PUT', url: '/api/freelancer/pix-key', cookie: f.cookie, payload: key });
    expect(saved.statusCode).toBe(200);
  }
  const shiftId = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
  const approval = (await approveAs(t, contractor, shiftId)).json();
  const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, approval.funding.payment.id));
  const providerPaymentId = charge!.providerPaymentId!;
  await local.confirm(providerPaymentId);
  await handleProviderEvent(t.deps, {
    eventId: `evt_${charge!.id}`,
    eventType: 'PAYMENT_CONFIRMED',
    providerPaymentId,
  });
  const [place] = await t.deps.db.select().from(shiftPay).where(eq(shiftPay.shiftId, shiftId));
  expect(place).toMatchObject({ status: 'held' });
  return { job, f, shiftId, paymentId: charge!.id, providerPaymentId };
}

/** A test app with guaranteed pay on (a 10% fee) on the local provider, and a contractor with 50 credits. */
export async function guaranteedPayApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; local: LocalPixProvider; contractor: SignedUpUser }> {
  const t = await createTestApp(kind, { GUARANTEED_PAY: 'true', GUARANTEED_PAY_FEE_PERCENT: '10', ...env });
  if (!(t.deps.payments instanceof LocalPixProvider)) throw new Error('expected the local provider by default');
  const contractor = await signupContractor(t);
  await grant(t, contractor.user.id, 'credit', 50);
  return { t, local: t.deps.payments, contractor };
}

/** Where a place's money is (shift_pay). */
export async function placeOf(t: TestApp, shiftId: string) {
  return (await t.deps.db.select().from(shiftPay).where(eq(shiftPay.shiftId, shiftId)))[0];
}

/** The shift's state. */
export async function stateOf(t: TestApp, shiftId: string) {
  return (await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, shiftId)))[0]?.status;
}

/** The place's pay-out, if it has one. */
export async function payoutOf(t: TestApp, shiftId: string) {
  return (await t.deps.db.select().from(payouts).where(eq(payouts.shiftId, shiftId)))[0];
}

/** The place's refund, if it has one. */
export async function refundOf(t: TestApp, shiftId: string) {
  return (await t.deps.db.select().from(shiftRefunds).where(eq(shiftRefunds.shiftId, shiftId)))[0];
}

/** An account's balance in the guaranteed-pay ledger (0 when it has no line). */
export async function balanceOfAccount(t: TestApp, account: string): Promise<number> {
  return (await accountBalances(t.deps.db, [account])).get(account) ?? 0;
}
