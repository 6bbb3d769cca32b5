import type { SuggestedReportResponse } from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { isDomainError, notFound } from '../domain/errors';
import { createRecordsRepository, type RecordRow } from '../repositories/records-repository';
import type { PublicRecordsService } from './public-records-service';
import { RECORD_NOT_FOUND } from './records-service';

// Suggested reports (spec §3 "Suggested reports: a list", §7 GET /me/suggested-reports/; issue 7 contract): the
// relatives and associates of the member's person records, and the residents next door of their location records,
// whose reports the member does not have yet, at most 10. Relatives come before associates of the same record;
// records are taken newest first, archived ones last (the records list's order), and at most MAX_SOURCE_RECORDS of
// them are read so the call stays cheap for a member with hundreds of records. A record whose pointer no longer
// resolves is skipped.
// A report shows the suggestions of its own record only (issue 56 point 2): that person's relatives and associates
// (for a phone or e-mail record, those of the person the report names: the number's or address's first match, as in
// the report), or that address's neighbors, each labelled by its relation to the record's subject.

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

type Candidate = { ref: PersonRef; reason: SuggestedReport['reason'] };

export function createSuggestedReportsService(options: { db: Kysely<Database>; publicRecords: PublicRecordsService }) {
  const { db, publicRecords } = options;
  const records = createRecordsRepository(db);

  async function relatedPeople(pointer: string): Promise<Candidate[] | undefined> {
    const person = await orGone(() => publicRecords.person(pointer, ['relatives', 'associates'], false));
    if (!person) return undefined;
    return [
      ...refs(person.relatives).map((ref) => ({ ref, reason: 'relative' as const })),
      ...refs(person.associates).map((ref) => ({ ref, reason: 'associate' as const })),
    ];
  }

  /** The people related to one record, in the report's order; undefined when its subject no longer resolves. */
  async function candidatesOf(record: RecordRow): Promise<Candidate[] | undefined> {
    if (record.type === 'person') return record.pointer ? relatedPeople(record.pointer) : undefined;
    if (record.type === 'location') {
      if (!record.pointer) return undefined;
      const pointer = record.pointer;
      const place = await orGone(() => publicRecords.location(pointer, ['neighbors']));
      return place && neighborRefs(place.neighbors).map((ref) => ({ ref, reason: 'neighbor' as const }));
    }
    // phone and email: the person the report is about, the search's first match (record-reports-service)
    const value = record.value ?? '';
    const search =
      record.type === 'phone' ? await publicRecords.searchPhone(value) : await publicRecords.searchEmail(value);
    const match = search.results[0];
    return match ? relatedPeople(match.pointer) : undefined;
  }

  /** Adds the candidates the member has no report of yet, up to MAX_SUGGESTIONS; `known` grows with them. */
  function collect(items: SuggestedReport[], known: Set<string>, record: RecordRow, candidates: Candidate[]): void {
    for (const { ref, reason } of candidates) {
      if (items.length >= MAX_SUGGESTIONS) return;
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

  const knownPeople = (own: RecordRow[]) =>
    new Set(own.flatMap((record) => (record.type === 'person' && record.pointer ? [record.pointer] : [])));

  return {
    /** The member-wide list (the records list shows it). */
    async list(accountId: number): Promise<{ items: SuggestedReport[] }> {
      const own = await records.list(accountId);
      const known = knownPeople(own);
      const items: SuggestedReport[] = [];
      const sources = own
        .filter((record) => (record.type === 'person' || record.type === 'location') && record.pointer)
        .slice(0, MAX_SOURCE_RECORDS);
      for (const record of sources) {
        if (items.length >= MAX_SUGGESTIONS) break;
        const candidates = await candidatesOf(record);
        if (candidates) collect(items, known, record, candidates);
      }
      return { items };
    },

    /** One record's suggestions (its report shows them); a 404 when the record is not the member's. */
    async forRecord(accountId: number, recordId: number): Promise<{ items: SuggestedReport[] }> {
      const record = await records.find(accountId, recordId);
      if (!record) throw notFound(RECORD_NOT_FOUND);
      const own = await records.list(accountId);
      const items: SuggestedReport[] = [];
      const candidates = await candidatesOf(record);
      if (candidates) collect(items, knownPeople(own), record, candidates);
      return { items };
    },
  };
}

export type SuggestedReportsService = ReturnType<typeof createSuggestedReportsService>;
