import { eq, getTableColumns, or, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { UserRole } from '@vamos/shared/user-roles';
import { selectRows, type DbOrTx, type Tx } from '../../db/client.ts';
import {
  accountDeletions,
  accounts,
  agendaItems,
  balances,
  blocks,
  companyManagers,
  chargeRefunds,
  consents,
  evaluations,
  freePlanMonths,
  jobAlertMatches,
  jobAlerts,
  jobApplications,
  jobEvents,
  jobHistory,
  jobTemplates,
  jobs,
  ledgerEntries,
  managerInvitations,
  notificationPreferences,
  notifications,
  operatorAudit,
  operatorTotp,
  payments,
  payouts,
  pixKeys,
  profiles,
  pushSubscriptions,
  reports,
  sessions,
  shiftMoves,
  shiftPay,
  jobFunding,
  shiftRefunds,
  strikeForgiveness,
  strikes,
  subscriptions,
  teamMembers,
  users,
  userSuspensions,
} from '../../db/schema.ts';

/**
 * 'Baixar meus dados' (LGPD Art. 18 II and V, decision 0051): every table a person appears in, by
 * the columns that name them, and the columns left out: secrets (a password's hash, a session's
 * token, a device's keys) rather than information about the person, and the numbers that only keep
 * a table's rows in the order made (seq, 0055).
 * privacy.test.ts walks the database's foreign keys to users: a new table with one fails it until
 * it is added here and its fate on deletion is written in erasure-plan.ts.
 */
type Section = { table: PgTable; by: PgColumn[]; omit?: PgColumn[] };

const EXPORT_PLAN: Section[] = [
  { table: users, by: [users.id] },
  { table: profiles, by: [profiles.userId] },
  {
    table: accounts,
    by: [accounts.userId],
    omit: [accounts.password, accounts.accessToken, accounts.refreshToken, accounts.idToken],
  },
  { table: sessions, by: [sessions.userId], omit: [sessions.token] },
  { table: consents, by: [consents.userId] },
  { table: balances, by: [balances.userId] },
  { table: ledgerEntries, by: [ledgerEntries.userId] },
  { table: payments, by: [payments.userId], omit: [payments.qrCodePngBase64, payments.seq] },
  { table: subscriptions, by: [subscriptions.userId] },
  { table: freePlanMonths, by: [freePlanMonths.userId] },
  { table: jobs, by: [jobs.contractorId], omit: [jobs.searchText] },
  { table: jobEvents, by: [jobEvents.contractorId] },
  { table: jobHistory, by: [jobHistory.actorId] },
  { table: jobTemplates, by: [jobTemplates.contractorId] },
  { table: jobApplications, by: [jobApplications.freelancerId] },
  { table: shiftMoves, by: [shiftMoves.actorId] },
  { table: strikes, by: [strikes.userId] },
  { table: strikeForgiveness, by: [strikeForgiveness.userId] },
  { table: agendaItems, by: [agendaItems.userId] },
  { table: evaluations, by: [evaluations.evaluatorId, evaluations.evaluatedId], omit: [evaluations.seq] },
  { table: notifications, by: [notifications.userId], omit: [notifications.seq] },
  { table: notificationPreferences, by: [notificationPreferences.userId] },
  {
    table: pushSubscriptions,
    by: [pushSubscriptions.userId],
    omit: [pushSubscriptions.p256dh, pushSubscriptions.auth],
  },
  {
    table: jobAlerts,
    by: [jobAlerts.userId],
    omit: [jobAlerts.cityKey, jobAlerts.neighborhoodKeys, jobAlerts.matchKeys],
  },
  { table: jobAlertMatches, by: [jobAlertMatches.userId] },
  { table: teamMembers, by: [teamMembers.contractorId, teamMembers.freelancerId] },
  { table: blocks, by: [blocks.blockerId, blocks.blockedId] },
  {
    table: companyManagers,
    by: [companyManagers.userId, companyManagers.companyId, companyManagers.invitedBy, companyManagers.removedBy],
  },
  {
    table: managerInvitations,
    by: [managerInvitations.companyId, managerInvitations.invitedBy, managerInvitations.acceptedBy],
    omit: [managerInvitations.tokenHash],
  },
  { table: pixKeys, by: [pixKeys.userId] },
  { table: shiftPay, by: [shiftPay.contractorId, shiftPay.freelancerId] },
  { table: jobFunding, by: [jobFunding.contractorId], omit: [jobFunding.seq] },
  { table: payouts, by: [payouts.freelancerId], omit: [payouts.seq] },
  { table: shiftRefunds, by: [shiftRefunds.contractorId] },
  { table: operatorTotp, by: [operatorTotp.userId], omit: [operatorTotp.secretEncrypted] },
  { table: operatorAudit, by: [operatorAudit.operatorId] },
  // Reports made and received (decision 0054); who reported someone is not theirs to learn.
  { table: reports, by: [reports.reporterId, reports.reportedUserId, reports.resolvedBy], omit: [reports.reporterId] },
  { table: userSuspensions, by: [userSuspensions.userId, userSuspensions.suspendedBy] },
  { table: chargeRefunds, by: [chargeRefunds.operatorId] },
  { table: accountDeletions, by: [accountDeletions.userId] },
];

const tableName = (table: PgTable) => getTableConfig(table).name;

/** Every 'table.column' the export finds a person by. */
export function exportedReferences(): string[] {
  return EXPORT_PLAN.flatMap(({ table, by }) => by.map((column) => `${tableName(table)}.${column.name}`));
}

/** The tables of the export, in its order. */
export function exportedTables(): string[] {
  return EXPORT_PLAN.map(({ table }) => tableName(table));
}

export type PersonRows = Record<string, Record<string, unknown>[]>;

/** Every row of every table of the plan that names the person, by table, with the column names of the database. */
export async function readPersonRows(db: DbOrTx, userId: string): Promise<PersonRows> {
  const result: PersonRows = {};
  for (const { table, by, omit = [] } of EXPORT_PLAN) {
    const columns = Object.values(getTableColumns(table) as Record<string, PgColumn>).filter((c) => !omit.includes(c));
    const selection = Object.fromEntries(columns.map((c) => [c.name, c]));
    const where = or(...by.map((column) => eq(column, userId)));
    result[tableName(table)] = (await db.select(selection).from(table).where(where)) as Record<string, unknown>[];
  }
  return result;
}

// ------------------------------------------------------------------ deletion

/** What still has to settle before the account may go (decision 0051): a count of each. */
export type DeletionBlockers = {
  contested: number;
  underWay: number;
  shiftPay: number;
  payouts: number;
  refunds: number;
  pendingPayments: number;
};

/** Reads what would stop a deletion, across the owners' tables (read only). */
export async function findDeletionBlockers(db: DbOrTx, userId: string): Promise<DeletionBlockers> {
  const [row] = await selectRows<DeletionBlockers>(
    db,
    sql`SELECT
      (SELECT count(*) FROM job_applications a JOIN jobs j ON j.id = a.job_id
        WHERE a.status = 'contested' AND (a.freelancer_id = ${userId}::uuid OR j.contractor_id = ${userId}::uuid))::int AS contested,
      (SELECT count(*) FROM job_applications
        WHERE freelancer_id = ${userId}::uuid AND status IN ('checked_in', 'awaiting_payment'))::int AS "underWay",
      (SELECT count(*) FROM shift_pay
        WHERE (freelancer_id = ${userId}::uuid OR contractor_id = ${userId}::uuid)
          AND status IN ('awaiting', 'held', 'disputed'))::int
      + (SELECT count(*) FROM job_funding
          WHERE contractor_id = ${userId}::uuid AND status IN ('awaiting', 'paid'))::int AS "shiftPay",
      (SELECT count(*) FROM payouts
        WHERE freelancer_id = ${userId}::uuid AND status IN ('waiting_key', 'queued', 'sending'))::int AS payouts,
      (SELECT count(*) FROM shift_refunds
        WHERE contractor_id = ${userId}::uuid AND status IN ('queued', 'sending'))::int AS refunds,
      (SELECT count(*) FROM payments WHERE user_id = ${userId}::uuid AND status = 'pending')::int AS "pendingPayments"`,
  );
  return row ?? { contested: 0, underWay: 0, shiftPay: 0, payouts: 0, refunds: 0, pendingPayments: 0 };
}

/** Records the deletion once; false when the account was already deleted (a concurrent request committed first). */
export async function insertDeletion(tx: Tx, userId: string, role: UserRole, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(accountDeletions)
    .values({ userId, role, deletedAt: at })
    .onConflictDoNothing()
    .returning({ userId: accountDeletions.userId });
  return rows.length > 0;
}

/** The person's charges at the payment provider (to forget their name there, where it keeps one in our database). */
export async function providerPaymentIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db.select({ id: payments.providerPaymentId }).from(payments).where(eq(payments.userId, userId));
  return rows.map((r) => r.id).filter((id): id is string => id !== null);
}
