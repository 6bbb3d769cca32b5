import { mixed, object, string, type InferType } from 'yup';

import { normalizePhone } from './phone-search-schema';
import { RECORD_TYPES, type RecordType } from './vocabulary/record-types';
import { deferredSchema } from './deferred-schema';

// The create-record view's input (spec §5): a type; person and location need a pointer; phone and email take their
// value from the query. The view shows no validation messages (spec), only that it cannot continue.

export const createRecordQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    type: mixed<RecordType>().oneOf(RECORD_TYPES).required(),
    pointer: string().when('type', {
      is: (type: string) => type === 'person' || type === 'location',
      then: (schema) => schema.required(),
      otherwise: (schema) => schema.optional(),
    }),
    phone: string().when('type', {
      is: 'phone',
      then: (schema) =>
        schema
          .required()
          .transform((value: string) => normalizePhone(value))
          .matches(/^\d{10}$/),
      otherwise: (schema) => schema.optional(),
    }),
    email: string().when('type', {
      is: 'email',
      then: (schema) => schema.trim().required().email(),
      otherwise: (schema) => schema.optional(),
    }),
  }),
);

export type CreateRecordQuery = InferType<typeof createRecordQuerySchema>;
