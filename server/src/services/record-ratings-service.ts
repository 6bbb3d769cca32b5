import { isReportSection, type ReportRecordType } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { invalid, notFound } from '../domain/errors';
import { createRecordRatingsRepository } from '../repositories/record-ratings-repository';
import { createRecordsRepository } from '../repositories/records-repository';
import { RECORD_NOT_FOUND } from './records-service';

// Section ratings (spec §7 PUT /me/records/{id}/ratings/{section}): the member rates a section of their record's
// report from 1 to 5; the section must be one of the record type's. A later rating replaces the earlier one.

export function createRecordRatingsService(options: { db: Kysely<Database>; clock: () => number }) {
  const { db, clock } = options;
  const records = createRecordsRepository(db);
  const ratings = createRecordRatingsRepository(db);

  return {
    async rate(accountId: number, id: number, section: string, rating: number) {
      const record = await records.find(accountId, id);
      if (!record) throw notFound(RECORD_NOT_FOUND);
      const type = record.type as ReportRecordType;
      if (!isReportSection(type, section)) throw invalid(`A ${type} report has no section "${section}"`);
      await ratings.set(record.id, section, rating, clock());
      return { section, rating };
    },
  };
}
