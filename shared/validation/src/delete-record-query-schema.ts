import { object, string, type InferType } from 'yup';

import { RECORD_TYPES } from './vocabulary/record-types';
import { deferredSchema } from './deferred-schema';

// DELETE /me/records/{id}?type= (spec §7 "DELETE /me/records/{id}: a type"): the type must be the record's own.

export const deleteRecordQuerySchema = /* @__PURE__ */ deferredSchema(() =>
  object({
    type: string()
      .strict()
      .required('type is required')
      .oneOf([...RECORD_TYPES], `type must be one of ${RECORD_TYPES.join(', ')}`),
  }).noUnknown('Unknown query parameter(s): ${unknown}'),
);

export type DeleteRecordQuery = InferType<typeof deleteRecordQuerySchema>;
