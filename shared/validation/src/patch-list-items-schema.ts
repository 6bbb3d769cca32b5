import { array, mixed, string } from 'yup';

import { RECORD_TYPES } from './create-record-query-schema';
import { bodyObject, closedObject, typeMessage } from './payload-fields';

// PATCH /me/lists/{listId}/items (spec §7, issue 7 contract): adds 1 to 50 of the member's records to a list.

export const MAX_LIST_ITEMS_PER_PATCH = 50;

const recordIdField = () =>
  mixed<number | string>()
    .required('${path} is required')
    .test('record-id', '${path} must be a positive whole number', (value) =>
      typeof value === 'number'
        ? Number.isSafeInteger(value) && value > 0
        : typeof value === 'string' && /^[1-9][0-9]{0,14}$/.test(value),
    )
    .meta({
      jsonSchema: {
        oneOf: [
          { type: 'integer', minimum: 1 },
          { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
        ],
      },
    });

const listItemSchema = closedObject({
  type: string()
    .strict()
    .typeError(typeMessage('a string'))
    .required('${path} is required')
    .oneOf([...RECORD_TYPES], `\${path} must be one of ${RECORD_TYPES.join(', ')}`),
  recordId: recordIdField(),
});

export const patchListItemsSchema = bodyObject({
  items: array()
    .strict()
    .typeError(typeMessage('a list of { type, recordId }'))
    .of(listItemSchema.required())
    .min(1, 'items must name at least one record')
    .max(MAX_LIST_ITEMS_PER_PATCH, `items must name at most ${MAX_LIST_ITEMS_PER_PATCH} records`)
    .required('items is required'),
});

export interface PatchListItemsBody {
  items: Array<{ type: (typeof RECORD_TYPES)[number]; recordId: number | string }>;
}
