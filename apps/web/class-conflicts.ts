/**
 * `virtual:class-conflicts`: which Tailwind classes of this app override which, computed from
 * tailwind-merge when the app is built (decision 0039). `cn` (src/lib/cn.ts) merges with it, so
 * the page gets tailwind-merge's answers without tailwind-merge: building its class map on the
 * first call cost a slow phone ≈ 150 ms of the first render (a quarter of the contractor's jobs
 * page's blocking time at 8× slowdown), and its code ≈ 8 KB gzip of the entry.
 *
 * The classes are those written in the web's source, as Tailwind finds them (a class built at run
 * time has no CSS either). For each pair of them, `twMerge('a b')` tells whether b overrides a;
 * classes that override the same ones form a group, and the module says each class's group and
 * the groups each group overrides. tailwind-merge decides conflicts pairwise (a later class drops
 * an earlier one when its group or a group it conflicts with is the earlier one's), so the table
 * reproduces it exactly; src/lib/cn.test.ts checks that against tailwind-merge itself.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import type { Plugin } from 'vite';
import { classParts } from './src/lib/class-parts.ts';

export type ClassConflicts = {
  /** Each class that takes part in a conflict (its base: no variants, no '!'), with its group. */
  groups: Record<string, number>;
  /** For each group, the other groups a class of it overrides when it comes later. */
  overrides: number[][];
};

const ID = 'virtual:class-conflicts';
const RESOLVED = `\0${ID}`;
const WEB = fileURLToPath(new URL('.', import.meta.url));
const CACHE = fileURLToPath(new URL('../../node_modules/.cache/class-conflicts/', import.meta.url));
const SOURCE = /\.(?:tsx?|html)$/;

/** Every word of the web's source that could be a class, without its variants. */
function candidates(): string[] {
  const files = [join(WEB, 'index.html')];
  for (const entry of readdirSync(join(WEB, 'src'), { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && SOURCE.test(entry.name)) files.push(join(entry.parentPath, entry.name));
  }
  const bases = new Set<string>();
  for (const file of files) {
    for (const word of readFileSync(file, 'utf8').split(/[\s'"`{}]+/)) {
      const { base } = classParts(word);
      if (/^-?[a-z[]/.test(base)) bases.add(base);
    }
  }
  return [...bases].sort();
}

/** tailwind-merge's pairwise answers, as groups. */
export function computeConflicts(words: readonly string[]): ClassConflicts {
  // A Tailwind class is one tailwind-merge dedupes; any other word is never dropped.
  const classes = words.filter((word) => twMerge(`${word} ${word}`) === word);
  const overridden = new Map<string, string[]>(classes.map((c) => [c, []]));
  const involved = new Set<string>();
  for (const later of classes) {
    for (const earlier of classes) {
      if (earlier !== later && twMerge(`${earlier} ${later}`) === later) {
        overridden.get(later)?.push(earlier);
        involved.add(earlier).add(later);
      }
    }
  }
  // Classes of one group override exactly the same classes, themselves included.
  const groupOfRow = new Map<string, number>();
  const groups: Record<string, number> = {};
  const members: string[] = [];
  for (const c of [...involved].sort()) {
    const row = [...(overridden.get(c) ?? []), c].sort().join(' ');
    let group = groupOfRow.get(row);
    if (group === undefined) {
      group = members.length;
      groupOfRow.set(row, group);
      members.push(c);
    }
    groups[c] = group;
  }
  const overrides = members.map((c, group) =>
    [...new Set((overridden.get(c) ?? []).map((earlier) => groups[earlier] ?? group))]
      .filter((other) => other !== group)
      .sort((a, b) => a - b),
  );
  return { groups, overrides };
}

/** The table for the source as it is now, from the cache when the same classes were seen before. */
function conflictsNow(): ClassConflicts {
  const words = candidates();
  const key = createHash('sha256').update(words.join('\n')).digest('hex').slice(0, 16);
  const file = join(CACHE, `${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ClassConflicts;
  } catch {
    const conflicts = computeConflicts(words);
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(file, JSON.stringify(conflicts));
    return conflicts;
  }
}

export function classConflicts(): Plugin {
  let table: string | undefined;
  return {
    name: 'vamos:class-conflicts',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      table ??= `export default ${JSON.stringify(conflictsNow())};`;
      return table;
    },
    // While developing, a class added to a file may start a conflict: the table is made again.
    handleHotUpdate({ file, server }) {
      if (!SOURCE.test(file) || !file.startsWith(WEB)) return;
      const next = `export default ${JSON.stringify(conflictsNow())};`;
      if (next === table) return;
      table = next;
      const module = server.moduleGraph.getModuleById(RESOLVED);
      if (module) server.moduleGraph.invalidateModule(module);
      server.ws.send({ type: 'full-reload' });
    },
  };
}
