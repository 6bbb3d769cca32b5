import { type InferType } from 'yup';

import { POINTER_PATTERN } from './search-query-schemas';
import { bodyObject, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// PUT /me/cross-sell-intent (issue 56 point 3): the member looked at a person in search results and left without
// opening their report. Only the person's pointer is sent: the server takes their name from the public records and
// the time from its clock, and notes the intent behind the cross-sell header notice (spec §4).

export const crossSellIntentBodySchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    pointer: text(64)
      .required('pointer is required')
      .matches(POINTER_PATTERN, 'pointer must be the pointer of a search result'),
  }),
);

export type CrossSellIntentBody = InferType<typeof crossSellIntentBodySchema>;
