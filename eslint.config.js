import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync, existsSync } from 'node:fs';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
const serverModulesDir = 'apps/server/src/modules';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'], noWarnOnMultipleProjects: true })],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
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
            { target: ['./apps/web/src/components', './apps/web/src/lib', './apps/web/src/config'], from: ['./apps/web/src/features', './apps/web/src/app'] },
            { target: `./${featuresDir}`, from: './apps/web/src/app' },
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
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [{ target: './apps/server/src/providers', from: './apps/server/src/modules' }] }] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
