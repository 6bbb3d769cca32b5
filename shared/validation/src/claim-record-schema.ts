import { type InferType } from 'yup';

import { POINTER_PATTERN } from './search-query-schemas';
import { bodyObject, closedObject, scalarId, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// POST /me/records/{id}/claim (spec §4 "Self-report confirmation": choosing self saves the report as the customer's
// own and claims it). Only "self" claims; "none" and "relative" just close the modal and send nothing.

export const CLAIM_VALUES = ['self'] as const;

export const claimRecordSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    value: text(20)
      .required('value is required')
      .oneOf([...CLAIM_VALUES], `value must be one of ${CLAIM_VALUES.join(', ')}`),
  }),
);

export type ClaimRecordBody = InferType<typeof claimRecordSchema>;

/** The account's `data.customers_report` (spec §3): the person record the member confirmed as their own. */
export const customersReportSchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    record_id: scalarId().required('${path} is required'),
    pointer: text(64)
      .required('${path} is required')
      .matches(POINTER_PATTERN, '${path} must be the pointer of a search result'),
  }),
);
