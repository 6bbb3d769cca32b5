import type { Tokens } from '@beacon/session';

import { apiRequest } from '../api-client';

export interface PasswordLogin {
  email: string;
  password: string;
  /** The solved ALTCHA challenge: base64(JSON({ challenge, solution })). */
  recaptchaResponse: string;
}

/** The ALTCHA proof-of-work challenge the sign-in form solves (spec §5: a bot-check response is required). */
export function fetchBotCheckChallenge(): Promise<unknown> {
  return apiRequest<unknown>('/altcha/challenge', { skipSessionHandling: true });
}

/** POST /authenticate: a 401 is an answer ("Invalid email and/or password"), not an expired session. */
export function authenticate(login: PasswordLogin): Promise<Tokens> {
  return apiRequest<Tokens>('/authenticate', { method: 'POST', body: login, skipSessionHandling: true });
}

/** POST /logout: revokes the login on the server. A failure must not keep the member signed in. */
export async function logout(refreshToken: string | undefined): Promise<void> {
  await apiRequest<null>('/logout', {
    method: 'POST',
    body: refreshToken ? { refreshToken } : {},
    skipSessionHandling: true,
  }).catch(() => undefined);
}
