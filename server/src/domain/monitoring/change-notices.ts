import { formatPhoneNumber, type RecordChangeField } from '@beacon/validation';

import { personName, placeLine, streetLine } from './describe-subject';

// The report updates one applied edition gives the members who monitor what changed (issue 18 point 4): pure rules,
// fed by the data-refresh job with what it applied and who watches it. Every notice has a ref unique per member and
// edition, so a job that is retried after it wrote them adds nothing twice.
//
// A ref reads `edition-<n>:<kind>:<person id>:<field or label>[:<monitored record id>]`: it names the person the
// notice is about (for a household's move, its head: the notice lists the whole household by name). A confirmed
// opt-out finds the notices that name its person by these refs (`noticeRefPattern`, `listsName`).

const NAME_SEPARATOR = ', ';

/** What a notice tells about the person its ref names. */
export const NOTICE_KINDS = [
  'move',
  'out',
  'in',
  'neighbor',
  'offender',
  'offender-watch',
  'phone',
  'relative',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** Kinds whose notice is keyed by a household's head and lists the household by name (or a newborn, for `in`). */
export const HOUSEHOLD_NOTICE_KINDS = ['out', 'in', 'neighbor'] as const satisfies readonly NoticeKind[];

/** A LIKE pattern of the refs, of every edition, of the notices of one kind keyed by one person. */
export function noticeRefPattern(kind: NoticeKind, personId: number): string {
  return `edition-%:${kind}:${personId}:%`;
}

/** The kind and person id a notice's ref is keyed by; undefined for a ref of another writer (a provider's notice). */
export function noticeRefKey(ref: string): { kind: NoticeKind; personId: number } | undefined {
  const match = /^edition-\d+:([a-z-]+):(\d+):/.exec(ref);
  const kind = NOTICE_KINDS.find((known) => known === match?.[1]);
  return kind && match ? { kind, personId: Number(match[2]) } : undefined;
}

/** Whether the old or new value of a notice lists the name (names are joined with ', ', a street line follows). */
export function listsName(values: ReadonlyArray<string | null>, name: string): boolean {
  return values.some((value) => value !== null && value.split(NAME_SEPARATOR).includes(name));
}

function noticeRef(edition: number, kind: NoticeKind, personId: number, ...rest: Array<string | number>): string {
  return [`edition-${edition}`, kind, personId, ...rest].join(':');
}

export interface PersonBrief {
  id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
}

export interface PlaceBrief {
  id: number;
  street_number: number;
  street_name: string;
  city: string;
  state: string;
  zip: string;
}

export type AppliedChange =
  | {
      kind: 'move';
      people: PersonBrief[];
      /** people of the household who are registered sex offenders */
      offenderIds: number[];
      from: PlaceBrief | undefined;
      to: PlaceBrief;
      /** houses on the new street near the new address */
      neighborPlaceIds: number[];
      /** saved addresses of sex offender watch whose radius an offender of the household moved into */
      addressWatchers?: AddressWatcher[];
    }
  | { kind: 'phone'; person: PersonBrief; oldNumber: string | undefined; newNumber: string }
  | { kind: 'relative'; child: PersonBrief; place: PlaceBrief; relatives: PersonBrief[] };

/** A sex offender watch address an offender moved within the radius of. */
export interface AddressWatcher {
  accountId: number;
  /** home, work or school */
  label: string;
  radiusMiles: number;
  /** from the saved address to the offender's new address */
  distanceMiles: number;
  offenderId: number;
}

/** A monitored record: whose it is and which one. */
export interface Watch {
  accountId: number;
  monitoredRecordId: number;
}

export interface Watchers {
  people: ReadonlyMap<number, readonly Watch[]>;
  places: ReadonlyMap<number, readonly Watch[]>;
  /** monitored places by ZIP code: told when a registered offender moves into their ZIP */
  placesByZip: ReadonlyMap<string, readonly Watch[]>;
}

export interface ChangeNotice {
  accountId: number;
  ref: string;
  type: 'person' | 'location';
  display: string;
  firstName: string;
  lastName: string;
  change: {
    monitoredRecordId: number | null;
    field: RecordChangeField;
    oldValue: string | null;
    newValue: string | null;
  };
}

function names(people: PersonBrief[]): string {
  return people.map(personName).join(NAME_SEPARATOR);
}

export function changeNotices(edition: number, applied: readonly AppliedChange[], watchers: Watchers): ChangeNotice[] {
  const notices: ChangeNotice[] = [];
  const tell = (
    watches: readonly Watch[] | undefined,
    kind: NoticeKind,
    personId: number,
    notice: Omit<ChangeNotice, 'accountId' | 'ref' | 'change'> & Omit<ChangeNotice['change'], 'monitoredRecordId'>,
  ) => {
    for (const watch of watches ?? []) {
      const { field, oldValue, newValue, ...rest } = notice;
      notices.push({
        ...rest,
        accountId: watch.accountId,
        ref: noticeRef(edition, kind, personId, field, watch.monitoredRecordId),
        change: { monitoredRecordId: watch.monitoredRecordId, field, oldValue, newValue },
      });
    }
  };

  for (const change of applied) {
    if (change.kind === 'move') {
      const { from, to, people } = change;
      const head = people[0];
      if (!head) continue;
      for (const person of people) {
        tell(watchers.people.get(person.id), 'move', person.id, {
          type: 'person',
          display: `New address: ${placeLine(to)}`,
          firstName: person.first_name,
          lastName: person.last_name,
          field: 'address',
          oldValue: from ? placeLine(from) : null,
          newValue: placeLine(to),
        });
      }
      const who = { firstName: head.first_name, lastName: head.last_name };
      if (from) {
        tell(watchers.places.get(from.id), 'out', head.id, {
          type: 'location',
          display: `Moved out of ${streetLine(from)}: ${names(people)}`,
          ...who,
          field: 'resident',
          oldValue: names(people),
          newValue: null,
        });
      }
      tell(watchers.places.get(to.id), 'in', head.id, {
        type: 'location',
        display: `New resident at ${streetLine(to)}: ${names(people)}`,
        ...who,
        field: 'resident',
        oldValue: null,
        newValue: names(people),
      });
      for (const neighborId of change.neighborPlaceIds) {
        tell(watchers.places.get(neighborId), 'neighbor', head.id, {
          type: 'location',
          display: `New neighbor at ${streetLine(to)}: ${names(people)}`,
          ...who,
          field: 'neighbor',
          oldValue: null,
          newValue: `${names(people)}, ${streetLine(to)}`,
        });
      }
      for (const offenderId of change.offenderIds) {
        const offender = people.find((person) => person.id === offenderId);
        if (!offender) continue;
        tell(
          (watchers.placesByZip.get(to.zip) ?? []).filter((watch) => !watchers.places.get(to.id)?.includes(watch)),
          'offender',
          offender.id,
          {
            type: 'location',
            display: `A registered sex offender moved nearby: ${personName(offender)}, ${placeLine(to)}`,
            firstName: offender.first_name,
            lastName: offender.last_name,
            field: 'sex_offender',
            oldValue: null,
            newValue: `${personName(offender)}, ${placeLine(to)}`,
          },
        );
      }
      for (const watcher of change.addressWatchers ?? []) {
        const offender = people.find((person) => person.id === watcher.offenderId);
        if (!offender) continue;
        const miles = watcher.distanceMiles.toFixed(1);
        notices.push({
          accountId: watcher.accountId,
          ref: noticeRef(edition, 'offender-watch', offender.id, watcher.label),
          type: 'location',
          display:
            `A registered sex offender moved within ${watcher.radiusMiles} mi of your ${watcher.label} address ` +
            `(${miles} mi away): ${personName(offender)}, ${placeLine(to)}`,
          firstName: offender.first_name,
          lastName: offender.last_name,
          change: {
            monitoredRecordId: null,
            field: 'sex_offender',
            oldValue: null,
            newValue: `${personName(offender)}, ${placeLine(to)}`,
          },
        });
      }
    } else if (change.kind === 'phone') {
      const { person, oldNumber, newNumber } = change;
      tell(watchers.people.get(person.id), 'phone', person.id, {
        type: 'person',
        display: `New phone number: ${formatPhoneNumber(newNumber)}`,
        firstName: person.first_name,
        lastName: person.last_name,
        field: 'phone',
        oldValue: oldNumber ? formatPhoneNumber(oldNumber) : null,
        newValue: formatPhoneNumber(newNumber),
      });
    } else {
      const { child, place, relatives } = change;
      for (const relative of relatives) {
        tell(watchers.people.get(relative.id), 'relative', child.id, {
          type: 'person',
          display: `New relative: ${personName(child)}`,
          firstName: relative.first_name,
          lastName: relative.last_name,
          field: 'relative',
          oldValue: null,
          newValue: personName(child),
        });
      }
      tell(watchers.places.get(place.id), 'in', child.id, {
        type: 'location',
        display: `New resident at ${streetLine(place)}: ${personName(child)}`,
        firstName: child.first_name,
        lastName: child.last_name,
        field: 'resident',
        oldValue: null,
        newValue: personName(child),
      });
    }
  }
  return notices;
}
