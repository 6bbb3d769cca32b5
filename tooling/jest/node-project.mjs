// @ts-check
import path from 'node:path';

// Node-side tests of the tooling (lint boundaries), deploy (edge, releases) and the benchmarks' own helpers.
/** @type {import('jest').Config} */
export default {
  displayName: 'tooling+deploy',
  rootDir: path.resolve(import.meta.dirname, '../..'),
  testEnvironment: 'node',
  testMatch: [
    '<rootDir>/tooling/**/*.test.{ts,mjs}',
    '<rootDir>/deploy/src/**/*.test.ts',
    '<rootDir>/e2e/bench/**/*.test.ts',
  ],
  // Some of the edge's dependencies (content-disposition, cookie) ship ESM only: let swc transform node_modules
  // too (cached after the first run).
  transformIgnorePatterns: [],
  transform: {
    '^.+\\.(t|j|mj)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
