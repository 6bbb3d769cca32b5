// @ts-check
import { existsSync } from 'node:fs';

import { webProject } from './tooling/jest/web-project.mjs';

const webPackages = [
  'shared/platform',
  'shared/validation',
  'shared/session',
  'shared/api',
  'shared/ui',
  'host',
  'remotes/search',
  'remotes/reports',
  'remotes/guardian',
  'remotes/account',
  'remotes/monitoring',
];

/** @type {import('jest').Config} */
export default {
  projects: [
    ...webPackages.map(webProject),
    './tooling/jest/node-project.mjs',
    ...(existsSync('./server/jest.config.mjs') ? ['./server/jest.config.mjs'] : []),
  ],
};
