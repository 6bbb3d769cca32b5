import { ARRAY_ERROR, FORM_ERROR, getIn, setIn } from 'final-form';
import { collectFieldErrors } from '@beacon/validation';

type Errors = Record<string, unknown>;
/** A contract schema of @beacon/validation (its type is yup's, which this app does not depend on by name). */
type ContractSchema = Parameters<typeof collectFieldErrors>[0];

const depth = (path: string) => path.split(/[.[]/).length;

/**
 * Turns the schema's flat messages ("addresses[0].city") into the nested errors final-form reads with `getIn`, so a
 * message lands under the input it belongs to. A message about a whole list ("add at least one") is kept where
 * final-form looks for a list's own error (ARRAY_ERROR on an array): a plain string there would stand where the
 * list's items are, and final-form cannot write the items' errors into a string.
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
 * A react-final-form `validate` that checks the payload the form would send (trimmed, empty inputs as "") against
 * the contract's schema, the same check the server makes.
 */
export function validatePayload<V>(schema: ContractSchema, toPayload: (values: V) => unknown): (values: V) => Errors {
  return (values) => {
    const payload = toPayload(values);
    return nestErrors(collectFieldErrors(schema, payload), payload);
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
