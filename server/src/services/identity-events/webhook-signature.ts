import { createHmac, timingSafeEqual } from 'node:crypto';

// The signature of the identity provider's webhooks (issue 58), on Stripe's scheme: the header
// `Beacon-Identity-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the shared
// webhook secret. The timestamp is signed with the body, so a delivery captured on the way cannot be replayed once it
// is older than the tolerance, and an attacker cannot freshen it. Several v1 entries may be given (Stripe signs with
// the old and the new secret while one is rolled); any one that matches is enough. Both sides use this file: the
// webhook verifies, the provider's local stand-in signs.

/** Why a delivery's signature was refused (logged, never with the secret or the body). */
export type SignatureRefusal =
  /** no webhook secret is configured: nothing can be verified */
  | 'not_configured'
  | 'missing_signature'
  /** a header without a timestamp or a well-formed v1 entry */
  | 'malformed_signature'
  /** no v1 entry is the HMAC of this body and timestamp (a wrong secret, or a body changed on the way) */
  | 'bad_signature'
  /** a true signature, but its timestamp is further from now than the tolerance (a replay, or a clock far off) */
  | 'stale_timestamp';

export type SignatureCheck = { ok: true; timestamp: number } | { ok: false; reason: SignatureRefusal };

const SIGNATURE_SCHEME = 'v1';
const HEX_SHA256 = /^[0-9a-f]{64}$/;

function hmac(secret: string, timestamp: number, body: string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest();
}

/** The header value signing `body` at `timestamp` (Unix seconds). */
export function signIdentityEvent(secret: string, timestamp: number, body: string): string {
  return `t=${timestamp},${SIGNATURE_SCHEME}=${hmac(secret, timestamp, body).toString('hex')}`;
}

/** The timestamp and v1 signatures of a header, or undefined when it has no timestamp or no well-formed v1. */
function parseHeader(header: string): { timestamp: number; signatures: Buffer[] } | undefined {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    // other schemes (v0 and later ones) are ignored, as Stripe's libraries do
    else if (key === SIGNATURE_SCHEME && HEX_SHA256.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

/**
 * Verifies a delivery: the signature first (so a caller without the secret learns nothing about the clock), compared
 * in constant time, then the timestamp against the tolerance either side of now.
 */
export function verifyIdentityEventSignature(input: {
  header: string | undefined;
  /** the raw body exactly as received (a re-serialized JSON would not match) */
  body: string;
  secret: string;
  nowSeconds: number;
  toleranceSeconds: number;
}): SignatureCheck {
  if (!input.secret) return { ok: false, reason: 'not_configured' };
  if (!input.header) return { ok: false, reason: 'missing_signature' };
  const parsed = parseHeader(input.header);
  if (!parsed) return { ok: false, reason: 'malformed_signature' };
  const expected = hmac(input.secret, parsed.timestamp, input.body);
  // every entry is compared, so the time taken does not tell which one (or whether any) matched
  let matched = false;
  for (const signature of parsed.signatures) matched = timingSafeEqual(signature, expected) || matched;
  if (!matched) return { ok: false, reason: 'bad_signature' };
  if (Math.abs(input.nowSeconds - parsed.timestamp) > input.toleranceSeconds) {
    return { ok: false, reason: 'stale_timestamp' };
  }
  return { ok: true, timestamp: parsed.timestamp };
}
