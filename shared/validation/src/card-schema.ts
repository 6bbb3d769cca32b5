import { type InferType } from 'yup';

import { bodyObject, flag, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// A card as the payment settings and checkout forms take it, and as POST /me/payment-options receives it (spec §5
// "Credit card input: digits only, grouped in fours with dashes"). The number and the security code are passed to
// the payment gateway and never stored or logged: the server keeps the gateway's token, brand, last four and expiry.

export const cardMessages = {
  numberRequired: 'Please enter your card number.',
  numberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter the expiration date as MM/YY.',
  expiryPast: 'This card has expired. Please use another card.',
  cvcInvalid: 'Please enter the security code: 3 digits (4 for American Express).',
  nameRequired: 'Please enter the name on the card.',
};

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

/** The digits of what was typed (spaces and dashes allowed). */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Digits only, at most 19, grouped in fours with dashes: what the card field shows as the member types. */
export function formatCardNumber(value: string): string {
  const digits = cardDigits(value).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1-');
}

/** The card network from the number's prefix (IIN ranges). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return 'unknown';
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const LENGTHS: Record<CardBrand, number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  discover: [16, 19],
  unknown: [],
};

export function isValidCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  return LENGTHS[cardBrand(digits)].includes(digits.length) && luhnValid(digits);
}

/** "MM/YY" → month and four-digit year, or undefined. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/** A card works through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  return expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export const addCardSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    cardNumber: text(30)
      .required(cardMessages.numberRequired)
      .test('card-number', cardMessages.numberInvalid, (value) => value === undefined || isValidCardNumber(value)),
    expiry: text(7)
      .required(cardMessages.expiryInvalid)
      .test('expiry-format', cardMessages.expiryInvalid, (value) => value === undefined || !!parseExpiry(value))
      .test('expiry-future', cardMessages.expiryPast, (value) => {
        const expiry = value === undefined ? undefined : parseExpiry(value);
        return expiry === undefined || !isExpired(expiry);
      }),
    cvc: text(4)
      .required(cardMessages.cvcInvalid)
      .test('cvc', cardMessages.cvcInvalid, function cvc(value) {
        if (value === undefined) return true;
        const number = (this.parent as { cardNumber?: unknown }).cardNumber;
        const amex = typeof number === 'string' && cardBrand(cardDigits(number)) === 'amex';
        return (amex ? /^\d{4}$/ : /^\d{3}$/).test(value);
      }),
    nameOnCard: text(100)
      .required(cardMessages.nameRequired)
      .test('name', cardMessages.nameRequired, (value) => value === undefined || value.trim().length > 0),
    makeDefault: flag().optional(),
  }),
);

export type AddCardInput = InferType<typeof addCardSchema>;

export const setDefaultCardSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    isDefault: flag()
      .required('isDefault is required')
      .oneOf([true], 'isDefault can only be set to true: choose another card as the default instead'),
  }),
);

export type SetDefaultCardInput = InferType<typeof setDefaultCardSchema>;
