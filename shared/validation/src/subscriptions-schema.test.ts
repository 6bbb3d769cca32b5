import { toJsonSchema } from './json-schema';
import { cancelSubscriptionSchema, replaceSubscriptionIds, replaceSubscriptionsSchema } from './subscriptions-schema';
import { checkPayload } from './validate-payload';

const message = (schema: Parameters<typeof checkPayload>[0], value: unknown) => {
  const result = checkPayload(schema, value);
  return result.ok ? undefined : result.message;
};

describe('subscription change payloads (spec §7)', () => {
  it('replace: a list of distinct subscription ids, as numbers or digit strings', () => {
    expect(message(replaceSubscriptionsSchema, { subscriptionIds: [12] })).toBeUndefined();
    expect(message(replaceSubscriptionsSchema, { subscriptionIds: [12, '13'] })).toBeUndefined();
    expect(replaceSubscriptionIds({ subscriptionIds: [12, '13'] })).toEqual([12, 13]);
    expect(message(replaceSubscriptionsSchema, {})).toBe('subscriptionIds is required');
    expect(message(replaceSubscriptionsSchema, { subscriptionIds: [] })).toBe(
      'subscriptionIds must name at least one subscription',
    );
    expect(message(replaceSubscriptionsSchema, { subscriptionIds: '12' })).toBe(
      'subscriptionIds must be a list of subscription ids',
    );
    expect(message(replaceSubscriptionsSchema, { subscriptionIds: [12, '12'] })).toBe(
      'subscriptionIds must not repeat an id',
    );
    for (const id of [0, -1, 1.5, Number.MAX_SAFE_INTEGER + 2, '0', '01', '1e3', '9'.repeat(16), null, {}, true]) {
      expect(message(replaceSubscriptionsSchema, { subscriptionIds: [id] })).toBe(
        'subscriptionIds[0] must be a whole number from 1 to 999999999',
      );
    }
    expect(message(replaceSubscriptionsSchema, { subscriptionIds: [1], ids: [2] })).toBe(
      'Unknown field(s) in the request body: ids',
    );
    expect(message(replaceSubscriptionsSchema, { subscriptionIds: [{ toString: 1 }] })).toBe(
      'The field name "toString" is not allowed',
    );
  });

  it('cancel: status canceled, a reason, an optional comment', () => {
    expect(message(cancelSubscriptionSchema, { status: 'canceled', reason: 'too_expensive' })).toBeUndefined();
    expect(message(cancelSubscriptionSchema, { status: 'canceled', reason: 'r', comment: null })).toBeUndefined();
    expect(message(cancelSubscriptionSchema, { status: 'canceled', reason: 'r', comment: 'c' })).toBeUndefined();
    expect(message(cancelSubscriptionSchema, { status: 'active', reason: 'r' })).toBe(
      'status can only be set to "canceled"',
    );
    expect(message(cancelSubscriptionSchema, { status: 'canceled' })).toBe('Please choose a reason for canceling.');
    expect(message(cancelSubscriptionSchema, { status: 'canceled', reason: ' ' })).toBe(
      'Please choose a reason for canceling.',
    );
    expect(message(cancelSubscriptionSchema, { status: 'canceled', reason: 'r', comment: 7 })).toBe(
      'comment must be a string',
    );
    expect(message(cancelSubscriptionSchema, { status: 'canceled', reason: 'r', plan_id: 2 })).toBe(
      'Unknown field(s) in the request body: plan_id',
    );
  });

  it('renders JSON Schema for the OpenAPI description', () => {
    expect(toJsonSchema(replaceSubscriptionsSchema)).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['subscriptionIds'],
      properties: {
        subscriptionIds: { type: 'array', minItems: 1, maxItems: 20, items: { oneOf: expect.any(Array) } },
      },
    });
    expect(toJsonSchema(cancelSubscriptionSchema)).toMatchObject({
      required: ['status', 'reason'],
      properties: { status: { enum: ['canceled'] }, reason: { maxLength: 100 }, comment: { type: ['string', 'null'] } },
    });
  });
});
