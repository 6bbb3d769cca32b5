import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Jest project of the provider API (the root jest.config.mjs lists it under `projects`). Tests are compiled to
// CommonJS by swc so they run without --experimental-vm-modules. Dependencies that ship only ESM (node loads them
// through require(esm), jest's module system cannot) are compiled as well.
const ESM_ONLY = ['jose', 'content-disposition', 'cookie'].join('|');

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
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/(${ESM_ONLY})@[^/]+/node_modules/)?(${ESM_ONLY})/)`],
  testTimeout: 30_000,
};
