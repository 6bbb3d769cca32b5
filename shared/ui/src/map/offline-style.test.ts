import atlas from 'us-atlas/counties-10m.json';

import { boxOf, radiusCircle } from './geometry';
import { OFFLINE_ATTRIBUTION, offlineStyle } from './offline-style';
import { usGeographyOf } from './us-atlas';

type Topology = Parameters<typeof usGeographyOf>[0];

describe('the offline map style', () => {
  const geography = usGeographyOf(atlas as unknown as Topology);

  it('draws the U.S. land, state and county borders of the packaged atlas', () => {
    expect(geography.land.features.length).toBeGreaterThan(0);
    // 48 contiguous states and DC share borders; counties far more
    expect(geography.stateBorders.coordinates.length).toBeGreaterThan(50);
    expect(geography.countyBorders.coordinates.length).toBeGreaterThan(geography.stateBorders.coordinates.length);
    // Minneapolis (-93.27, 44.98) lies on the land
    const [[west, south], [east, north]] = boxOf(radiusCircle({ latitude: 44.98, longitude: -93.27 }, 5));
    expect(west).toBeLessThan(-93.27);
    expect(east).toBeGreaterThan(-93.27);
    expect(south).toBeLessThan(44.98);
    expect(north).toBeGreaterThan(44.98);
  });

  it('asks no tile host for anything: every source is GeoJSON in the style, with no glyphs or sprites', () => {
    const style = offlineStyle(geography);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe('geojson');
      expect(typeof (source as { data: unknown }).data).toBe('object');
    }
    expect(style.layers.map((layer) => layer.id)).toEqual([
      'outside',
      'land',
      'county-borders',
      'state-borders',
      'coast',
    ]);
    expect(style.sources['land']).toHaveProperty('attribution', OFFLINE_ATTRIBUTION);
  });
});

describe('the watched radius', () => {
  it('is a circle of that many miles round the address', () => {
    const [[west, south], [east, north]] = boxOf(radiusCircle({ latitude: 33.4557, longitude: -112.0686 }, 1));
    // 1 mile is 1/69.1 of a degree of latitude, and 1/57.7 of a degree of longitude at 33.46° N
    expect((north - south) / 2).toBeCloseTo(1 / 69.09, 3);
    expect((east - west) / 2).toBeCloseTo(1 / 57.65, 3);
  });
});
