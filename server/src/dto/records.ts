import type { RecordRow } from '../repositories/records-repository';

// Response schema and mapper of a member's record (spec §3 Record). `id` is the array the client reads (element 0
// the member id, element 2 the record id); `recordId` is the same record id on its own, so a client need not know
// the array's layout. `data` varies by type, so it is an open object, described per type.

const nameSchema = {
  type: 'object',
  properties: { first: { type: 'string' }, middle: { type: ['string', 'null'] }, last: { type: 'string' } },
} as const;

const cardLocationSchema = {
  type: 'object',
  properties: {
    address: {
      type: 'object',
      properties: { street: { type: 'string' }, city: { type: 'string' }, state: { type: 'string' } },
    },
  },
} as const;

export const recordSchema = {
  type: 'object',
  properties: {
    id: {
      type: 'array',
      description: '[member id, type, record id]',
      items: { type: ['integer', 'string'] },
      minItems: 3,
      maxItems: 3,
    },
    recordId: { type: 'integer', description: 'the record id (element 2 of `id`): GET /v1/me/records/{recordId}' },
    reportId: { type: 'string', description: 'the id of the record for its report calls' },
    type: { type: 'string', enum: ['person', 'phone', 'email', 'location'] },
    pointer: {
      type: ['string', 'null'],
      description: 'the public-records pointer of a person or location record; null for phone and email',
    },
    data: {
      type: 'object',
      additionalProperties: true,
      description:
        'Display data by type. person: name {first, middle, last}, location.address {street, city, state}, dobs, ' +
        'dods ([{ date: {year, month, day} }]). phone: phone.number, name?, location?. email: email.address, ' +
        'name?, location?. location: address, pointer.',
      properties: {
        name: nameSchema,
        location: cardLocationSchema,
        dobs: { type: 'array', items: { type: 'object', additionalProperties: true } },
        dods: { type: 'array', items: { type: 'object', additionalProperties: true } },
        phone: { type: 'object', properties: { number: { type: 'string' } } },
        email: { type: 'object', properties: { address: { type: 'string' } } },
        address: { type: 'object', additionalProperties: true },
        pointer: { type: 'string' },
      },
    },
    isArchived: { type: 'boolean' },
    isPremium: { type: 'boolean' },
    usageIds: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'monitoring usage ids by product (none yet)',
    },
    created: { type: 'string', format: 'date-time' },
    updated: { type: 'string', format: 'date-time' },
  },
  required: [
    'id',
    'recordId',
    'reportId',
    'type',
    'pointer',
    'data',
    'isArchived',
    'isPremium',
    'usageIds',
    'created',
    'updated',
  ],
} as const;

export const recordListSchema = {
  type: 'object',
  properties: { items: { type: 'array', items: recordSchema, description: 'newest first, archived ones last' } },
  required: ['items'],
} as const;

function parseData(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function toRecordDto(row: RecordRow) {
  return {
    id: [row.account_id, row.type, row.id] as [number, string, number],
    recordId: row.id,
    reportId: row.report_id ?? String(row.id),
    type: row.type,
    pointer: row.pointer,
    data: parseData(row.data),
    isArchived: row.is_archived === 1,
    isPremium: row.is_premium === 1,
    usageIds: {},
    created: new Date(row.created_at).toISOString(),
    updated: new Date(row.updated_at).toISOString(),
  };
}

export type RecordDto = ReturnType<typeof toRecordDto>;
