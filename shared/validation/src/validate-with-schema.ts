import { ValidationError, type AnySchema, type InferType } from 'yup';

export type FieldErrors = Record<string, string>;

/** Runs a schema and returns the first message per field (the shape final-form's `validate` expects). */
export function collectFieldErrors(schema: AnySchema, values: unknown): FieldErrors {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = inner.path ?? '';
      if (!(field in errors)) errors[field] = inner.message;
    }
    return errors;
  }
}

/** Parses unknown input into the schema's type, or throws a ValidationError with a readable message. */
export function parseWith<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  return schema.validateSync(value, { abortEarly: true, stripUnknown: false }) as InferType<S>;
}
