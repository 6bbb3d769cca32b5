// Geohash: a point's cell on a grid that halves longitude and latitude in turn, written in base 32. Cells sharing a
// prefix are inside the same larger cell, so "every point in a cell" is one prefix range of a B-tree on the text:
// the spatial key of the sex offender watch (architecture §6 "Geography"), the same on SQLite and PostgreSQL.
// Radius queries take the cells that cover a circle's bounding box and then keep the points whose exact
// (haversine) distance is within the radius.

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** Mean Earth radius in miles (the IUGG mean radius, 6,371.0088 km). */
export const EARTH_RADIUS_MILES = 3958.7613;

/** What the data stores: 7 characters, a cell of about 153 m × 153 m at the equator. */
export const STORED_GEOHASH_PRECISION = 7;

/** Covering a circle with more cells than this moves to the next larger cells (fewer index ranges to read). */
export const MAX_COVERING_CELLS = 24;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Bits of longitude and latitude in a geohash of this many characters (longitude takes the odd one). */
function bitsOf(precision: number): { lonBits: number; latBits: number } {
  const bits = precision * 5;
  return { lonBits: Math.ceil(bits / 2), latBits: Math.floor(bits / 2) };
}

function checkPrecision(precision: number): void {
  if (!Number.isInteger(precision) || precision < 1 || precision > 12) {
    throw new RangeError(`geohash precision must be a whole number from 1 to 12, not ${precision}`);
  }
}

/** The cell's column and row on the grid of this precision (both counted from the south-west corner). */
function cellIndices(latitude: number, longitude: number, precision: number): { x: number; y: number } {
  const { lonBits, latBits } = bitsOf(precision);
  const columns = 2 ** lonBits;
  const rows = 2 ** latBits;
  const x = Math.min(columns - 1, Math.max(0, Math.floor(((longitude + 180) / 360) * columns)));
  const y = Math.min(rows - 1, Math.max(0, Math.floor(((latitude + 90) / 180) * rows)));
  return { x, y };
}

/** The geohash of a grid cell: the bits of x (longitude) and y (latitude) interleaved, longitude first. */
function hashOfCell(x: number, y: number, precision: number): string {
  const { lonBits, latBits } = bitsOf(precision);
  let hash = '';
  let chunk = 0;
  let chunkBits = 0;
  let lonBit = lonBits - 1;
  let latBit = latBits - 1;
  for (let bit = 0; bit < precision * 5; bit += 1) {
    const value = bit % 2 === 0 ? Math.floor(x / 2 ** lonBit--) % 2 : Math.floor(y / 2 ** latBit--) % 2;
    chunk = chunk * 2 + value;
    chunkBits += 1;
    if (chunkBits === 5) {
      hash += BASE32[chunk];
      chunk = 0;
      chunkBits = 0;
    }
  }
  return hash;
}

export function encodeGeohash(latitude: number, longitude: number, precision = STORED_GEOHASH_PRECISION): string {
  checkPrecision(precision);
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    throw new RangeError(`not a point on Earth: ${latitude}, ${longitude}`);
  }
  const { x, y } = cellIndices(latitude, longitude, precision);
  return hashOfCell(x, y, precision);
}

export interface GeohashBounds {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** The cell a geohash names. */
export function geohashBounds(hash: string): GeohashBounds {
  checkPrecision(hash.length);
  let x = 0;
  let y = 0;
  let bit = 0;
  for (const character of hash) {
    const value = BASE32.indexOf(character);
    if (value < 0) throw new RangeError(`not a geohash: ${hash}`);
    for (let shift = 4; shift >= 0; shift -= 1) {
      const b = (value >> shift) & 1;
      if (bit % 2 === 0) x = x * 2 + b;
      else y = y * 2 + b;
      bit += 1;
    }
  }
  const { lonBits, latBits } = bitsOf(hash.length);
  const width = 360 / 2 ** lonBits;
  const height = 180 / 2 ** latBits;
  return {
    minLatitude: -90 + y * height,
    maxLatitude: -90 + (y + 1) * height,
    minLongitude: -180 + x * width,
    maxLongitude: -180 + (x + 1) * width,
  };
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(latitude1: number, longitude1: number, latitude2: number, longitude2: number): number {
  const dLat = toRadians(latitude2 - latitude1);
  const dLon = toRadians(longitude2 - longitude1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(latitude1)) * Math.cos(toRadians(latitude2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The bounding box of the points within `radiusMiles` of a centre, exact on the sphere: the longitude half-width
 * is asin(sin(d) / cos(latitude)), which is wider than d / cos(latitude) (the widest point of a circle on a sphere
 * is poleward of its centre). Near a pole, or with a radius that reaches it, every longitude.
 */
export function circleBounds(latitude: number, longitude: number, radiusMiles: number): GeohashBounds {
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const dLat = toDegrees(angle);
  const minLatitude = Math.max(-90, latitude - dLat);
  const maxLatitude = Math.min(90, latitude + dLat);
  const ratio = Math.sin(angle) / Math.cos(toRadians(latitude));
  if (minLatitude <= -90 || maxLatitude >= 90 || !(ratio < 1)) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  }
  const dLon = toDegrees(Math.asin(ratio));
  return { minLatitude, maxLatitude, minLongitude: longitude - dLon, maxLongitude: longitude + dLon };
}

/** The columns and rows of one precision's cells that intersect a box (columns past ±180 wrap around later). */
function gridOfBox(box: GeohashBounds, precision: number) {
  const columns = 2 ** bitsOf(precision).lonBits;
  const south = cellIndices(box.minLatitude, 0, precision).y;
  const north = cellIndices(box.maxLatitude, 0, precision).y;
  const west = Math.floor(((box.minLongitude + 180) / 360) * columns);
  const east =
    box.maxLongitude - box.minLongitude >= 360
      ? west + columns - 1
      : Math.min(west + columns - 1, Math.floor(((box.maxLongitude + 180) / 360) * columns));
  return { columns, south, north, west, east, count: (north - south + 1) * (east - west + 1) };
}

function cellsOfGrid(grid: ReturnType<typeof gridOfBox>, precision: number): string[] {
  const cells: string[] = [];
  for (let y = grid.south; y <= grid.north; y += 1) {
    for (let x = grid.west; x <= grid.east; x += 1) {
      cells.push(hashOfCell(((x % grid.columns) + grid.columns) % grid.columns, y, precision));
    }
  }
  return cells;
}

/**
 * Geohash cells that together hold every point within `radiusMiles` of the centre: the cells of the finest
 * precision (at most the stored one) that cover the circle's bounding box with no more than `maxCells` cells.
 * Each cell is one prefix range of the stored keys; a point found in them still needs its exact distance checked.
 */
export function coveringCells(
  latitude: number,
  longitude: number,
  radiusMiles: number,
  maxCells = MAX_COVERING_CELLS,
): string[] {
  const box = circleBounds(latitude, longitude, radiusMiles);
  for (let precision = STORED_GEOHASH_PRECISION; precision > 1; precision -= 1) {
    // counted before they are written: a 5-mile circle is thousands of 7-character cells
    const grid = gridOfBox(box, precision);
    if (grid.count <= maxCells) return cellsOfGrid(grid, precision);
  }
  return cellsOfGrid(gridOfBox(box, 1), 1);
}

/** The smallest text greater than every geohash that starts with `prefix` ("z" is the alphabet's last letter). */
export function geohashUpperBound(prefix: string): string {
  return `${prefix}~`;
}
