import {
  array,
  boolean,
  mixed,
  number,
  object,
  string,
  ValidationError,
  type AnyObject,
  type AnySchema,
  type ISchema,
  type InferType,
  type ObjectShape,
} from 'yup';

import { builtOnce } from '../built-once';
import { toJsonSchema } from '../json-schema';

// Building blocks of the response contract (decision 003): every response shape of the API is a yup schema made of
// these, its TypeScript type is `InferType` of it, Fastify serializes with the JSON Schema converted from it, and the
// client parses what it receives with it. Fields are strict (a number is never accepted as a string) and defined
// (a field the server must send is missing = a mismatch); `optional()` marks the few that may be absent.

// One schema per kind of field, shared by every field of that kind.

/** A string the response always carries (possibly empty). */
export const str = builtOnce(() => string().strict().defined());
export const nullableStr = builtOnce(() => string().strict().nullable().defined());
export const int = builtOnce(() => number().strict().integer().defined());
export const nullableInt = builtOnce(() => number().strict().integer().nullable().defined());
export const num = builtOnce(() => number().strict().defined());
export const bool = builtOnce(() => boolean().strict().defined());
/** An ISO 8601 date-time string, e.g. `2026-11-23T10:00:00.000Z`. */
export const dateTime = () => str().meta({ format: 'date-time' });
/** An ISO calendar date, e.g. `2026-11-23`. */
export const isoDate = () => str().meta({ format: 'date' });

/** One of a fixed list of strings; the type is their union. */
export function literals<const T extends readonly string[]>(values: T) {
  return string().oneOf<T[number]>(values).strict().defined();
}

/** An object whose listed fields are checked; fields the contract does not name are allowed and ignored. */
export function shape<S extends ObjectShape>(fields: S) {
  return object(fields).strict().defined();
}

/**
 * An object whose listed fields are checked and whose other keys are passed on as they are (the account's `data`,
 * a record card's display data): the server's serializer keeps them, the client's parse allows them.
 */
export function openShape<S extends ObjectShape>(fields: S, description?: string) {
  return shape(fields).meta({ additionalProperties: true, ...(description ? { description } : {}) });
}

/** An id the server stores as it was given: a number or a string. */
export const idValue = () =>
  mixed<string | number>((input): input is string | number => typeof input === 'string' || typeof input === 'number')
    .defined()
    .meta({ jsonSchema: { type: ['integer', 'string'] } });

/** A list of one schema; the item type is taken from the schema (a generic `AnySchema` would widen it to any). */
export function listOf<T, C extends AnyObject = AnyObject>(item: ISchema<T, C>) {
  return array(item).strict().defined();
}

/** An object used as a map: any keys, every value of one schema (JSON Schema `additionalProperties`). */
export function recordOf<S extends AnySchema>(value: S, description?: string) {
  return mixed<Record<string, InferType<S>>>((input): input is Record<string, InferType<S>> => isPlainObject(input))
    .defined()
    .test('record-values', (input, context) => {
      if (!isPlainObject(input)) return true;
      for (const [key, entry] of Object.entries(input)) {
        try {
          value.validateSync(entry, { strict: true, abortEarly: true });
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error;
          const at = context.path ? `${context.path}.${key}` : key;
          return context.createError({ path: error.path ? `${at}.${error.path}` : at, message: error.message });
        }
      }
      return true;
    })
    .meta({
      // the values' schema, for the compiled check of the response parse (compiled-check.ts)
      recordValues: value,
      // described when the documentation is rendered: a page that parses with this schema never builds the JSON Schema
      jsonSchema: () => ({
        type: 'object',
        additionalProperties: toJsonSchema(value),
        ...(description ? { description } : {}),
      }),
    });
}

/** An open JSON object (`account.data`, free-form facts): any keys, any JSON values. */
export function openObject(description?: string) {
  return mixed<Record<string, unknown>>((input): input is Record<string, unknown> => isPlainObject(input))
    .defined()
    .meta({ jsonSchema: { type: 'object', additionalProperties: true, ...(description ? { description } : {}) } });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A 204 answer: no body (the client reads it as null). */
export function noContent() {
  return mixed<never>()
    .nullable()
    .test('no-content', '${path} must be empty', (value) => value === null || value === undefined)
    .meta({ jsonSchema: { type: 'null' } });
}
