import { mixed, type InferType } from 'yup';

import { RECORD_TYPES, type RecordType } from '../vocabulary/record-types';
import { bool, dateTime, int, listOf, literals, nullableStr, openShape, recordOf, shape, str } from './contract-fields';
import { addressSchema, datePartsSchema, dateRangeSchema } from './public-records-response';
import { deferredSchema } from '../deferred-schema';

// A member's record as GET/PATCH /me/records return it (spec §3 Record). `id` is the array the client reads (element
// 0 the member id, element 2 the record id); `recordId` is the same record id on its own, so a client need not know
// the array's layout. `data` is the card's display data, a snapshot taken when the record was created: which keys it
// has depends on the type.

type RecordIdTuple = [number | string, RecordType, number | string];

function isRecordIdTuple(input: unknown): input is RecordIdTuple {
  return (
    Array.isArray(input) &&
    input.length === 3 &&
    (typeof input[0] === 'number' || typeof input[0] === 'string') &&
    RECORD_TYPES.includes(input[1] as RecordType) &&
    (typeof input[2] === 'number' || typeof input[2] === 'string')
  );
}

const recordIdTuple = () =>
  mixed<RecordIdTuple>(isRecordIdTuple)
    .defined()
    .meta({
      jsonSchema: {
        type: 'array',
        description: '[member id, type, record id]',
        items: { type: ['integer', 'string'] },
        minItems: 3,
        maxItems: 3,
      },
    });

/** A date as records carry it: a day, or a range (spec §3 "each a date or a date_range"). */
export const recordDateSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    date: datePartsSchema.clone().nullable().optional(),
    date_range: dateRangeSchema.clone().nullable().optional(),
  }),
);

export const recordCardDataSchema = /* @__PURE__ */ deferredSchema(() =>
  openShape(
    {
      name: shape({ first: str(), middle: nullableStr(), last: str() }).optional(),
      location: shape({
        address: shape({ street: str().optional(), city: str().optional(), state: str().optional() }).optional(),
      }).optional(),
      dobs: listOf(recordDateSchema).optional(),
      dods: listOf(recordDateSchema).optional(),
      phone: shape({ number: str() }).optional(),
      email: shape({ address: str() }).optional(),
      address: addressSchema.clone().optional(),
      pointer: str().optional(),
    },
    'Display data by type. person: name, location.address {street, city, state}, dobs, dods. phone: phone.number, ' +
      'name?, location?. email: email.address, name?, location?. location: address, pointer.',
  ),
);

export const memberRecordResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: recordIdTuple(),
    recordId: int().meta({ description: 'the record id (element 2 of `id`): GET /v1/me/records/{recordId}' }),
    reportId: str().meta({ description: 'the id of the record for its report calls' }),
    type: literals(RECORD_TYPES),
    pointer: nullableStr().meta({
      description: 'the public-records pointer of a person or location record; null for phone and email',
    }),
    data: recordCardDataSchema,
    isArchived: bool(),
    isPremium: bool(),
    usageIds: recordOf(str(), 'monitoring usage ids by product: a record with any is protected ("Activated")'),
    created: dateTime(),
    updated: dateTime(),
  }),
);

export const memberRecordListResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    items: listOf(memberRecordResponseSchema).meta({ description: 'newest first, archived ones last' }),
  }),
);

export type RecordDate = InferType<typeof recordDateSchema>;
export type RecordCardData = InferType<typeof recordCardDataSchema>;
export type MemberRecord = InferType<typeof memberRecordResponseSchema>;
export type MemberRecordList = InferType<typeof memberRecordListResponseSchema>;
