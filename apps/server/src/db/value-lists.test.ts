import { REPORT_ACTIONS, REPORT_CATEGORIES, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@vamos/shared/schemas/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENDA_ITEM_STATUSES, AGENDA_ITEM_TYPES } from '@vamos/shared/agenda';
import { SHIFT_MOVE_NAMES, SHIFT_STATES, REJECTION_REASONS } from '@vamos/shared/shift-states';
import { CURRENCIES } from '@vamos/shared/currencies';
import { STRIKE_REASONS } from '@vamos/shared/cancellation-policy';
import { GENDER_PREFERENCES } from '@vamos/shared/gender';
import { JOB_ALERT_FREQUENCIES } from '@vamos/shared/job-alerts';
import { JOB_HISTORY_ACTIONS } from '@vamos/shared/job-history';
import { JOB_STATUSES } from '@vamos/shared/job-statuses';
import { PAYMENT_PROVIDERS } from '@vamos/shared/payment-providers';
import { PIX_KEY_TYPES, RECEIVING_AS } from '@vamos/shared/pix-keys';
import { LOGIN_ROLES, USER_ROLES } from '@vamos/shared/user-roles';
import { CONSENT_DOCUMENTS } from '@vamos/shared/consents';
import { OPERATOR_AUDIT_ACTIONS } from '@vamos/shared/schemas/operator';
import { PAID_PLAN_IDS } from '@vamos/shared/pricing';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@vamos/shared/schemas/payments';
import { PIX_TRANSFER_STATUSES } from '../providers/payment/payment-provider.ts';
import { TEST_DATABASES, openTestDatabase } from '../test/databases.ts';
import type { Database } from './client.ts';
import { WEB_VITAL_NAMES, WEB_VITAL_RATINGS } from '@vamos/shared/schemas/vitals';
import {
  DELIVERY_STATUSES,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
} from '@vamos/shared/notifications';

/**
 * A value list is written once, in the packages/shared module of its idea (the TypeScript types derive from it), and
 * once more as the SQL CHECK of its column: this keeps the two equal, on both databases.
 */
const LISTS: [table: string, column: string, values: readonly string[]][] = [
  ['users', 'role', LOGIN_ROLES],
  ['profiles', 'user_type', USER_ROLES],
  ['balances', 'currency', CURRENCIES],
  ['ledger_entries', 'currency', CURRENCIES],
  ['jobs', 'status', JOB_STATUSES],
  ['jobs', 'gender_preference', GENDER_PREFERENCES],
  ['job_applications', 'status', SHIFT_STATES],
  ['shift_moves', 'move', SHIFT_MOVE_NAMES],
  ['shift_moves', 'from_state', SHIFT_STATES],
  ['shift_moves', 'to_state', SHIFT_STATES],
  ['job_applications', 'rejection_reason', REJECTION_REASONS],
  ['strikes', 'reason', STRIKE_REASONS],
  ['agenda_items', 'type', AGENDA_ITEM_TYPES],
  ['agenda_items', 'status', AGENDA_ITEM_STATUSES],
  ['payments', 'kind', PAYMENT_KINDS],
  ['payments', 'provider', PAYMENT_PROVIDERS],
  ['payments', 'status', PAYMENT_STATUSES],
  ['subscriptions', 'plan_id', ['free', ...PAID_PLAN_IDS]],
  ['web_vitals', 'metric', WEB_VITAL_NAMES],
  ['web_vitals', 'rating', WEB_VITAL_RATINGS],
  ['notifications', 'kind', NOTIFICATION_KINDS],
  ['notification_preferences', 'category', NOTIFICATION_CATEGORIES],
  ['notification_deliveries', 'channel', NOTIFICATION_CHANNELS],
  ['notification_deliveries', 'status', DELIVERY_STATUSES],
  ['job_alerts', 'frequency', JOB_ALERT_FREQUENCIES],
  ['job_alert_matches', 'frequency', JOB_ALERT_FREQUENCIES],
  ['job_history', 'action', JOB_HISTORY_ACTIONS],
  ['pix_keys', 'key_type', PIX_KEY_TYPES],
  ['pix_keys', 'receiving_as', RECEIVING_AS],
  ['local_pix_transfers', 'pix_key_type', PIX_KEY_TYPES],
  ['local_pix_transfers', 'status', PIX_TRANSFER_STATUSES],
  ['operator_audit', 'action', OPERATOR_AUDIT_ACTIONS],
  ['reports', 'target_type', REPORT_TARGET_TYPES],
  ['reports', 'category', REPORT_CATEGORIES],
  ['reports', 'status', REPORT_STATUSES],
  ['reports', 'resolution', REPORT_ACTIONS],
  ['consents', 'document', CONSENT_DOCUMENTS],
  ['account_deletions', 'role', USER_ROLES],
];

describe.each(TEST_DATABASES)('value lists on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  /** The values of the column's `CHECK (column IN (...))`, as PostgreSQL stores it (`= ANY (ARRAY[...])`). */
  async function checkedValues(table: string, column: string): Promise<string[]> {
    const { rows } = await database.rawTransaction((q) =>
      q.query(
        `SELECT pg_get_constraintdef(c.oid) AS def
           FROM pg_constraint c
          WHERE c.conrelid = $1::regclass AND c.contype = 'c'`,
        [table],
      ),
    );
    const inList = rows
      .map((r) => String(r.def))
      .find((def) => new RegExp(`^CHECK \\(\\(${column} = ANY \\(ARRAY\\[`).test(def));
    if (!inList) throw new Error(`no CHECK (${column} IN (...)) on ${table}`);
    return [...inList.matchAll(/'([^']*)'::text/g)].map((m) => m[1] ?? '');
  }

  it.each(LISTS)('%s.%s allows exactly the shared list', async (table, column, values) => {
    expect((await checkedValues(table, column)).sort()).toEqual([...values].sort());
  });
});
