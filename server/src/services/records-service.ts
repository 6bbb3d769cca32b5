import type { RecordKey } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { notFound } from '../http-errors';
import { createRecordsRepository, type RecordRow } from '../repositories/records-repository';
import type { PersonRow, PublicRecordsRepository } from '../repositories/public-records-repository';
import { addressOf } from './public-records-service';
import { dateParts } from './record-details';

// The create-record flow of spec §2.4 and §4 ("resolve the data, create the record, redirect"): the record's display
// data (spec §3 Record) is taken from the public-records data set when the record is created.
// - person: the pointer must resolve to someone who has not opted out; name, current address, dobs and dods.
// - location: the pointer must resolve to a place; its address and pointer.
// - phone and email: the value itself, plus the name and current address of the person the data set has for it
//   (none, or one who opted out, leaves just the value).

export const RECORD_NOT_FOUND = 'Record not found';

export type CreateRecordResult = { created: true; record: RecordRow } | { created: false; existing: RecordRow };

interface NameData {
  first: string;
  middle: string | null;
  last: string;
}

interface LocationData {
  address: { street: string; city: string; state: string };
}

function nameData(person: PersonRow): NameData {
  return { first: person.first_name, middle: person.middle_name, last: person.last_name };
}

export function createRecordsService(options: {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
}) {
  const { db, publicRecords, clock } = options;
  const records = createRecordsRepository(db);

  /** The person's current address as record cards show it, when the data set has the place. */
  async function currentLocation(person: PersonRow): Promise<LocationData | undefined> {
    const place = await publicRecords.place(person.place_id);
    if (!place) return undefined;
    const { street, city, state_code: state } = addressOf(place);
    return { address: { street, city, state } };
  }

  /** Name and current address of a matching person, for phone and email records. */
  async function owner(personId: number | undefined): Promise<{ name?: NameData; location?: LocationData }> {
    const person = personId === undefined ? undefined : await publicRecords.person(personId);
    if (!person) return {};
    const location = await currentLocation(person);
    return { name: nameData(person), ...(location ? { location } : {}) };
  }

  /** The record's display data, or a 404 when a pointer does not resolve (unknown, or someone who opted out). */
  async function displayData(key: RecordKey): Promise<Record<string, unknown>> {
    switch (key.type) {
      case 'person': {
        const { pointers } = await publicRecords.dataset(clock());
        const id = pointers.decode('person', key.pointer);
        const person = id === undefined ? undefined : await publicRecords.person(id);
        if (!person) throw notFound(RECORD_NOT_FOUND);
        const location = await currentLocation(person);
        return {
          name: nameData(person),
          ...(location ? { location } : {}),
          dobs: [{ date: dateParts(person.dob) }],
          dods: person.dod ? [{ date: dateParts(person.dod) }] : [],
        };
      }
      case 'location': {
        const { pointers } = await publicRecords.dataset(clock());
        const id = pointers.decode('location', key.pointer);
        const place = id === undefined ? undefined : await publicRecords.place(id);
        if (!place) throw notFound(RECORD_NOT_FOUND);
        return { address: addressOf(place), pointer: key.pointer };
      }
      case 'phone': {
        // the current holder of the number first (the repository's order), as the phone search shows them
        const [match] = await publicRecords.searchPhone(key.value);
        return { phone: { number: key.value }, ...(await owner(match === undefined ? undefined : Number(match.id))) };
      }
      case 'email': {
        const [match] = await publicRecords.searchEmail(key.value);
        return { email: { address: key.value }, ...(await owner(match === undefined ? undefined : Number(match.id))) };
      }
    }
  }

  return {
    list: (accountId: number) => records.list(accountId),

    find: (accountId: number, id: number) => records.find(accountId, id),

    /** Creates the member's record, or names the one they have already (spec §8 "Create record 409"). */
    async create(accountId: number, key: RecordKey): Promise<CreateRecordResult> {
      // An existing record wins even when its pointer no longer resolves: the member is sent to what they have.
      const existing = await records.findByKey(accountId, key);
      if (existing) return { created: false, existing };
      const data = await displayData(key);
      const record = await db
        .transaction()
        .execute(async (trx) => createRecordsRepository(trx).insert({ accountId, key, data, now: clock() }));
      if (record) return { created: true, record };
      // A concurrent request created it between the read and the insert.
      const raced = await records.findByKey(accountId, key);
      if (!raced) throw new Error('record insert conflicted but no record was found');
      return { created: false, existing: raced };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
