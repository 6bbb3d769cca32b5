import { readFileSync } from 'node:fs';
import path from 'node:path';

import { createBaseConfig } from './create-base-config.mjs';

const root = path.resolve(__dirname, '../..');

function configOf(production: boolean) {
  return createBaseConfig({
    appDir: path.join(root, 'host'),
    name: 'host',
    production,
    entry: { main: './src/index.ts' },
    publicPath: '/',
    classPrefix: 'bh',
  });
}

describe('createBaseConfig', () => {
  it("builds react-router's production build into a production build", () => {
    const alias = configOf(true).resolve?.alias as Record<string, string>;
    const target = alias['react-router$'];
    expect(target).toMatch(/react-router[\\/]dist[\\/]production[\\/]index\.mjs$/);
    // the file is there, and it is the build without development warnings
    const chunks = [...readFileSync(target ?? '', 'utf8').matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)];
    const source = chunks.map(([, chunk]) => readFileSync(path.join(path.dirname(target ?? ''), chunk ?? ''), 'utf8'));
    expect(source.join('\n')).toContain('var ENABLE_DEV_WARNINGS = false;');
  });

  it('keeps the development build, and its warnings, in a development build', () => {
    expect(configOf(false).resolve?.alias).toBeUndefined();
  });

  it('reads MapLibre GL, a UMD bundle in a package marked as ES modules, as CommonJS', () => {
    const rules = (configOf(true).module?.rules ?? []) as { test?: RegExp; type?: string }[];
    const rule = rules.find(({ test }) => test?.test('/x/node_modules/maplibre-gl/dist/maplibre-gl.js'));
    expect(rule?.type).toBe('javascript/auto');
    expect(rule?.test?.test('/x/node_modules/maplibre-gl-extra/src/index.js')).toBe(false);
  });
});
