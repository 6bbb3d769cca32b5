import { type InferType } from 'yup';

import { WATCH_LABELS } from '../vocabulary/sex-offender-watch';
import { dateTime, int, isoDate, listOf, literals, nullableInt, num, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// Sex offender watch (issue 18 point 5): the member's saved addresses and the registered offenders near each.

export const watchedAddressResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    label: literals(WATCH_LABELS),
    street: str(),
    city: str(),
    state: str(),
    zip: str(),
    latitude: num(),
    longitude: num(),
    radiusMiles: num(),
    locatedBy: literals(['place', 'zip'] as const).meta({
      description: 'place: a house of the data set; zip: the ZIP code centroid (the street was not found)',
    }),
    created: dateTime(),
    updated: dateTime(),
  }),
);

export const watchedAddressesResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    items: listOf(watchedAddressResponseSchema).meta({ description: 'home, work, school order; only those saved' }),
  }),
);

export const watchedOffenderResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    name: str(),
    age: nullableInt(),
    address: str().meta({ description: 'street line, city, state and ZIP code of the registered address' }),
    distanceMiles: num().meta({ description: 'from the saved address, rounded to 0.1 mile' }),
    tier: int(),
    offense: str(),
    registeredOn: isoDate(),
    latitude: num(),
    longitude: num(),
  }),
);

export const watchedOffendersResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    address: watchedAddressResponseSchema,
    total: int().meta({ description: 'offenders within the radius; items holds the nearest of them' }),
    items: listOf(watchedOffenderResponseSchema).meta({ description: 'nearest first' }),
  }),
);

export type WatchedAddress = InferType<typeof watchedAddressResponseSchema>;
export type WatchedOffender = InferType<typeof watchedOffenderResponseSchema>;
export type WatchedOffenders = InferType<typeof watchedOffendersResponseSchema>;
export type WatchedAddressesResponse = InferType<typeof watchedAddressesResponseSchema>;
