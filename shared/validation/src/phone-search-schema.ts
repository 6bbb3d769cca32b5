import { object, string, type InferType } from 'yup';

import { messages } from './messages';
import { deferredSchema } from './deferred-schema';

/** Strips non-digits and keeps the last 10 (spec §5). */
export function normalizePhone(value: string): string {
  return value.replace(/\D/g, '').slice(-10);
}

/** "3035550147" → "(303) 555-0147", the display form of a U.S. number (spec §2.2); other input unchanged. */
export function formatPhoneNumber(digits: string): string {
  return /^\d{10}$/.test(digits) ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : digits;
}

export const phoneSearchSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    phone: string()
      .required(messages.phoneInvalid)
      .transform((value: string) => normalizePhone(value))
      .matches(/^\d{10}$/, messages.phoneInvalid),
  }),
);

export type PhoneSearchInput = InferType<typeof phoneSearchSchema>;
