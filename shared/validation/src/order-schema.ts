import { mixed, type InferType } from 'yup';

import { bodyObject, ID_VALUE_JSON_SCHEMA, idMessage, isIdValue, text, wholeNumber } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// POST /me/orders (spec §7, issue 16): buy a catalog product with a saved card. The idempotency key is made by the
// client once per checkout: a retried request (a timeout, a double click) finds the first order and is not charged
// again.

export const MAX_ORDER_QUANTITY = 5;
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

export const placeOrderSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    productCode: text(60).required('productCode is required'),
    quantity: wholeNumber()
      .min(1, 'quantity must be from 1 to ' + MAX_ORDER_QUANTITY)
      .max(MAX_ORDER_QUANTITY, 'quantity must be from 1 to ' + MAX_ORDER_QUANTITY)
      .optional(),
    paymentOptionId: mixed<string | number>()
      .required('Please choose a card.')
      .test('payment-option-id', idMessage('paymentOptionId'), isIdValue)
      .meta({ jsonSchema: ID_VALUE_JSON_SCHEMA }),
    idempotencyKey: text(100)
      .required('idempotencyKey is required')
      .matches(IDEMPOTENCY_KEY_PATTERN, 'idempotencyKey must be 16 to 100 letters, digits, dashes or underscores'),
  }),
);

export type PlaceOrderInput = InferType<typeof placeOrderSchema>;
