import type { Tokens } from '@beacon/session';
import {
  botChallengeResponseSchema,
  noContent,
  tokenPairResponseSchema,
  type PasswordLoginInput,
} from '@beacon/validation';

import { apiRequest } from '@beacon/api/client';

/** A password sign-in: the contract's body (`recaptchaResponse` is the solved ALTCHA challenge). */
export type PasswordLogin = PasswordLoginInput;

/** The ALTCHA proof-of-work challenge the sign-in form solves (spec §5: a bot-check response is required). */
export function fetchBotCheckChallenge(): Promise<unknown> {
  return apiRequest('/altcha/challenge', { skipSessionHandling: true, schema: botChallengeResponseSchema });
}

/** POST /authenticate: a 401 is an answer ("Invalid email and/or password"), not an expired session. */
export function authenticate(login: PasswordLogin): Promise<Tokens> {
  return apiRequest('/authenticate', {
    method: 'POST',
    body: login,
    skipSessionHandling: true,
    schema: tokenPairResponseSchema,
  });
}

/** POST /logout: revokes the login on the server. A failure must not keep the member signed in. */
export async function logout(refreshToken: string | undefined): Promise<void> {
  await apiRequest('/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    skipSessionHandling: true,
    schema: noContent(),
  }).catch(() => undefined);
}
