import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sourceTexts } from '@/test/source-texts';

/**
 * The icons drawn as one masked element (`icon-[lucide--name]`, decision 0057). Tailwind writes CSS
 * only for a name the icon set has, and an unknown name draws nothing without an error: each name
 * the source writes must be in the set.
 */
const lucide = createRequire(import.meta.url)('@iconify-json/lucide/icons.json') as {
  icons: Record<string, unknown>;
  aliases?: Record<string, unknown>;
};

function maskIconNames(): string[] {
  const names = new Set<string>();
  for (const text of sourceTexts({ withTests: false })) {
    for (const match of text.matchAll(/icon-\[lucide--([a-z0-9-]+)\]/g)) names.add(match[1] ?? '');
  }
  return [...names].sort();
}

describe('mask icons', () => {
  it('name icons of the Lucide set', () => {
    const names = maskIconNames();
    expect(names).toContain('calendar-days');
    const unknown = names.filter((name) => !(name in lucide.icons) && !(name in (lucide.aliases ?? {})));
    expect(unknown).toEqual([]);
  });
});
