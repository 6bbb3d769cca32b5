import { isSchema, ValidationError, type AnySchema, type Lazy } from 'yup';

export type PayloadSchema = AnySchema | Lazy<unknown>;

export type PayloadCheck<T> = { ok: true; value: T } | { ok: false; message: string };

export function isPayloadSchema(value: unknown): value is PayloadSchema {
  return isSchema(value);
}

/** The order in which an object schema declares its fields (yup itself reports errors in another order). */
function declaredOrder(schema: PayloadSchema, value: unknown): string[] {
  const resolved = 'resolve' in schema ? schema.resolve({ value }) : schema;
  const fields = (resolved as { fields?: Record<string, unknown> }).fields;
  return fields ? Object.keys(fields) : [];
}

// yup looks fields up in a plain object, so a key such as "toString" or "constructor" in the input finds
// Object.prototype's method instead of a field and makes yup throw a TypeError. Such keys are refused up front.
const PROTOTYPE_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype));
const MAX_WALK_DEPTH = 32;

function prototypeKey(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_WALK_DEPTH || typeof value !== 'object' || value === null) return undefined;
  for (const key of Object.keys(value)) {
    if (PROTOTYPE_KEYS.has(key)) return key;
    const found = prototypeKey((value as Record<string, unknown>)[key], depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Checks untrusted input (a request body, query or params) against a schema. Never throws for bad input: the
 * result carries one readable message, the one of the first field in declaration order (so a form's first field
 * is reported first). Unknown keys are refused by the schemas themselves.
 */
export function checkPayload<T>(schema: PayloadSchema, value: unknown): PayloadCheck<T> {
  const reserved = prototypeKey(value);
  if (reserved !== undefined) return { ok: false, message: `The field name "${reserved}" is not allowed` };
  try {
    return { ok: true, value: schema.validateSync(value, { abortEarly: false, stripUnknown: false }) as T };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = error.inner.length ? error.inner : [error];
    const order = declaredOrder(schema, value);
    const rank = (path: string | undefined) => {
      const index = order.indexOf((path ?? '').split(/[.[]/)[0] ?? '');
      return index === -1 ? -1 : index;
    };
    const first = errors.reduce((best, candidate) => (rank(candidate.path) < rank(best.path) ? candidate : best));
    return { ok: false, message: first.message };
  }
}
