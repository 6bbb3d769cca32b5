import { geoBounds, geoCircle } from 'd3-geo';
import type { Polygon } from 'geojson';

// The watched radius on the map: a geodesic circle (d3-geo), so it is round on the ground at any latitude, and the
// box that holds it, which the map is fitted to.

/** Miles per degree of a great circle (Earth's mean radius 3,958.76 miles). */
const MILES_PER_DEGREE = (3958.7613 * Math.PI) / 180;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** [[west, south], [east, north]], as MapLibre's `bounds` take it. */
export type LngLatBox = [[number, number], [number, number]];

export function radiusCircle(centre: LatLng, radiusMiles: number): Polygon {
  const circle = geoCircle()
    .center([centre.longitude, centre.latitude])
    .radius(radiusMiles / MILES_PER_DEGREE)
    .precision(1)();
  return circle;
}

export function boxOf(shape: Polygon): LngLatBox {
  const [[west, south], [east, north]] = geoBounds(shape);
  return [
    [west, south],
    [east, north],
  ];
}
