import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

// What members kept about a person who opted out (issue 13 point 5). Unlike the other record statements this one
// is not scoped by a member: a confirmed opt-out reaches every member's saved records. A record's data is the
// snapshot taken when it was created; it is scrubbed to what the member typed when creating it (the create-record
// payload: a person record's pointer, kept in its own column, so nothing of the data; a phone or email record's
// value). The PDFs made of those records are deleted, so /pdf/... no longer serves them.

export interface OptedOutPerson {
  /** the person's pointer in the current data set (person records keep the pointer they were created with) */
  pointer: string;
  phones: string[];
  emails: string[];
}

export function createOptedOutRecordsRepository(db: Kysely<Database> | Transaction<Database>) {
  return {
    /** The person's phone numbers and e-mail addresses in the data set (what phone and email records hold). */
    async contacts(personId: number): Promise<{ phones: string[]; emails: string[] }> {
      const phones = await db.selectFrom('pr_phones').select('number').where('person_id', '=', personId).execute();
      const emails = await db.selectFrom('pr_emails').select('address').where('person_id', '=', personId).execute();
      return { phones: phones.map((row) => row.number), emails: emails.map((row) => row.address) };
    },

    /** Scrubs the snapshots and deletes the PDFs of every record about the person; returns the record ids. */
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
      return touched;
    },
  };
}
