import { createHash } from 'node:crypto';

import type { Kysely } from 'kysely';

import type { MonitoredDataKind } from '@beacon/validation';

import type { Database } from '../db/schema';
import { DEMO_PROFILES } from '../domain/demo-profiles';
import { breachCatalog, breachedPasswords, breachesOf } from '../domain/identity/breach-corpus';
import { monitoredHash, normalizeMonitoredValue } from '../domain/identity/monitored-values';
import { createBreachCorpusRepository } from '../repositories/breach-corpus-repository';
import { readDataset } from '../repositories/public-records-dataset';

// Builds the breach corpus of the public-records data set (issue 18 point 2): the catalog, and for every e-mail,
// phone and username of the people in the data set the breaches that exposed it, stored as keyed hashes. Built once
// per data set and key (a new `pnpm seed` or another key rebuilds it); idempotent, so two instances starting at once
// only do the work twice. The demo members' e-mails are in two breaches each, so the demo shows alerts.

const PAGE = 5_000;

export interface CorpusBuild {
  built: boolean;
  identifiers: number;
  seconds: number;
}

/** Usernames people use: the part of their e-mail before the @, when it looks like a handle. */
function usernameOf(email: string): string | undefined {
  const local = email.split('@')[0] ?? '';
  return /^[a-z0-9._-]{4,40}$/.test(local) ? local : undefined;
}

export async function ensureBreachCorpus(
  db: Kysely<Database>,
  options: { key: string; now: number },
): Promise<CorpusBuild> {
  const started = Date.now();
  const corpus = createBreachCorpusRepository(db);
  const dataset = await readDataset(db);
  const seed = dataset?.status === 'ready' ? dataset.seed : 'no-dataset';
  const keyId = createHash('sha256').update(options.key).digest('hex').slice(0, 16);
  const built = await corpus.builtFor();
  if (built && built.datasetSeed === seed && built.keyId === keyId) {
    return { built: false, identifiers: built.identifiers, seconds: 0 };
  }
  await corpus.clear();
  const catalog = breachCatalog(seed);
  const breachIds = await corpus.insertBreaches(catalog);
  let identifiers = 0;

  async function expose(kind: MonitoredDataKind, values: Iterable<string>): Promise<void> {
    const rows: Array<{ hash: string; breach_id: number }> = [];
    for (const value of values) {
      const normalized = normalizeMonitoredValue(kind, value);
      const hits = breachesOf(seed, kind, normalized, catalog);
      if (!hits.length) continue;
      const hash = monitoredHash(options.key, kind, normalized);
      for (const index of hits) rows.push({ hash, breach_id: breachIds[index]! });
    }
    identifiers += rows.length;
    await corpus.insertIdentifiers(rows);
  }

  for (let after = ''; ; ) {
    const page = await db
      .selectFrom('pr_emails')
      .select('address')
      .where('address', '>', after)
      .orderBy('address')
      .limit(PAGE)
      .execute();
    if (!page.length) break;
    const emails = page.map((row) => row.address);
    await expose('email', emails);
    await expose('username', emails.flatMap((email) => usernameOf(email) ?? []));
    after = emails[emails.length - 1]!;
  }
  for (let after = ''; ; ) {
    const page = await db
      .selectFrom('pr_phones')
      .select('number')
      .where('number', '>', after)
      .orderBy('number')
      .limit(PAGE)
      .execute();
    if (!page.length) break;
    await expose('phone', page.map((row) => row.number));
    after = page[page.length - 1]!.number;
  }
  // the demo members' own e-mails, in the two oldest breaches that hold e-mails (every breach does)
  const demo: Array<{ hash: string; breach_id: number }> = [];
  for (const profile of DEMO_PROFILES) {
    const hash = monitoredHash(options.key, 'email', profile.email);
    demo.push({ hash, breach_id: breachIds[0]! }, { hash, breach_id: breachIds[1]! });
  }
  await corpus.insertIdentifiers(demo);
  identifiers += demo.length;

  await corpus.insertPasswords(
    breachedPasswords(seed).map(({ sha1, count }) => ({ prefix: sha1.slice(0, 5), suffix: sha1.slice(5), count })),
  );
  await corpus.markBuilt(seed, keyId, identifiers, options.now);
  return { built: true, identifiers, seconds: (Date.now() - started) / 1000 };
}
