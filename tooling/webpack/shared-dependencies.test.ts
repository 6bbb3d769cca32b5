import path from 'node:path';

import { sharedFromPackageJson } from './shared-dependencies.mjs';

const root = path.resolve(__dirname, '../..');

describe('sharedFromPackageJson', () => {
  it('shares MapLibre, not as a singleton, from the remotes that draw a map, and only from them', () => {
    for (const app of ['remotes/monitoring', 'remotes/reports']) {
      const maplibre = sharedFromPackageJson(path.join(root, app))['maplibre-gl'];
      expect(maplibre).toEqual({
        singleton: false,
        version: expect.stringMatching(/^5\./),
        requiredVersion: expect.stringMatching(/^\^5\./),
      });
    }
    for (const app of ['host', 'remotes/search', 'remotes/account', 'remotes/guardian']) {
      const shared = sharedFromPackageJson(path.join(root, app));
      expect(shared['maplibre-gl']).toBeUndefined();
      expect(shared['react']).toEqual(expect.objectContaining({ singleton: true }));
    }
  });
});
