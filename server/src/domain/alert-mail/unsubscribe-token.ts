import { createHmac, timingSafeEqual } from 'node:crypto';

import { ALERT_EMAILS_UNSUBSCRIBE_TOKEN_PATTERN } from '@beacon/validation';

// The token of an alert mail's unsubscribe link (RFC 8058 one-click): `<account id>.<HMAC-SHA256 of it>`, base64url.
// Signed rather than stored: every alert mail carries one, a mail client may use it months later, and it does one
// thing only (turn that account's alert e-mails off), so a token per mail would be rows kept for nothing. Its key is
// derived from the JWT secret with a purpose of its own, so no new secret has to be configured and no other signature
// of the server can pass for it; rotating the JWT secret voids the links already mailed (the member can still turn
// alert e-mails off in Personal Settings).

const PURPOSE = 'beacon alert-email unsubscribe v1';

/** The key unsubscribe tokens are signed with, derived from the JWT secret. */
export function unsubscribeKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update(PURPOSE).digest();
}

function signature(key: Buffer, accountId: number): Buffer {
  return createHmac('sha256', key).update(`alert-emails:${accountId}`).digest();
}

export function unsubscribeToken(key: Buffer, accountId: number): string {
  return `${accountId}.${signature(key, accountId).toString('base64url')}`;
}

/** The account a token names when its signature holds; undefined for anything else. */
export function verifyUnsubscribeToken(key: Buffer, token: string): number | undefined {
  if (!ALERT_EMAILS_UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return undefined;
  const [id = '', mac = ''] = token.split('.');
  const accountId = Number(id);
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(key, accountId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? accountId : undefined;
}
