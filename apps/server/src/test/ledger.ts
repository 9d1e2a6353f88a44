import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { selectRows } from '../db/client.ts';
import { balances, jobApplications, ledgerEntries, type Currency } from '../db/schema.ts';
import { contractorAgendaJobs } from '../modules/shifts/shifts.service.ts';
import type { TestApp } from './test-app.ts';

/** The cached balance (0 when the row does not exist). */
export async function balanceOf(t: TestApp, userId: string, currency: Currency): Promise<number> {
  const [row] = await t.deps.db
    .select({ balance: balances.balance })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.currency, currency)));
  return row?.balance ?? 0;
}

/** Σ ledger deltas of one account. */
export async function ledgerSum(t: TestApp, userId: string, currency: Currency): Promise<number> {
  const [row] = await t.deps.db
    .select({ total: sum(ledgerEntries.delta) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.currency, currency)));
  return Number(row?.total ?? 0);
}

/** Accounts of these users whose cached balance differs from their ledger sum (should be none). */
export async function ledgerMismatches(t: TestApp, userIds: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const userId of userIds) {
    for (const currency of ['coin', 'credit'] as const) {
      const [cached, total] = [await balanceOf(t, userId, currency), await ledgerSum(t, userId, currency)];
      if (cached !== total) problems.push(`${userId} ${currency}: balance ${cached}, ledger ${total}`);
    }
  }
  return problems;
}

/** Ledger entries with this reason, per currency: how many and their total. */
export async function ledgerByReason(t: TestApp, reason: string, userIds: string[]) {
  const rows = await t.deps.db
    .select({
      currency: ledgerEntries.currency,
      n: sql<number>`count(*)::int`,
      total: sql<number>`sum(${ledgerEntries.delta})::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.reason, reason), inArray(ledgerEntries.userId, userIds)))
    .groupBy(ledgerEntries.currency);
  const of = (c: Currency) => rows.find((r) => r.currency === c) ?? { n: 0, total: 0 };
  return {
    coin: { n: of('coin').n, total: of('coin').total },
    credit: { n: of('credit').n, total: of('credit').total },
  };
}

export async function applicationsOf(t: TestApp, jobId: string) {
  return t.deps.db.select().from(jobApplications).where(eq(jobApplications.jobId, jobId));
}

/** The job's item on its contractor's agenda (read from the job and its shifts), with who is booked. */
export async function agendaOfJob(t: TestApp, contractorId: string, jobId: string) {
  return (await contractorAgendaJobs(t.deps.db, contractorId)).find((item) => item.job_id === jobId);
}

/**
 * Every account of the database whose cached balance differs from its ledger sum, or whose
 * ledger ever went below zero (should be none): the invariant money tests end with.
 */
export async function ledgerInvariantViolations(t: TestApp): Promise<string[]> {
  type Row = { user_id: string; currency: string; balance: number; total: number; lowest: number };
  const rows = await selectRows<Row>(
    t.deps.db,
    sql`
    SELECT coalesce(b.user_id, l.user_id)::text AS user_id, coalesce(b.currency, l.currency) AS currency,
           coalesce(b.balance, 0) AS balance, coalesce(l.total, 0) AS total, coalesce(l.lowest, 0) AS lowest
    FROM balances b
    FULL JOIN (SELECT user_id, currency, sum(delta)::int AS total, min(balance_after) AS lowest
               FROM ledger_entries GROUP BY user_id, currency) l
      ON l.user_id = b.user_id AND l.currency = b.currency
    WHERE coalesce(b.balance, 0) <> coalesce(l.total, 0) OR coalesce(l.lowest, 0) < 0 OR coalesce(b.balance, 0) < 0`,
  );
  return rows.map((r) => `${r.user_id} ${r.currency}: balance ${r.balance}, ledger ${r.total}, lowest ${r.lowest}`);
}
