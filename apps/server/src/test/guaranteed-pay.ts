import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { payments, shiftPay } from '../db/schema.ts';
import { handleProviderEvent } from '../modules/payments/handle-provider-event.ts';
import type { LocalPixProvider } from '../providers/payment/local-pix-provider.ts';
import { applyAs, approveAs, createJob, grant, signupFreelancer, type SignedUpUser } from './factories.ts';
import type { TestApp } from './test-app.ts';

/** A guaranteed-pay place, as people make it through the API: the place paid by PIX, the money held. */
export type FundedPlace = {
  job: Awaited<ReturnType<typeof createJob>>;
  f: SignedUpUser;
  shiftId: string;
  paymentId: string;
  providerPaymentId: string;
};

/**
 * A freelancer booked on a guaranteed-pay job of `salaryCents` whose place the contractor paid on
 * the local provider (its webhook applied); with a PIX key (an e-mail) unless `withKey` is false.
 */
export async function fundPlace(
  t: TestApp,
  local: LocalPixProvider,
  contractor: SignedUpUser,
  { withKey = true, salaryCents = 18_000 }: { withKey?: boolean; salaryCents?: number } = {},
): Promise<FundedPlace> {
  const job = await createJob(t, contractor, { guaranteed_pay: true, salary_cents: salaryCents });
  const f = await signupFreelancer(t);
  await grant(t, f.user.id, 'coin', 20);
  if (withKey) {
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
