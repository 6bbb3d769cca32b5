import { array, lazy, mixed, number, object, string, ValidationError, type AnySchema } from 'yup';

import { personReportAnswer } from './compiled-check.fixture';
import { compiledCheckOf } from './compiled-check';
import { int, listOf, literals, noContent, nullableStr, openObject, recordOf, shape, str } from './contract-fields';
import { parseResponse, ContractMismatch } from './parse-response';
import { personSearchResponseSchema } from './public-records-response';
import { recordLayoutResponseSchema, recordReportResponseSchema } from './record-report-response';

function yupAccepts(schema: AnySchema, value: unknown): boolean {
  try {
    schema.validateSync(value, { abortEarly: true, stripUnknown: false });
    return true;
  } catch (error) {
    if (error instanceof ValidationError) return false;
    throw error;
  }
}

type Path = ReadonlyArray<string | number>;

/** Every path to a value inside `value` (objects' keys, lists' indexes), the root first. */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const paths: Path[] = [at];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...at, index])));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...at, key]));
  }
  return paths;
}

const DELETE = Symbol('delete');
const REPLACEMENTS: unknown[] = [DELETE, undefined, null, '', 'x', 'person', 0, 3, 1.5, -1, true, {}, [], [1], ['x']];

/** `value` with the value at `path` replaced (or its key deleted); the root replaced when the path is empty. */
function changedAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === DELETE ? undefined : replacement;
  const copy: unknown = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === DELETE) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** Checks the compiled check against yup on `valid` and on every one-place change of it. */
function expectNeverLooserThanYup(schema: AnySchema, valid: unknown) {
  const check = compiledCheckOf(schema);
  expect(check).not.toBeNull();
  expect(yupAccepts(schema, valid)).toBe(true);
  expect(check!(valid)).toBe(true);
  let refused = 0;
  for (const path of pathsOf(valid)) {
    for (const replacement of REPLACEMENTS) {
      const changed = changedAt(valid, path, replacement);
      const accepted = yupAccepts(schema, changed);
      // never looser: a value the check accepts is one yup accepts; and as strict, not stricter, on these changes
      expect({ path, replacement, check: check!(changed) }).toEqual({ path, replacement, check: accepted });
      if (!accepted) refused += 1;
    }
  }
  // the changes did reach the checks: most of them break the contract
  expect(refused).toBeGreaterThan(pathsOf(valid).length);
}

describe('compiled response checks', () => {
  it("agree with yup on a person report's answer and on every one-place change of it", () => {
    expectNeverLooserThanYup(recordReportResponseSchema, personReportAnswer);
  });

  it('agree with yup on a layout (a record of lists) and on a page of search results', () => {
    expectNeverLooserThanYup(recordLayoutResponseSchema, {
      type: 'person',
      sections: ['timeline', 'personal'],
      sectionKeys: { timeline: ['timeline'], personal: ['names', 'dobs'] },
    });
    expectNeverLooserThanYup(personSearchResponseSchema, { total: 0, page: 1, pageSize: 20, results: [] });
  });

  it('cover fixed values, integers, limits, open objects and empty answers', () => {
    const schema = shape({
      kind: literals(['a', 'b']),
      count: int().max(10).min(1),
      label: nullableStr(),
      tags: listOf(str()).max(2),
      extra: openObject(),
      scores: recordOf(int()),
      note: str().optional(),
    });
    expectNeverLooserThanYup(schema, {
      kind: 'a',
      count: 3,
      label: null,
      tags: ['x'],
      extra: { any: [1, 'two'] },
      scores: { first: 1 },
      note: 'n',
    });
    expectNeverLooserThanYup(noContent().strict(), null);
  });

  it('refuse every value for an empty list of fixed values, as yup does', () => {
    const schema = string().strict().oneOf([]);
    expect(compiledCheckOf(schema)?.('a')).toBe(false);
    expect(yupAccepts(schema, 'a')).toBe(false);
  });

  it('are not made for schemas that yup would cast, resolve per value or test in ways the compiler does not know', () => {
    // not strict at the root: yup casts, and what it returns may differ from what came in
    expect(compiledCheckOf(object({ id: number() }))).toBeNull();
    expect(compiledCheckOf(lazy(() => str()))).toBeNull();
    expect(
      compiledCheckOf(shape({ a: str(), b: string().when('a', { is: 'x', then: (s) => s.strict() }) })),
    ).toBeNull();
    expect(compiledCheckOf(shape({ email: string().strict().email() }))).toBeNull();
    expect(compiledCheckOf(shape({ when: mixed().test('custom', 'no', () => true) }))).toBeNull();
    expect(compiledCheckOf(array(str()).strict().length(2))).toBeNull();
  });
});

describe('parseResponse with a compiled check', () => {
  it('returns the very value it was given when the check accepts it', () => {
    expect(parseResponse(recordReportResponseSchema, personReportAnswer, 'GET /me/records/1/report')).toBe(
      personReportAnswer,
    );
  });

  it("still names the field and yup's reason when the answer is off the contract", () => {
    const answer = changedAt(personReportAnswer, ['ratings', 'timeline'], 'four');
    expect(() => parseResponse(recordReportResponseSchema, answer, 'GET /me/records/1/report')).toThrow(
      new ContractMismatch(
        'GET /me/records/1/report',
        'ratings.timeline',
        'this must be a `number` type, but the final value was: `"four"`.',
      ),
    );
  });
});
