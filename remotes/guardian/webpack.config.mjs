// @ts-check
import { createAppConfig } from '@beacon/tooling/webpack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'guardian',
  kind: 'remote',
  devPort: 3013,
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});
