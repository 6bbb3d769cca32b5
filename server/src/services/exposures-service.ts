import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';

import {
  EXPOSURE_SOURCES,
  MONITORED_DATA_KINDS,
  type ExposedDataType,
  type ExposureAction,
  type ExposureSource,
  type ExposureSourceState,
  type ExposureWhenMeaning,
  type MonitoredDataKind,
} from '@beacon/validation';

import type { Database } from '../db/schema';
import {
  breachKinds,
  compareExposures,
  labelOf,
  listingKinds,
  severityOf,
  type ExposedKind,
  type ExposureConfidence,
  type Severity,
} from '../domain/exposures/exposure-severity';
import { parseAccountData, createAccountsRepository } from '../repositories/accounts-repository';
import { createExposuresRepository } from '../repositories/exposures-repository';
import { createGuardianBrokersRepository } from '../repositories/guardian-brokers-repository';
import { createGuardianListingsRepository } from '../repositories/guardian-listings-repository';
import { createMembershipsRepository, type Balances } from '../repositories/memberships-repository';
import {
  createProtectionMembersRepository,
  type ProtectionMemberRow,
} from '../repositories/protection-members-repository';
import type { PublicRecordsRepository } from '../repositories/public-records-repository';

// The one exposure view (issue 58 point 6): everything exposed about the member, from three producers, ranked by the
// scoring of domain/exposures/exposure-severity.ts:
//  - breaches: the dark web alerts of the account holder's own monitored person (a household member's alerts are
//    about someone else), read while the member holds dark web or identity monitoring;
//  - broker listings: the listings Guardian's scans found of the account holder's own protection member, read while
//    the member holds Guardian and a scan has run; a listing taken down (removed, or no longer found by the last scan)
//    is no exposure any more and is left out;
//  - public record: the fields of the report the member confirmed as their own (addresses, phones, e-mails, birth
//    date, relatives), as long as its person is still published (an opted-out person shows nothing).
// Every entry is built from a stored row; a source the member has no product for is `not_covered` and adds nothing.
// A source that cannot be read is `unavailable` and the others are still answered, so the screen never says
// "nothing exposed" when it does not know.

export interface ExposureView {
  id: string;
  source: ExposureSource;
  what: ExposedKind[];
  where: { name: string; domain: string | null };
  when: { at: number; meaning: ExposureWhenMeaning };
  severity: Severity;
  next: {
    action: ExposureAction;
    label: string;
    alertId: string | null;
    protectionMemberId: number | null;
    recordId: number | null;
  };
}

export interface ExposuresOverview {
  items: ExposureView[];
  sources: Array<{ source: ExposureSource; state: ExposureSourceState }>;
}

type SourceAnswer = { state: 'read'; items: ExposureView[] } | { state: 'not_covered' };

const MONITORED_TYPES: Record<MonitoredDataKind, ExposedDataType> = {
  email: 'email',
  phone: 'phone',
  username: 'username',
  ssn_last4: 'ssn',
  card: 'card',
};

/** Removal statuses of a request under way: the listing is still up, but going. */
const REMOVAL_UNDER_WAY = new Set(['submitted', 'acknowledged', 'awaiting_confirmation', 'needs_action']);
/** Removal statuses that took the listing down. */
const TAKEN_DOWN = new Set(['removed', 'not_found']);

const PUBLIC_RECORDS = 'Public records';

/** A calendar date (YYYY-MM-DD, or a longer ISO string) as ms at its UTC midnight; NaN-safe. */
function dayMs(date: string): number {
  const ms = Date.parse(`${date.slice(0, 10)}T00:00:00.000Z`);
  return Number.isNaN(ms) ? 0 : ms;
}

function build(base: Omit<ExposureView, 'severity'>, confidence: ExposureConfidence, now: number): ExposureView {
  return {
    ...base,
    severity: severityOf({ types: base.what.map((kind) => kind.type), confidence, at: base.when.at }, now),
  };
}

export function createExposuresService(options: {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
  log: FastifyBaseLogger;
}) {
  const { db, publicRecords, clock, log } = options;

  async function breaches(accountId: number, balances: Balances, now: number): Promise<SourceAnswer> {
    if (balances.dark_web_monitoring !== null && balances.identity_monitoring !== null) return { state: 'not_covered' };
    const rows = await createExposuresRepository(db).selfBreachAlerts(accountId);
    return {
      state: 'read',
      items: rows.map((row) => {
        const kind = MONITORED_DATA_KINDS.find((entry) => entry === row.kind);
        return build(
          {
            id: `breach:${row.alertId}`,
            source: 'breach',
            what: breachKinds(row.dataClasses, kind ? MONITORED_TYPES[kind] : null),
            where: { name: row.title, domain: row.domain || null },
            when: { at: dayMs(row.breachDate), meaning: 'breached' },
            next: {
              action: 'alert_page',
              label: 'See what to do',
              alertId: row.alertId,
              protectionMemberId: null,
              recordId: null,
            },
          },
          { source: 'breach', verified: row.isVerified },
          now,
        );
      }),
    };
  }

  async function listings(self: ProtectionMemberRow | undefined, balances: Balances, now: number) {
    // nothing is known of the sites before the first scan has finished (it sets the next re-scan)
    if (balances.guardian !== null || !self || self.next_scan_at === null) return { state: 'not_covered' } as const;
    const [entries, brokers] = await Promise.all([
      createGuardianListingsRepository(db).listWithRemovals(self.id),
      createGuardianBrokersRepository(db).list(),
    ]);
    const bySlug = new Map(brokers.map((broker) => [broker.slug, broker]));
    const items = entries.flatMap(({ listing, exposed, removal }) => {
      const broker = bySlug.get(listing.broker_slug);
      // the last scan no longer found it, or a removal took it down: no exposure any more
      if (!broker || Number(listing.present) !== 1 || (removal && TAKEN_DOWN.has(removal.status))) return [];
      const underWay = removal !== null && REMOVAL_UNDER_WAY.has(removal.status);
      const label = !underWay
        ? 'Ask Guardian to remove it'
        : removal.status === 'needs_action'
          ? 'Finish the removal request'
          : 'Follow the removal request';
      return [
        build(
          {
            id: `listing:${listing.id}`,
            source: 'broker_listing',
            what: listingKinds(exposed),
            where: { name: broker.name, domain: broker.domain },
            when: { at: Number(listing.first_seen_at), meaning: 'found' },
            next: {
              action: 'guardian_report',
              label,
              alertId: null,
              protectionMemberId: self.id,
              recordId: self.record_id,
            },
          },
          { source: 'broker_listing', removalRequested: underWay },
          now,
        ),
      ];
    });
    return { state: 'read', items } as const;
  }

  async function publicRecord(
    accountId: number,
    self: ProtectionMemberRow | undefined,
    balances: Balances,
    now: number,
  ): Promise<SourceAnswer> {
    const account = await createAccountsRepository(db).findById(accountId);
    const confirmed = parseAccountData(account?.data ?? '{}').customers_report as
      { record_id?: unknown; pointer?: unknown } | undefined;
    if (!confirmed || typeof confirmed.pointer !== 'string') return { state: 'not_covered' };
    const { info, pointers } = await publicRecords.dataset(now);
    if (!info) throw new Error('the public-records data set is not ready');
    const personId = pointers.decode('person', confirmed.pointer);
    // an opted-out person (or one of an earlier data set) is published no more: nothing exposed there
    const person = personId === undefined ? undefined : await publicRecords.person(personId);
    if (!person) return { state: 'read', items: [] };
    const [residences, phones, emails] = await Promise.all([
      publicRecords.residences(person.household_id),
      publicRecords.phonesOf(person.id),
      publicRecords.emailsOf(person.id),
    ]);
    const asOf = dayMs(info.asOf);
    const guarded = balances.guardian === null && self !== undefined;
    const next: ExposureView['next'] = guarded
      ? {
          action: 'guardian_report',
          label: 'Ask Guardian to remove it',
          alertId: null,
          protectionMemberId: self.id,
          recordId: self.record_id,
        }
      : {
          action: 'opt_out',
          label: 'Opt out of public records',
          alertId: null,
          protectionMemberId: null,
          recordId: null,
        };
    const field = (type: Exclude<ExposedDataType, 'other'>, at: number): ExposureView =>
      build(
        {
          id: `record:${type}`,
          source: 'public_record',
          what: [{ type, label: labelOf(type) }],
          where: { name: PUBLIC_RECORDS, domain: null },
          when: { at, meaning: 'last_seen' },
          next,
        },
        { source: 'public_record' },
        now,
      );
    const latest = (dates: string[]) => Math.max(...dates.map(dayMs));
    const current = residences.filter((residence) => residence.end_date === null);
    const past = residences.filter((residence) => residence.end_date !== null);
    const items: ExposureView[] = [];
    // the record as of its data set: a current address and the birth date are seen as of the data set's date
    if (current.length) items.push(field('home_address', asOf));
    if (person.dob) items.push(field('date_of_birth', asOf));
    if (phones.length) items.push(field('phone', latest(phones.map((phone) => phone.last_seen))));
    if (emails.length) items.push(field('email', latest(emails.map((email) => email.last_seen))));
    if (past.length) items.push(field('past_addresses', latest(past.map((residence) => residence.end_date ?? ''))));
    if (person.relatives_summary) items.push(field('relatives', asOf));
    return { state: 'read', items };
  }

  return {
    async overview(accountId: number): Promise<ExposuresOverview> {
      const now = clock();
      const balances = await createMembershipsRepository(db).balances(accountId, now);
      const self = await createProtectionMembersRepository(db).self(accountId);
      const readers: Record<ExposureSource, () => Promise<SourceAnswer>> = {
        breach: () => breaches(accountId, balances, now),
        broker_listing: () => listings(self, balances, now),
        public_record: () => publicRecord(accountId, self, balances, now),
      };
      const answers = await Promise.all(
        EXPOSURE_SOURCES.map(async (source) => {
          try {
            return { source, answer: await readers[source]() };
          } catch (error) {
            // one producer down must not hide the others; the screen says this one could not be read
            log.warn({ err: error, source }, 'an exposure source could not be read');
            return { source, answer: undefined };
          }
        }),
      );
      const items = answers
        .flatMap(({ answer }) => (answer?.state === 'read' ? answer.items : []))
        .sort((a, b) => compareExposures({ ...a, at: a.when.at }, { ...b, at: b.when.at }));
      return {
        items,
        sources: answers.map(({ source, answer }) => ({ source, state: answer ? answer.state : 'unavailable' })),
      };
    },
  };
}

export type ExposuresService = ReturnType<typeof createExposuresService>;
