import { lazy, string, type InferType } from 'yup';

import { messages } from './messages';
import { bodyObject, isPlainObject, scalarId, text } from './payload-fields';
import { toJsonSchema } from './json-schema';
import { builtOnce } from './built-once';
import { deferredSchema } from './deferred-schema';

// POST /authenticate (spec §7): an e-mail login carrying the bot-check payload in `recaptchaResponse`, or a
// social login with `type: "facebook"` and the network's access token.

export const loginMessages = {
  emailRequired: 'Please enter your email address.',
  passwordRequired: 'Please enter your password.',
  botCheckRequired: 'Please complete the bot check.',
  accessTokenRequired: 'accessToken is required for a facebook login',
} as const;

const EMAIL = /* @__PURE__ */ deferredSchema(() => string().required().email());

const sessionFields = builtOnce(() => ({
  sessionId: text(200).optional(),
  sessionCreated: scalarId(64).optional(),
}));

export const passwordLoginSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    type: string().strict().oneOf(['password'], 'type must be "facebook" or absent').optional(),
    // Surrounding spaces (pasted addresses) are forgiven; the server trims before looking the member up.
    email: text(320)
      .required(loginMessages.emailRequired)
      .test('email', messages.emailInvalid, (value) => value === undefined || EMAIL.isValidSync(value.trim())),
    password: text(1024).required(loginMessages.passwordRequired),
    recaptchaResponse: text(16_384).required(loginMessages.botCheckRequired),
    ...sessionFields(),
  }),
);

export const facebookLoginSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    type: string().strict().oneOf(['facebook']).required(),
    accessToken: text(4096).required(loginMessages.accessTokenRequired),
    ...sessionFields(),
  }),
);

export type PasswordLoginInput = InferType<typeof passwordLoginSchema>;
export type FacebookLoginInput = InferType<typeof facebookLoginSchema>;
export type AuthenticateInput = PasswordLoginInput | FacebookLoginInput;

export function isFacebookLogin(input: AuthenticateInput): input is FacebookLoginInput {
  return input.type === 'facebook';
}

export const authenticateSchema = /* @__PURE__ */ deferredSchema(() =>
  lazy((value: unknown) =>
    isPlainObject(value) && value.type === 'facebook' ? facebookLoginSchema : passwordLoginSchema,
  ).meta({ jsonSchema: { oneOf: [toJsonSchema(passwordLoginSchema), toJsonSchema(facebookLoginSchema)] } }),
);
