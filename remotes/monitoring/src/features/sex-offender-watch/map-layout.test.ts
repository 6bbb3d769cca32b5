import { MAP_SIZE, mapLayout } from './map-layout';

describe('mapLayout', () => {
  const centre = { latitude: 33.4557, longitude: -112.0686 };

  it('centres the address and fits the radius circle to the drawing', () => {
    const layout = mapLayout(centre, 1, []);
    expect(layout.centre.x).toBeCloseTo(MAP_SIZE / 2, 0);
    expect(layout.centre.y).toBeCloseTo(MAP_SIZE / 2, 0);
    expect(layout.circle).toMatch(/^M[\d.,-]+L/);
    const numbers = (layout.circle.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    expect(Math.min(...numbers)).toBeGreaterThanOrEqual(13);
    expect(Math.max(...numbers)).toBeLessThanOrEqual(MAP_SIZE - 13);
  });

  it('puts an offender on the circle at the edge and north up', () => {
    // one mile north: 1 / 69.09 degrees of latitude
    const north = { latitude: centre.latitude + 1 / 69.09, longitude: centre.longitude };
    const east = {
      latitude: centre.latitude,
      longitude: centre.longitude + 0.5 / (69.09 * Math.cos((centre.latitude * Math.PI) / 180)),
    };
    const [n, e] = mapLayout(centre, 1, [north, east]).points;
    expect(n!.x).toBeCloseTo(MAP_SIZE / 2, 0);
    expect(n!.y).toBeCloseTo(14, -1);
    expect(e!.x).toBeGreaterThan(MAP_SIZE / 2);
    expect(e!.y).toBeCloseTo(MAP_SIZE / 2, 0);
    // half a mile east is half the way to the edge
    expect(e!.x - MAP_SIZE / 2).toBeCloseTo((MAP_SIZE / 2 - 14) / 2, -1);
  });
});
