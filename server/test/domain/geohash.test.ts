import fc from 'fast-check';

import {
  circleBounds,
  coveringCells,
  distanceMiles,
  encodeGeohash,
  geohashBounds,
  geohashUpperBound,
  MAX_COVERING_CELLS,
  STORED_GEOHASH_PRECISION,
} from '../../src/domain/geohash';

/** The point `miles` away from a start along a bearing (great circle). */
function destination(latitude: number, longitude: number, bearingDegrees: number, miles: number) {
  const angle = miles / 3958.7613;
  const bearing = (bearingDegrees * Math.PI) / 180;
  const lat1 = (latitude * Math.PI) / 180;
  const lon1 = (longitude * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing));
  const lon2 =
    lon1 +
    Math.atan2(Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2));
  const longitude2 = ((((lon2 * 180) / Math.PI + 540) % 360) + 360) % 360 - 180;
  return { latitude: (lat2 * 180) / Math.PI, longitude: longitude2 };
}

describe('geohash', () => {
  it('encodes the reference values of the geohash description', () => {
    expect(encodeGeohash(42.6, -5.6, 5)).toBe('ezs42');
    expect(encodeGeohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(encodeGeohash(40.6892, -74.0445, 7)).toBe('dr5r7p4');
    expect(encodeGeohash(-33.8568, 151.2153, 6)).toBe('r3gx2u');
    expect(encodeGeohash(90, 180, 3)).toBe('zzz');
    expect(encodeGeohash(-90, -180, 3)).toBe('000');
    expect(encodeGeohash(33.4484, -112.074)).toHaveLength(STORED_GEOHASH_PRECISION);
  });

  it('refuses what is not a point or a precision', () => {
    expect(() => encodeGeohash(91, 0)).toThrow(RangeError);
    expect(() => encodeGeohash(Number.NaN, 0)).toThrow(RangeError);
    expect(() => encodeGeohash(0, 0, 0)).toThrow(RangeError);
    expect(() => geohashBounds('ai')).toThrow(RangeError);
  });

  it('decodes a cell that holds the encoded point', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 179.999999, noNaN: true }),
        fc.integer({ min: 1, max: 9 }),
        (latitude, longitude, precision) => {
          const bounds = geohashBounds(encodeGeohash(latitude, longitude, precision));
          // (a value a rounding away from a cell's edge may land in the next cell: -5e-324 + 180 is 180)
          const slack = 1e-9;
          return (
            bounds.minLatitude - slack <= latitude &&
            latitude <= bounds.maxLatitude + slack &&
            bounds.minLongitude - slack <= longitude &&
            longitude <= bounds.maxLongitude + slack
          );
        },
      ),
    );
  });

  it('measures great-circle distances in miles', () => {
    // New York (JFK) to Los Angeles (LAX): about 2,470 miles on a sphere
    expect(distanceMiles(40.6413, -73.7781, 33.9416, -118.4085)).toBeCloseTo(2470, -1);
    expect(distanceMiles(33.45, -112.07, 33.45, -112.07)).toBe(0);
    // one degree of latitude is 69.1 miles
    expect(distanceMiles(10, 20, 11, 20)).toBeCloseTo(69.09, 1);
  });

  it('covers every point within the radius, with a bounded number of cells', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -70, max: 70, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.constantFrom(0.5, 1, 2, 3, 5),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (latitude, longitude, radius, bearing, fraction) => {
          const cells = coveringCells(latitude, longitude, radius);
          expect(cells.length).toBeLessThanOrEqual(MAX_COVERING_CELLS);
          const point = destination(latitude, longitude, bearing, radius * fraction);
          const stored = encodeGeohash(point.latitude, point.longitude);
          // the stored key falls in one of the cells' prefix ranges
          expect(cells.some((cell) => stored >= cell && stored < geohashUpperBound(cell))).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('bounds a circle: the widest point of a circle on a sphere is inside the box', () => {
    const box = circleBounds(60, 10, 5);
    for (let bearing = 0; bearing < 360; bearing += 0.5) {
      const point = destination(60, 10, bearing, 5);
      expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude - 1e-9);
      expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude + 1e-9);
    }
    expect(circleBounds(89.99, 0, 5)).toMatchObject({ minLongitude: -180, maxLongitude: 180 });
  });

  it('wraps around the antimeridian', () => {
    const cells = coveringCells(51.8, 179.99, 3);
    expect(cells.some((cell) => geohashBounds(cell).minLongitude < 0)).toBe(true);
    expect(cells.some((cell) => geohashBounds(cell).maxLongitude > 179)).toBe(true);
  });
});
