import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Jest project of the provider API (the root jest.config.mjs lists it under `projects`). Tests are compiled to
// CommonJS by swc so they run without --experimental-vm-modules. Dependencies that ship only ESM (node loads them
// through require(esm), jest's module system cannot) are compiled as well.
const ESM_PACKAGES = ['jose', 'content-disposition', 'cookie', '@faker-js/faker', 'double-metaphone'];
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ESM_ONLY = ESM_PACKAGES.map(escape).join('|');
// pnpm's store folder spells a scoped package's slash as a plus (.pnpm/@faker-js+faker@10.6.0/node_modules/...)
const ESM_ONLY_STORE = ESM_PACKAGES.map((name) => escape(name.replace('/', '+'))).join('|');

/** @type {import('jest').Config} */
export default {
  displayName: 'server',
  testEnvironment: 'node',
  rootDir: path.dirname(fileURLToPath(import.meta.url)),
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${ESM_ONLY_STORE})@[^/]+/node_modules/)?(${ESM_ONLY})/)`],
  testTimeout: 30_000,
};
