import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

import type { PasswordHashConfig } from '../config';

// scrypt from node:crypto at the OWASP figures (N=2^17, r=8, p=1). N=2^17 needs 128 * N * r = 128 MiB, above
// node's default 32 MiB `maxmem`, so the limit is raised to fit. Stored form: scrypt$<log2N>$<r>$<p>$<salt>$<hash>.

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

// Each hash at N=2^17 holds 128 MiB while it runs; a burst of logins must not multiply that without bound.
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, params: PasswordHashConfig): Promise<Buffer> {
  return withHashSlot(() => deriveNow(password, salt, params));
}

function deriveNow(password: string, salt: Buffer, params: PasswordHashConfig): Promise<Buffer> {
  const options: ScryptOptions = {
    N: 2 ** params.log2N,
    r: params.r,
    p: params.p,
    maxmem: 128 * 2 ** params.log2N * params.r * 2 + 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: PasswordHashConfig): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.log2N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

interface ParsedHash {
  params: PasswordHashConfig;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [log2N, r, p] = parts.slice(1, 4).map(Number);
  if (!log2N || !r || !p || log2N > 22 || r > 32 || p > 16) return undefined;
  return {
    params: { log2N, r, p },
    salt: Buffer.from(parts[4] ?? '', 'base64'),
    key: Buffer.from(parts[5] ?? '', 'base64'),
  };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with other parameters than the current ones (rehash after a good login). */
export function needsRehash(stored: string, params: PasswordHashConfig): boolean {
  const parsed = parseHash(stored);
  return (
    !parsed || parsed.params.log2N !== params.log2N || parsed.params.r !== params.r || parsed.params.p !== params.p
  );
}

/**
 * Checks a password against an account that may not exist. For a missing account it still spends one hash on a
 * throw-away value, so the response time does not tell which e-mails are members.
 */
export function createPasswordChecker(params: PasswordHashConfig) {
  let decoy: Promise<string> | undefined;
  return async function check(password: string, stored: string | null | undefined): Promise<boolean> {
    if (stored) return verifyPassword(password, stored);
    decoy ??= hashPassword(randomBytes(16).toString('hex'), params);
    await verifyPassword(password, await decoy);
    return false;
  };
}
