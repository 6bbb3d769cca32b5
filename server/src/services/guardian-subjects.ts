import type { ExposedField } from '@beacon/validation';

import { BEACON_BROKER_SLUG } from '../domain/guardian/broker-catalog';
import { EMPTY_DETAILS, parseProtectionDetails, type ProtectionDetails } from '../domain/guardian/protection-details';
import type { ScanSubject, SubjectAddress } from '../domain/guardian/scan-subject';
import { nameKey } from '../domain/search-keys';
import type { NewListing } from '../repositories/guardian-listings-repository';
import { parseRelativesSummary } from '../repositories/relatives-summary';
import type { ProtectionMemberRow } from '../repositories/protection-members-repository';
import type { PersonRow, PublicRecordsRepository } from '../repositories/public-records-repository';

// Who Guardian protects, as a scan sees them (issue 17 point 2): the protected person's names and details, and
// their listings in Beacon's own public records, found exactly (the person of the confirmed report, and whoever
// has the same name and date of birth) rather than synthesised.

const MAX_BEACON_MATCHES = 3;

/** Where a member finds a Beacon listing: Beacon's own search for the person's name and state. */
function beaconListingUrl(person: PersonRow): string {
  const query = new URLSearchParams({ first: person.first_name, last: person.last_name, state: person.state });
  return `/dashboard/search/person/?${query.toString()}`;
}

export function createGuardianSubjects(options: { publicRecords: PublicRecordsRepository; clock: () => number }) {
  const { publicRecords, clock } = options;

  async function personOfPointer(pointer: string | null): Promise<PersonRow | undefined> {
    if (!pointer) return undefined;
    const { pointers } = await publicRecords.dataset(clock());
    const id = pointers.decode('person', pointer);
    return id === undefined ? undefined : publicRecords.person(id);
  }

  async function addressesOf(person: PersonRow): Promise<SubjectAddress[]> {
    const residences = await publicRecords.residences(person.household_id);
    const seen = new Set<number>();
    const addresses: SubjectAddress[] = [];
    for (const { place } of residences) {
      if (seen.has(place.id)) continue;
      seen.add(place.id);
      addresses.push({
        street: `${place.street_number} ${place.street_name}`,
        city: place.city,
        state: place.state,
        zip: place.zip,
      });
    }
    return addresses.slice(0, 10);
  }

  /** What a person's public records say, as Guardian details (prefills the setup of the self member). */
  async function detailsFromPerson(person: PersonRow): Promise<ProtectionDetails> {
    const [addresses, phones, emails] = await Promise.all([
      addressesOf(person),
      publicRecords.phonesOf(person.id),
      publicRecords.emailsOf(person.id),
    ]);
    return {
      ...EMPTY_DETAILS,
      middleName: person.middle_name ?? '',
      dob: person.dob,
      otherNames: person.maiden_name ? [`${person.first_name} ${person.maiden_name}`] : [],
      addresses,
      phones: [...new Set(phones.map((phone) => phone.number))].slice(0, 5),
      emails: [...new Set(emails.map((email) => email.address))].slice(0, 5),
    };
  }

  async function exposedOf(person: PersonRow): Promise<ExposedField[]> {
    const [phones, emails] = await Promise.all([publicRecords.phonesOf(person.id), publicRecords.emailsOf(person.id)]);
    const fields: ExposedField[] = ['name', 'age', 'date_of_birth', 'address'];
    if (person.places_summary.includes(';')) fields.push('past_addresses');
    if (phones.length) fields.push('phone');
    if (emails.length) fields.push('email');
    if (person.relatives_summary) fields.push('relatives');
    return fields;
  }

  return {
    personOfPointer,
    detailsFromPerson,

    async subjectOf(member: ProtectionMemberRow): Promise<ScanSubject> {
      const details = parseProtectionDetails(member.details);
      const person = member.is_self ? await personOfPointer(member.pointer) : undefined;
      return {
        firstName: member.first_name,
        middleName: details.middleName,
        lastName: member.last_name,
        otherNames: details.otherNames,
        dob: details.dob,
        addresses: details.addresses,
        phones: details.phones,
        emails: details.emails,
        // a family member has a relative at least (the account holder); the self member as their records say
        hasRelatives: member.is_self ? Boolean(person?.relatives_summary) : true,
        relatives: person
          ? parseRelativesSummary(person.relatives_summary).map(({ first, last }) => `${first} ${last}`)
          : [],
      };
    },

    /** The person's listings in Beacon's own data set: exactly them, never a sound-alike. */
    async beaconListings(member: ProtectionMemberRow, subject: ScanSubject): Promise<NewListing[]> {
      const people = new Map<number, PersonRow>();
      const own = member.is_self ? await personOfPointer(member.pointer) : undefined;
      if (own) people.set(own.id, own);
      const names = [
        { first: subject.firstName, last: subject.lastName },
        ...subject.otherNames.map((name) => {
          const parts = name.trim().split(/\s+/);
          return { first: parts[0] ?? '', last: parts[parts.length - 1] ?? '' };
        }),
      ];
      for (const name of names) {
        if (people.size >= MAX_BEACON_MATCHES) break;
        const matches = await publicRecords.exactPeople(
          nameKey(name.first),
          nameKey(name.last),
          { dob: subject.dob, state: subject.dob ? null : (subject.addresses[0]?.state ?? null) },
          MAX_BEACON_MATCHES,
        );
        for (const person of matches) if (people.size < MAX_BEACON_MATCHES) people.set(person.id, person);
      }
      const listings: NewListing[] = [];
      for (const person of people.values()) {
        listings.push({
          brokerSlug: BEACON_BROKER_SLUG,
          listingKey: `${BEACON_BROKER_SLUG}:person-${person.id}`,
          url: beaconListingUrl(person),
          exposed: await exposedOf(person),
          personId: person.id,
        });
      }
      return listings;
    },
  };
}

export type GuardianSubjects = ReturnType<typeof createGuardianSubjects>;
