import { string, type InferType } from 'yup';

import { messages } from './messages';
import { bodyObject, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// The Contact Us form (issue 16 point 7), sent to POST /support/messages and answered by Member Care.

export const CONTACT_TOPICS = [
  { value: 'membership', label: 'Membership and billing' },
  { value: 'reports', label: 'Reports and data' },
  { value: 'correction', label: 'Correcting information about me' },
  { value: 'privacy', label: 'Privacy, opt-out and removal' },
  { value: 'guardian', label: 'Guardian and monitoring' },
  { value: 'account', label: 'My account and sign-in' },
  { value: 'other', label: 'Something else' },
] as const;

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

export const contactMessages = {
  nameRequired: 'Please enter your name.',
  topicRequired: 'Please choose what your message is about.',
  messageLength: `Please write your message in ${CONTACT_MESSAGE_MIN} to ${CONTACT_MESSAGE_MAX} characters.`,
};

const notBlank = (value: string | undefined) => value === undefined || value.trim().length > 0;

export const contactMessageSchema = deferredSchema(() =>
  bodyObject({
    name: text(100).required(contactMessages.nameRequired).test('name', contactMessages.nameRequired, notBlank),
    email: text(254).required(messages.emailInvalid).email(messages.emailInvalid),
    topic: string()
      .strict()
      .required(contactMessages.topicRequired)
      .oneOf(
        CONTACT_TOPICS.map((topic) => topic.value),
        contactMessages.topicRequired,
      ),
    message: text(CONTACT_MESSAGE_MAX + 500)
      .required(contactMessages.messageLength)
      .test(
        'length',
        contactMessages.messageLength,
        (value) =>
          value === undefined ||
          (value.trim().length >= CONTACT_MESSAGE_MIN && value.trim().length <= CONTACT_MESSAGE_MAX),
      ),
  }),
);

export type ContactMessageInput = InferType<typeof contactMessageSchema>;
