import { type InferType } from 'yup';

import { bodyObject, text } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// POST /me/lists (spec §7, issue 7 contract): a named list of the member's records. The name is trimmed by the
// server and unique per member.

export const LIST_NAME_MAX = 60;

export const createListSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    name: text(LIST_NAME_MAX).required('name is required').matches(/\S/, 'name must not be blank'),
  }),
);

export type CreateListBody = InferType<typeof createListSchema>;
