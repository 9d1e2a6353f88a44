import { describe, expect, it } from 'vitest';
import shiftTimes from '@vamos/shared/shift-times?raw';

/**
 * Decision 0018: the web trusts the server's contract. The API modules (and lib/) take the shared
 * response types with `import type` only, so zod and the schema modules never load with them (with
 * verbatimModuleSyntax even `import { type X }` keeps the module: only `import type` is dropped).
 */
const sources = import.meta.glob<string>(
  ['./*.ts', '../features/*/api/*.ts', '../lib/*.ts', '!**/*.test.ts', '!**/*.test.tsx'],
  { query: '?raw', import: 'default', eager: true },
);

const VALUE_IMPORT = /^import\s+(?!type\s)[^;]*?from\s+'(zod|@vamos\/shared\/schemas\/[^']+)'/gm;
const SIDE_EFFECT_IMPORT = /^import\s+'(zod|@vamos\/shared\/[^']*(schemas|zod-locale)[^']*)'/gm;

describe('API modules and lib/', () => {
  it('are found', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining(['./wallet.ts', '../features/job-board/api/get-jobs.ts', '../lib/api-client.ts']),
    );
  });

  it('import zod and the shared schemas as types only', () => {
    const offenders = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(VALUE_IMPORT), ...text.matchAll(SIDE_EFFECT_IMPORT)].map((m) => `${file}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe('@vamos/shared/shift-times', () => {
  it('imports nothing: every page writes shifts with it (lib/format.ts), and none may load zod', () => {
    expect(shiftTimes).toContain('export function endsNextDay');
    expect(shiftTimes).not.toMatch(/^\s*(import\b|export\s*(\*|\{[^}]*\})\s*from\b)/m);
  });
});
