import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';
import { serverImportRules } from './apps/server/src/import-rules.js';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const serverModulesDir = 'apps/server/src/modules';

/** Selectors that find an auth guard anywhere but a route's onRequest hook. */
function authGuardPlacement() {
  const guard =
    ':matches(Identifier[name=/^require(User|Role|CompanyOwner|AccountHolder|Operator|OperatorSession)$/], CallExpression[callee.name=/^require(Role|HolderRole)$/])';
  const message =
    'Auth guards run on onRequest ({ onRequest: requireUser }): in preValidation or preHandler validation runs first and a visitor gets 400 instead of 401.';
  return [
    `Property[key.name!='onRequest'] > ${guard}.value`,
    `Property[key.name!='onRequest'] > ArrayExpression > ${guard}`,
    `CallExpression[callee.property.name='addHook'][arguments.0.value!='onRequest'] > ${guard}`,
  ].map((selector) => ({ selector, message }));
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    // The rules of hooks, exhaustive effect dependencies and the React Compiler's checks.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Promises that nobody awaits or that are handed where a plain callback is expected are bugs:
    // a rejection goes unhandled, an event handler returns a promise React ignores.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // bulletproof-react: a feature never imports another feature; shared code never imports features or app.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((f) => ({
              target: `./${featuresDir}/${f}`,
              from: `./${featuresDir}`,
              except: [`./${f}`],
              message: 'A feature never imports another feature; compose them in app/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: `./${featuresDir}`, from: './apps/web/src/app' },
            {
              target: './apps/web/src/api',
              from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/components'],
              message: 'src/api is the server client every feature shares: it imports only lib/, config/ and shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // packages/shared imports nothing from the apps.
    files: ['packages/shared/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [{ target: './packages/shared', from: './apps' }] }] },
  },
  {
    files: [`${serverModulesDir}/**/*.ts`, 'apps/server/src/providers/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [{ target: './apps/server/src/providers', from: './apps/server/src/modules' }] },
      ],
    },
  },
  {
    // The db layer (connection, migrations, schema) sits under the modules, never on them.
    files: ['apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/db',
              from: './apps/server/src/modules',
              message:
                'db/ is below the modules: what composes modules (e.g. the demo seed) lives in a module or in main.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server arrows (ARCHITECTURE.md): SQL and query building only in *.repo.ts (and db/); another
    // module is reached through its *.service.ts or a public operation, never its repo, routes or
    // presenter; a route calls an operation, never a repo.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.repo.ts',
      'apps/server/src/db/**',
      'apps/server/src/test/**',
      '**/*.test.ts',
      '**/*-cases.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules(false) }] },
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportRules(true) }] },
  },
  {
    // Authentication before validation (http/request-context.ts): requireUser/requireRole run as a
    // route's onRequest hook; in preValidation or preHandler they would answer a visitor 400, not 401.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...authGuardPlacement()],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
