/**
 * How tailwind-merge reads a class: the variants and '!' that scope it, and its base (src/lib/cn.ts
 * merges with them). No imports: the build's plugin (class-conflicts.ts) reads it too.
 */

/** tailwind-merge's order-sensitive variants: the others are sorted, so `md:hover:` is `hover:md:`. */
const ORDER_SENSITIVE = new Set([
  '*',
  '**',
  'after',
  'backdrop',
  'before',
  'details-content',
  'file',
  'first-letter',
  'first-line',
  'marker',
  'placeholder',
  'selection',
]);

/** Where a class applies (its variants and '!') and its base, as tailwind-merge parses them. */
export function classParts(className: string): { scope: string; base: string } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  let base = start === 0 ? className : className.slice(start);
  let important = '';
  if (base.endsWith('!')) {
    base = base.slice(0, -1);
    important = '!';
  } else if (base.startsWith('!')) {
    base = base.slice(1);
    important = '!';
  }
  return { scope: `${sortVariants(variants).join(':')}${important}:`, base };
}

function sortVariants(variants: string[]): string[] {
  if (variants.length < 2) return variants;
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()];
}
