import { type InferType } from 'yup';

import { BALANCE_ITEMS, type BalanceItem } from '../vocabulary/balance-items';
import { bool, idValue, int, nullableInt, nullableStr, openShape, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// GET and PATCH /me (spec §3 Account): the signed-in member's profile, balances and `data`. `data` keeps every key
// it was given (the app writes a few, spec §3 lists more), so it is an open object whose known keys are described;
// a key that was never set is absent.

const balance = () => nullableInt();

export const balancesResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape(
    Object.fromEntries(BALANCE_ITEMS.map((item) => [item, balance()])) as Record<
      BalanceItem,
      ReturnType<typeof balance>
    >,
  ).meta({
    description: 'One entry per product; null means the member holds it (unlimited while the subscription lasts).',
  }),
);

export const accountDataResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  openShape({
    bg_crosssell_intent: openShape({
      first_name: str().optional(),
      record_id: idValue(),
      timestamp: int().optional().meta({ description: 'seconds since the epoch' }),
      notified: bool().optional(),
    })
      .nullable()
      .optional(),
    customers_report: openShape({ record_id: idValue(), pointer: str() })
      .nullable()
      .optional()
      .meta({ description: 'the record the member confirmed as their own' }),
    possible_customers_report: openShape({ record_id: idValue(), report_id: idValue(), notified: bool().optional() })
      .nullable()
      .optional(),
    self_search_notified: bool().optional(),
    dark_web_data_added: bool().optional(),
  }),
);

export const accountResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    email: str(),
    pin: nullableStr(),
    first_name: str(),
    last_name: str(),
    birth_date: nullableStr()
      .optional()
      .meta({ description: "the member's own date of birth, YYYY-MM-DD (personal settings); null until given" }),
    hide_self_search_prompt_test: bool(),
    balances: balancesResponseSchema,
    data: accountDataResponseSchema,
  }),
);

export type BalancesResponse = InferType<typeof balancesResponseSchema>;
export type AccountData = InferType<typeof accountDataResponseSchema>;
export type AccountResponse = InferType<typeof accountResponseSchema>;
