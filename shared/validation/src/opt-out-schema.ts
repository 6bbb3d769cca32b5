import { string, type InferType } from 'yup';

import { isCalendarDate } from './calendar-date';
import { messages } from './messages';
import { bodyObject, text } from './payload-fields';
import { NAME_PATTERN } from './person-search-schema';
import { POINTER_PATTERN } from './search-query-schemas';
import { deferredSchema } from './deferred-schema';

// POST /opt-outs (the public /opt-out page): a person asks not to be found. They name themselves (first and last
// name, with the name form's rules and messages) and identify the record by date of birth or by the pointer of a
// search result; an e-mail address is kept to confirm the request.

export const optOutMessages = {
  dobOrPointerRequired: 'Please enter your date of birth.',
  dobInvalid: 'Please enter your date of birth as YYYY-MM-DD.',
} as const;

export const optOutSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    firstName: text(60)
      .required(messages.firstNameRequired)
      .matches(NAME_PATTERN, messages.firstNameRequired)
      .test('not-blank', messages.firstNameRequired, (value) => value === undefined || value.trim().length > 0),
    lastName: text(60)
      .required(messages.lastNameRequired)
      .matches(NAME_PATTERN, messages.lastNameRequired)
      .test('not-blank', messages.lastNameRequired, (value) => value === undefined || value.trim().length > 0),
    email: text(254).required(messages.emailInvalid).email(messages.emailInvalid),
    // The date of birth is needed unless a pointer names the record (the rule sits on this field so that the
    // messages keep the order of the fields).
    dob: text(10)
      .optional()
      .test('dob-or-pointer', optOutMessages.dobOrPointerRequired, function dobOrPointer(value) {
        return value !== undefined || Boolean((this.parent as { pointer?: unknown }).pointer);
      })
      .test('calendar-date', optOutMessages.dobInvalid, (value) => value === undefined || isCalendarDate(value)),
    pointer: string().strict().optional().matches(POINTER_PATTERN, 'pointer must be the pointer of a search result'),
  }),
);

export type OptOutInput = InferType<typeof optOutSchema>;
