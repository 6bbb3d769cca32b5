import { createHash } from 'node:crypto';

// The listing ids of the stand-in broker sites (issue 59 design, "Listing id"): the person's id in the public-records
// data set and a short hash of the site and that id, so each site has its own ids, a guessed or copied id of another
// site does not open a listing, and the adapters (which read ids off the pages) never need to compute one.

export const BROKER_SITE_SLUGS = ['clearrecords', 'peoplepath', 'recordharbor'] as const;

export type BrokerSiteSlug = (typeof BROKER_SITE_SLUGS)[number];

function tag(site: BrokerSiteSlug, personId: number): string {
  return createHash('sha256').update(`${site}:${personId}`).digest('hex').slice(0, 8);
}

/** `<personId>-<first 8 hex of sha256(site + ':' + personId)>` */
export function listingIdOf(site: BrokerSiteSlug, personId: number): string {
  return `${personId}-${tag(site, personId)}`;
}

/** The person of a listing id of this site; undefined for an id that is malformed or another site's. */
export function personIdOf(site: BrokerSiteSlug, listingId: string): number | undefined {
  const match = /^(\d{1,12})-([0-9a-f]{8})$/.exec(listingId);
  if (!match) return undefined;
  const personId = Number(match[1]);
  return tag(site, personId) === match[2] ? personId : undefined;
}
