// @ts-check
import { createAppConfig } from '@beacon/tooling/webpack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'monitoring',
  kind: 'remote',
  devPort: 3015,
  exposes: {
    './routes': './src/expose/routes.tsx',
  },
});
