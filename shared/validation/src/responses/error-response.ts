import { type InferType } from 'yup';

import { int, shape, str } from './contract-fields';
import { deferredSchema } from '../deferred-schema';

// Every error the API answers (4xx and 5xx): a message written for the member and the status code.
export const errorResponseSchema = /* @__PURE__ */ deferredSchema(() => shape({ message: str(), statusCode: int() }));

export type ErrorResponse = InferType<typeof errorResponseSchema>;

/** The error responses of a route, for its schema: `...errorResponses(400, 401, 404)`. */
export function errorResponses(...codes: number[]): Record<number, typeof errorResponseSchema> {
  return Object.fromEntries(codes.map((code) => [code, errorResponseSchema]));
}
