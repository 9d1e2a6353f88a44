import { describe, expect, it } from 'vitest';
import { lucidePerIcon } from '../../lucide-per-icon';

const plugin = lucidePerIcon();
const transform = (code: string, id = '/work/apps/web/src/x.tsx') =>
  (plugin.transform as (code: string, id: string) => string | null)(code, id);

describe('lucidePerIcon (the unit tests’ icons, each from its own file)', () => {
  it('imports each named icon from its file, keeping a local name', () => {
    const out = transform(`import {\n  SearchX,\n  Star as Estrela,\n} from "lucide-react";\nuse(SearchX, Estrela);`);
    expect(out).toMatch(/^import SearchX from ".*\/lucide-react\/dist\/esm\/icons\/search-x\.mjs";/);
    expect(out).toMatch(/import Estrela from ".*\/lucide-react\/dist\/esm\/icons\/star\.mjs";/);
    expect(out).not.toContain('from "lucide-react"');
  });

  it('leaves alone what is not one icon’s file, a dependency and a file read as text', () => {
    const provider = `import { LucideProvider, Star } from 'lucide-react';`;
    expect(transform(provider)).toBe(provider);
    expect(transform(`import { Star } from 'lucide-react';`, '/work/node_modules/x/index.js')).toBeNull();
    expect(transform(`import { Star } from 'lucide-react';`, '/work/apps/web/src/x.tsx?raw')).toBeNull();
  });
});
