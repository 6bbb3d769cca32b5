import { object, string, type InferType } from 'yup';

import { messages } from './messages';

export const emailSearchSchema = object({
  email: string().trim().required(messages.emailInvalid).email(messages.emailInvalid),
});

export type EmailSearchInput = InferType<typeof emailSearchSchema>;
