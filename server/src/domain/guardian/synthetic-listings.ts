import { createHash } from 'node:crypto';

import type { ExposedField } from '@beacon/validation';

import { BEACON_BROKER_SLUG, type BrokerEntry } from './broker-catalog';
import { availableFields, type ScanSubject } from './scan-subject';

// The listings of the other brokers (issue 17 point 2): we cannot query those sites from here, so a scan derives
// them from the person's own data, deterministically: the same person gets the same listings on every scan and in
// every environment (the demo and the tests are stable), whatever their member id. Whether a site lists someone
// follows its coverage, what it shows follows what it publishes and what there is to show, and a past name is
// listed separately on the larger sites, as maiden names are.

export interface FoundListing {
  brokerSlug: string;
  /** stable per person, site and name: re-scans recognise the listing by it */
  listingKey: string;
  url: string;
  exposed: ExposedField[];
}

const normalize = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** Deterministic bytes for a key. */
export function digest(...parts: string[]): Buffer {
  return createHash('sha256').update(parts.join('\u001f')).digest();
}

/** A number 0–99 drawn from the key. */
export function percentile(...parts: string[]): number {
  return digest(...parts).readUInt32BE(0) % 100;
}

/** Who the person is, for the draws: name, birth date and home state, never the member id. */
export function subjectKey(subject: ScanSubject): string {
  return [normalize(subject.firstName), normalize(subject.lastName), subject.dob ?? '', subject.addresses[0]?.state ?? '']
    .join('|');
}

const slugPart = (value: string) =>
  encodeURIComponent(
    value
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^A-Za-z0-9-]/g, ''),
  );

export function listingUrl(
  broker: BrokerEntry,
  name: { first: string; last: string },
  place: { city: string; state: string } | undefined,
  id: string,
): string {
  const path = broker.profilePath
    .replaceAll('{first}', slugPart(name.first))
    .replaceAll('{last}', slugPart(name.last))
    .replaceAll('{city}', slugPart(place?.city ?? ''))
    .replaceAll('{state}', slugPart(place?.state ?? ''))
    .replaceAll('{id}', id);
  return path.startsWith('/') && broker.slug !== BEACON_BROKER_SLUG ? `https://${broker.domain}${path}` : path;
}

function exposedOn(broker: BrokerEntry, subject: ScanSubject, key: string): ExposedField[] {
  const available = availableFields(subject);
  return broker.exposes.filter((field) => {
    if (!available.has(field)) return false;
    // photos and employment are on a site's listing for some people only
    if (field === 'photo' || field === 'employment') return percentile(key, broker.slug, field) < 50;
    return true;
  });
}

/** The listings the other brokers have of this person (Beacon's own come from its data set, not from here). */
export function syntheticListings(subject: ScanSubject, brokers: readonly BrokerEntry[]): FoundListing[] {
  const key = subjectKey(subject);
  const place = subject.addresses[0];
  const found: FoundListing[] = [];
  for (const broker of brokers) {
    if (broker.slug === BEACON_BROKER_SLUG) continue;
    if (percentile(key, broker.slug) < broker.coverage) {
      const id = digest(key, broker.slug, 'listing').toString('hex').slice(0, 12);
      found.push({
        brokerSlug: broker.slug,
        listingKey: `${broker.slug}:${id}`,
        url: listingUrl(broker, { first: subject.firstName, last: subject.lastName }, place, id),
        exposed: exposedOn(broker, subject, key),
      });
    }
    for (const otherName of subject.otherNames) {
      const parts = otherName.trim().split(/\s+/);
      const first = parts[0] ?? '';
      const last = parts[parts.length - 1] ?? '';
      const nameKey = `${key}|${normalize(otherName)}`;
      if (broker.coverage < 70 || percentile(nameKey, broker.slug) >= 30) continue;
      const id = digest(nameKey, broker.slug, 'listing').toString('hex').slice(0, 12);
      found.push({
        brokerSlug: broker.slug,
        listingKey: `${broker.slug}:${id}`,
        url: listingUrl(broker, { first, last }, place, id),
        exposed: exposedOn(broker, subject, nameKey),
      });
    }
  }
  return found;
}

/** Whether a removed listing is back at the scan numbered `scanNumber` (people-search sites re-import records). */
export function reappears(listingKey: string, broker: BrokerEntry, scanNumber: number): boolean {
  return percentile(listingKey, 'reappears', String(scanNumber)) < broker.relistPercent;
}
