import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, openTestDatabase } from '../test/databases.ts';
import type { Database } from './client.ts';
import { migrate, readMigrations } from './migrate.ts';

/**
 * Migration 0052 (decision 0051): a manager who joined before managers accepted the terms gets a row
 * with no version for each document, so the app asks them once; a manager who accepted keeps only
 * their acceptance, and nobody else gets a row.
 */
describe.each(TEST_DATABASES)('migration 0052 asks the managers who accepted nothing on %s', (kind) => {
  let database: Database;
  const q = (text: string, params: unknown[] = []) => database.rawTransaction((tx) => tx.query(text, params));
  const user = async (role: string, email: string) => {
    const { rows } = await q(`INSERT INTO users (name, email, role) VALUES ('Pessoa', $1, $2) RETURNING id`, [
      email,
      role,
    ]);
    return String(rows[0]?.id);
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind, { migrations: readMigrations().filter((m) => m.version < 52) });
  });
  afterAll(async () => database.close());

  it('gives the managers without an acceptance a versionless one, and no one else', async () => {
    const stamp = Date.now();
    const before = await user('manager', `antes.${stamp}@vamos.test`);
    const accepted = await user('manager', `aceitou.${stamp}@vamos.test`);
    const operator = await user('operator', `operadora.${stamp}@vamos.test`);
    await q(
      `INSERT INTO consents (user_id, document, version, granted, ip) VALUES ($1, 'terms', '2026-11', true, NULL),
              ($1, 'privacy', '2026-11', true, NULL)`,
      [accepted],
    );

    await migrate(database);

    const { rows } = await q(
      `SELECT user_id, document, version FROM consents WHERE user_id = ANY($1::uuid[]) ORDER BY user_id, document`,
      [[before, accepted, operator]],
    );
    const of = (id: string) => rows.filter((r) => r.user_id === id).map((r) => [r.document, r.version]);
    expect(of(before)).toEqual([
      ['privacy', null],
      ['terms', null],
    ]);
    expect(of(accepted)).toEqual([
      ['privacy', '2026-11'],
      ['terms', '2026-11'],
    ]);
    expect(of(operator)).toEqual([]);
  });
});
