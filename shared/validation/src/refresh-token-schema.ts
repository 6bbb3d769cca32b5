import { type InferType } from 'yup';

import { bodyObject, scalarId, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// POST /refresh-access-token (spec §7). The last access token may be expired; the server checks its signature and
// that it belongs to the same login as the refresh token.
export const refreshTokenSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    refreshToken: text(512).required('refreshToken is required'),
    lastAccessToken: text(4096).required('lastAccessToken is required'),
    sessionId: text(200).optional(),
    sessionCreated: scalarId(64).optional(),
  }),
);

export type RefreshTokenInput = InferType<typeof refreshTokenSchema>;

/** POST /logout: the bearer token names the login; a refresh token may be sent instead when the access token is gone. */
export const logoutSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    refreshToken: text(512).optional(),
  })
    .nullable()
    .optional(),
);

export type LogoutInput = InferType<typeof logoutSchema>;
