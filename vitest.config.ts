import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { classConflicts } from './apps/web/class-conflicts.ts';
import { lucidePerIcon } from './apps/web/lucide-per-icon.ts';
import { preactAliases } from './apps/web/preact-compat.ts';

/**
 * The web test files that replace a module (`vi.mock`): they need a module graph of their own.
 * Found by reading the files, so that a new one is never run among the others by mistake.
 */
const WEB_TESTS_THAT_MOCK = readdirSync('apps/web/src', { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .filter((path) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(`apps/web/src/${path}`, 'utf8')))
  .map((path) => `src/${path}`);

export default defineConfig({
  test: {
    // Two cores: two test files at a time across the projects.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./src/test/setup.ts'],
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file builds its own app on its own database, and no server test mocks a module: the
          // files of a worker share one module graph. Importing the app once per worker instead of once
          // per file took the server tests from 148 s to 67 s (PGlite only, 2 workers).
          isolate: false,
        },
      },
      webProject('web', { exclude: WEB_TESTS_THAT_MOCK, isolate: false }),
      webProject('web-mocks', { include: WEB_TESTS_THAT_MOCK, isolate: true }),
    ],
  },
});

/**
 * The web's tests, in jsdom. Most files share one environment and module graph per worker
 * (`isolate: false`: the environment and the imports were most of their time, 86 s → 36 s for all
 * of them here); the files that replace a module keep their own. A test that only watches the
 * toasts records them (src/test/toasts.ts) instead of mocking the module.
 */
function webProject(
  name: string,
  files: { include?: string[]; exclude?: string[]; isolate: boolean },
): TestProjectInlineConfiguration {
  return {
    plugins: [classConflicts(), lucidePerIcon()],
    // The same runtime as the build (decision 0016): React imports resolve to preact/compat.
    resolve: {
      // Take every dependency's ES module build: a CommonJS one's require() runs in Node, outside the
      // aliases (react-router's `node` export, @testing-library/react's `main`).
      conditions: ['module'],
      mainFields: ['module'],
      alias: [...preactAliases, { find: '@', replacement: fileURLToPath(new URL('./apps/web/src', import.meta.url)) }],
    },
    test: {
      name,
      root: './apps/web',
      include: files.include ?? ['src/**/*.test.{ts,tsx}'],
      exclude: files.exclude,
      isolate: files.isolate,
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      // Every dependency that imports React: left to Node, its imports would skip the aliases and load
      // the real react-dom; Vite transforms it instead, so they resolve to preact/compat. A new one (a
      // Radix popper needs @floating-ui/react-dom) goes here when its tests meet the real React.
      server: {
        deps: {
          inline: [
            /@testing-library\/react/,
            /\/radix-ui\//,
            /@radix-ui\//,
            /react-remove-scroll/,
            /react-style-singleton/,
            /use-callback-ref/,
            /use-sidecar/,
            /react-router/,
            /@tanstack\/react-query/,
            /react-hook-form/,
            /@hookform\/resolvers/,
            /sonner/,
            /lucide-react/,
          ],
        },
      },
    },
  };
}
