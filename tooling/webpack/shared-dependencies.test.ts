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

  it("has a remote's release consume every singleton from the host without bundling a copy, and share the rest", () => {
    const shared = sharedFromPackageJson(path.join(root, 'remotes/reports'), { consumeSingletonsOnly: true });
    const singletons = Object.values(shared).filter((entry) => entry.singleton);
    expect(singletons.length).toBeGreaterThan(10);
    for (const entry of singletons) {
      expect(entry).toEqual(
        expect.objectContaining({ import: false, requiredVersion: expect.stringMatching(/^\^\d/) }),
      );
    }
    // MapLibre is no singleton: a remote still brings it (the host never loads it)
    expect(shared['maplibre-gl']).not.toHaveProperty('import');
    // the host provides them all
    expect(Object.values(sharedFromPackageJson(path.join(root, 'host')))).not.toContainEqual(
      expect.objectContaining({ import: false }),
    );
  });
});
