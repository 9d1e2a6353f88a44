import { twMerge } from 'tailwind-merge';
import conflicts from 'virtual:class-conflicts';
import { describe, expect, it } from 'vitest';
import { sourceTexts } from '@/test/source-texts';
import { cn } from './cn';

/** The classes kept, as a set: the order of a class attribute changes nothing. */
const kept = (classList: string) => [...new Set(classList.split(/\s+/).filter(Boolean))].sort();

const CLASSES = Object.keys(conflicts.groups);
const VARIANTS = ['', 'md:', 'hover:', 'md:hover:', 'hover:md:', 'focus-visible:', 'data-[state=open]:', 'before:md:'];

/** The class lists written in the source's cn(...) calls and className attributes. */
function sourceClassLists(): string[] {
  const lists = new Set<string>();
  for (const text of sourceTexts()) {
    for (const match of text.matchAll(/['"`]([\w\-:[\]/.!&%()=#,>*+~ ]+)['"`]/g)) {
      if (match[1]?.includes(' ')) lists.add(match[1]);
    }
  }
  return [...lists];
}

describe('cn', () => {
  it('knows the conflicts of the classes the web writes (at least the common ones)', () => {
    for (const name of ['px-4', 'text-sm', 'text-white', 'flex', 'hidden', 'bg-white', 'h-10']) {
      expect(CLASSES, name).toContain(name);
    }
  });

  it('keeps what tailwind-merge keeps for every pair of those classes, in either order', () => {
    const disagreements: string[] = [];
    for (const earlier of CLASSES) {
      for (const later of CLASSES) {
        const classList = `${earlier} ${later}`;
        if (cn(classList) !== twMerge(classList)) disagreements.push(classList);
      }
    }
    expect(disagreements).toEqual([]);
  }, 60_000);

  it('scopes conflicts by variants (in any order) and the important mark, as tailwind-merge does', () => {
    const samples = ['px-4', 'p-2', 'text-sm', 'text-slate-600', 'leading-6', 'size-5', 'w-full', 'flex', 'hidden'];
    for (const a of samples) {
      for (const b of samples) {
        for (const va of VARIANTS) {
          for (const vb of VARIANTS) {
            for (const classList of [`${va}${a} ${vb}${b}`, `${va}${a}! ${vb}${b}`, `!${va}${a} ${vb}${b}!`]) {
              expect(kept(cn(classList)), classList).toEqual(kept(twMerge(classList)));
            }
          }
        }
      }
    }
  });

  it("merges the source's own class lists, and the pairs of them a component and its caller make, as tailwind-merge does", () => {
    const lists = sourceClassLists();
    expect(lists.length).toBeGreaterThan(300);
    for (const list of lists) expect(kept(cn(list)), list).toEqual(kept(twMerge(list)));
    for (let i = 0; i < lists.length; i++) {
      const pair = `${lists[i]} ${lists[(i * 7919) % lists.length]}`;
      expect(kept(cn(pair)), pair).toEqual(kept(twMerge(pair)));
    }
  });

  it('takes what clsx takes and keeps classes it does not know', () => {
    expect(cn('px-2', false, null, undefined, ['py-1', { 'px-4': true, 'text-sm': false }], 'meu-componente')).toBe(
      'py-1 px-4 meu-componente',
    );
  });
});
