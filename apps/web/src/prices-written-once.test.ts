import { describe, expect, it } from 'vitest';
import masks from '@vamos/shared/masks?raw';
import pricing from '@vamos/shared/pricing?raw';

/**
 * Prices live once, in `@vamos/shared/pricing` (issue 23): what an application, a publication or
 * an approval costs, and the words for an amount ('1 crédito', '15 moedas'). A screen builds its
 * text from there (`credits(JOB_PUBLISH_CREDITS)`, `coins(n)`, `APPLICATION_COST_RULE`), so
 * changing a price changes every text that states it, and 1 is never written '1 moedas'.
 */
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const HAND_WRITTEN: [string, RegExp][] = [
  ['a number written before a unit ("1 crédito", "15 moedas")', /\b\d+\s+(?:créditos?|moedas?)\b/gi],
  ['a unit after an interpolated number ("${n} moedas": "1 moedas")', /\}\s*(?:créditos?|moedas?)\b/gi],
  ['a singular/plural chosen by hand', /['"`]\s*(?:crédito|moeda)['"`]\s*:\s*['"`]\s*(?:créditos|moedas)['"`]/gi],
  ['the application cost rule written by hand ("10% do valor")', /\b\d+\s*%\s*do valor/gi],
  ['its minimum written by hand ("mínimo de 1")', /mínimo(?: de)? \d+\s*(?:\)|,|moedas?\b)/gi],
];

/** The code without its comments (an example in a comment, '1 moeda', is no text on a screen); lines kept. */
function withoutComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

function offenders(source: string): string[] {
  const text = withoutComments(source);
  return HAND_WRITTEN.flatMap(([what, pattern]) =>
    [...text.matchAll(pattern)].map((match) => {
      const line = text.slice(0, match.index).split('\n').length;
      return `line ${line}: ${what}: "${match[0]}"`;
    }),
  );
}

describe('prices in the texts of apps/web/src', () => {
  it('are found', () => {
    expect(Object.keys(sources)).toEqual(
      expect.arrayContaining(['./features/help/content/faq-items.ts', './features/home/components/how-it-works.tsx']),
    );
  });

  it('are built from @vamos/shared/pricing, never written by hand', () => {
    const found = Object.entries(sources).flatMap(([file, text]) => offenders(text).map((o) => `${file} ${o}`));
    expect(found).toEqual([]);
  });

  it('the check sees a hand-written price', () => {
    expect(offenders('<p>Publicar uma vaga custa 1 crédito.</p>')).toHaveLength(1);
    expect(offenders('`Você tem ${n} créditos`')).toHaveLength(1);
    expect(offenders("n === 1 ? 'moeda' : 'moedas'")).toHaveLength(1);
    expect(offenders('custa 10% do valor da vaga (mínimo de 1)')).toHaveLength(2);
    expect(offenders('`Você tem ${credits(n)}`, nenhuma moeda foi descontada')).toEqual([]);
    expect(
      offenders("/** '1 crédito', '30 créditos'. */\n// 15 moedas\nconst url = 'https://x'; // 2 créditos"),
    ).toEqual([]);
    expect(offenders('(mínimo de 20 caracteres)')).toEqual([]);
  });
});

describe('@vamos/shared/pricing', () => {
  it('imports only the number format, which imports nothing: the landing page and the job board read it, and none may load zod', () => {
    const imports = /^\s*(?:import\b|export\s*(?:\*|\{[^}]*\})\s*from\b)[^;]*?from\s*'([^']+)'/gm;
    expect(pricing).toContain('export function applicationCost');
    expect([...pricing.matchAll(imports)].map((match) => match[1])).toEqual(['./masks.ts']);
    expect(masks).toContain('export function formatInteger');
    expect(masks).not.toMatch(/^\s*(import\b|export\s*(\*|\{[^}]*\})\s*from\b)/m);
  });
});
