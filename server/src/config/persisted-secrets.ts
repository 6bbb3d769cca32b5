import { randomBytes } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { ConfigError } from './config-error';

// Secrets that are not given are generated once and kept under .data/ so tokens survive restarts of a single machine.
// Several instances behind a load balancer must be given the same JWT_SECRET, ALTCHA_HMAC_SECRET and POINTER_SECRET
// instead (production refuses to start without them: production-checks.ts). The identity provider's webhook secret
// is kept the same way outside production (IDENTITY_WEBHOOK_SECRET when given; production never generates it), and so
// is the key of the members' credit freeze PINs (CREDIT_FREEZE_KEY; production requires it: production-checks.ts).

export interface PersistedSecrets {
  jwtSecret: string;
  altchaSecret: string;
  pointerSecret: string;
  /** the HMAC key the identity provider signs its webhooks with (issue 58) */
  identityWebhookSecret: string;
  /** the secret the AES-256-GCM key of the members' credit freeze PINs is derived from (issue 58 point 5) */
  creditFreezeKey: string;
}

type SecretName = keyof PersistedSecrets;
const SECRET_NAMES: SecretName[] = [
  'jwtSecret',
  'altchaSecret',
  'pointerSecret',
  'identityWebhookSecret',
  'creditFreezeKey',
];
/** Secrets a secrets.json of an earlier version may lack: they are added to it, once. */
const ADDED_LATER: SecretName[] = ['pointerSecret', 'identityWebhookSecret', 'creditFreezeKey'];
/** A lock file older than this was left by a process that died while upgrading; it is taken over. */
const STALE_LOCK_MS = 10_000;

const newSecret = () => randomBytes(48).toString('base64url');

function sleepSync(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Reads .data/secrets.json, creating it once. Creation is atomic (link of a finished temp file), so two processes
 * starting together end up with the same secrets. A file of an earlier version that lacks a secret added since gets
 * it under a lock file, by renaming a finished temp file over it, so it is never half written and processes starting
 * together agree on the value.
 */
export function loadPersistedSecrets(dataDir: string): PersistedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const read = (): Partial<PersistedSecrets> | undefined => {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null) {
        const record = parsed as Record<string, unknown>;
        const complete = SECRET_NAMES.every(
          (name) => typeof record[name] === 'string' || (ADDED_LATER.includes(name) && record[name] === undefined),
        );
        if (complete) return parsed as Partial<PersistedSecrets>;
      }
      throw new ConfigError(`${file} is not a valid secrets file; delete it to generate new secrets`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };
  const isComplete = (secrets: Partial<PersistedSecrets> | undefined): secrets is PersistedSecrets =>
    secrets !== undefined && SECRET_NAMES.every((name) => typeof secrets[name] === 'string');
  const tempFile = () => `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;

  let existing = read();
  if (isComplete(existing)) return existing;
  if (existing) {
    upgradeUnderLock(file, read, (current) => {
      const temp = tempFile();
      const upgraded = { ...current };
      for (const name of ADDED_LATER) upgraded[name] ??= newSecret();
      writeFileSync(temp, JSON.stringify(upgraded, null, 2), { mode: 0o600 });
      renameSync(temp, file);
    });
    existing = read();
    if (!isComplete(existing)) throw new ConfigError(`could not add the missing secrets to ${file}`);
    return existing;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: PersistedSecrets = {
    jwtSecret: newSecret(),
    altchaSecret: newSecret(),
    pointerSecret: newSecret(),
    identityWebhookSecret: newSecret(),
    creditFreezeKey: newSecret(),
  };
  const temp = tempFile();
  writeFileSync(temp, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  // Another process may have created the file first, possibly an older version without the later secrets.
  const stored = read();
  if (!stored) throw new ConfigError(`could not create ${file}`);
  return isComplete(stored) ? stored : loadPersistedSecrets(dataDir);
}

/** Runs `upgrade` on the current secrets while holding secrets.json.lock; waits while another process holds it. */
function upgradeUnderLock(
  file: string,
  read: () => Partial<PersistedSecrets> | undefined,
  upgrade: (current: Partial<PersistedSecrets>) => void,
): void {
  const lock = `${file}.lock`;
  for (;;) {
    let handle: number;
    try {
      handle = openSync(lock, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) unlinkSync(lock);
      } catch (statError) {
        if ((statError as NodeJS.ErrnoException).code !== 'ENOENT') throw statError;
      }
      sleepSync(20);
      continue;
    }
    try {
      // The holder before us may have added the secrets already.
      const current = read();
      if (current && !SECRET_NAMES.every((name) => typeof current[name] === 'string')) upgrade(current);
    } finally {
      closeSync(handle);
      unlinkSync(lock);
    }
    return;
  }
}
