import { number, type InferType } from 'yup';

import { bodyObject, typeMessage } from './payload-fields';
import { deferredSchema } from './deferred-schema';

// PUT /me/records/{id}/ratings/{section} (spec §7, issue 7 contract): the member's 1-to-5 rating of one section.

export const putRatingSchema = /* @__PURE__ */ deferredSchema(() =>
  bodyObject({
    rating: number()
      .strict()
      .typeError(typeMessage('a whole number from 1 to 5'))
      .required('rating is required')
      .integer(typeMessage('a whole number from 1 to 5'))
      .min(1, typeMessage('a whole number from 1 to 5'))
      .max(5, typeMessage('a whole number from 1 to 5')),
  }),
);

export type PutRatingBody = InferType<typeof putRatingSchema>;
