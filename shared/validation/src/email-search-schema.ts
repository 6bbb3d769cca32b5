import { object, string, type InferType } from 'yup';

import { messages } from './messages';
import { deferredSchema } from './deferred-schema';

export const emailSearchSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    email: string().trim().required(messages.emailInvalid).email(messages.emailInvalid),
  }),
);

export type EmailSearchInput = InferType<typeof emailSearchSchema>;
