import { seal, sealingKey, unseal } from '../../../src/domain/identity/sealed-values';

// Values kept encrypted at rest (issue 58): AES-256-GCM under a key derived from a server secret, bound to a purpose.

describe('sealed values', () => {
  const key = sealingKey('a-server-secret-of-some-length', 'identity monitoring');

  it('gives the value back, sealed differently every time, never in clear', () => {
    const first = seal(key, 'monitored email', 'breached.member@example.com');
    const second = seal(key, 'monitored email', 'breached.member@example.com');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(first).not.toContain('breached');
    expect(unseal(key, 'monitored email', first)).toBe('breached.member@example.com');
    expect(unseal(key, 'monitored email', second)).toBe('breached.member@example.com');
  });

  it('refuses another purpose, another key, an altered value and another version', () => {
    const sealed = seal(key, 'monitored email', 'someone@example.com');
    expect(() => unseal(key, 'monitored phone', sealed)).toThrow();
    expect(() =>
      unseal(sealingKey('another-secret-of-some-length', 'identity monitoring'), 'monitored email', sealed),
    ).toThrow();
    expect(() =>
      unseal(sealingKey('a-server-secret-of-some-length', 'freeze pins'), 'monitored email', sealed),
    ).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(() => unseal(key, 'monitored email', `v1.${bytes.toString('base64url')}`)).toThrow();
    expect(() => unseal(key, 'monitored email', `v2.${sealed.slice(3)}`)).toThrow('not a sealed value of this version');
    expect(() => unseal(key, 'monitored email', 'v1.AAAA')).toThrow('sealed value too short');
  });
});
