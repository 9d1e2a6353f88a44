import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { Subscription } from '@vamos/shared/schemas/payments';
import { ledgerEntries, subscriptions } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { balanceOf, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nextFreePlanTopUp, topUpFreePlans } from './free-plan-top-up.ts';

/** The first day of the month `months` after today's, in São Paulo. */
function monthStart(months: number): string {
  const [year, month] = todayInSaoPaulo().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + months, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * The free plan promises '2 vagas/mês' (spec 02): at the start of each month in São Paulo, a
 * contractor on the free plan is topped up to 2 credits, once per month (ledger reason
 * free_plan_monthly), whatever the races. The sign-up's 2 credits are the first month's.
 */
describe.each(TEST_DATABASES)('free plan monthly top-up on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const monthlyEntries = (userId: string) =>
    t.deps.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'free_plan_monthly')));

  /** A new contractor who published a job and approved someone: 0 credits left, stuck until next month. */
  async function stuckContractor(): Promise<SignedUpUser> {
    const contractor = await signupContractor(t);
    const job = await createJob(t, contractor);
    const f = await signupFreelancer(t);
    const applied = await applyAs(t, f, job.id);
    expect((await approveAs(t, contractor, applied.json().id)).statusCode).toBe(200);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(0);
    return contractor;
  }

  it('counts the sign-up credits as the first month: no top-up before the next month', async () => {
    const contractor = await stuckContractor();
    await topUpFreePlans(t.deps, todayInSaoPaulo());
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(0);
    expect(await monthlyEntries(contractor.user.id)).toEqual([]);
  });

  it('tops the balance up to 2 at the start of the next month, once, even when the sweep runs again', async () => {
    const contractor = await stuckContractor();
    const next = monthStart(1);
    await topUpFreePlans(t.deps, next);
    await topUpFreePlans(t.deps, next);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(2);
    const entries = await monthlyEntries(contractor.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ currency: 'credit', delta: 2, balanceAfter: 2 });

    // Spent again within the month: nothing more until the month after.
    await createJob(t, contractor);
    await topUpFreePlans(t.deps, next);
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(1);
    await topUpFreePlans(t.deps, monthStart(2));
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(2);
    expect(await monthlyEntries(contractor.user.id)).toHaveLength(2);
    expect(await ledgerMismatches(t, [contractor.user.id])).toEqual([]);
  });

  it('only adds what is missing, and nothing to a balance already at 2 or more', async () => {
    const one = await signupContractor(t);
    await createJob(t, one);
    const rich = await signupContractor(t);
    await grant(t, rich.user.id, 'credit', 5);
    const month = monthStart(1);
    await topUpFreePlans(t.deps, month);
    expect(await balanceOf(t, one.user.id, 'credit')).toBe(2);
    expect((await monthlyEntries(one.user.id))[0]?.delta).toBe(1);
    expect(await balanceOf(t, rich.user.id, 'credit')).toBe(7);
    expect(await monthlyEntries(rich.user.id)).toEqual([]);
    // The month was settled for `rich` too: spending later in the month brings no top-up.
    for (let i = 0; i < 6; i += 1) await createJob(t, rich);
    await topUpFreePlans(t.deps, month);
    expect(await balanceOf(t, rich.user.id, 'credit')).toBe(1);
  });

  it('gives nothing to a contractor on an active paid plan', async () => {
    const paid = await stuckContractor();
    const expiresAt = new Date(Date.now() + 40 * 24 * 3600 * 1000);
    await t.deps.db
      .insert(subscriptions)
      .values({ userId: paid.user.id, planId: 'basico', startedAt: new Date(), expiresAt });
    await topUpFreePlans(t.deps, monthStart(1));
    expect(await balanceOf(t, paid.user.id, 'credit')).toBe(0);
    const res = await t.request({ method: 'GET', url: '/api/subscription', cookie: paid.cookie });
    expect(res.json<Subscription>().next_free_top_up).toBeNull();
  });

  it('tops up exactly once when sweeps race', async () => {
    const contractor = await stuckContractor();
    const month = monthStart(1);
    await Promise.all(Array.from({ length: 8 }, () => topUpFreePlans(t.deps, month)));
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(2);
    expect(await monthlyEntries(contractor.user.id)).toHaveLength(1);
    expect(await ledgerMismatches(t, [contractor.user.id])).toEqual([]);
  });

  it('tells a free-plan contractor the date of the next top-up', async () => {
    const contractor = await signupContractor(t);
    const res = await t.request({ method: 'GET', url: '/api/subscription', cookie: contractor.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json<Subscription>()).toMatchObject({ plan_id: 'free', next_free_top_up: monthStart(1) });
    expect(nextFreePlanTopUp('2026-12-31')).toBe('2027-01-01');
    expect(nextFreePlanTopUp('2026-11-01')).toBe('2026-12-01');
  });
});
