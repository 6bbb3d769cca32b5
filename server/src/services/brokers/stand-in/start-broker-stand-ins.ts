import type { Kysely } from 'kysely';

import type { Database } from '../../../db/schema';
import { clearRecordsSite } from './clear-records-site';
import { BROKER_SITE_SLUGS, type BrokerSiteSlug } from './listing-id';
import { peoplePathSite } from './people-path-site';
import { recordHarborSite } from './record-harbor-site';
import { createSiteMailer } from './site-mailer';
import { startSite, type Mailbox, type RunningSite, type SiteDefinition } from './site-server';
import type { SiteBehaviour } from './site-state';

// Starts the three stand-in broker sites of issue 59 (ClearRecords, PeoplePath, RecordHarbor) on loopback ports,
// over the public-records data set of `db`, each with its state file in `stateDir`, sending their mail to
// `outboundSmtpUrl`; RecordHarbor reads its letters from `mailbox`. They are outside sites, not part of Beacon's
// server: their own loop (a timer, unref'd) sends the mail waiting, processes what fell due on their clocks and reads
// RecordHarbor's mailbox. Of Beacon's database a site reads the pr_* tables only, and never writes to it.

export { listingIdOf, BROKER_SITE_SLUGS, type BrokerSiteSlug } from './listing-id';
export { RECORD_HARBOR_PRIVACY_ADDRESS } from './record-harbor-site';
export type { MailboxMessage } from './site-server';

const DEFINITIONS: Record<BrokerSiteSlug, SiteDefinition> = {
  clearrecords: clearRecordsSite,
  peoplepath: peoplePathSite,
  recordharbor: recordHarborSite,
};

export interface BrokerStandInsOptions {
  db: Kysely<Database>;
  /** per site; absent or 0: any free port */
  ports?: Partial<Record<BrokerSiteSlug, number>>;
  stateDir: string;
  outboundSmtpUrl: string;
  mailbox: Mailbox;
  /** how often the sites' loop runs (default 1 s) */
  pollIntervalMs?: number;
  /** where the sites report mail they could not send or read (default: stderr) */
  log?: (message: string) => void;
  /** the real time the sites' clocks are offset from (tests) */
  realNow?: () => number;
}

export interface BrokerStandIns {
  origins: Record<BrokerSiteSlug, string>;
  /** moves every site's clock on and processes what fell due (the same as POST /__stand-in/advance on each) */
  advanceDays(days: number): Promise<void>;
  setBehaviour(slug: BrokerSiteSlug, behaviour: Partial<SiteBehaviour>): Promise<void>;
  /** one pass of the sites' loop now: reads the mailbox, processes what is due, sends the mail waiting */
  poll(): Promise<void>;
  close(): Promise<void>;
}

export async function startBrokerStandIns(options: BrokerStandInsOptions): Promise<BrokerStandIns> {
  const mailer = createSiteMailer(options.outboundSmtpUrl);
  const log = options.log ?? ((message: string) => process.stderr.write(`${message}\n`));
  const sites = {} as Record<BrokerSiteSlug, RunningSite>;
  try {
    for (const slug of BROKER_SITE_SLUGS) {
      sites[slug] = await startSite(DEFINITIONS[slug], {
        db: options.db,
        port: options.ports?.[slug] ?? 0,
        stateDir: options.stateDir,
        mailer,
        mailbox: options.mailbox,
        log,
        ...(options.realNow ? { realNow: options.realNow } : {}),
      });
    }
  } catch (error) {
    await Promise.all(Object.values(sites).map((site) => site.close()));
    mailer.close();
    throw error;
  }

  const pollAll = async () => {
    for (const slug of BROKER_SITE_SLUGS) await sites[slug].poll();
  };
  let polling = false;
  const timer = setInterval(() => {
    if (polling) return;
    polling = true;
    pollAll()
      .catch((error: unknown) => log(`broker stand-ins: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        polling = false;
      });
  }, options.pollIntervalMs ?? 1_000);
  timer.unref();

  return {
    origins: Object.fromEntries(BROKER_SITE_SLUGS.map((slug) => [slug, sites[slug].runtime.origin])) as Record<
      BrokerSiteSlug,
      string
    >,
    async advanceDays(days) {
      for (const slug of BROKER_SITE_SLUGS) await sites[slug].advance(days);
    },
    async setBehaviour(slug, behaviour) {
      sites[slug].setBehaviour(behaviour);
    },
    poll: pollAll,
    async close() {
      clearInterval(timer);
      await Promise.all(BROKER_SITE_SLUGS.map((slug) => sites[slug].close()));
      mailer.close();
    },
  };
}
