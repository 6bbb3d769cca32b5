// @ts-check
import { createAppConfig } from '@beacon/tooling/webpack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'reports',
  kind: 'remote',
  devPort: 3012,
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});
