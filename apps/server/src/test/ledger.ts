import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { agendaItems, balances, jobApplications, ledgerEntries, type Currency } from '../db/schema.ts';
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

export async function agendaOfJob(t: TestApp, jobId: string) {
  return t.deps.db.select().from(agendaItems).where(eq(agendaItems.jobId, jobId));
}
