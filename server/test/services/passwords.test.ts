import { OWASP_SCRYPT } from '../../src/config';
import { createPasswordChecker, hashPassword, needsRehash, verifyPassword } from '../../src/services/passwords';

describe('password hashing (scrypt)', () => {
  it('works at the OWASP parameters N=2^17, r=8, p=1 (maxmem raised for them)', async () => {
    const hash = await hashPassword('correct horse battery staple', OWASP_SCRYPT);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const params = { ...OWASP_SCRYPT, log2N: 4 };
    expect(await hashPassword('same', params)).not.toBe(await hashPassword('same', params));
  });

  it('treats a malformed stored hash as a mismatch, and flags old parameters for rehashing', async () => {
    for (const stored of ['', 'plain', 'scrypt$99$8$1$a$b', 'bcrypt$x', 'scrypt$4$8$1$AAAA$AAAA']) {
      expect(await verifyPassword('x', stored)).toBe(false);
    }
    const old = await hashPassword('x', { ...OWASP_SCRYPT, log2N: 4 });
    expect(needsRehash(old, OWASP_SCRYPT)).toBe(true);
    expect(needsRehash(old, { ...OWASP_SCRYPT, log2N: 4 })).toBe(false);
  });

  it('spends a hash on unknown members too', async () => {
    const check = createPasswordChecker({ ...OWASP_SCRYPT, log2N: 4 });
    expect(await check('x', undefined)).toBe(false);
    expect(await check('x', null)).toBe(false);
  });
});
