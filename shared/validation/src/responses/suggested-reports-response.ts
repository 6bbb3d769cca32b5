import { array, type InferType } from 'yup';

import { int, literals, nullableInt, nullableStr, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// GET /me/suggested-reports/ (issue 7 contract): people related to the member's records, at most 10.

export const suggestedReportResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    pointer: str().meta({ description: 'create the record with POST /v1/me/records' }),
    type: literals(['person'] as const),
    name: shape({ first: str(), middle: nullableStr(), last: str() }),
    age: nullableInt(),
    location: shape({ city: str(), state: str() }),
    reason: literals(['relative', 'associate', 'neighbor'] as const),
    fromRecordId: int().meta({ description: 'the record the suggestion comes from' }),
  }),
);

export const suggestedReportsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    items: array(suggestedReportResponseSchema).strict().defined().max(10),
  }),
);

export type SuggestedReportResponse = InferType<typeof suggestedReportResponseSchema>;
