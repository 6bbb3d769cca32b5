// @ts-check
import path from 'node:path';

/**
 * Jest project for a browser package (shared/*, host, remotes/*): jsdom, swc, CSS Modules as identity objects.
 * @param {string} dir  the package directory, relative to the repo root
 * @returns {import('jest').Config}
 */
export function webProject(dir) {
  const rootDir = path.resolve(import.meta.dirname, '../..', dir);
  return {
    displayName: dir,
    rootDir,
    testEnvironment: path.resolve(import.meta.dirname, 'jsdom-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: [path.resolve(import.meta.dirname, 'setup-web.cjs')],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic' } },
          },
          module: { type: 'commonjs' },
        },
      ],
      '\\.(svg|png|jpe?g|webp)$': path.resolve(import.meta.dirname, 'file-transform.cjs'),
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.resolve(import.meta.dirname, 'empty-module.cjs'),
    },
    // '' keeps jsdom's "browser" export condition off. 'umd' picks the CommonJS-loadable builds of the d3 packages,
    // which otherwise export only ES modules (.mjs) that jest cannot require; no other dependency uses it.
    testEnvironmentOptions: { customExportConditions: ['', 'umd'] },
  };
}
