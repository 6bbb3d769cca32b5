// @ts-check
import path from 'node:path';

import { createAppConfig } from '@beacon/tooling/webpack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'host',
  kind: 'host',
  devPort: 3010,
  runtimePlugins: [
    path.join(import.meta.dirname, 'src/federation/fallback-plugin.ts'),
    path.join(import.meta.dirname, 'src/federation/integrity-plugin.ts'),
    path.join(import.meta.dirname, 'src/federation/share-resolution-plugin.ts'),
  ],
});
