import type { AnySchema } from 'yup';

import { collectFieldErrors, type FieldErrors } from '@beacon/validation';

/** Turns a yup schema of @beacon/validation into a react-final-form `validate` function. */
export function validateWith(schema: AnySchema): (values: unknown) => FieldErrors {
  return (values) => collectFieldErrors(schema, values);
}
