import { ALL_REPORT_SECTIONS, RECORD_TYPES } from '@beacon/validation';

import type { CorrectionRow } from '../repositories/record-corrections-repository';
import { locationRecordSchema, personRecordSchema } from './public-records';

// Response schemas of a record's report, stats and layout (issue 7 contract). They drive serialization and the
// OpenAPI document; the person and location parts are the schemas of GET /people/{pointer} and
// GET /locations/{pointer}, whose data they are.

const dateSchema = {
  type: 'object',
  properties: { year: { type: 'integer' }, month: { type: 'integer' }, day: { type: 'integer' } },
  required: ['year', 'month', 'day'],
} as const;

export const correctionSchema = {
  type: 'object',
  properties: {
    section: { type: 'string' },
    value: { type: 'string' },
    active: { type: 'boolean', description: 'false: the original fact is shown again (restored)' },
    updated: { type: 'string', format: 'date-time' },
  },
  required: ['section', 'value', 'active', 'updated'],
} as const;

export const correctionsMapSchema = {
  type: 'object',
  description: 'corrections by itemId (<section>.<field>.<index>)',
  additionalProperties: correctionSchema,
} as const;

export const reportSchema = {
  type: 'object',
  properties: {
    recordId: { type: 'integer' },
    type: { type: 'string', enum: [...RECORD_TYPES] },
    pointer: { type: ['string', 'null'] },
    generated: { type: 'string', format: 'date-time' },
    locked: {
      type: 'array',
      description: 'sections withheld (their data is absent) and the item that unlocks them',
      items: {
        type: 'object',
        properties: { section: { type: 'string' }, requiredItem: { type: 'string' } },
        required: ['section', 'requiredItem'],
      },
    },
    person: {
      ...personRecordSchema,
      type: ['object', 'null'],
      description:
        "person: the record's person; phone and email: the best match of the search (null when nobody matches). " +
        'As GET /v1/people/{pointer} with every field, minus those of locked sections.',
    },
    timeline: {
      type: 'array',
      description: 'dated events of the person, newest first (person, phone and email reports)',
      items: {
        type: 'object',
        properties: {
          date: dateSchema,
          kind: { type: 'string' },
          title: { type: 'string' },
          source_type: { type: 'string' },
        },
        required: ['date', 'kind', 'title', 'source_type'],
      },
    },
    location: { ...locationRecordSchema, description: 'location reports: as GET /v1/locations/{pointer}, every field' },
    phone: {
      type: 'object',
      properties: {
        number: { type: 'string' },
        display: { type: 'string' },
        line_type: { type: ['string', 'null'] },
        carrier: { type: ['string', 'null'] },
        state: { type: ['string', 'null'] },
      },
      required: ['number', 'display', 'line_type', 'carrier', 'state'],
    },
    email: { type: 'object', properties: { address: { type: 'string' } }, required: ['address'] },
    corrections: correctionsMapSchema,
    ratings: { type: 'object', description: 'ratings (1-5) by section', additionalProperties: { type: 'integer' } },
  },
  required: ['recordId', 'type', 'pointer', 'generated', 'locked', 'corrections', 'ratings'],
} as const;

export const statsSchema = {
  type: 'object',
  properties: {
    recordId: { type: 'integer' },
    sections: {
      type: 'object',
      description: 'items per section (locked sections are left out)',
      additionalProperties: { type: 'integer' },
    },
    lastUpdated: { type: 'string', format: 'date-time' },
    views: { type: 'integer', description: 'times the member fetched the report' },
  },
  required: ['recordId', 'sections', 'lastUpdated', 'views'],
} as const;

export const layoutSchema = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...RECORD_TYPES] },
    sections: { type: 'array', items: { type: 'string', enum: [...ALL_REPORT_SECTIONS] } },
    sectionKeys: {
      type: 'object',
      description: 'the report fields each section reads',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['type', 'sections', 'sectionKeys'],
} as const;

export const putCorrectionResponseSchema = {
  type: 'object',
  properties: { itemId: { type: 'string' }, ...correctionSchema.properties },
  required: ['itemId', ...correctionSchema.required],
} as const;

export const correctionsResponseSchema = {
  type: 'object',
  properties: { corrections: correctionsMapSchema },
  required: ['corrections'],
} as const;

export const ratingResponseSchema = {
  type: 'object',
  properties: { section: { type: 'string' }, rating: { type: 'integer' } },
  required: ['section', 'rating'],
} as const;

export function toCorrectionDto(row: CorrectionRow) {
  return {
    section: row.section,
    value: row.value,
    active: row.active === 1,
    updated: new Date(Number(row.updated_at)).toISOString(),
  };
}

export type CorrectionDto = ReturnType<typeof toCorrectionDto>;
