import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { serverImportRules } from './import-rules.js';

const SRC = import.meta.dirname;
const ROOT = join(SRC, '../../..');

/** table → owner, from ARCHITECTURE.md's "Tables and their owners" (the document is the rule). */
function documentedOwners(): Map<string, string> {
  const doc = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
  const section = doc.split('### Tables and their owners')[1]?.split('\n### ')[0] ?? '';
  const owners = new Map<string, string>();
  for (const [, table, owner] of section.matchAll(/^\|\s*`([a-z_]+)`\s*\|\s*`([a-z/-]+)`\s*\|/gm)) {
    if (table && owner) owners.set(table, owner);
  }
  return owners;
}

/** Drizzle table object name → SQL table name, from db/schema.ts. */
function drizzleTables(): Map<string, string> {
  const schema = readFileSync(join(SRC, 'db/schema.ts'), 'utf8');
  return new Map(
    [...schema.matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)].map(([, name, table]) => [name!, table!]),
  );
}

/** Who a source file speaks for: its module, provider, or http/ (null: db/ and tests write as the schema's owner). */
export function ownerOfFile(path: string): string | null {
  const parts = path.split('/');
  if (parts[0] === 'modules' && parts[1]) return parts[1];
  if (parts[0] === 'providers' && parts[1]) return `providers/${parts[1]}`;
  if (parts[0] === 'http') return 'http';
  return null;
}

/** The tables a source writes: plain SQL (INSERT INTO t, UPDATE t … SET, DELETE FROM t) and Drizzle's insert/update/delete(t). */
export function tablesWritten(source: string, tables: Map<string, string>): string[] {
  const written = new Set<string>();
  for (const [, table] of source.matchAll(/\bINSERT\s+INTO\s+"?([a-z_]+)"?/gi)) written.add(table!.toLowerCase());
  for (const [, table] of source.matchAll(/\bDELETE\s+FROM\s+"?([a-z_]+)"?/gi)) written.add(table!.toLowerCase());
  // `UPDATE t SET`, `UPDATE t AS a SET`, `UPDATE t a SET` — not `FOR UPDATE` nor `DO UPDATE SET`.
  for (const [, table] of source.matchAll(/\bUPDATE\s+"?([a-z_]+)"?(?:\s+(?:AS\s+)?[a-z]+)?\s+SET\b/gi)) {
    if (table!.toUpperCase() !== 'SET') written.add(table!.toLowerCase());
  }
  for (const [, name] of source.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = tables.get(name!);
    if (table) written.add(table);
  }
  return [...written].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === 'db' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|-cases\.ts$/.test(name) ? [path] : [];
  });
}

/** Every write of a table by someone other than its owner, as 'file: table (owner)'. */
function violations(files: { path: string; source: string }[], owners: Map<string, string>): string[] {
  const tables = drizzleTables();
  const found: string[] = [];
  for (const { path, source } of files) {
    const writer = ownerOfFile(path);
    if (!writer) continue;
    for (const table of tablesWritten(source, tables)) {
      const owner = owners.get(table);
      if (owner !== writer) found.push(`${path}: ${table} (${owner ?? 'no owner in ARCHITECTURE.md'})`);
    }
  }
  return found;
}

describe('every table has one owner (ARCHITECTURE.md)', () => {
  const owners = documentedOwners();

  it('lists an owner for every table of the schema', () => {
    expect([...drizzleTables().values()].filter((table) => !owners.has(table))).toEqual([]);
  });

  it('only the owner writes a table', () => {
    const files = sourceFiles(SRC).map((file) => ({ path: relative(SRC, file), source: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(violations(files, owners)).toEqual([]);
  });

  it('catches a module writing a table it does not own, in plain SQL and through Drizzle', () => {
    const sneaky = [
      { path: 'modules/shifts/sneaky.repo.ts', source: 'sql`UPDATE jobs SET approved_count = approved_count + 1`' },
      { path: 'modules/profiles/sneaky.repo.ts', source: 'await tx.update(users).set({ name })' },
      { path: 'modules/jobs/sneaky.repo.ts', source: "sql`INSERT INTO ledger_entries (user_id) VALUES ('x')`" },
      {
        path: 'modules/shifts/fine.repo.ts',
        source: 'sql`SELECT 1 FROM jobs FOR UPDATE`; sql`DO UPDATE SET status = 1`',
      },
    ];
    expect(violations(sneaky, owners)).toEqual([
      'modules/shifts/sneaky.repo.ts: jobs (jobs)',
      'modules/profiles/sneaky.repo.ts: users (auth)',
      'modules/jobs/sneaky.repo.ts: ledger_entries (wallet)',
    ]);
  });
});

describe("a module reaches another's internals only through its service (ESLint)", () => {
  /** Each message of the server's import rule (eslint.config.js applies the same patterns) on `source`. */
  const refusals = (path: string, source: string) =>
    new Linter()
      .verify(
        source,
        [
          {
            files: ['**/*.ts'],
            rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules(path.endsWith('.routes.ts')) }] },
          },
        ],
        join('apps/server/src', path),
      )
      .map((m) => `${m.line}: ${m.ruleId ?? m.message}`);

  it("refuses another module's or a provider's repo at any depth, and allows its own", () => {
    const source = [
      "import { listOutbox } from '../../providers/mail/outbox.repo.ts';",
      "import { lockJob } from '../jobs/jobs.repo.ts';",
      "import { findMoves } from './shifts.repo.ts';",
      'export const used = [listOutbox, lockJob, findMoves];',
    ].join('\n');
    expect(refusals('modules/shifts/conclude-shift.ts', source)).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-imports',
    ]);
    expect(
      refusals('modules/mail/outbox.service.ts', "import { listOutbox } from '../../providers/mail/outbox.repo.ts';"),
    ).toEqual(['1: no-restricted-imports']);
    // A route reaches even its own module's repo only through an operation or the service.
    expect(refusals('modules/shifts/shifts.routes.ts', source)).toEqual([
      '1: no-restricted-imports',
      '2: no-restricted-imports',
      '3: no-restricted-imports',
    ]);
  });
});
