import { type InferType } from 'yup';

import { ALL_REPORT_SECTIONS } from '../report-sections';
import { RECORD_TYPES } from '../vocabulary/record-types';
import { bool, dateTime, int, listOf, literals, nullableStr, recordOf, shape, str } from './contract-fields';
import { datePartsSchema, locationRecordResponseSchema, personRecordResponseSchema } from './public-records-response';
import { deferredSchema } from '../deferred-schema';

// A member's record report, its stats, its layout, and the member's corrections and ratings of it (spec §2.4, §3
// Record report, §7). The person and location parts are the records of GET /people/{pointer} and
// GET /locations/{pointer}, whose data they are.

const reportSection = () => literals(ALL_REPORT_SECTIONS);

export const TIMELINE_KINDS = [
  'address',
  'birth',
  'death',
  'phone',
  'email',
  'job',
  'education',
  'criminal',
  'business',
  'license',
  'bankruptcy',
  'lien',
  'judgment',
  'property',
  'vehicle',
] as const;

export const timelineEventSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    date: datePartsSchema,
    kind: literals(TIMELINE_KINDS),
    title: str(),
    source_type: str(),
  }),
);

export const lockedSectionSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ section: reportSection(), requiredItem: str() }),
);

export const correctionSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    section: str(),
    value: str(),
    active: bool().meta({ description: 'false: the original fact is shown again (restored)' }),
    updated: dateTime(),
  }),
);

const correctionsMap = () => recordOf(correctionSchema, 'corrections by itemId (<section>.<field>.<index>)');

export const recordReportResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    recordId: int(),
    type: literals(RECORD_TYPES),
    pointer: nullableStr(),
    generated: dateTime(),
    locked: listOf(lockedSectionSchema).meta({
      description: 'sections withheld (their data is absent) and the item that unlocks them',
    }),
    person: personRecordResponseSchema
      .clone()
      .nullable()
      .optional()
      .meta({
        description:
          "person: the record's person; phone and email: the best match of the search (null when nobody matches). " +
          'As GET /v1/people/{pointer} with every field, minus those of locked sections.',
      }),
    timeline: listOf(timelineEventSchema)
      .optional()
      .meta({ description: 'dated events of the person, newest first (person, phone and email reports)' }),
    location: locationRecordResponseSchema
      .clone()
      .optional()
      .meta({ description: 'location reports: as GET /v1/locations/{pointer}, every field' }),
    phone: shape({
      number: str(),
      display: str(),
      line_type: nullableStr(),
      carrier: nullableStr(),
      state: nullableStr(),
    })
      .optional()
      .meta({ description: 'the number searched; line type, carrier and state are null when no record holds it' }),
    email: shape({ address: str() }).optional(),
    corrections: correctionsMap(),
    ratings: recordOf(int(), 'ratings (1-5) by section'),
  }),
);

export const recordStatsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    recordId: int(),
    sections: recordOf(int(), 'items per section (locked sections are left out)'),
    lastUpdated: dateTime(),
    views: int().meta({ description: 'times the member fetched the report' }),
  }),
);

export const recordLayoutResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    type: literals(RECORD_TYPES),
    sections: listOf(reportSection()),
    sectionKeys: recordOf(listOf(str()), 'the report fields each section reads'),
  }),
);

export const savedCorrectionResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  correctionSchema.shape({ itemId: str() }),
);

export const correctionsResponseSchema = /* @__PURE__ */ deferredSchema(() => shape({ corrections: correctionsMap() }));

export const ratingResponseSchema = /* @__PURE__ */ deferredSchema(() => shape({ section: str(), rating: int() }));

export type TimelineKind = (typeof TIMELINE_KINDS)[number];
export type TimelineEvent = InferType<typeof timelineEventSchema>;
export type LockedSection = InferType<typeof lockedSectionSchema>;
export type Correction = InferType<typeof correctionSchema>;
export type RecordReport = InferType<typeof recordReportResponseSchema>;
export type RecordStats = InferType<typeof recordStatsResponseSchema>;
export type RecordLayout = InferType<typeof recordLayoutResponseSchema>;
export type SavedCorrection = InferType<typeof savedCorrectionResponseSchema>;
export type CorrectionsResponse = InferType<typeof correctionsResponseSchema>;
export type RatingResponse = InferType<typeof ratingResponseSchema>;
