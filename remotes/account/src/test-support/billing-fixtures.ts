import type { Account, CatalogOffer, Order, PaymentOption, Subscription } from '@beacon/api';
import { memberAccount } from '@beacon/test-support/person-fixtures';

// Answers of the billing endpoints as the server sends them (the contract's shapes), for the screen tests.

/** Ada Lovelace's account (7, with a PIN), holding nothing but `balances`. */
export function account(balances: Partial<Account['balances']> = {}): Account {
  return memberAccount({
    id: 7,
    email: 'ada@example.com',
    pin: '1234',
    first_name: 'Ada',
    last_name: 'Lovelace',
    balances,
  });
}

export const visa: PaymentOption = {
  id: 11,
  type: 'card',
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2031,
  is_default: true,
};

export const mastercard: PaymentOption = {
  id: 12,
  type: 'card',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 3,
  exp_year: 2030,
  is_default: false,
};

export const catalog: CatalogOffer[] = [
  {
    code: 'person-report',
    name: 'Person Report',
    kind: 'one_time',
    price: 9.99,
    currency: 'USD',
    recurring_period: null,
    recurring_interval: null,
    terms: 'A one-time charge. Nothing renews.',
    items: { person_report: 1 },
    included: false,
  },
  {
    code: 'premium-report',
    name: 'Premium Person Report',
    kind: 'one_time',
    price: 19.99,
    currency: 'USD',
    recurring_period: null,
    recurring_interval: null,
    terms: 'A one-time charge. Nothing renews.',
    items: { premium_person_report: 1 },
    included: false,
  },
  {
    code: 'guardian',
    name: 'Guardian Personal Data Protection',
    kind: 'subscription',
    price: 9.99,
    currency: 'USD',
    recurring_period: 1,
    recurring_interval: 'month',
    terms: 'This add-on renews automatically every month at the price shown until you cancel.',
    items: { guardian: null },
    included: false,
  },
];

/** The monthly add-on of premium sections: cheaper than one premium report bought once. */
export const premiumAddOn: CatalogOffer = {
  code: 'premium-reports',
  name: 'Premium Reports',
  kind: 'subscription',
  price: 9.99,
  currency: 'USD',
  recurring_period: 1,
  recurring_interval: 'month',
  terms: 'This add-on renews automatically every month at the price shown until you cancel.',
  items: { premium_person_report: null },
  included: false,
};

/** The catalog as a member whose membership holds `codes` sees it: those offers are included, not for sale. */
export const catalogIncluding = (offers: CatalogOffer[], ...codes: string[]): CatalogOffer[] =>
  offers.map((offer) => (codes.includes(offer.code) ? { ...offer, included: true } : offer));

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 31,
    status: 'completed',
    created: '2026-11-20T10:00:00.000Z',
    quantity: 1,
    total: 19.99,
    currency: 'USD',
    product: { id: 9, code: 'premium-report', name: 'Premium Person Report', items: { premium_person_report: 1 } },
    payment: { brand: 'visa', last4: '4242' },
    refundable: false,
    ...overrides,
  };
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 5,
    status: 'active',
    reason: null,
    comment: null,
    next: '2026-12-20',
    created: '2026-08-20T10:00:00.000Z',
    plan: {
      id: 2,
      code: 'premium-monthly',
      name: 'Premium Membership',
      recurring_price: 39.99,
      recurring_period: 1,
      recurring_interval: 'month',
      terms: 'Your membership renews automatically at the price shown until you cancel.',
    },
    products: [
      { id: 1, code: 'background-reports', name: 'Background Reports Membership', items: { person_report: null } },
      { id: 2, code: 'premium-reports', name: 'Premium Reports', items: { premium_person_report: null } },
    ],
    ...overrides,
  };
}
