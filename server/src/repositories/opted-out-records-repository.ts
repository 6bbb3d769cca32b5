import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { BEACON_BROKER_SLUG } from '../domain/guardian/broker-catalog';
import { personName } from '../domain/monitoring/describe-subject';
import { createNotificationsRepository } from './notifications-repository';

// What members kept about a person who opted out (issue 13 point 5, issue 55 point 5). Unlike the other record
// statements this one is not scoped by a member: a confirmed opt-out reaches every member's saved records. A record's
// data is the snapshot taken when it was created; it is scrubbed to what the member typed when creating it (the
// create-record payload: a person record's pointer, kept in its own column, so nothing of the data; a phone or email
// record's value). The PDFs made of those records are deleted, so /pdf/... no longer serves them. The report updates
// of the data refresh that name the person (their name, old and new address or phone) are deleted, and Guardian's
// listings of the person on Beacon are marked gone.
//
// Checked and left alone, as they copy nothing of the person: monitored records (a pointer and the data set id; the
// watch shows the person live, and nothing once they opted out), record lists (a name the member typed and record
// ids), live events (a topic, and for PDFs a record id and status), the sex offender watch (read live, without
// people who opted out). Record corrections are what a member typed over a fact of the report; they stay with their
// audit trail, which outlives records by design (the report itself answers 410 once the pointer no longer resolves).

export interface OptedOutPerson {
  /** data set id */
  id: number;
  /** the person's pointer in the current data set (person records keep the pointer they were created with) */
  pointer: string;
  /** the full name, as report updates write it */
  name: string;
  /** the other people of the person's household (report updates of a household's move list everyone in it) */
  coResidentIds: number[];
  phones: string[];
  emails: string[];
}

export function createOptedOutRecordsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /**
     * What members may have kept of the person, as the data set says it: their name and household, phone numbers
     * and e-mail addresses (what phone and email records hold). Read in the opt-out's transaction, so the person's
     * row is found although it is suppressed.
     */
    async knownAbout(personId: number): Promise<Omit<OptedOutPerson, 'id' | 'pointer'> | undefined> {
      const person = await db
        .selectFrom('pr_people')
        .select(['household_id', 'first_name', 'middle_name', 'last_name', 'suffix'])
        .where('id', '=', personId)
        .executeTakeFirst();
      if (!person) return undefined;
      const household = await db
        .selectFrom('pr_people')
        .select('id')
        .where('household_id', '=', person.household_id)
        .where('id', '<>', personId)
        .execute();
      const phones = await db.selectFrom('pr_phones').select('number').where('person_id', '=', personId).execute();
      const emails = await db.selectFrom('pr_emails').select('address').where('person_id', '=', personId).execute();
      return {
        name: personName(person),
        coResidentIds: household.map((row) => row.id),
        phones: phones.map((row) => row.number),
        emails: emails.map((row) => row.address),
      };
    },

    /**
     * Scrubs the snapshots and deletes the PDFs of every record about the person, deletes the report updates that
     * name them and marks Guardian's listings of them on Beacon gone; returns the record ids.
     */
    async purge(person: OptedOutPerson, now: number): Promise<number[]> {
      const touched: number[] = [];
      const scrub = async (type: 'person' | 'phone' | 'email', column: 'pointer' | 'value', values: string[]) => {
        if (values.length === 0) return;
        const rows = await db
          .selectFrom('records')
          .select(['id', 'value'])
          .where('type', '=', type)
          .where(column, 'in', values)
          .execute();
        for (const row of rows) {
          const data =
            type === 'person'
              ? {}
              : type === 'phone'
                ? { phone: { number: row.value } }
                : { email: { address: row.value } };
          await db
            .updateTable('records')
            .set({ data: JSON.stringify(data), updated_at: now })
            .where('id', '=', row.id)
            .execute();
          touched.push(row.id);
        }
      };
      await scrub('person', 'pointer', [person.pointer]);
      await scrub('phone', 'value', person.phones);
      await scrub('email', 'value', person.emails);
      if (touched.length > 0) await db.deleteFrom('pdf_jobs').where('record_id', 'in', touched).execute();
      await createNotificationsRepository(db).deleteRecordNotificationsNaming({
        personId: person.id,
        pointer: person.pointer,
        name: person.name,
        coResidentIds: person.coResidentIds,
      });
      // the listing is gone from Beacon now (a re-scan would find so); the row stays for the member's removal request
      await db
        .updateTable('guardian_listings')
        .set({ present: 0 })
        .where('broker_slug', '=', BEACON_BROKER_SLUG)
        .where('person_id', '=', person.id)
        .execute();
      return touched;
    },
  };
}
