import { createHmac } from 'node:crypto';

import type { FacebookConfig } from '../config';

// The `type: "facebook"` login. The client hands us the access token Facebook gave it; we ask the Graph API (base
// URL configurable, so tests run against a local stand-in) who it belongs to. A user token is valid for every Graph
// call, whichever app it was issued to, so any site with a Facebook login could sign its users in here as our members:
// we first check through debug_token (with our app access token) that the token was issued to our app, and sign
// calls with appsecret_proof. Without an app id and secret that check cannot be made, so the login is off.

export interface FacebookProfile {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** Facebook could not be asked (network, timeout, 5xx): not the member's fault, so not a 401. */
export class FacebookUnavailableError extends Error {
  override name = 'FacebookUnavailableError';
}

type Fetch = typeof fetch;

function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 320 ? value : null;
}

export function createFacebookVerifier(config: FacebookConfig, fetchImpl: Fetch = fetch) {
  async function getJson(url: URL): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(url, {
        signal: AbortSignal.timeout(config.timeoutMs),
        headers: { Accept: 'application/json' },
      });
    } catch {
      // the URL holds the access token: never put it into an error message or a log line
      throw new FacebookUnavailableError('The Graph API could not be reached');
    }
    if (response.status >= 500) throw new FacebookUnavailableError(`The Graph API answered ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body };
  }

  async function issuedToOurApp(accessToken: string, appId: string, appSecret: string): Promise<boolean> {
    const url = new URL(`${config.graphBaseUrl}/debug_token`);
    url.searchParams.set('input_token', accessToken);
    url.searchParams.set('access_token', `${appId}|${appSecret}`);
    const { status, body } = await getJson(url);
    if (status !== 200 || typeof body !== 'object' || body === null) return false;
    const data = (body as { data?: unknown }).data;
    if (typeof data !== 'object' || data === null) return false;
    const { is_valid: isValid, app_id: issuedTo } = data as { is_valid?: unknown; app_id?: unknown };
    return isValid === true && String(issuedTo) === appId;
  }

  return {
    /** The profile behind the token, or null when Facebook says the token is not good. */
    async verify(accessToken: string): Promise<FacebookProfile | null> {
      const { appId, appSecret } = config;
      if (!appId || !appSecret) return null;
      if (!(await issuedToOurApp(accessToken, appId, appSecret))) return null;
      const url = new URL(`${config.graphBaseUrl}/me`);
      url.searchParams.set('fields', 'id,email,first_name,last_name');
      url.searchParams.set('access_token', accessToken);
      url.searchParams.set('appsecret_proof', createHmac('sha256', appSecret).update(accessToken).digest('hex'));
      const { status, body } = await getJson(url);
      if (status !== 200 || typeof body !== 'object' || body === null) return null;
      const profile = body as Record<string, unknown>;
      if (typeof profile.id !== 'string' || !/^\d{1,32}$/.test(profile.id)) return null;
      return {
        id: profile.id,
        email: optionalString(profile.email)?.toLowerCase() ?? null,
        firstName: optionalString(profile.first_name),
        lastName: optionalString(profile.last_name),
      };
    },
  };
}

export type FacebookVerifier = ReturnType<typeof createFacebookVerifier>;
