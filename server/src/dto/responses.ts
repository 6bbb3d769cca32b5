import {
  type AccountData,
  type AccountResponse,
  type CatalogOfferResponse,
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
import { ONE_TIME_TERMS, type OfferView } from '../services/billing-service';

// Mappers from repository rows to what the API sends (the contract's response schemas of @beacon/validation, spec
// §3). Field names follow spec §3 (snake_case for the account, as the client reads them).

export function toAccountDto(account: Account, balances: Balances): AccountResponse {
  return {
    id: account.id,
    email: account.email,
    pin: account.pin,
    first_name: account.first_name,
    last_name: account.last_name,
    birth_date: account.birth_date,
    hide_self_search_prompt_test: account.hide_self_search_prompt_test === 1,
    balances,
    // written only through the PATCH /me schema and the claim; the serializer keeps the contract's shape
    data: parseAccountData(account.data) as AccountData,
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
    payment: order.payment,
    refundable: order.refundable,
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

export function toCatalogOfferDto({ offer, included }: OfferView): CatalogOfferResponse {
  return {
    code: offer.code,
    name: offer.name,
    kind: offer.kind,
    price: dollars(offer.priceCents),
    currency: 'USD',
    recurring_period: offer.recurringPeriod,
    recurring_interval: offer.recurringInterval,
    terms: offer.terms ?? ONE_TIME_TERMS,
    items: offer.items,
    included,
  };
}
