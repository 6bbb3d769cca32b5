import path from 'node:path';

import type { DatabaseConfig, QuotaLimits } from '../config';
import { ConfigError, type Env } from './config-error';

// Readers of single environment variables: each checks its value and says in a ConfigError what it must be.

export function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

export function readBool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

/** QUOTA_<NAME>_PER_MINUTE and QUOTA_<NAME>_PER_DAY. */
export function readQuota(env: Env, name: string, fallback: QuotaLimits): QuotaLimits {
  return {
    perMinute: readInt(env, `QUOTA_${name}_PER_MINUTE`, fallback.perMinute, 1, 1_000_000_000),
    perDay: readInt(env, `QUOTA_${name}_PER_DAY`, fallback.perDay, 1, 1_000_000_000),
  };
}

export function readUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL`);
  }
  return raw.replace(/\/+$/, '');
}

export function readSmtpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an smtp:// or smtps:// URL`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError(`${name} must be an smtp:// or smtps:// URL`);
  }
  return raw;
}

/**
 * The App Store id of the iPhone app: its digits (App Store Connect's "Apple ID"), with or without the "id" of its
 * store URL. A run of zeros is the placeholder of a template, not an app.
 */
export function readOptionalAppStoreId(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  const digits = /^(?:id)?(\d{6,12})$/.exec(raw)?.[1];
  if (!digits || /^0+$/.test(digits)) {
    throw new ConfigError(`${name} must be the App Store id of the app: 6 to 12 digits, such as 1234567890`);
  }
  return digits;
}

/** The Google Play id of the Android app: its Java package name (application id), such as com.example.app. */
export function readOptionalPlayStoreId(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  if (!/^[A-Za-z][A-Za-z0-9_]*(?:\.[A-Za-z][A-Za-z0-9_]*)+$/.test(raw) || raw.length > 150) {
    throw new ConfigError(`${name} must be the Google Play id of the app: a package name such as com.example.app`);
  }
  return raw;
}

/** An http(s) URL kept exactly as given (it goes to browsers as is), or null when the variable is unset or empty. */
export function readOptionalUrl(env: Env, name: string): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  readUrl(env, name, raw);
  return raw;
}

export function parseAppCredentials(raw: string): Record<string, string> {
  const credentials: Record<string, string> = {};
  for (const pair of raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const separator = pair.indexOf(':');
    const appId = pair.slice(0, separator);
    const apiKey = pair.slice(separator + 1);
    if (separator <= 0 || !apiKey || !/^[\w.-]{1,64}$/.test(appId) || apiKey.length > 256) {
      throw new ConfigError('APP_CREDENTIALS must be a comma-separated list of appId:apiKey pairs');
    }
    credentials[appId] = apiKey;
  }
  if (!Object.keys(credentials).length) throw new ConfigError('APP_CREDENTIALS must name at least one app');
  return credentials;
}

export function parseCorsOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        throw new ConfigError(`CORS_ORIGINS entry "${origin}" is not an origin such as https://app.example.com`);
      }
      if (url.origin !== origin.replace(/\/$/, '')) {
        throw new ConfigError(`CORS_ORIGINS entry "${origin}" must be a bare origin (scheme, host and port only)`);
      }
      return url.origin;
    });
}

export function parseDatabaseUrl(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (!raw) return { kind: 'sqlite', file: path.join(dataDir, 'beacon.sqlite') };
  if (/^postgres(ql)?:\/\//.test(raw)) return { kind: 'postgres', url: raw };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('DATABASE_URL sqlite: needs a file path, e.g. sqlite:./.data/beacon.sqlite');
    return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  throw new ConfigError('DATABASE_URL must start with postgres://, postgresql:// or sqlite:');
}

/**
 * DATABASE_REPLICA_URL, read like DATABASE_URL: a postgres:// URL of a streaming replica of DATABASE_URL's database,
 * which must then be PostgreSQL too (SQLite has no replica). The messages never repeat the URL, whose password would
 * reach the log of a refused start.
 */
export function parseDatabaseReplicaUrl(raw: string | undefined, database: DatabaseConfig): DatabaseConfig {
  if (!raw) return database;
  if (!/^postgres(ql)?:\/\//.test(raw)) {
    throw new ConfigError('DATABASE_REPLICA_URL must start with postgres:// or postgresql://');
  }
  if (database.kind !== 'postgres') {
    throw new ConfigError('DATABASE_REPLICA_URL needs a postgres:// DATABASE_URL: the replica streams from it');
  }
  return { ...database, replicaUrl: raw };
}
