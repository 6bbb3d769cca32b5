import { isSchema } from 'yup';

// Issue 19: yup validates through a generic machinery (an options object, a test runner and closures per field and
// per test), and a page parses its first answers before that code has warmed up: the person report's answer took
// 15–23 ms of main thread on this machine (60–90 ms at Lighthouse's 4× CPU), one long task of its own. A contract
// schema is a small language (strict fields, objects, lists, records, fixed values), so it is turned once into plain
// functions that say whether a value matches. A value they accept is returned as it is; anything else still goes
// through yup, which gives the answer and the error message. So the check must never accept a value that yup would
// refuse or change: it only compiles schemas made of the parts listed below and returns null for any other, and a
// schema that is not strict at its root (yup would cast it, and the output could differ from the input) is never
// compiled.

/** Whether a value matches a schema; a compiled check is exactly as strict as yup or stricter, never looser. */
export type ValueCheck = (value: unknown) => boolean;

/** What the compiler reads of a yup schema: yup 1's own fields, which its type declarations keep private. */
interface SchemaParts {
  type: string;
  spec: {
    strict: boolean;
    nullable: boolean;
    optional: boolean;
    recursive: boolean;
    meta?: { recordValues?: unknown };
  };
  conditions: readonly unknown[];
  internalTests: Record<string, unknown>;
  tests: ReadonlyArray<{ OPTIONS?: { name?: string; params?: Record<string, unknown> } }>;
  _whitelist: ReadonlySet<unknown>;
  _blacklist: ReadonlySet<unknown>;
  _typeCheck: (value: unknown) => boolean;
  fields?: Record<string, unknown>;
  _nodes?: readonly string[];
  innerType?: unknown;
}

/** The checks yup runs on every schema before its own tests; their meaning is handled below. */
const INTERNAL_TESTS = new Set(['typeError', 'nullable', 'optionality', 'whiteList']);

const compiled = new WeakMap<object, ValueCheck | null>();

const isReference = (value: unknown) =>
  typeof value === 'object' && value !== null && (value as { __isYupRef?: unknown }).__isYupRef === true;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `compiledCheckOf(schema)` has been called: the compile is done, or known to be impossible. */
export function isCompiled(schema: object): boolean {
  return compiled.has(schema);
}

/**
 * The compiled check of a response schema, built on first use and kept; null when the schema uses anything the
 * compiler does not know (the caller then validates with yup alone).
 */
export function compiledCheckOf(schema: object): ValueCheck | null {
  const known = compiled.get(schema);
  if (known !== undefined) return known;
  const parts = partsOf(schema);
  // yup casts the value of a schema that is not strict at its root; nested values are validated strictly either way
  const check = parts?.spec.strict === true ? compile(parts) : null;
  compiled.set(schema, check);
  return check;
}

function partsOf(schema: unknown): SchemaParts | null {
  if (!isSchema(schema)) return null;
  const parts = schema as unknown as Partial<SchemaParts>;
  if (
    typeof parts.type !== 'string' ||
    typeof parts._typeCheck !== 'function' ||
    typeof parts.spec !== 'object' ||
    !Array.isArray(parts.conditions) ||
    !Array.isArray(parts.tests) ||
    !(parts._whitelist instanceof Set) ||
    !(parts._blacklist instanceof Set) ||
    typeof parts.internalTests !== 'object'
  ) {
    return null;
  }
  return parts as SchemaParts;
}

function compileChild(schema: unknown): ValueCheck | null {
  const parts = partsOf(schema);
  return parts ? compile(parts) : null;
}

function compile(schema: SchemaParts): ValueCheck | null {
  // `when` conditions resolve to another schema per value; a schema that does not recurse checks less than this would
  if (schema.conditions.length > 0 || schema.spec.recursive === false || schema._blacklist.size > 0) return null;
  if (Object.keys(schema.internalTests).some((name) => !INTERNAL_TESTS.has(name))) return null;
  // `oneOf`: with its test in place the value must be one of the list, even an empty one
  const allowed = schema.internalTests['whiteList'] ? [...schema._whitelist] : null;
  if (allowed?.some(isReference)) return null;

  const checks: ValueCheck[] = [];
  for (const test of schema.tests) {
    const check = compileTest(schema, test.OPTIONS?.name, test.OPTIONS?.params ?? {});
    if (!check) return null;
    checks.push(check);
  }
  const children = compileChildren(schema);
  if (!children) return null;
  if (children !== NO_CHILDREN) checks.push(children);

  const { nullable, optional } = schema.spec;
  const typeCheck = (value: unknown) => schema._typeCheck(value);
  // Absent values: yup's tests that look at them (records, "no content") pass them, the others skip them, so only
  // the nullability and the optionality decide.
  return (value) => {
    if (value === undefined) return optional;
    if (value === null) return nullable;
    if (!typeCheck(value)) return false;
    if (allowed && !allowed.includes(value)) return false;
    for (const check of checks) if (!check(value)) return false;
    return true;
  };
}

const NO_CHILDREN: ValueCheck = () => true;

function compileChildren(schema: SchemaParts): ValueCheck | null {
  switch (schema.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'mixed':
      return NO_CHILDREN;
    case 'object': {
      const fields: Array<[string, ValueCheck]> = [];
      for (const key of schema._nodes ?? []) {
        const field = schema.fields?.[key];
        if (field === undefined) continue;
        if (isReference(field)) return null;
        const check = compileChild(field);
        if (!check) return null;
        fields.push([key, check]);
      }
      return (value) => {
        const object = value as Record<string, unknown>;
        for (const [key, check] of fields) if (!check(object[key])) return false;
        return true;
      };
    }
    case 'array': {
      if (schema.innerType === undefined) return NO_CHILDREN;
      const item = compileChild(schema.innerType);
      if (!item) return null;
      return (value) => {
        const list = value as readonly unknown[];
        for (let index = 0; index < list.length; index += 1) if (!item(list[index])) return false;
        return true;
      };
    }
    default:
      // dates (cast from strings), tuples and lazy schemas are left to yup
      return null;
  }
}

function compileTest(
  schema: SchemaParts,
  name: string | undefined,
  params: Record<string, unknown>,
): ValueCheck | null {
  const sized = schema.type === 'string' || schema.type === 'array';
  const size = (value: unknown) => (sized ? (value as { length: number }).length : (value as number));
  switch (name) {
    case 'integer':
      return (value) => Number.isInteger(value);
    case 'max': {
      const { max } = params;
      return typeof max === 'number' ? (value) => size(value) <= max : null;
    }
    case 'min': {
      const { min } = params;
      return typeof min === 'number' ? (value) => size(value) >= min : null;
    }
    case 'record-values': {
      // `recordOf`: every value of the object matches one schema, which the record keeps in its meta
      const values = compileChild(schema.spec.meta?.recordValues);
      if (!values) return null;
      return (value) => {
        if (!isPlainObject(value)) return true;
        for (const key of Object.keys(value)) if (!values(value[key])) return false;
        return true;
      };
    }
    case 'no-content':
      return () => false;
    default:
      return null;
  }
}
