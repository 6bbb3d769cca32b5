import { createListSchema } from './create-list-schema';
import { createMonitoredRecordSchema } from './create-monitored-record-schema';
import { toJsonSchema } from './json-schema';
import { patchCorrectionsSchema } from './patch-corrections-schema';
import { patchListItemsSchema } from './patch-list-items-schema';
import { patchMonitoredRecordSchema } from './patch-monitored-record-schema';
import { putCorrectionSchema } from './put-correction-schema';
import { putRatingSchema } from './put-rating-schema';
import {
  correctionParamsSchema,
  listItemParamsSchema,
  pdfParamsSchema,
  ratingParamsSchema,
  reportIdParamSchema,
} from './record-report-params-schema';
import { parseReportSections, recordReportQuerySchema } from './record-report-query-schema';
import { ALL_REPORT_SECTIONS, isReportSection, REPORT_SECTIONS } from './report-sections';
import { checkPayload } from './validate-payload';

const message = (schema: Parameters<typeof checkPayload>[0], value: unknown) => {
  const result = checkPayload(schema, value);
  return result.ok ? undefined : result.message;
};

describe('record report schemas (issue 7)', () => {
  it('sections by type follow the layout order of spec §2.4', () => {
    expect(REPORT_SECTIONS.person[0]).toBe('timeline');
    expect(REPORT_SECTIONS.location).toHaveLength(13);
    expect(REPORT_SECTIONS.phone).toEqual(['personal', 'contact', 'locations', 'social']);
    expect(isReportSection('phone', 'criminal')).toBe(false);
    expect(isReportSection('person', 'criminal')).toBe(true);
    expect(new Set(ALL_REPORT_SECTIONS).size).toBe(ALL_REPORT_SECTIONS.length);
  });

  it('report query: known sections only, nothing else', () => {
    expect(message(recordReportQuerySchema, {})).toBeUndefined();
    expect(message(recordReportQuerySchema, { sections: 'criminal, finances' })).toBeUndefined();
    expect(message(recordReportQuerySchema, { sections: 'criminal,secrets' })).toMatch(/comma-separated list/);
    expect(message(recordReportQuerySchema, { fields: 'x' })).toBe('Unknown query parameter(s): fields');
    expect(parseReportSections('criminal, finances,criminal')).toEqual(['criminal', 'finances']);
    expect(parseReportSections(undefined)).toBeUndefined();
  });

  it('path parameters', () => {
    expect(message(correctionParamsSchema, { id: '4', itemId: 'contact.phones.0' })).toBeUndefined();
    expect(message(correctionParamsSchema, { id: '4', itemId: 'contact.phones' })).toMatch(/<section>.<field>/);
    expect(message(correctionParamsSchema, { id: '4', itemId: 'Contact.phones.0' })).toMatch(/<section>.<field>/);
    expect(message(correctionParamsSchema, { id: '0', itemId: 'contact.phones.0' })).toBe(
      'id must be a whole number from 1 to 999999999',
    );
    expect(message(ratingParamsSchema, { id: '4', section: 'crime_stats' })).toBeUndefined();
    expect(message(ratingParamsSchema, { id: '4', section: 'gossip' })).toMatch(/^section must be one of/);
    expect(message(reportIdParamSchema, { reportId: '12' })).toBeUndefined();
    expect(message(reportIdParamSchema, { reportId: '../x' })).toMatch(/reportId must be/);
    expect(message(listItemParamsSchema, { listId: '1', type: 'person', recordId: '9' })).toBeUndefined();
    expect(message(listItemParamsSchema, { listId: '1', type: 'car', recordId: '9' })).toMatch(/type must be one of/);
    expect(message(pdfParamsSchema, { memberId: '2', type: 'phone', recordId: '9' })).toBeUndefined();
    expect(message(pdfParamsSchema, { memberId: 'me', type: 'phone', recordId: '9' })).toBe(
      'memberId must be a whole number from 1 to 999999999',
    );
  });

  it('PUT correction: a value of 1 to 500 characters, active optional', () => {
    expect(message(putCorrectionSchema, { value: '(612) 555-0100', active: true })).toBeUndefined();
    expect(message(putCorrectionSchema, { value: 'x' })).toBeUndefined();
    expect(message(putCorrectionSchema, { value: '' })).toBe('value must not be empty');
    expect(message(putCorrectionSchema, { value: '   ' })).toBe('value must not be blank');
    expect(message(putCorrectionSchema, { value: 'x'.repeat(501) })).toBe('value must be at most 500 characters');
    expect(message(putCorrectionSchema, { value: 'x', active: 'yes' })).toBe('active must be true or false');
    expect(message(putCorrectionSchema, { value: 'x', recordId: 3 })).toBe(
      'Unknown field(s) in the request body: recordId',
    );
  });

  it('PATCH corrections: 1 to 100 items keyed by itemId', () => {
    expect(
      message(patchCorrectionsSchema, {
        items: { 'contact.phones.0': { active: false }, 'personal.names.1': { active: true, value: 'Ann' } },
      }),
    ).toBeUndefined();
    expect(message(patchCorrectionsSchema, {})).toMatch(/items/);
    expect(message(patchCorrectionsSchema, { items: {} })).toMatch(/1 to 100/);
    expect(message(patchCorrectionsSchema, { items: [] })).toMatch(/1 to 100/);
    expect(message(patchCorrectionsSchema, { items: { 'bad key': { active: true } } })).toMatch(/"bad key"/);
    expect(message(patchCorrectionsSchema, { items: { 'contact.phones.0': {} } })).toMatch(/active is required/);
    expect(message(patchCorrectionsSchema, { items: { 'contact.phones.0': { active: true, owner: 1 } } })).toMatch(
      /unknown field/,
    );
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`contact.phones.${i}`, { active: false }]));
    expect(message(patchCorrectionsSchema, { items: many })).toMatch(/1 to 100/);
    expect(message(patchCorrectionsSchema, { items: { 'contact.phones.0': { active: false } }, x: 1 })).toBe(
      'Unknown field(s) in the request body: x',
    );
    expect(toJsonSchema(patchCorrectionsSchema)).toMatchObject({ required: ['items'] });
  });

  it('PUT rating: a whole number from 1 to 5', () => {
    expect(message(putRatingSchema, { rating: 5 })).toBeUndefined();
    for (const rating of [0, 6, 2.5, '4']) {
      expect(message(putRatingSchema, { rating })).toMatch(/rating must be a whole number from 1 to 5/);
    }
    expect(message(putRatingSchema, {})).toBe('rating is required');
    expect(message(putRatingSchema, { rating: null })).toBe('rating is required');
  });

  it('lists: a name of 1 to 60 characters; items of 1 to 50 records', () => {
    expect(message(createListSchema, { name: 'Family' })).toBeUndefined();
    expect(message(createListSchema, { name: ' ' })).toBe('name must not be blank');
    expect(message(createListSchema, { name: 'x'.repeat(61) })).toBe('name must be at most 60 characters');
    expect(message(patchListItemsSchema, { items: [{ type: 'person', recordId: 12 }] })).toBeUndefined();
    expect(message(patchListItemsSchema, { items: [{ type: 'person', recordId: '12' }] })).toBeUndefined();
    expect(message(patchListItemsSchema, { items: [] })).toBe('items must name at least one record');
    expect(message(patchListItemsSchema, { items: [{ type: 'person', recordId: 0 }] })).toBe(
      'items[0].recordId must be a whole number from 1 to 999999999',
    );
    expect(message(patchListItemsSchema, { items: [{ type: 'boat', recordId: 1 }] })).toMatch(/must be one of/);
    expect(message(patchListItemsSchema, { items: [{ type: 'person', recordId: 1, accountId: 2 }] })).toMatch(
      /unknown field/,
    );
    const many = Array.from({ length: 51 }, (_, i) => ({ type: 'phone', recordId: i + 1 }));
    expect(message(patchListItemsSchema, { items: many })).toBe('items must name at most 50 records');
  });

  it('monitored records: pointer and usageId; patch names at least one field', () => {
    expect(message(createMonitoredRecordSchema, { pointer: 'w-Qdmx4c8eMPt0r2026A', usageId: 'dm-1' })).toBeUndefined();
    expect(message(createMonitoredRecordSchema, { pointer: 'short', usageId: 'dm-1' })).toMatch(/pointer must be/);
    expect(message(createMonitoredRecordSchema, { pointer: 'w-Qdmx4c8eMPt0r2026A' })).toBe('usageId is required');
    expect(message(createMonitoredRecordSchema, { pointer: 'w-Qdmx4c8eMPt0r2026A', usageId: 'a b' })).toMatch(
      /usageId must/,
    );
    expect(message(patchMonitoredRecordSchema, { isArchived: true })).toBeUndefined();
    expect(message(patchMonitoredRecordSchema, { usageId: 'dm-2' })).toBeUndefined();
    expect(message(patchMonitoredRecordSchema, {})).toMatch(/at least one of isArchived, usageId/);
    expect(message(patchMonitoredRecordSchema, { pointer: 'w-Qdmx4c8eMPt0r2026A' })).toBe(
      'Unknown field(s) in the request body: pointer',
    );
  });
});
