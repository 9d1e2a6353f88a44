import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorShiftPayments } from '@vamos/shared/schemas/shift-payments';
import { notifications, payments, shiftRefunds } from '../../db/schema.ts';
import type { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { inTransaction } from '../../db/transaction.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  moveShift as moveJobInTime,
  shiftStartingIn,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import * as money from '../../test/guaranteed-pay.ts';
import { fundPlace, guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import type { TestApp } from '../../test/test-app.ts';
import { LEDGER_ACCOUNTS, ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { handleProviderEvent } from '../payments/handle-provider-event.ts';
import { debit, getBalances } from '../wallet/wallet.service.ts';
import { runPayPass } from './pay-worker.ts';

/**
 * Reserves on a guaranteed-pay job (issue 27, decision 0036): a reserve costs nothing; a paid place
 * given up before the start goes, with its money, to the oldest reserve who can pay (no refund, no
 * new charge), whose pay is then released as any other; with no reserve the money goes back. On
 * both databases, every cent balanced.
 */
describe.each(TEST_DATABASES)('guaranteed pay and reserves on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    ({ t, local, contractor } = await guaranteedPayApp(kind));
  });
  afterAll(async () => {
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    await t.close();
  });

  const post = (who: SignedUpUser, url: string) => t.request({ method: 'POST', url, cookie: who.cookie, payload: {} });
  const heldOf = () => money.balanceOfAccount(t, LEDGER_ACCOUNTS.contractorHeld(contractor.user.id));
  const kindsOf = async (userId: string) =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind);

  /** A paid place on a 1-place job, and a reserve behind it with the coins to be booked. */
  async function placeWithReserve() {
    const job = await createJob(t, contractor, { guaranteed_pay: true, salary_cents: 18_000 });
    const reserve = await signupFreelancer(t);
    await grant(t, reserve.user.id, 'coin', 20);
    const reserveShiftId = (await applyAs(t, reserve, job.id)).json<{ id: string }>().id;
    const kept = await post(contractor, `/api/contractor/applications/${reserveShiftId}/reserve`);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<{ status: string }>().status).toBe('reserve');
    const funded = await fundPlace(t, local, contractor, { job });
    return { ...funded, reserve, reserveShiftId };
  }

  it("'Desistir' passes the paid place and its money to the reserve: no refund, no new charge, paid out after the shift", async () => {
    const { job, f, shiftId, paymentId, reserve, reserveShiftId } = await placeWithReserve();
    const held = await heldOf();
    const coins = (await getBalances(t.deps.db, reserve.user.id)).coin;

    const withdrawn = await post(f, `/api/freelancer/applications/${shiftId}/withdraw`);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    // The place's money decides who takes it: the reserve waits for the settlement, not for a charge.
    expect(await money.stateOf(t, reserveShiftId)).toBe('reserve');

    await runPayPass(t.deps);
    expect(await money.stateOf(t, shiftId)).toBe('withdrawn');
    expect(await money.stateOf(t, reserveShiftId)).toBe('approved');
    expect(await money.placeOf(t, shiftId)).toMatchObject({ status: 'passed', passedToShiftId: reserveShiftId });
    expect(await money.placeOf(t, reserveShiftId)).toMatchObject({
      status: 'held',
      paymentId,
      freelancerId: reserve.user.id,
      valueCents: 18_000,
      feeCents: 1_800,
    });
    expect(await t.deps.db.select().from(shiftRefunds).where(eq(shiftRefunds.paymentId, paymentId))).toEqual([]);
    expect(await t.deps.db.select().from(payments).where(eq(payments.productId, reserveShiftId))).toEqual([]);
    expect(await heldOf()).toBe(held);
    // Booked as a promotion is: told, and the application's coins charged.
    expect(await kindsOf(reserve.user.id)).toContain('reserve_promoted');
    expect((await getBalances(t.deps.db, reserve.user.id)).coin).toBeLessThan(coins);

    // A late copy of the charge's confirmation changes nothing.
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    await handleProviderEvent(t.deps, {
      eventId: `evt_late_${paymentId}`,
      eventType: 'PAYMENT_RECEIVED',
      providerPaymentId: charge!.providerPaymentId!,
    });
    expect(await money.placeOf(t, reserveShiftId)).toMatchObject({ status: 'held' });
    expect(await heldOf()).toBe(held);

    // The shift ends; 24 h later the reserve's pay is released and sent to them, not to who gave up.
    await moveJobInTime(t, job.id, shiftStartingIn(-30 * 60));
    await runPayPass(t.deps);
    expect(await money.placeOf(t, reserveShiftId)).toMatchObject({ status: 'released' });
    expect(await money.payoutOf(t, reserveShiftId)).toMatchObject({ status: 'waiting_key', amountCents: 18_000 });
    expect(await money.payoutOf(t, shiftId)).toBeUndefined();
    expect(await heldOf()).toBe(held + 19_800);

    // The company's payments list the charge once, where its money went.
    const month = charge!.confirmedAt!.toISOString().slice(0, 7);
    const list = await t.request({
      method: 'GET',
      url: `/api/contractor/shift-payments?month=${month}`,
      cookie: contractor.cookie,
    });
    expect(list.statusCode, list.body).toBe(200);
    const mine = list.json<ContractorShiftPayments>().payments.filter((p) => p.payment_id === paymentId);
    expect(mine).toEqual([expect.objectContaining({ status: 'released', refund: null })]);
  });

  it('a place given up with no reserve who can pay goes back to the contractor, and the reserve stays a reserve', async () => {
    const { f, shiftId, reserve, reserveShiftId } = await placeWithReserve();
    // The reserve spent their coins meanwhile: they cannot be booked.
    const coins = (await getBalances(t.deps.db, reserve.user.id)).coin;
    await inTransaction(t.deps.db, (tx) =>
      debit(tx, {
        userId: reserve.user.id,
        currency: 'coin',
        amount: coins,
        reason: 'test_grant',
        idempotencyKey: randomUUID(),
      }),
    );
    expect((await post(f, `/api/freelancer/applications/${shiftId}/withdraw`)).statusCode).toBe(200);
    await runPayPass(t.deps);
    expect(await money.stateOf(t, reserveShiftId)).toBe('reserve');
    expect(await money.placeOf(t, shiftId)).toMatchObject({ status: 'refunded' });
    expect(await money.refundOf(t, shiftId)).toMatchObject({ reason: 'withdrawn', amountCents: 19_800 });
  });

  it('an unpaid place that lapses books no reserve: nobody paid for it', async () => {
    const job = await createJob(t, contractor, { guaranteed_pay: true, salary_cents: 18_000 });
    const [held, kept] = await Promise.all([signupFreelancer(t), signupFreelancer(t)]);
    const shiftIds: string[] = [];
    for (const f of [held, kept]) {
      await grant(t, f.user.id, 'coin', 20);
      shiftIds.push((await applyAs(t, f, job.id)).json<{ id: string }>().id);
    }
    const [heldShiftId, reserveShiftId] = shiftIds as [string, string];
    expect((await post(contractor, `/api/contractor/applications/${reserveShiftId}/reserve`)).statusCode).toBe(200);
    expect((await approveAs(t, contractor, heldShiftId)).statusCode).toBe(200);
    expect(await money.stateOf(t, heldShiftId)).toBe('awaiting_payment');

    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/contractor/shift-pay/${heldShiftId}/hold`,
      cookie: contractor.cookie,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    await runPayPass(t.deps);
    expect(await money.stateOf(t, heldShiftId)).toBe('pending');
    expect(await money.stateOf(t, reserveShiftId)).toBe('reserve');
  });
});
