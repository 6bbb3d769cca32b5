import { type InferType } from 'yup';

import { bodyObject, text } from './payload-fields';
import { POINTER_PATTERN } from './search-query-schemas';
import { deferredSchema } from './deferred-schema';

// POST /me/monitored/person-records and /me/monitored/location-records (spec §3, §7): `{ pointer, usageId }`.

export const USAGE_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;
const USAGE_ID_MESSAGE = 'usageId must be 1 to 100 letters, digits or . _ : -';

/** A monitoring usage id: what the monitoring service calls this watch. */
export const usageIdField = () => text(100).matches(USAGE_ID_PATTERN, USAGE_ID_MESSAGE);

export const createMonitoredRecordSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    pointer: text(64)
      .required('pointer is required')
      .matches(POINTER_PATTERN, 'pointer must be the pointer of a search result'),
    usageId: usageIdField().required('usageId is required'),
  }),
);

export type CreateMonitoredRecordBody = InferType<typeof createMonitoredRecordSchema>;
