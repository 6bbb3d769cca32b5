import type { BrokerSitesConfig, StandInSiteSlug } from '../../config/broker-sites';
import { letterChannelOf, type BrokerEntry } from '../../domain/guardian/broker-catalog';
import type { BrokerAdapter } from './broker-adapter';
import { createEmailAdapter } from './email-adapter';
import { createPostalAdapter } from './postal-adapter';
import { clearRecordsScript } from './site-scripts/clear-records';
import { peoplePathScript } from './site-scripts/people-path';
import { createWebFormAdapter } from './web-form-adapter';

// The sites Guardian can read and ask in this environment (issue 59): each a catalog entry with its adapter. A site
// is here only when its address is configured (config/broker-sites.ts: outside production the three stand-in sites
// that `pnpm start` and the tests run). The catalog's other brokers have no adapter: a scan shows their own search
// link and "not checked". The adapters are the real channels: ClearRecords and PeoplePath by their web forms in
// Chromium, RecordHarbor by the e-mailed letter (its pages are read like the others').

export interface BrokerSiteRegistry {
  /** the catalog entries of the sites with an adapter, added to the catalog at start-up */
  readonly entries: readonly BrokerEntry[];
  adapterFor(brokerSlug: string): BrokerAdapter | undefined;
  /** whether a mail from `sender` can be this site's: its replies move a request only then */
  isSiteSender(brokerSlug: string, sender: string): boolean;
}

/**
 * The channel of a catalog broker Guardian cannot read, for a listing the member found there (issue 59 point 2): its
 * letter by e-mail to its privacy address, or by post; undefined for a broker that takes requests only on its own web
 * form (the member uses that form). No scan and no check: its request moves by its replies.
 */
export function letterAdapterFor(broker: BrokerEntry, clock: () => number): BrokerAdapter | undefined {
  const channel = letterChannelOf(broker);
  if (channel === 'email' && broker.optOutEmail) {
    return createEmailAdapter({ brokerSlug: broker.slug, privacyAddress: broker.optOutEmail, clock });
  }
  if (channel === 'mail' && broker.optOutAddress) {
    return createPostalAdapter({
      brokerSlug: broker.slug,
      brokerName: broker.name,
      postalAddress: broker.optOutAddress,
      clock,
    });
  }
  return undefined;
}

/**
 * Whether a mail from `sender` can be from a catalog broker: from the domain of its privacy address or its website's
 * (without "www."), or a subdomain of either.
 */
export function isBrokerSender(broker: Pick<BrokerEntry, 'domain' | 'optOutEmail'>, sender: string): boolean {
  const from = senderDomain(sender);
  if (!from) return false;
  const domains = [broker.domain.replace(/^www\./i, ''), broker.optOutEmail?.split('@')[1] ?? '']
    .map((domain) => domain.toLowerCase())
    .filter(Boolean);
  return domains.some((domain) => from === domain || from.endsWith(`.${domain}`));
}

interface SiteFacts {
  name: string;
  optOutMethod: BrokerEntry['optOutMethod'];
  /** the opt-out page's path on the site, or null when it takes requests by e-mail only */
  optOutPath: string | null;
  optOutEmail: string | null;
  /** the domain its mail comes from */
  mailDomain: string;
  processingDays: number;
  exposes: BrokerEntry['exposes'];
  verification: BrokerEntry['verification'];
}

/** What Beacon knows of each site, as it would of any broker: its name, opt-out and what its listings show. */
const SITE_FACTS: Record<StandInSiteSlug, SiteFacts> = {
  clearrecords: {
    name: 'ClearRecords',
    optOutMethod: 'web_form',
    optOutPath: '/opt-out',
    optOutEmail: null,
    mailDomain: 'clearrecords.test',
    processingDays: 1,
    exposes: ['name', 'age', 'address', 'past_addresses', 'phone', 'relatives'],
    verification: 'email_link',
  },
  peoplepath: {
    name: 'PeoplePath',
    optOutMethod: 'web_form',
    optOutPath: '/optout',
    optOutEmail: null,
    mailDomain: 'peoplepath.test',
    processingDays: 3,
    exposes: ['name', 'age', 'address', 'relatives', 'email'],
    verification: 'none',
  },
  recordharbor: {
    name: 'RecordHarbor',
    optOutMethod: 'email',
    optOutPath: null,
    optOutEmail: 'privacy@recordharbor.test',
    mailDomain: 'recordharbor.test',
    processingDays: 7,
    exposes: ['name', 'date_of_birth', 'address', 'past_addresses', 'phone'],
    verification: 'none',
  },
};

export function brokerSiteEntry(slug: StandInSiteSlug, origin: string): BrokerEntry {
  const facts = SITE_FACTS[slug];
  return {
    slug,
    name: facts.name,
    domain: new URL(origin).host,
    category: 'people_search',
    optOutMethod: facts.optOutMethod,
    optOutUrl: facts.optOutPath ? `${origin}${facts.optOutPath}` : null,
    optOutEmail: facts.optOutEmail,
    optOutAddress: null,
    processingDays: facts.processingDays,
    exposes: [...facts.exposes],
    coverage: 100,
    relistPercent: 0,
    reach: 1,
    verification: facts.verification,
    profilePath: '/person/{id}',
    family: null,
    parent: false,
    searchUrl: `${origin}/search?first={first}&last={last}&state={state}`,
  };
}

const senderDomain = (sender: string) => /@([^@>\s]+)>?\s*$/.exec(sender.trim())?.[1]?.toLowerCase();

export function brokerSiteRegistry(
  sites: ReadonlyArray<{ entry: BrokerEntry; adapter: BrokerAdapter; mailDomain?: string }>,
): BrokerSiteRegistry {
  const bySlug = new Map(sites.map((site) => [site.entry.slug, site]));
  return {
    entries: sites.map((site) => site.entry),
    adapterFor: (brokerSlug) => bySlug.get(brokerSlug)?.adapter,
    isSiteSender: (brokerSlug, sender) => {
      const site = bySlug.get(brokerSlug);
      return Boolean(site?.mailDomain) && senderDomain(sender) === site?.mailDomain;
    },
  };
}

/** The configured sites with their real adapters. */
export function createBrokerSiteRegistry(options: {
  config: BrokerSitesConfig;
  clock: () => number;
}): BrokerSiteRegistry {
  const { config, clock } = options;
  const chromium = { executablePath: config.chromiumPath };
  const sites: Array<{ entry: BrokerEntry; adapter: BrokerAdapter; mailDomain: string }> = [];
  for (const [slug, origin] of Object.entries(config.origins) as Array<[StandInSiteSlug, string | undefined]>) {
    if (!origin) continue;
    const entry = brokerSiteEntry(slug, origin);
    const webForm = (script: typeof clearRecordsScript) =>
      createWebFormAdapter({ brokerSlug: slug, origin, script, chromium, timeoutMs: config.timeoutMs, now: clock });
    const adapter =
      slug === 'clearrecords'
        ? webForm(clearRecordsScript)
        : slug === 'peoplepath'
          ? webForm(peoplePathScript)
          : createEmailAdapter({
              brokerSlug: slug,
              privacyAddress: SITE_FACTS.recordharbor.optOutEmail ?? '',
              // its pages are read as any site's: the web-form adapter's reading, without its form
              reader: webForm(peoplePathScript),
              clock,
            });
    sites.push({ entry, adapter, mailDomain: SITE_FACTS[slug].mailDomain });
  }
  return brokerSiteRegistry(sites);
}
