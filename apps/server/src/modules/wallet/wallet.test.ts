import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import type { Currency } from '../../db/schema.ts';
import { balances, ledgerEntries } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { signupContractor, signupFreelancer } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { credit, debit, getBalances, listEntries, type LedgerMove } from './wallet.service.ts';

describe.each(TEST_DATABASES)('wallet on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  let keySequence = 0;
  const move = (userId: string, currency: Currency, amount: number, key = `test:${++keySequence}`): LedgerMove => ({
    userId,
    currency,
    amount,
    reason: 'test',
    reference: 'wallet.test',
    idempotencyKey: key,
  });
  const inTx = <T>(fn: (tx: Tx) => Promise<T>): Promise<T> => t.deps.db.transaction(fn);

  async function ledgerSum(userId: string, currency: Currency): Promise<number> {
    const rows = await t.deps.db
      .select({ total: sum(ledgerEntries.delta) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)));
    return Number(rows[0]?.total ?? 0);
  }

  async function cachedBalance(userId: string, currency: Currency): Promise<number | undefined> {
    const rows = await t.deps.db
      .select({ balance: balances.balance })
      .from(balances)
      .where(and(eq(balances.userId, userId), eq(balances.currency, currency)));
    return rows[0]?.balance;
  }

  describe('GET /api/wallet', () => {
    it('answers 401 without a session', async () => {
      const res = await t.request({ method: 'GET', url: '/api/wallet' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    });

    it('shows a freelancer their coins only', async () => {
      const { cookie } = await signupFreelancer(t);
      const res = await t.request({ method: 'GET', url: '/api/wallet', cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ coins: 15 });
    });

    it('shows a contractor their credits only', async () => {
      const { cookie } = await signupContractor(t);
      const res = await t.request({ method: 'GET', url: '/api/wallet', cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ credits: 2 });
    });
  });

  it('keeps the cached balance equal to the ledger sum, with balance_after on every entry', async () => {
    const { user } = await signupFreelancer(t);
    await inTx((tx) => credit(tx, move(user.id, 'coin', 50)));
    await inTx((tx) => debit(tx, move(user.id, 'coin', 7)));
    await inTx((tx) => debit(tx, move(user.id, 'coin', 58)));
    await inTx((tx) => credit(tx, move(user.id, 'credit', 3)));

    expect(await getBalances(t.deps.db, user.id)).toEqual({ coin: 0, credit: 3 });
    expect(await ledgerSum(user.id, 'coin')).toBe(0);
    expect(await cachedBalance(user.id, 'coin')).toBe(0);
    expect(await ledgerSum(user.id, 'credit')).toBe(3);
    const entries = await listEntries(t.deps.db, user.id, 'coin');
    expect(entries.map((e) => [e.delta, e.balanceAfter])).toEqual([
      [-58, 0],
      [-7, 58],
      [50, 65],
      [15, 15],
    ]);
    expect(entries.at(-1)?.reason).toBe('signup_bonus');
  });

  it('refuses a debit beyond the balance with INSUFFICIENT_BALANCE and writes nothing', async () => {
    const { user } = await signupFreelancer(t);
    const attempt = inTx((tx) => debit(tx, move(user.id, 'coin', 16)));
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 409 });
    await expect(inTx((tx) => debit(tx, move(user.id, 'credit', 1)))).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await getBalances(t.deps.db, user.id)).toEqual({ coin: 15, credit: 0 });
    expect(await listEntries(t.deps.db, user.id, 'coin')).toHaveLength(1);
  });

  it('rejects amounts that are not positive integers', async () => {
    const { user } = await signupFreelancer(t);
    for (const amount of [0, -1, 1.5]) {
      await expect(inTx((tx) => credit(tx, move(user.id, 'coin', amount)))).rejects.toThrow(/positive integer/);
    }
    expect(await getBalances(t.deps.db, user.id)).toEqual({ coin: 15, credit: 0 });
  });

  it('treats a repeated idempotency key as a no-op returning the original entry', async () => {
    const { user } = await signupFreelancer(t);
    const first = await inTx((tx) => credit(tx, move(user.id, 'coin', 10, `repeat:${user.id}`)));
    const second = await inTx((tx) => credit(tx, move(user.id, 'coin', 10, `repeat:${user.id}`)));
    expect(first.duplicate).toBe(false);
    expect(second).toEqual({ entry: first.entry, duplicate: true });
    expect(await getBalances(t.deps.db, user.id)).toEqual({ coin: 25, credit: 0 });
    await expect(inTx((tx) => debit(tx, move(user.id, 'coin', 10, `repeat:${user.id}`)))).rejects.toThrow(
      /different movement/,
    );
  });

  it('lets exactly 5 of 20 concurrent debits of 1 through on a balance of 5', async () => {
    const { user } = await signupFreelancer(t);
    await inTx((tx) => credit(tx, move(user.id, 'credit', 5)));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => inTx((tx) => debit(tx, move(user.id, 'credit', 1)))),
    );
    const fulfilled = results.filter((r) => r.status === 'fulfilled');
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(fulfilled).toHaveLength(5);
    expect(rejected.map((r) => (r.reason as AppError).code)).toEqual(Array(15).fill('INSUFFICIENT_BALANCE'));
    expect(await cachedBalance(user.id, 'credit')).toBe(0);
    expect(await ledgerSum(user.id, 'credit')).toBe(0);
    const afters = (await listEntries(t.deps.db, user.id, 'credit')).map((e) => e.balanceAfter);
    expect(afters).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('applies one of several concurrent movements that share an idempotency key', async () => {
    const { user } = await signupFreelancer(t);
    const key = `concurrent:${user.id}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => inTx((tx) => credit(tx, move(user.id, 'coin', 4, key)))),
    );
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await cachedBalance(user.id, 'coin')).toBe(19);
    expect(await ledgerSum(user.id, 'coin')).toBe(19);
  });
});
