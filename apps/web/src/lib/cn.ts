import { clsx, type ClassValue } from 'clsx';
import conflicts from 'virtual:class-conflicts';
import { classParts } from './class-parts';

const merged = new Map<string, string>();
const MEMORY = 1_000;

/** The classes, the later winning where two set the same thing (as tailwind-merge decides). */
function merge(classList: string): string {
  const classes = classList.split(/\s+/);
  const kept: string[] = [];
  const taken = new Set<string>();
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i];
    if (!className) continue;
    const { scope, base } = classParts(className);
    const group = conflicts.groups[base];
    if (group !== undefined) {
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const other of conflicts.overrides[group] ?? []) taken.add(scope + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

export function cn(...inputs: ClassValue[]): string {
  const classList = clsx(inputs);
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= MEMORY) merged.clear();
    result = merge(classList);
    merged.set(classList, result);
  }
  return result;
}
