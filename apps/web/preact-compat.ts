import type { Alias } from 'vite';

/**
 * The web runs on Preact through preact/compat (decision 0016): every import of React, whether from our
 * code or from a dependency, resolves to its preact/compat equivalent. The build (vite.config.ts) and
 * the unit tests (the vitest `web` project) use these same aliases, so both run on one runtime.
 * Exact matches only: `react-dom` must not catch `react-dom/client`.
 */
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
