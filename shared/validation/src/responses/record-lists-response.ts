import { type InferType } from 'yup';

import { RECORD_TYPES } from '../vocabulary/record-types';
import { dateTime, int, listOf, literals, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// The member's record lists (issue 7 contract; spec §3 "record list with items"): GET /me/lists, POST /me/lists,
// PATCH /me/lists/{listId}/items and DELETE /me/lists/{listId}/items/{type}/{recordId}.

export const recordListResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({
    id: int(),
    name: str(),
    items: listOf(shape({ type: literals(RECORD_TYPES), recordId: int() })).meta({
      description: 'the records in the list, in the order they were added',
    }),
    created: dateTime(),
  }),
);

export const recordListsResponseSchema = /* @__PURE__ */ deferredSchema(() =>
  shape({ items: listOf(recordListResponseSchema) }),
);

export type RecordListResponse = InferType<typeof recordListResponseSchema>;
