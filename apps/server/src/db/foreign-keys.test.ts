import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, openTestDatabase } from '../test/databases.ts';
import type { Database } from './client.ts';
import { schema } from './schema.ts';

/**
 * People and jobs are never deleted (decision 0023): no foreign key removes or blanks a row when
 * the row it points to goes, except these, each for its reason. A new cascading key is refused
 * here until it is added with one.
 */
const MAY_CASCADE: Record<string, string> = {
  // better-auth's own credentials and sessions: nothing else refers to them, and they must never
  // outlive their user. A user row is not deleted (the trigger refuses), so this never runs today.
  'sessions.user_id → users': 'cascade',
  'accounts.user_id → users': 'cascade',
};

/** pg_constraint.confdeltype → Drizzle's onDelete words. */
const ACTIONS: Record<string, string> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

type Key = { key: string; action: string };

describe.each(TEST_DATABASES)('foreign keys on %s', (kind) => {
  let database: Database;
  let keys: Key[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const { rows } = await database.rawTransaction((q) =>
      q.query(
        `SELECT src.relname AS source, a.attname AS column, dst.relname AS target, c.confdeltype AS action
           FROM pg_constraint c
           JOIN pg_class src ON src.oid = c.conrelid
           JOIN pg_namespace n ON n.oid = src.relnamespace
           JOIN pg_class dst ON dst.oid = c.confrelid
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND n.nspname = 'public' AND cardinality(c.conkey) = 1
          ORDER BY 1, 2`,
      ),
    );
    keys = rows.map((r) => ({
      key: `${String(r.source)}.${String(r.column)} → ${String(r.target)}`,
      action: ACTIONS[String(r.action)] ?? String(r.action),
    }));
  });
  afterAll(async () => database.close());

  it('finds the keys to people and jobs (the walk itself works)', () => {
    const names = keys.map((k) => k.key);
    expect(names).toContain('ledger_entries.user_id → users');
    expect(names).toContain('job_applications.job_id → jobs');
  });

  it('no key cascades or sets null unless it is on the commented allow-list', () => {
    const deleting = keys.filter((k) => !['no action', 'restrict'].includes(k.action));
    expect(deleting.filter((k) => MAY_CASCADE[k.key] !== k.action)).toEqual([]);
  });

  it('keys to users and jobs are all RESTRICT, the allowed ones aside', () => {
    const toPeopleOrJobs = keys.filter((k) => / → (users|jobs)$/.test(k.key) && !(k.key in MAY_CASCADE));
    expect(toPeopleOrJobs.length).toBeGreaterThan(10);
    expect(toPeopleOrJobs.filter((k) => k.action !== 'restrict')).toEqual([]);
  });

  it('the Drizzle mirror (schema.ts) says the same of every key', () => {
    const mirrored = Object.values(schema).flatMap((table) => {
      const config = getTableConfig(table);
      return config.foreignKeys.map((fk) => {
        const ref = fk.reference();
        return {
          key: `${config.name}.${ref.columns[0]?.name} → ${getTableConfig(ref.foreignTable).name}`,
          action: fk.onDelete ?? 'no action',
        };
      });
    });
    const byKey = (a: Key, b: Key) => a.key.localeCompare(b.key);
    expect(mirrored.sort(byKey)).toEqual([...keys].sort(byKey));
  });
});
