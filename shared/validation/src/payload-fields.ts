import { boolean, mixed, number, object, string, type ObjectShape } from 'yup';

// Building blocks for the provider API's payload schemas. Every field is strict (no coercion: "1" is not 1) and has
// its own type message, because yup's default message prints the offending value back, which can be huge or hostile.

// Every row id is a PostgreSQL integer (serial, at most 2,147,483,647). PostgreSQL refuses to compare an integer
// column with a larger number (a 500, not a 404), so an id is at most 9 digits, as text or as a number: one rule for
// every id the API takes, with one message.
export const MAX_ID_DIGITS = 9;
export const MAX_ID = 999_999_999;
export const ID_PATTERN = new RegExp(`^[1-9][0-9]{0,${MAX_ID_DIGITS - 1}}$`);
export const idMessage = (name: string) => `${name} must be a whole number from 1 to ${MAX_ID}`;

/** Whether a value is an id as the clients send it: a number, or the same digits as a string. */
export function isIdValue(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID;
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** JSON Schema of an id sent as a number or a string (OpenAPI document and route validation). */
export const ID_VALUE_JSON_SCHEMA = {
  oneOf: [
    { type: 'integer', minimum: 1, maximum: MAX_ID },
    { type: 'string', pattern: ID_PATTERN.source },
  ],
};

export function typeMessage(expected: string): string {
  return `\${path} must be ${expected}`;
}

/** A string of at most `max` characters. */
export function text(max: number) {
  return string().strict().typeError(typeMessage('a string')).max(max, `\${path} must be at most ${max} characters`);
}

// A NUL character (PostgreSQL's text cannot hold it) or a surrogate without its other half (not text: it reaches the
// database as U+FFFD, so what is kept would differ from what was sent).
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether both database engines keep the string exactly as sent. */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

export function flag() {
  return boolean().strict().typeError(typeMessage('true or false'));
}

/** A non-negative whole number, such as a Unix timestamp in seconds. */
export function wholeNumber() {
  return number()
    .strict()
    .typeError(typeMessage('a number'))
    .integer(typeMessage('a whole number'))
    .min(0, typeMessage('zero or more'))
    .max(Number.MAX_SAFE_INTEGER, typeMessage('a safe integer'));
}

/** A record, report or user id: the clients send either a number or a string. */
export function scalarId(maxLength = 200) {
  return mixed<string | number>()
    .test('scalar-id', `\${path} must be a string of at most ${maxLength} characters or a whole number`, (value) => {
      if (value === undefined || value === null) return true;
      if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
      return typeof value === 'string' && value.length <= maxLength;
    })
    .meta({
      jsonSchema: {
        oneOf: [
          { type: 'string', maxLength },
          { type: 'integer', minimum: 0 },
        ],
      },
    });
}

/** An object that refuses keys it does not declare (mass assignment and junk are errors, not silently dropped). */
export function closedObject<S extends ObjectShape>(shape: S) {
  return object(shape)
    .strict()
    .typeError(typeMessage('an object'))
    .noUnknown(`\${path} has unknown field(s): \${unknown}`);
}

/** A request body: a JSON object with exactly the declared fields. */
export function bodyObject<S extends ObjectShape>(shape: S) {
  return object(shape)
    .strict()
    .typeError('The request body must be a JSON object')
    .noUnknown('Unknown field(s) in the request body: ${unknown}')
    .required('The request body must be a JSON object');
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
