import { boolean, type InferType } from 'yup';

import { bodyObject, flag, typeMessage } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// PATCH /me/records/{id} (spec §7 "fields to update, or isPremium true"; §4 archiving and upgrading to premium).
// Only these fields may be sent; any other is refused with a 400 (no mass assignment). isPremium can only be set,
// never taken back.

export const PATCHABLE_RECORD_FIELDS = ['isArchived', 'isPremium'] as const;

export const patchRecordSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    isArchived: flag().optional(),
    isPremium: boolean().strict().typeError(typeMessage('true')).oneOf([true], 'isPremium can only be true').optional(),
  }).test(
    'not-empty',
    `The request body must name at least one of ${PATCHABLE_RECORD_FIELDS.join(', ')}`,
    (value) => value === undefined || PATCHABLE_RECORD_FIELDS.some((field) => value[field] !== undefined),
  ),
);

export type PatchRecordBody = InferType<typeof patchRecordSchema>;
