import { type InferType } from 'yup';

import { usageIdField } from './create-monitored-record-schema';
import { bodyObject, flag } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// PATCH /me/monitored/person-records/{id} and /me/monitored/location-records/{id} (spec §7):
// `{ isArchived?, usageId? }`, at least one of them; anything else is a 400.

export const patchMonitoredRecordSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    isArchived: flag().optional(),
    usageId: usageIdField().optional(),
  }).test(
    'not-empty',
    'The request body must name at least one of isArchived, usageId',
    (value) => value === undefined || value.isArchived !== undefined || value.usageId !== undefined,
  ),
);

export type PatchMonitoredRecordBody = InferType<typeof patchMonitoredRecordSchema>;
