import { type InferType } from 'yup';

import {
  bool,
  dateTime,
  int,
  listOf,
  literals,
  nullableInt,
  nullableStr,
  num,
  recordOf,
  shape,
  str,
} from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// GET /me/subscriptions, /me/subscriptions/{id}, /me/orders, /me/payment-options and POST /me/subscriptions
// (replace) of spec §7. Prices are US dollars; a balance item of null means "held" (spec §3).

export const productResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    code: str(),
    name: str(),
    items: recordOf(nullableInt(), 'balance items the product grants; null = held while the subscription lasts'),
  }),
);

export const subscriptionResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    status: literals(['active', 'canceled', 'ended'] as const).meta({
      description:
        'active (renews on `next`), canceled (access runs to `next`, then ends), ended (the term is over: no access)',
    }),
    reason: nullableStr(),
    comment: nullableStr(),
    next: nullableStr().meta({
      description: 'next billing date; for a canceled or ended subscription the last day of access, YYYY-MM-DD',
    }),
    created: dateTime(),
    plan: shape({
      id: int(),
      code: str(),
      name: str(),
      recurring_price: num(),
      recurring_period: int(),
      recurring_interval: str(),
      terms: str(),
    }),
    products: listOf(productResponseSchema),
  }),
);

export const subscriptionsResponseSchema = /* @__PURE__ */ deferredSchema(() => listOf(subscriptionResponseSchema));

export const orderResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    status: literals(['pending', 'completed', 'failed', 'refunded'] as const).meta({
      description: 'pending while the card is charged; completed; failed (nothing charged); refunded',
    }),
    created: dateTime(),
    quantity: int(),
    total: num(),
    currency: str(),
    product: productResponseSchema,
    payment: shape({ brand: str(), last4: str() })
      .nullable()
      .defined()
      .meta({ description: 'the card charged; null for orders from before cards were kept' }),
    refundable: bool().meta({
      description: 'a one-time item not used yet, ordered within the refund window: POST /me/orders/{id}/refund',
    }),
  }),
);

export const ordersResponseSchema = /* @__PURE__ */ deferredSchema(() => listOf(orderResponseSchema));

export const paymentOptionResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    type: str(),
    brand: str(),
    last4: str(),
    exp_month: int(),
    exp_year: int(),
    is_default: bool(),
  }).meta({ description: 'A saved payment option; only the brand and last four digits of a card are ever stored.' }),
);

export const paymentOptionsResponseSchema = /* @__PURE__ */ deferredSchema(() => listOf(paymentOptionResponseSchema));

/** A refusal is an answer (error text, no subscriptions), so the reactivation modal can show its failure text. */
export const replaceSubscriptionsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    error: nullableStr().meta({ description: 'null when every named subscription was reactivated' }),
    subscriptions: listOf(subscriptionResponseSchema).meta({ description: 'the reactivated subscriptions' }),
  }),
);

/** What the purchase page offers (GET /me/catalog): one-time products and monthly add-ons, with renewal terms. */
export const catalogOfferResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    code: str(),
    name: str(),
    kind: literals(['one_time', 'subscription'] as const),
    price: num().meta({ description: 'US dollars per unit (per period for a subscription)' }),
    currency: str(),
    recurring_period: nullableInt().meta({ description: 'subscriptions: how many intervals one payment covers' }),
    recurring_interval: nullableStr(),
    terms: str().meta({ description: 'renewal and cancellation terms, shown before any charge' }),
    items: recordOf(nullableInt(), 'balance items the product grants; null = held while the subscription lasts'),
    included: bool().meta({
      description:
        "the member's plan or subscriptions already grant every item of it: not for sale to this member (409)",
    }),
  }),
);

export const catalogResponseSchema = /* @__PURE__ */ deferredSchema(() => listOf(catalogOfferResponseSchema));

export type CatalogOfferResponse = InferType<typeof catalogOfferResponseSchema>;
export type ProductResponse = InferType<typeof productResponseSchema>;
export type SubscriptionResponse = InferType<typeof subscriptionResponseSchema>;
export type OrderResponse = InferType<typeof orderResponseSchema>;
export type PaymentOptionResponse = InferType<typeof paymentOptionResponseSchema>;
export type ReplaceSubscriptionsResponse = InferType<typeof replaceSubscriptionsResponseSchema>;
