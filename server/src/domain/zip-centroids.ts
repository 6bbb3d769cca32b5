import { codes } from 'zipcodes/lib/codes.js';

// ZIP code centroids from the `zipcodes` package (the data set's own geography): where a saved address is placed
// when its street is not a house of the data set.

export interface ZipCentroid {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export function zipCentroid(zip: string): ZipCentroid | undefined {
  const entry = /^\d{5}$/.test(zip) ? codes[zip] : undefined;
  if (!entry || !Number.isFinite(entry.latitude) || !Number.isFinite(entry.longitude)) return undefined;
  return { zip: entry.zip, city: entry.city, state: entry.state, latitude: entry.latitude, longitude: entry.longitude };
}
