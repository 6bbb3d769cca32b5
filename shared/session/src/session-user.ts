import { jwtDecode } from 'jwt-decode';

export interface SessionUser {
  firstName: string;
  lastName: string;
  /** member id */
  sub: string;
}

/** Decodes the access token's claims; a token that cannot be decoded preloads no session (spec §3). */
export function decodeSessionUser(accessToken: string | null | undefined): SessionUser | null {
  if (!accessToken) return null;
  try {
    const claims = jwtDecode<Partial<SessionUser>>(accessToken);
    if (typeof claims.sub !== 'string') return null;
    return {
      sub: claims.sub,
      firstName: typeof claims.firstName === 'string' ? claims.firstName : '',
      lastName: typeof claims.lastName === 'string' ? claims.lastName : '',
    };
  } catch {
    return null;
  }
}
