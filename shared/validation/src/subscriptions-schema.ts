import { array, mixed, string, type InferType } from 'yup';

import { bodyObject, ID_VALUE_JSON_SCHEMA, idMessage, isIdValue, text, typeMessage } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// Subscription writes of spec §7: POST /me/subscriptions ("replace": reactivate canceled subscriptions, spec §4
// reactivation banner) and PATCH /me/subscriptions/{id} (cancel with a reason and a comment).

export const MAX_REPLACE_SUBSCRIPTIONS = 20;
export const CANCEL_REASON_MAX = 100;
export const CANCEL_COMMENT_MAX = 2_000;

/** A subscription id as the client holds it: the number the API returned, or the same digits as a string. */
function subscriptionId() {
  const message = idMessage('${path}');
  return mixed<string | number>()
    .nonNullable(message)
    .test('subscription-id', message, isIdValue)
    .meta({ jsonSchema: ID_VALUE_JSON_SCHEMA });
}

export const replaceSubscriptionsSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    subscriptionIds: array()
      .strict()
      .typeError(typeMessage('a list of subscription ids'))
      .of(subscriptionId())
      .min(1, 'subscriptionIds must name at least one subscription')
      .max(MAX_REPLACE_SUBSCRIPTIONS, `subscriptionIds must name at most ${MAX_REPLACE_SUBSCRIPTIONS} subscriptions`)
      .test('unique', 'subscriptionIds must not repeat an id', (ids) => {
        if (!Array.isArray(ids)) return true;
        return new Set(ids.map((id) => String(id))).size === ids.length;
      })
      .required('subscriptionIds is required'),
  }),
);

export type ReplaceSubscriptionsInput = InferType<typeof replaceSubscriptionsSchema>;

/** The ids of a replace request as numbers (the schema has checked they are positive whole numbers). */
export function replaceSubscriptionIds(input: ReplaceSubscriptionsInput): number[] {
  return input.subscriptionIds.map((id) => Number(id));
}

export const cancelSubscriptionSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    status: string()
      .strict()
      .typeError(typeMessage('a string'))
      .required('status is required')
      .oneOf(['canceled'], 'status can only be set to "canceled"'),
    reason: text(CANCEL_REASON_MAX)
      .required('Please choose a reason for canceling.')
      .matches(/\S/, 'Please choose a reason for canceling.'),
    comment: text(CANCEL_COMMENT_MAX).nullable().optional(),
  }),
);

export type CancelSubscriptionInput = InferType<typeof cancelSubscriptionSchema>;
