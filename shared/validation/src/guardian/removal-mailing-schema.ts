import { string, type InferType } from 'yup';

import { isCalendarDate } from '../calendar-date';
import { bodyObject, typeMessage } from '../payload-fields';
import { deferredSchema } from '../deferred-schema';

// The postal channel (issue 59 point 1): a broker that takes removal requests only by post gets the letter printed
// and mailed by the member, who then records the day it was mailed and the carrier's tracking number.

export const removalMailingMessages = {
  trackingNumberRequired: 'Enter the tracking number from your mailing receipt.',
  trackingNumberInvalid:
    'Enter a USPS, UPS or FedEx tracking number: 12 to 22 digits, 2 letters, 9 digits and US, or 1Z and 16 characters.',
  mailedOnRequired: 'Enter the day you mailed the letter.',
  mailedOnInvalid: 'Enter the day you mailed the letter as a date (YYYY-MM-DD).',
} as const;

/**
 * A tracking number as the member typed it, without spaces and dashes and upper-cased; null when it cannot be one
 * (USPS: 20–22 digits or 13 characters such as RA123456789US; UPS: 1Z and 16 more; FedEx: 12 to 22 digits).
 */
export function normalizeTrackingNumber(raw: string): string | null {
  const value = raw.replace(/[\s-]+/g, '').toUpperCase();
  if (/^\d{12,22}$/.test(value)) return value;
  if (/^[A-Z]{2}\d{9}[A-Z]{2}$/.test(value)) return value;
  if (/^1Z[A-Z0-9]{16}$/.test(value)) return value;
  return null;
}

/** PUT /me/personal-data-protection/members/{memberId}/removals/{removalId}/mailing */
export const removalMailingSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    trackingNumber: string()
      .strict()
      .typeError(typeMessage('a string'))
      .max(60, removalMailingMessages.trackingNumberInvalid)
      .required(removalMailingMessages.trackingNumberRequired)
      .test('tracking', removalMailingMessages.trackingNumberInvalid, (value) =>
        value === undefined ? true : normalizeTrackingNumber(value) !== null,
      ),
    mailedOn: string()
      .strict()
      .typeError(typeMessage('a string'))
      .required(removalMailingMessages.mailedOnRequired)
      .test('date', removalMailingMessages.mailedOnInvalid, (value) =>
        value === undefined ? true : isCalendarDate(value),
      ),
  }),
);
export type RemovalMailingInput = InferType<typeof removalMailingSchema>;
