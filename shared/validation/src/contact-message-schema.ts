import { string, type InferType } from 'yup';

import { messages } from './messages';
import { bodyObject, isStorableText, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// The Contact Us form (issue 16 point 7), sent to POST /support/messages and answered by Member Care. Every field has
// a size cap with the message the form shows (issue 55 point 6); what a member writes is kept as text, exactly as
// typed (HTML included), never as markup.

export const CONTACT_TOPICS = [
  { value: 'membership', label: 'Membership and billing' },
  { value: 'reports', label: 'Reports and data' },
  { value: 'correction', label: 'Correcting information about me' },
  { value: 'privacy', label: 'Privacy, opt-out and removal' },
  { value: 'guardian', label: 'Guardian and monitoring' },
  { value: 'account', label: 'My account and sign-in' },
  { value: 'other', label: 'Something else' },
] as const;

export const CONTACT_NAME_MAX = 100;
/** the longest address SMTP carries (RFC 5321 path limit) */
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;
/** The message is counted without the white space around it, which may add this much more as sent. */
export const CONTACT_MESSAGE_SENT_MAX = CONTACT_MESSAGE_MAX + 500;

export const contactMessages = {
  nameRequired: 'Please enter your name.',
  nameLength: `Please keep your name to ${CONTACT_NAME_MAX} characters.`,
  topicRequired: 'Please choose what your message is about.',
  messageLength: `Please write your message in ${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX} characters.`,
  // a null character or half of an emoji: nothing a keyboard types, and PostgreSQL cannot keep it as sent
  unsupportedCharacters: 'Please remove the characters that cannot be sent (such as invisible control characters).',
};

const notBlank = (value: string | undefined) => value === undefined || value.trim().length > 0;
const storable = (value: string | undefined) => value === undefined || isStorableText(value);

export const contactMessageSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    name: text(CONTACT_NAME_MAX)
      .max(CONTACT_NAME_MAX, contactMessages.nameLength)
      .required(contactMessages.nameRequired)
      .test('name', contactMessages.nameRequired, notBlank)
      .test('storable', contactMessages.unsupportedCharacters, storable),
    email: text(CONTACT_EMAIL_MAX)
      .max(CONTACT_EMAIL_MAX, messages.emailInvalid)
      .required(messages.emailInvalid)
      .email(messages.emailInvalid),
    topic: string()
      .strict()
      .required(contactMessages.topicRequired)
      .oneOf(
        CONTACT_TOPICS.map((topic) => topic.value),
        contactMessages.topicRequired,
      ),
    message: text(CONTACT_MESSAGE_SENT_MAX)
      .max(CONTACT_MESSAGE_SENT_MAX, contactMessages.messageLength)
      .required(contactMessages.messageLength)
      .test(
        'length',
        contactMessages.messageLength,
        (value) =>
          value === undefined ||
          (value.trim().length >= CONTACT_MESSAGE_MIN && value.trim().length <= CONTACT_MESSAGE_MAX),
      )
      .test('storable', contactMessages.unsupportedCharacters, storable),
  }),
);

export type ContactMessageInput = InferType<typeof contactMessageSchema>;
