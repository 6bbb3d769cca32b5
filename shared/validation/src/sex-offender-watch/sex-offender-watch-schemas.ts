import { mixed, object, string, type InferType } from 'yup';

import { messages } from '../messages';
import { bodyObject, text } from '../payload-fields';
import { WATCH_LABELS, WATCH_RADII_MILES, type WatchLabel, type WatchRadius } from '../vocabulary/sex-offender-watch';
import { deferredSchema } from '../deferred-schema';

// Sex offender watch payloads (issue 18 point 5): the saved-address form and the server read the same schema.

export const watchMessages = {
  streetRequired: messages.streetRequired,
  cityRequired: 'Please enter a city.',
  stateRequired: 'Please choose a state.',
  zipInvalid: 'Please enter a 5-digit zip code.',
  radiusInvalid: `Please choose a radius of ${WATCH_RADII_MILES.join(', ')} miles.`,
  addressNotFound: 'We could not find that address. Check the street and ZIP code.',
  labelInvalid: `The address must be one of ${WATCH_LABELS.join(', ')}.`,
  addressMissing: 'No address is saved under that label.',
} as const;

const required = (max: number, message: string) =>
  text(max)
    .required(message)
    .test('not-blank', message, (value) => value === undefined || value.trim().length > 0);

/** A short code with one message for every way it can be wrong (missing, too long, not the pattern). */
const pattern = (shape: RegExp, message: string) =>
  string().strict().typeError(message).required(message).matches(shape, message);

/** PUT /me/sex-offender-watch/addresses/{label}: the address (located by the server) and the radius to watch. */
export const watchedAddressSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    street: required(120, watchMessages.streetRequired),
    city: required(60, watchMessages.cityRequired),
    state: pattern(/^[A-Z]{2}$/, watchMessages.stateRequired),
    zip: pattern(/^\d{5}$/, watchMessages.zipInvalid),
    radiusMiles: mixed<WatchRadius>()
      .required(watchMessages.radiusInvalid)
      .test('radius', watchMessages.radiusInvalid, (value) => (WATCH_RADII_MILES as readonly unknown[]).includes(value))
      .meta({ jsonSchema: { type: 'number', enum: [...WATCH_RADII_MILES] } }),
  }),
);
export type WatchedAddressInput = InferType<typeof watchedAddressSchema>;

/** The `{label}` of the address paths. */
export const watchLabelParamSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    label: string()
      .strict()
      .required(watchMessages.labelInvalid)
      .oneOf<WatchLabel>(WATCH_LABELS, watchMessages.labelInvalid),
  })
    .noUnknown('Unknown path parameter(s): ${unknown}')
    .required(),
);
export type WatchLabelParam = InferType<typeof watchLabelParamSchema>;
