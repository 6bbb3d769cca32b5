// @ts-check
import { createAppConfig } from '@beacon/tooling/webpack';

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'search',
  kind: 'remote',
  devPort: 3011,
  exposes: {
    './routes': './src/expose/routes.tsx',
    './SearchPanel': './src/expose/search-panel.tsx',
    './SearchYourself': './src/expose/search-yourself.tsx',
  },
});
