// @ts-check
import path from 'node:path';

import { createBaseConfig } from '@beacon/tooling/webpack/base';

// A floor page of `pnpm bench:floor`, built on the same base as the apps (swc, same targets, minification, the
// router's production build). `--env page=react-only|stack --env out=<dir>`.
const PAGES = { 'react-only': 'react-only-page.tsx', stack: 'stack-page.tsx' };

export default (/** @type {{ page?: string, out?: string }} */ env) => {
  const page = env.page === 'react-only' || env.page === 'stack' ? env.page : undefined;
  if (!page || !env.out) throw new Error('floor page build: --env page=react-only|stack --env out=<dir>');
  const config = createBaseConfig({
    appDir: path.resolve(import.meta.dirname, '../..'),
    name: `floor-${page}`,
    production: true,
    entry: { main: path.join(import.meta.dirname, PAGES[page]) },
    publicPath: '/',
    classPrefix: 'bfl',
    htmlTemplate: path.join(import.meta.dirname, 'index.html'),
  });
  return { ...config, devtool: false, output: { ...config.output, path: path.resolve(env.out) } };
};
