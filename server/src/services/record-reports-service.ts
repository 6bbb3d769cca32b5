import { createHash } from 'node:crypto';

import {
  isReportSection,
  PERSON_FIELDS,
  recordLayoutId,
  PREMIUM_REPORT_SECTIONS,
  REPORT_SECTIONS,
  type LocationDetails,
  type LocationField,
  type PersonField,
  type ReportRecordType,
  type LockedSection,
  type PersonDetails,
  type RecordReport,
  type RecordStats,
  type ReportSection,
  type TimelineEvent,
} from '@beacon/validation';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';
import { gone, invalid, isDomainError, notFound, paymentRequired } from '../domain/errors';
import type { PublicRecordsRepository } from '../repositories/public-records-repository';
import { createContentRepository } from '../repositories/content-repository';
import { createRecordCorrectionsRepository } from '../repositories/record-corrections-repository';
import { createRecordRatingsRepository } from '../repositories/record-ratings-repository';
import { createRecordViewsRepository } from '../repositories/record-views-repository';
import { createRecordsRepository, type RecordRow } from '../repositories/records-repository';
import type { PublicRecordsService } from './public-records-service';
import {
  LOCATION_SECTION_FIELDS,
  PERSON_SECTION_FIELDS,
  PREMIUM_PERSON_FIELDS,
  reportLayout,
} from '../domain/report-layout';
import { buildTimeline } from '../domain/report-timeline';
import { createEntitlements, PREMIUM_REPORT_ITEM, PREMIUM_REQUIRED } from './entitlements';
import { createHeaderNoticesService } from './header-notices-service';
import { toCorrection } from './record-corrections-service';
import { RECORD_NOT_FOUND } from './records-service';

// The report of a member's record (issue 7; spec §2.4 sections, §3 Record report, §8 402/404/410), built from the
// public-records data through the same service as GET /people/{pointer} and GET /locations/{pointer}, so a report
// shows exactly what those endpoints show. Payment rules (services/entitlements.ts):
// - a member who holds person reports opens every report; one who bought person reports spends one on the first
//   full report of a subject (the read and the spend succeed together); with none left, a 402 for the whole report
//   (X-Required-Item: person_report, X-Required-For: report);
// - a record that is not premium withholds the premium sections (criminal, finances, assets): a person report lists
//   them in `locked`; asking for them with ?sections= is a 402 (X-Required-Item: premium_person_report). Phone and
//   email reports have no such sections, and their person leaves those fields out too, so a phone record is no way
//   around the premium gate.
// A pointer that no longer resolves (opt-out, data set rebuilt) is a 410.
// Opening a person report may note it as the member's possible own report (services/header-notices-service.ts).

export { PERSON_REPORT_ITEM, PERSON_REPORT_REQUIRED, PREMIUM_REPORT_ITEM } from './entitlements';
export const RECORD_GONE = 'This record is no longer available';

function phoneDisplay(number: string): string {
  return /^\d{10}$/.test(number) ? `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}` : number;
}

/** How many items a report field holds: a list's length, the lists of an object of lists, 1 for another object. */
function countOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  if (typeof value !== 'object' || value === null) return 0;
  const lists = Object.values(value).filter(Array.isArray);
  return lists.length ? lists.reduce((sum, list) => sum + list.length, 0) : 1;
}

const recordType = (record: RecordRow) => record.type as ReportRecordType;

export function createRecordReportsService(options: {
  db: Kysely<Database>;
  publicRecords: PublicRecordsService;
  publicRecordsRepository: PublicRecordsRepository;
  clock: () => number;
}) {
  const { db, publicRecords, publicRecordsRepository, clock } = options;
  const records = createRecordsRepository(db);
  const entitlements = createEntitlements({ db, clock });
  const corrections = createRecordCorrectionsRepository(db);
  const ratings = createRecordRatingsRepository(db);
  const views = createRecordViewsRepository(db);
  const content = createContentRepository(db);
  const notices = createHeaderNoticesService({ db, publicRecords: publicRecordsRepository, clock });

  async function own(accountId: number, id: number): Promise<RecordRow> {
    const record = await records.find(accountId, id);
    if (!record) throw notFound(RECORD_NOT_FOUND);
    return record;
  }

  /** Public-records 404s (pointer unknown, opted out, data set rebuilt) become the record's 410. */
  async function resolved<T>(read: () => Promise<T>): Promise<T> {
    try {
      return await read();
    } catch (error) {
      if (isDomainError(error, 'not-found')) throw gone(RECORD_GONE);
      throw error;
    }
  }

  /** The sections asked for (all of the type's by default), checked against the record's type. */
  function chosenSections(type: ReportRecordType, asked: string[] | undefined): ReportSection[] {
    if (!asked) return [...REPORT_SECTIONS[type]];
    const unknown = asked.filter((section) => !isReportSection(type, section));
    if (unknown.length) throw invalid(`sections of a ${type} report are: ${REPORT_SECTIONS[type].join(', ')}`);
    return asked as ReportSection[];
  }

  function personFieldsOf(sections: readonly ReportSection[]): PersonField[] {
    return [...new Set(sections.flatMap((section) => PERSON_SECTION_FIELDS[section] ?? []))];
  }

  async function personData(pointer: string, sections: ReportSection[], premium: boolean) {
    const visible = PERSON_FIELDS.filter((field) => premium || !PREMIUM_PERSON_FIELDS.includes(field));
    const wanted = new Set(personFieldsOf(sections));
    // the timeline draws on every field the member may see, whichever sections were asked for
    const fields = sections.includes('timeline') ? visible : visible.filter((field) => wanted.has(field));
    const person = await publicRecords.person(pointer, fields, false);
    const timeline = sections.includes('timeline') ? buildTimeline(person) : undefined;
    for (const field of fields) if (!wanted.has(field)) delete person[field];
    return { person, timeline };
  }

  async function contactPerson(type: 'phone' | 'email', value: string, sections: ReportSection[], premium: boolean) {
    const search = type === 'phone' ? await publicRecords.searchPhone(value) : await publicRecords.searchEmail(value);
    const match = search.results[0];
    if (!match) return { match, person: null, timeline: [] as TimelineEvent[], phones: [] };
    // the phone block needs the number's state, which the person's phones carry
    const withPhones = type === 'phone' && !sections.includes('contact') ? [...sections, 'contact' as const] : sections;
    const { person, timeline } = await personData(match.pointer, [...withPhones, 'timeline'], premium);
    const phones = person.phones ?? [];
    if (!sections.includes('contact')) {
      delete person.phones;
      delete person.emails;
    }
    return { match, person, timeline: timeline ?? [], phones };
  }

  /** The report data of a record (no payment checks, no view counted): GET /report and the PDF worker share it. */
  async function build(record: RecordRow, asked?: string[]): Promise<RecordReport> {
    const type = recordType(record);
    const premium = record.is_premium === 1;
    const sections = chosenSections(type, asked);
    const locked: LockedSection[] =
      type === 'person' && !premium
        ? PREMIUM_REPORT_SECTIONS.filter((section) => !asked || asked.includes(section)).map((section) => ({
            section,
            requiredItem: PREMIUM_REPORT_ITEM,
          }))
        : [];
    const open = sections.filter((section) => !locked.some((lock) => lock.section === section));
    const [correctionRows, ratingRows] = await Promise.all([corrections.list(record.id), ratings.list(record.id)]);
    const report: RecordReport = {
      recordId: record.id,
      type,
      pointer: record.pointer,
      generated: new Date(clock()).toISOString(),
      locked,
      corrections: Object.fromEntries(correctionRows.map((row) => [row.item_id, toCorrection(row)])),
      ratings: Object.fromEntries(ratingRows.map((row) => [row.section, Number(row.rating)])),
    };

    if (type === 'person') {
      const { person, timeline } = await resolved(() => personData(record.pointer ?? '', open, premium));
      report.person = person;
      if (timeline) report.timeline = timeline;
    } else if (type === 'location') {
      const fields = [...new Set(open.flatMap((section) => LOCATION_SECTION_FIELDS[section] ?? []))] as LocationField[];
      report.location = await resolved(() => publicRecords.location(record.pointer ?? '', fields));
    } else {
      const value = record.value ?? '';
      const found = await contactPerson(type, value, open, premium);
      report.person = found.person;
      report.timeline = found.timeline;
      if (type === 'phone') {
        const own = found.phones?.find((phone) => phone.number === value);
        report.phone = {
          number: value,
          display: phoneDisplay(value),
          line_type: own?.line_type ?? null,
          carrier: own?.carrier ?? null,
          state: own?.state ?? null,
        };
      } else {
        report.email = { address: value };
      }
    }
    return report;
  }

  /** Items per open section of a built report (locked sections are left out: their data is not in the report). */
  function sectionCounts(report: RecordReport): RecordStats['sections'] {
    const counts: Record<string, number> = {};
    for (const section of REPORT_SECTIONS[report.type]) {
      if (report.locked.some((lock) => lock.section === section)) continue;
      if (report.type === 'location') {
        const location: Partial<LocationDetails> = report.location ?? {};
        const field = LOCATION_SECTION_FIELDS[section]?.[0];
        counts[section] =
          section === 'map'
            ? typeof location.address?.latitude === 'number'
              ? 1
              : 0
            : field
              ? countOf(location[field])
              : 0;
      } else if (section === 'timeline') {
        counts[section] = report.timeline?.length ?? 0;
      } else {
        const person: Partial<PersonDetails> = report.person ?? {};
        counts[section] = (PERSON_SECTION_FIELDS[section] ?? []).reduce(
          (sum, field) => sum + countOf(person[field]),
          0,
        );
      }
    }
    return counts;
  }

  return {
    own,
    build,

    /** A PDF of the report is the report: it needs the same access and spends the same (once per subject). */
    async payForPdf(accountId: number, record: RecordRow): Promise<void> {
      if ((await entitlements.requireReportAccess(accountId, record)) === 'spendable') {
        await entitlements.spendOnReport(accountId, record);
      }
    },

    /** GET /me/records/{id}/report: payment checks, the report, and one more view of it. */
    async report(accountId: number, id: number, asked?: string[]): Promise<RecordReport> {
      const record = await own(accountId, id);
      const access = await entitlements.requireReportAccess(accountId, record);
      const type = recordType(record);
      chosenSections(type, asked);
      const asksPremium = asked?.some((section) => PREMIUM_REPORT_SECTIONS.includes(section as ReportSection));
      if (type === 'person' && record.is_premium !== 1 && asksPremium) {
        throw paymentRequired(PREMIUM_REQUIRED, PREMIUM_REPORT_ITEM, 'premium-sections');
      }
      const report = await build(record, asked);
      if (access === 'spendable') await entitlements.spendOnReport(accountId, record);
      await views.increment(record.id, clock());
      // the header notices learn of it: a possible own report, a cross-sell intent done with (spec §4)
      await notices.reportOpened(accountId, record);
      return report;
    },

    /** GET /me/records/{id}/stats: items per section, when the report last changed, how often it was read. */
    async stats(accountId: number, id: number): Promise<RecordStats> {
      const record = await own(accountId, id);
      await entitlements.requireReportAccess(accountId, record);
      const report = await build(record);
      const { info } = await publicRecordsRepository.dataset(clock());
      const correctionTimes = Object.values(report.corrections).map((correction) => Date.parse(correction.updated));
      const lastUpdated = Math.max(Number(record.updated_at), info?.finishedAt ?? 0, ...correctionTimes);
      return {
        recordId: record.id,
        sections: sectionCounts(report),
        lastUpdated: new Date(lastUpdated).toISOString(),
        views: await views.views(record.id),
      };
    },

    /** GET /me/records/{reportId}/layout */
    async layout(accountId: number, reportId: string) {
      const record = await records.findByReportId(accountId, reportId);
      if (!record) throw notFound(RECORD_NOT_FOUND);
      const type = recordType(record);
      // the order an administrator set (layouts:set) is the order of GET /dynamic-layouts/record-<type>'s desktop list
      const stored = await content.layout(recordLayoutId(type));
      return reportLayout(type, stored?.desktop);
    },

    /**
     * What a record's PDF is made of: the data set, the record (its premium flag and changes) and its corrections.
     * A PDF request for a version that differs from the stored job's makes a new PDF.
     */
    async version(record: RecordRow): Promise<string> {
      const { info } = await publicRecordsRepository.dataset(clock());
      const rows = await corrections.list(record.id);
      const parts = [
        info?.seed ?? '',
        info?.finishedAt ?? 0,
        Number(record.updated_at),
        record.is_premium,
        rows.map((row) => [row.item_id, row.value, row.active, Number(row.updated_at)]),
      ];
      return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);
    },

    /** A 410 when the record's pointer no longer resolves (before work is queued for it). */
    async requireResolvable(record: RecordRow): Promise<void> {
      if (record.type === 'person') await resolved(() => publicRecords.person(record.pointer ?? '', ['names'], false));
      if (record.type === 'location') await resolved(() => publicRecords.location(record.pointer ?? '', ['address']));
    },
  };
}

export type RecordReportsService = ReturnType<typeof createRecordReportsService>;
