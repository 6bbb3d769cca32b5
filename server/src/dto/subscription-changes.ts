import { subscriptionSchema } from './responses';

// POST /me/subscriptions ("replace", spec §7): the client reads `error` and `subscriptions`. A refusal is an answer
// (error text, no subscriptions), not an HTTP error, so the reactivation modal can show its failure text.
export const replaceSubscriptionsResultSchema = {
  type: 'object',
  properties: {
    error: { type: ['string', 'null'], description: 'null when every named subscription was reactivated' },
    subscriptions: {
      type: 'array',
      items: subscriptionSchema,
      description: 'the reactivated subscriptions (empty on error)',
    },
  },
  required: ['error', 'subscriptions'],
} as const;
