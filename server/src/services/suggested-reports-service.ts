import type { SuggestedReportResponse } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { isDomainError } from '../domain/errors';
import { createRecordsRepository } from '../repositories/records-repository';
import type { PublicRecordsService } from './public-records-service';

// Suggested reports (spec §3 "Suggested reports: a list", §7 GET /me/suggested-reports/; issue 7 contract): the
// relatives and associates of the member's person records, and the residents next door of their location records,
// whose reports the member does not have yet, at most 10. Relatives come before associates of the same record;
// records are taken newest first, archived ones last (the records list's order), and at most MAX_SOURCE_RECORDS of
// them are read so the call stays cheap for a member with hundreds of records. A record whose pointer no longer
// resolves is skipped.

export const MAX_SUGGESTIONS = 10;
const MAX_SOURCE_RECORDS = 10;

export type SuggestedReport = SuggestedReportResponse;

interface PersonRef {
  pointer: string;
  name: { first: string; middle: string | null; last: string };
  age: number | null;
  location: { city: string; state: string };
}

function refs(value: unknown): PersonRef[] {
  return Array.isArray(value) ? (value as PersonRef[]) : [];
}

interface NeighborRef {
  address: { city: string; state_code: string };
  residents: Array<Omit<PersonRef, 'location'>>;
}

/** Residents of the houses next door, with the city and state of their house. */
function neighborRefs(value: unknown): PersonRef[] {
  if (!Array.isArray(value)) return [];
  return (value as NeighborRef[]).flatMap((neighbor) =>
    neighbor.residents.map((resident) => ({
      ...resident,
      location: { city: neighbor.address.city, state: neighbor.address.state_code },
    })),
  );
}

/** A public-records read, or undefined when the pointer no longer resolves. */
async function orGone<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch (error) {
    if (isDomainError(error, 'not-found')) return undefined;
    throw error;
  }
}

export function createSuggestedReportsService(options: { db: Kysely<Database>; publicRecords: PublicRecordsService }) {
  const { db, publicRecords } = options;
  const records = createRecordsRepository(db);

  return {
    async list(accountId: number): Promise<{ items: SuggestedReport[] }> {
      const own = await records.list(accountId);
      const known = new Set(own.filter((record) => record.type === 'person').map((record) => record.pointer));
      const items: SuggestedReport[] = [];
      const sources = own
        .filter((record) => (record.type === 'person' || record.type === 'location') && record.pointer)
        .slice(0, MAX_SOURCE_RECORDS);
      for (const record of sources) {
        if (items.length >= MAX_SUGGESTIONS) break;
        const pointer = record.pointer ?? '';
        let candidates: Array<{ ref: PersonRef; reason: SuggestedReport['reason'] }>;
        if (record.type === 'person') {
          const person = await orGone(() => publicRecords.person(pointer, ['relatives', 'associates'], false));
          if (!person) continue;
          candidates = [
            ...refs(person.relatives).map((ref) => ({ ref, reason: 'relative' as const })),
            ...refs(person.associates).map((ref) => ({ ref, reason: 'associate' as const })),
          ];
        } else {
          const place = await orGone(() => publicRecords.location(pointer, ['neighbors']));
          if (!place) continue;
          candidates = neighborRefs(place.neighbors).map((ref) => ({ ref, reason: 'neighbor' as const }));
        }
        for (const { ref, reason } of candidates) {
          if (items.length >= MAX_SUGGESTIONS) break;
          if (known.has(ref.pointer)) continue;
          known.add(ref.pointer);
          items.push({
            pointer: ref.pointer,
            type: 'person',
            name: { first: ref.name.first, middle: ref.name.middle, last: ref.name.last },
            age: ref.age,
            location: { city: ref.location.city, state: ref.location.state },
            reason,
            fromRecordId: record.id,
          });
        }
      }
      return { items };
    },
  };
}

export type SuggestedReportsService = ReturnType<typeof createSuggestedReportsService>;
