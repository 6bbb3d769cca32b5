// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { boundaryConfigs } from './tooling/eslint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'deploy/releases/**',
      'e2e/test-results/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // no-cycle reads the imported modules themselves, which are TypeScript
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-duplicates': 'error',
      // an import circle makes module order (and so what is undefined at load time) depend on who is imported first
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='jotai'] > ImportSpecifier[imported.name=/^(useAtom|useAtomValue)$/]",
          message:
            "Read atoms with useAtomSnapshot from '@beacon/session' (and write with useSetAtom): useAtomValue renders its component a second time after every mount (issue 19).",
        },
      ],
    },
  },
  {
    // CommonJS is what jest loads for its environment and setup files.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // The contract's schemas are built on first use (shared/validation/src/deferred-schema.ts, issue 19): a schema
    // built at module load costs every page's start-up, whether the page uses it or not.
    files: ['shared/validation/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name=/Schema$/]:not([init.callee.name='deferredSchema']):not([init.type='Identifier'])",
          message: 'Wrap a contract schema in deferredSchema(() => …), so it is built when first used.',
        },
      ],
    },
  },
  ...boundaryConfigs(),
);
