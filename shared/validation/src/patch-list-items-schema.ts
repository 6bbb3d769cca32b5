import { array, mixed, string } from 'yup';

import { RECORD_TYPES } from './vocabulary/record-types';
import { bodyObject, closedObject, ID_VALUE_JSON_SCHEMA, idMessage, isIdValue, typeMessage } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// PATCH /me/lists/{listId}/items (spec §7, issue 7 contract): adds 1 to 50 of the member's records to a list.

export const MAX_LIST_ITEMS_PER_PATCH = 50;

const recordIdField = () =>
  mixed<number | string>()
    .required('${path} is required')
    .test('record-id', idMessage('${path}'), isIdValue)
    .meta({ jsonSchema: ID_VALUE_JSON_SCHEMA });

const listItemSchema = /* @__PURE__ */ deferredSchema(() =>
  closedObject({
    type: string()
      .strict()
      .typeError(typeMessage('a string'))
      .required('${path} is required')
      .oneOf([...RECORD_TYPES], `\${path} must be one of ${RECORD_TYPES.join(', ')}`),
    recordId: recordIdField(),
  }),
);

export const patchListItemsSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    items: array()
      .strict()
      .typeError(typeMessage('a list of { type, recordId }'))
      .of(listItemSchema.required())
      .min(1, 'items must name at least one record')
      .max(MAX_LIST_ITEMS_PER_PATCH, `items must name at most ${MAX_LIST_ITEMS_PER_PATCH} records`)
      .required('items is required'),
  }),
);

export interface PatchListItemsBody {
  items: Array<{ type: (typeof RECORD_TYPES)[number]; recordId: number | string }>;
}
