import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * For the unit tests: each `import { A, B as C } from 'lucide-react'` of our code imports A and B from
 * their own files. The package's entry re-exports its 2,100 icons; a build keeps the few we use,
 * but a test imports all of them, each module transformed on its own: 9.5 s cold on a 2-core
 * machine, paid by the first test of a worker that drew an icon (a lazy dialog's test timed out
 * when run alone). Names the entry does not lead to one file (types, LucideProvider) are left as
 * they were.
 */
export function lucidePerIcon(): Plugin {
  const entry = createRequire(import.meta.url)
    .resolve('lucide-react')
    .replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs');
  // `export { default as SearchX, default as SearchXIcon, … } from './icons/search-x.mjs';`
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(entry, 'utf8').matchAll(
    /export \{([^}]*)\} from '(\.\/[^']+)'/g,
  ))
    for (const [, name = ''] of names.matchAll(/default as (\w+)/g)) files.set(name, join(dirname(entry), file));
  return {
    name: 'vamos:lucide-per-icon',
    enforce: 'post',
    transform(code, id) {
      // Our modules only: not a dependency's, nor a file read as text (`?raw`).
      if (!/^[^?]*\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('lucide-react')) return null;
      return code.replace(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["'];?/g, (whole, list: string) => {
        const specifiers = list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .map((part) => {
            const [name = '', local = name] = part.split(/\s+as\s+/);
            return { local, file: files.get(name) };
          });
        if (specifiers.some(({ file }) => file === undefined)) return whole;
        return specifiers.map(({ local, file }) => `import ${local} from ${JSON.stringify(file)};`).join('');
      });
    },
  };
}
