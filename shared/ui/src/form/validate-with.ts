import type { AnySchema } from 'yup';

import { collectFieldErrors, type FieldErrors } from '@beacon/validation';

type Validate = (values: unknown) => FieldErrors;

const validators = new WeakMap<AnySchema, Validate>();

/**
 * Turns a yup schema of @beacon/validation into a react-final-form `validate` function, the same function for the
 * same schema. react-final-form validates the whole form again whenever its `validate` prop changes; a new function
 * on every render of a form made each re-render a validation and a re-render of every field (seven validations of
 * the dashboard's search form before its first screen was done, issue 19).
 */
export function validateWith(schema: AnySchema): Validate {
  let validate = validators.get(schema);
  if (!validate) {
    validate = (values) => collectFieldErrors(schema, values);
    validators.set(schema, validate);
  }
  return validate;
}
