import {
  signIdentityEvent,
  verifyIdentityEventSignature,
} from '../../../src/services/identity-events/webhook-signature';

// The webhook's signature (issue 58): Stripe's scheme, HMAC-SHA256 of "<t>.<raw body>" with the shared secret.

const SECRET = 'whsec-test-0123456789abcdef';
const BODY = JSON.stringify({ id: 'evt_0123456789ab', type: 'credit.inquiry' });
const NOW = 1_800_000_000;

function verify(header: string | undefined, body = BODY, options: { secret?: string; now?: number } = {}) {
  return verifyIdentityEventSignature({
    header,
    body,
    secret: options.secret ?? SECRET,
    nowSeconds: options.now ?? NOW,
    toleranceSeconds: 300,
  });
}

describe('identity webhook signatures', () => {
  it('accepts a good signature and gives its timestamp', () => {
    const header = signIdentityEvent(SECRET, NOW, BODY);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(verify(header)).toEqual({ ok: true, timestamp: NOW });
  });

  it('accepts a timestamp within the tolerance either side, and refuses one beyond it as stale', () => {
    expect(verify(signIdentityEvent(SECRET, NOW - 300, BODY)).ok).toBe(true);
    expect(verify(signIdentityEvent(SECRET, NOW + 300, BODY)).ok).toBe(true);
    expect(verify(signIdentityEvent(SECRET, NOW - 301, BODY))).toEqual({ ok: false, reason: 'stale_timestamp' });
    expect(verify(signIdentityEvent(SECRET, NOW + 301, BODY))).toEqual({ ok: false, reason: 'stale_timestamp' });
  });

  it('refuses a signature made with another secret', () => {
    expect(verify(signIdentityEvent('another-secret-0123456789', NOW, BODY))).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it('refuses a tampered body, and a timestamp moved to freshen an old delivery', () => {
    const header = signIdentityEvent(SECRET, NOW, BODY);
    expect(verify(header, BODY.replace('credit', 'court'))).toEqual({ ok: false, reason: 'bad_signature' });
    expect(verify(header, `${BODY} `)).toEqual({ ok: false, reason: 'bad_signature' });
    const old = signIdentityEvent(SECRET, NOW - 3_600, BODY);
    expect(verify(old.replace(`t=${NOW - 3_600}`, `t=${NOW}`))).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a missing or malformed header, and everything when no secret is configured', () => {
    expect(verify(undefined)).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verify('')).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verify('v1=abc')).toEqual({ ok: false, reason: 'malformed_signature' });
    expect(verify(`t=${NOW}`)).toEqual({ ok: false, reason: 'malformed_signature' });
    expect(verify(`t=${NOW},v1=${'z'.repeat(64)}`)).toEqual({ ok: false, reason: 'malformed_signature' });
    expect(verify(signIdentityEvent(SECRET, NOW, BODY), BODY, { secret: '' })).toEqual({
      ok: false,
      reason: 'not_configured',
    });
  });

  it('accepts any matching v1 among several (a secret being rolled) and ignores other schemes', () => {
    const good = signIdentityEvent(SECRET, NOW, BODY).split(',')[1]!;
    const stale = signIdentityEvent('the-old-secret-0123456789', NOW, BODY).split(',')[1]!;
    expect(verify(`t=${NOW},v0=${'0'.repeat(64)},${stale},${good}`).ok).toBe(true);
    expect(verify(`t=${NOW},v0=${good.slice(3)}`)).toEqual({ ok: false, reason: 'malformed_signature' });
  });
});
