import { ARRAY_ERROR, FORM_ERROR, getIn, setIn } from 'final-form';

import { collectFieldErrors } from '@beacon/validation';

type Errors = Record<string, unknown>;
/** A contract schema of @beacon/validation (its type is yup's, which this app does not depend on by name). */
type ContractSchema = Parameters<typeof collectFieldErrors>[0];

const depth = (path: string) => path.split(/[.[]/).length;

/**
 * Turns the schema's flat messages ("emails[0]") into the nested errors final-form reads with `getIn`, so a message
 * lands under the input it belongs to. A message about a whole list ("up to 10") is kept where final-form looks for
 * a list's own error (ARRAY_ERROR on an array); a message about the whole payload (path "") is the form's error.
 */
export function nestErrors(flat: Record<string, string>, payload: unknown): Errors {
  let errors: Errors = {};
  const deepestFirst = Object.entries(flat).sort(([a], [b]) => depth(b) - depth(a));
  for (const [path, message] of deepestFirst) {
    if (path === '') {
      errors = { ...errors, [FORM_ERROR]: message };
      continue;
    }
    const existing: unknown = getIn(errors, path);
    if (Array.isArray(existing)) {
      errors = setIn(errors, path, Object.assign([...existing], { [ARRAY_ERROR]: message })) as Errors;
    } else if (existing === undefined && Array.isArray(getIn(payload as Errors, path))) {
      errors = setIn(errors, path, Object.assign([], { [ARRAY_ERROR]: message })) as Errors;
    } else if (existing === undefined) {
      errors = setIn(errors, path, message) as Errors;
    }
  }
  return errors;
}

/**
 * A react-final-form `validate` that checks the payload the form would send (trimmed, blank inputs as "") against
 * the contract's schema, the same check the server makes. `within` names the payload's object the form's fields
 * stand for ("data" of `{ data: { emails } }`): its messages lose that prefix, and its own message is the form's.
 */
export function validatePayload<V>(
  schema: ContractSchema,
  toPayload: (values: V) => unknown,
  within?: string,
): (values: V) => Errors {
  return (values) => {
    const payload = toPayload(values);
    const flat = collectFieldErrors(schema, payload);
    if (!within) return nestErrors(flat, payload);
    const inner: Record<string, string> = {};
    for (const [path, message] of Object.entries(flat)) {
      if (path === within) inner[''] = message;
      else if (path.startsWith(`${within}.`)) inner[path.slice(within.length + 1)] = message;
      else inner[''] ??= message;
    }
    return nestErrors(inner, getIn(payload as Errors, within));
  };
}

/** The message final-form holds for a field or a list, whichever form it takes. */
export function messageAt(errors: Errors | undefined, name: string): string | undefined {
  const error: unknown = errors ? getIn(errors, name) : undefined;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const listError = (error as Record<string, unknown>)[ARRAY_ERROR];
    if (typeof listError === 'string') return listError;
  }
  return undefined;
}
