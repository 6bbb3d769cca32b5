import { geoCircle, geoMercator, geoPath } from 'd3-geo';

// The offline map of the sex offender watch: a Mercator projection fitted to the radius circle (no tiles, no
// atlas: at 0.5 to 5 miles state outlines would be one straight line at most), the circle as a path, and the
// address and the offenders as projected points.

/** Miles per degree of a great circle (Earth's mean radius 3,958.76 miles). */
const MILES_PER_DEGREE = (3958.7613 * Math.PI) / 180;

export const MAP_SIZE = 320;
const MARGIN = 14;

export interface MapPoint {
  x: number;
  y: number;
}

export interface MapLayout {
  circle: string;
  centre: MapPoint;
  points: MapPoint[];
}

/** Where the circle, the address and each offender fall on a MAP_SIZE × MAP_SIZE drawing. */
export function mapLayout(
  centre: { latitude: number; longitude: number },
  radiusMiles: number,
  offenders: readonly { latitude: number; longitude: number }[],
): MapLayout {
  const circle = geoCircle()
    .center([centre.longitude, centre.latitude])
    .radius(radiusMiles / MILES_PER_DEGREE)
    .precision(2)();
  const projection = geoMercator().fitExtent(
    [
      [MARGIN, MARGIN],
      [MAP_SIZE - MARGIN, MAP_SIZE - MARGIN],
    ],
    circle,
  );
  const project = (longitude: number, latitude: number): MapPoint => {
    const [x, y] = projection([longitude, latitude]) ?? [MAP_SIZE / 2, MAP_SIZE / 2];
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
  };
  return {
    circle: geoPath(projection)(circle) ?? '',
    centre: project(centre.longitude, centre.latitude),
    points: offenders.map((offender) => project(offender.longitude, offender.latitude)),
  };
}
