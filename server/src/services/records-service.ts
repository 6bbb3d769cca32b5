import type { RecordKey } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/errors';
import { createAccountsRepository, parseAccountData } from '../repositories/accounts-repository';
import { createRecordsRepository, type RecordFlags, type RecordRow } from '../repositories/records-repository';
import { createTelemetryRepository } from '../repositories/telemetry-repository';
import type { PersonRow, PublicRecordsRepository } from '../repositories/public-records-repository';
import { createEntitlements } from './entitlements';
import { addressOf } from './public-records-service';
import { dateParts } from '../domain/record-details';

// The create-record flow of spec §2.4 and §4 ("resolve the data, create the record, redirect"): the record's display
// data (spec §3 Record) is taken from the public-records data set when the record is created.
// - person: the pointer must resolve to someone who has not opted out; name, current address, dobs and dods.
// - location: the pointer must resolve to a place; its address and pointer.
// - phone and email: the value itself, plus the name and current address of the person the data set has for it
//   (none, or one who opted out, leaves just the value).

export const RECORD_NOT_FOUND = 'Record not found';
export const ONLY_PERSON_CLAIMS = 'Only a person record can be claimed';
export const TYPE_MISMATCH = "type does not match the record's type";
export { PREMIUM_REPORT_ITEM as PREMIUM_ITEM, PREMIUM_REQUIRED } from './entitlements';
export const ACCOUNT_CHANGED = 'The account changed while saving; please try again';
/** The event row of a claim (spec §7 POST /events "report claim"). */
export const CLAIM_EVENT = 'report:claim';

const MAX_CLAIM_ATTEMPTS = 5;

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

/** The 409 of a member at MAX_RECORDS_PER_MEMBER (no Location: it is not the "exists" 409 of spec §8). */
export const recordsCapReached = (max: number) =>
  conflict(
    `You have ${max} saved records, the most a member can keep (archived ones count too). Delete one to add another.`,
  );

export function createRecordsService(options: {
  db: Kysely<Database>;
  publicRecords: PublicRecordsRepository;
  clock: () => number;
  /** records a member may keep, archived ones included */
  maxRecords: number;
}) {
  const { db, publicRecords, clock, maxRecords } = options;
  const records = createRecordsRepository(db);
  const entitlements = createEntitlements({ db, clock });
  const accounts = createAccountsRepository(db);

  async function own(accountId: number, id: number): Promise<RecordRow> {
    const record = await records.find(accountId, id);
    if (!record) throw notFound(RECORD_NOT_FOUND);
    return record;
  }

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
      const record = await db.transaction().execute(async (trx) => {
        // The member's row is held while counting, so concurrent creates on any instance cannot pass the cap together.
        await createAccountsRepository(trx).lock(accountId);
        const inTransaction = createRecordsRepository(trx);
        if ((await inTransaction.count(accountId)) >= maxRecords) throw recordsCapReached(maxRecords);
        return inTransaction.insert({ accountId, key, data, now: clock() });
      });
      if (record) return { created: true, record };
      // A concurrent request created it between the read and the insert.
      const raced = await records.findByKey(accountId, key);
      if (!raced) throw new Error('record insert conflicted but no record was found');
      return { created: false, existing: raced };
    },

    /**
     * The member confirms a person record as their own (spec §4 self-report confirmation, "self"):
     * data.customers_report becomes { record_id, pointer } (replacing any earlier one), data.possible_customers_report
     * is cleared, and a 'report:claim' event row is written with it. The account's data is compare-and-swapped, as in
     * PATCH /me, so a concurrent change is never lost.
     */
    async claim(accountId: number, id: number, deviceId: string): Promise<void> {
      const record = await own(accountId, id);
      if (record.type !== 'person' || record.pointer === null) throw invalid(ONLY_PERSON_CLAIMS);
      const pointer = record.pointer;
      for (let attempt = 0; attempt < MAX_CLAIM_ATTEMPTS; attempt += 1) {
        const account = await accounts.findById(accountId);
        if (!account) throw notFound('Account not found');
        const next: Record<string, unknown> = {
          ...parseAccountData(account.data),
          customers_report: { record_id: record.id, pointer },
        };
        delete next.possible_customers_report;
        const now = clock();
        const saved = await db.transaction().execute(async (trx) => {
          if (!(await createAccountsRepository(trx).replaceData(accountId, account.data, next, now))) return false;
          await createTelemetryRepository(trx).addEvent({
            accountId,
            deviceId,
            name: CLAIM_EVENT,
            properties: { recordId: record.id, pointer, value: 'self' },
            now,
          });
          return true;
        });
        if (saved) return;
      }
      throw conflict(ACCOUNT_CHANGED);
    },

    /**
     * Archives or restores the record, or upgrades it to premium: free with a membership that holds premium reports,
     * otherwise using up one bought premium report (none left: 402 naming the item).
     */
    async update(accountId: number, id: number, flags: RecordFlags): Promise<RecordRow> {
      const record = await own(accountId, id);
      const updated = await db.transaction().execute(async (trx) => {
        // the member's row is held while a bought premium report is counted and spent, so two upgrades at once
        // cannot both spend the last one; the spend and the upgrade commit together
        await createAccountsRepository(trx).lock(accountId);
        if (flags.isPremium === true && record.is_premium !== 1)
          await entitlements.spendOnPremium(trx, accountId, record);
        return createRecordsRepository(trx).setFlags(accountId, id, flags, clock());
      });
      if (!updated) throw notFound(RECORD_NOT_FOUND);
      return updated;
    },

    /** Deletes the record; the type sent must be the record's own. */
    async remove(accountId: number, id: number, type: string): Promise<void> {
      const record = await own(accountId, id);
      if (record.type !== type) throw invalid(TYPE_MISMATCH);
      if (!(await records.remove(accountId, id, type))) throw notFound(RECORD_NOT_FOUND);
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
