import { type InferType } from 'yup';

import { bodyObject, closedObject, flag } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// PATCH /me (spec §7): only these keys of the account's `data` may change. Any other field, at the top level or in
// `data`, is refused with a 400 (no mass assignment). A key set to null is cleared.
// The cross-sell intent and the possible own report are written by the server (issue 56 point 3: from the public
// records and the member's own account, never from what a client says); the member only marks one as announced
// (`{ notified: true }`, spec §4 "shown once and then marked notified") or clears it.

export const crossSellIntentSchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    notified: flag().optional(),
  }),
);

export const possibleCustomersReportSchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    notified: flag().optional(),
  }),
);

export const patchableDataSchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    bg_crosssell_intent: crossSellIntentSchema.nullable().default(undefined).optional(),
    possible_customers_report: possibleCustomersReportSchema.nullable().default(undefined).optional(),
    self_search_notified: flag().optional(),
  }),
);

export const patchMeSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    data: patchableDataSchema.required('data is required'),
  }),
);

export const PATCHABLE_DATA_KEYS = [
  'bg_crosssell_intent',
  'possible_customers_report',
  'self_search_notified',
] as const;

export type PatchableDataKey = (typeof PATCHABLE_DATA_KEYS)[number];
export type PatchMeInput = InferType<typeof patchMeSchema>;
