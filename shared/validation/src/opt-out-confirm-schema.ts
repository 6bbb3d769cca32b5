import { type InferType } from 'yup';

import { bodyObject, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// POST /opt-outs/confirm (the link of the confirmation e-mail, opened on the /opt-out page): the single-use token of
// the link, 32 random bytes in base64url.

export const optOutConfirmMessages = {
  tokenInvalid: 'This confirmation link is not valid. Please copy the whole link from the e-mail.',
} as const;

export const OPT_OUT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const optOutConfirmSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    token: text(43)
      .required(optOutConfirmMessages.tokenInvalid)
      .matches(OPT_OUT_TOKEN_PATTERN, optOutConfirmMessages.tokenInvalid),
  }),
);

export type OptOutConfirmInput = InferType<typeof optOutConfirmSchema>;
