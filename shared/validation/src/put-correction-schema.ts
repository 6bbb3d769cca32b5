import { type InferType } from 'yup';

import { bodyObject, flag, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// PUT /me/records/{id}/corrections/{itemId} (spec §7, issue 7 contract): the member's corrected value of one fact.
// `active` defaults to true; false keeps the value but restores the original fact (spec §4 restore).

export const CORRECTION_VALUE_MAX = 500;

export const correctionValue = () =>
  text(CORRECTION_VALUE_MAX).min(1, 'value must not be empty').matches(/\S/, 'value must not be blank');

export const putCorrectionSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    value: correctionValue().required('value is required'),
    active: flag().optional(),
  }),
);

export type PutCorrectionBody = InferType<typeof putCorrectionSchema>;
