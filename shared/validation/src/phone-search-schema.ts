import { object, string, type InferType } from 'yup';

import { messages } from './messages';

/** Strips non-digits and keeps the last 10 (spec §5). */
export function normalizePhone(value: string): string {
  return value.replace(/\D/g, '').slice(-10);
}

export const phoneSearchSchema = object({
  phone: string()
    .required(messages.phoneInvalid)
    .transform((value: string) => normalizePhone(value))
    .matches(/^\d{10}$/, messages.phoneInvalid),
});

export type PhoneSearchInput = InferType<typeof phoneSearchSchema>;
