// @ts-check
import { existsSync } from 'node:fs';

import { webProject } from './tooling/jest/web-project.mjs';

const webPackages = [
  'shared/platform',
  'shared/validation',
  'shared/session',
  'shared/api',
  'shared/ui',
  'shared/test-support',
  'host',
  'remotes/search',
  'remotes/reports',
  'remotes/guardian',
  'remotes/account',
  'remotes/monitoring',
];

/** @type {import('jest').Config} */
export default {
  // A global option: jest ignores it inside a project's config, so the server's 30 s (property-based fuzzing of every
  // operation, on both engines) only applies when it is set here.
  testTimeout: 30_000,
  projects: [
    ...webPackages.map(webProject),
    './tooling/jest/node-project.mjs',
    ...(existsSync('./server/jest.config.mjs') ? ['./server/jest.config.mjs'] : []),
  ],
};
