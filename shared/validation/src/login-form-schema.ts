import { object, string, type InferType } from 'yup';

import { loginMessages } from './authenticate-schema';
import { messages } from './messages';
import { deferredSchema } from './deferred-schema';

// The sign-in form (spec §5: e-mail, password and a bot-check response are required). The bot check is solved by
// the form itself; the payload it sends is checked by passwordLoginSchema on the server.
export const loginFormSchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    email: string().trim().required(loginMessages.emailRequired).email(messages.emailInvalid),
    password: string().required(loginMessages.passwordRequired),
  }),
);

export type LoginFormInput = InferType<typeof loginFormSchema>;
