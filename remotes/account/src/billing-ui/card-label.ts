import type { PaymentOption } from '@beacon/api';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

/** "Visa ending in 4242": how a saved card is named everywhere (the full number is never known here). */
export function cardLabel(card: Pick<PaymentOption, 'brand' | 'last4'>): string {
  return `${BRAND_NAMES[card.brand] ?? 'Card'} ending in ${card.last4}`;
}

export function cardExpiry(card: Pick<PaymentOption, 'exp_month' | 'exp_year'>): string {
  return `Expires ${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`;
}
