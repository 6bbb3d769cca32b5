// @ts-check
import path from 'node:path';

import { createMonolithConfig } from '@beacon/tooling/webpack/monolith';

const repoRoot = path.resolve(import.meta.dirname, '..');

export default createMonolithConfig({
  appDir: import.meta.dirname,
  hostDir: path.join(repoRoot, 'host'),
  remotesDir: path.join(repoRoot, 'remotes'),
  // The host reaches its remotes through these two modules only; everything else is built as it is.
  standIns: {
    [path.join(repoRoot, 'host/src/federation/load-remote-module.ts')]: path.join(
      import.meta.dirname,
      'src/load-remote-module.ts',
    ),
    [path.join(repoRoot, 'host/src/federation/register-remotes.ts')]: path.join(
      import.meta.dirname,
      'src/register-remotes.ts',
    ),
  },
});
