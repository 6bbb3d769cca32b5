import {
  BALANCE_ITEMS,
  type OrderResponse,
  type PaymentOptionResponse,
  type ProductResponse,
  type SubscriptionResponse,
} from '@beacon/validation';
import type { Account } from '../db/schema';
import type {
  Balances,
  OrderView,
  PaymentOptionView,
  ProductView,
  SubscriptionView,
} from '../repositories/memberships-repository';
import { parseAccountData } from '../repositories/accounts-repository';

// What the API sends: JSON Schemas (they drive serialization, so a column added to a table never leaks by accident,
// and the OpenAPI document) and the mappers from repository rows. Field names follow spec §3 (snake_case for the
// account, as the client reads them).

export { errorResponseSchema as errorSchema, errorResponses } from '@beacon/validation';

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;

export const balancesSchema = {
  type: 'object',
  description: 'One entry per product; null means the member holds it (unlimited while the subscription lasts).',
  properties: Object.fromEntries(BALANCE_ITEMS.map((item) => [item, nullableInteger])),
  required: [...BALANCE_ITEMS],
} as const;

export const accountSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    pin: nullableString,
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    hide_self_search_prompt_test: { type: 'boolean' },
    balances: balancesSchema,
    data: { type: 'object', additionalProperties: true },
  },
  required: ['id', 'email', 'pin', 'first_name', 'last_name', 'hide_self_search_prompt_test', 'balances', 'data'],
} as const;

export interface AccountDto {
  id: number;
  email: string;
  pin: string | null;
  first_name: string;
  last_name: string;
  hide_self_search_prompt_test: boolean;
  balances: Balances;
  data: Record<string, unknown>;
}

export function toAccountDto(account: Account, balances: Balances): AccountDto {
  return {
    id: account.id,
    email: account.email,
    pin: account.pin,
    first_name: account.first_name,
    last_name: account.last_name,
    hide_self_search_prompt_test: account.hide_self_search_prompt_test === 1,
    balances,
    data: parseAccountData(account.data),
  };
}

const dollars = (cents: number) => Math.round(cents) / 100;
const iso = (ms: number) => new Date(ms).toISOString();

function toProductDto(product: ProductView): ProductResponse {
  return { id: product.id, code: product.code, name: product.name, items: product.items };
}

export function toSubscriptionDto(subscription: SubscriptionView): SubscriptionResponse {
  return {
    id: subscription.id,
    status: subscription.status,
    reason: subscription.reason,
    comment: subscription.comment,
    next: subscription.next,
    created: iso(subscription.createdAt),
    plan: {
      id: subscription.plan.id,
      code: subscription.plan.code,
      name: subscription.plan.name,
      recurring_price: dollars(subscription.plan.recurringPriceCents),
      recurring_period: subscription.plan.recurringPeriod,
      recurring_interval: subscription.plan.recurringInterval,
      terms: subscription.plan.terms,
    },
    products: subscription.products.map(toProductDto),
  };
}

export function toOrderDto(order: OrderView): OrderResponse {
  return {
    id: order.id,
    status: order.status,
    created: iso(order.createdAt),
    quantity: order.quantity,
    total: dollars(order.amountCents),
    currency: 'USD',
    product: toProductDto(order.product),
  };
}

export function toPaymentOptionDto(option: PaymentOptionView): PaymentOptionResponse {
  return {
    id: option.id,
    type: option.kind,
    brand: option.brand,
    last4: option.last4,
    exp_month: option.expMonth,
    exp_year: option.expYear,
    is_default: option.isDefault,
  };
}
