// @ts-check
import { createAppConfig } from '@beacon/tooling/webpack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'account',
  kind: 'remote',
  devPort: 3014,
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});
