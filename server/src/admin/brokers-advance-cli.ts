import { parseArgs } from 'node:util';

import { BROKER_SITE_SLUGS, type BrokerSiteSlug } from '../services/brokers/stand-in/listing-id';

// `pnpm brokers:advance <days>` (`pnpm --filter @beacon/server brokers:advance -- <days>`): lets <days> days pass on
// the stand-in broker sites (their clocks; each then does what fell due: removes confirmed listings, answers and
// acts on letters) by POSTing /__stand-in/advance to each, and prints what each processed. The sites are those of
// BROKER_SITE_CLEARRECORDS_URL, _PEOPLEPATH_URL and _RECORDHARBOR_URL, else the local stand-ins of `pnpm start`
// (BROKER_STANDIN_<SITE>_PORT, default 2531, 2532, 2533). `--site <slug>` advances one site only. For demos and
// browser tests, never production (the real brokers have no such endpoint).

const NAMES: Record<BrokerSiteSlug, string> = {
  clearrecords: 'ClearRecords',
  peoplepath: 'PeoplePath',
  recordharbor: 'RecordHarbor',
};
const DEFAULT_PORTS: Record<BrokerSiteSlug, number> = { clearrecords: 2531, peoplepath: 2532, recordharbor: 2533 };
const USAGE = 'usage: pnpm brokers:advance <days> [--site clearrecords|peoplepath|recordharbor]';

function fail(message: string): never {
  process.stderr.write(`brokers:advance: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function originOf(slug: BrokerSiteSlug): string {
  const key = slug.toUpperCase();
  const configured = process.env[`BROKER_SITE_${key}_URL`];
  if (configured) return configured.replace(/\/+$/, '');
  return `http://127.0.0.1:${Number(process.env[`BROKER_STANDIN_${key}_PORT`] ?? DEFAULT_PORTS[slug])}`;
}

if (process.env['NODE_ENV']?.toLowerCase() === 'production') fail('refused with NODE_ENV=production');

let parsed: ReturnType<typeof parseArgs<{ options: { site: { type: 'string' } }; allowPositionals: true }>>;
try {
  parsed = parseArgs({ options: { site: { type: 'string' } }, allowPositionals: true });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const [daysText, ...extra] = parsed.positionals.filter((argument) => argument !== '--');
const days = Number(daysText);
if (daysText === undefined || extra.length || !Number.isFinite(days) || days <= 0 || days > 3650) {
  fail('<days> must be a number of days from 1 to 3650');
}
const only = parsed.values.site;
if (only !== undefined && !(BROKER_SITE_SLUGS as readonly string[]).includes(only)) fail(`no stand-in site "${only}"`);
const slugs = BROKER_SITE_SLUGS.filter((slug) => only === undefined || slug === only);

let failed = false;
for (const slug of slugs) {
  const origin = originOf(slug);
  try {
    const response = await fetch(`${origin}/__stand-in/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days }),
      signal: AbortSignal.timeout(30_000),
    });
    const body: unknown = await response.json();
    if (!response.ok || typeof body !== 'object' || body === null || !('processed' in body) || !('now' in body)) {
      throw new Error(`answered ${response.status} ${JSON.stringify(body)}`);
    }
    const { now, processed } = body as { now: unknown; processed: unknown };
    process.stdout.write(
      `${NAMES[slug]} (${origin}): ${days} days passed, its clock reads ${String(now)}; ${String(processed)} ${processed === 1 ? 'step' : 'steps'} processed\n`,
    );
  } catch (error) {
    failed = true;
    process.stderr.write(
      `${NAMES[slug]} (${origin}): not advanced (${error instanceof Error ? error.message : String(error)})\n`,
    );
  }
}
process.exit(failed ? 1 : 0);
