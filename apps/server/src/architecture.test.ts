import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MODULES_DIR = join(import.meta.dirname, 'modules');

/**
 * The modules that import each other, on purpose (ARCHITECTURE.md, "Module loops"): a job and its
 * shifts change together, in one transaction with one lock order (job, then shifts, then
 * balances): cancelling or completing a job moves its shifts through their lifecycle, and a move
 * takes or gives back the job's places. Any other loop is a mistake.
 */
const INTENDED_LOOPS = [['jobs', 'shifts']];

/** module → the modules its non-test files import. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES_DIR)) {
    const deps = new Set<string>();
    for (const file of readdirSync(join(MODULES_DIR, module))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts') || file.endsWith('-cases.ts')) continue;
      const source = readFileSync(join(MODULES_DIR, module, file), 'utf8');
      for (const [, dep] of source.matchAll(/from '\.\.\/([a-z-]+)\//g)) if (dep && dep !== module) deps.add(dep);
    }
    graph.set(module, deps);
  }
  return graph;
}

/** The groups of modules that reach each other (strongly connected, two or more), each sorted. */
function loops(graph: Map<string, Set<string>>): string[][] {
  const reaches = (from: string, to: string): boolean => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const next = stack.pop() ?? '';
      for (const dep of graph.get(next) ?? []) {
        if (dep === to) return true;
        if (seen.has(dep)) continue;
        seen.add(dep);
        stack.push(dep);
      }
    }
    return false;
  };
  const groups = new Map<string, string[]>();
  for (const a of [...graph.keys()].sort()) {
    const group = [a, ...[...graph.keys()].filter((b) => b !== a && reaches(a, b) && reaches(b, a))].sort();
    if (group.length > 1) groups.set(group.join(), group);
  }
  return [...groups.values()];
}

describe('module dependencies', () => {
  it('loop only where intended: jobs with their shifts', () => {
    expect(loops(moduleGraph())).toEqual(INTENDED_LOOPS);
  });

  it('finds a loop when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(loops(graph)).toEqual([['a', 'b', 'c']]);
  });
});

/** What the server charges is written once, in `@vamos/shared/pricing`, where the screens read it too. */
describe('prices', () => {
  const OWN_PRICE = /\bconst\s+[A-Z_]*(?:CREDITS|COINS|COST)\s*=\s*\d/g;

  it('no module declares its own (`const APPROVAL_CREDITS = 1`): they import @vamos/shared/pricing', () => {
    const found: string[] = [];
    for (const module of readdirSync(MODULES_DIR)) {
      for (const file of readdirSync(join(MODULES_DIR, module))) {
        if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
        const source = readFileSync(join(MODULES_DIR, module, file), 'utf8');
        for (const [match] of source.matchAll(OWN_PRICE)) found.push(`${module}/${file}: ${match}`);
      }
    }
    expect(found).toEqual([]);
  });
});
