import { ValidationError, type AnySchema, type InferType, type Lazy } from 'yup';

// The client's boundary: what the API sent is checked against the contract before any screen reads it. A mismatch
// throws a ContractMismatch naming the request, the field and what was wrong, instead of surfacing later as an
// `undefined` deep inside a screen.

export class ContractMismatch extends Error {
  constructor(
    readonly where: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${where}: the response does not match the contract at ${field || '(root)'}: ${reason}`);
    this.name = 'ContractMismatch';
  }
}

/** A response contract: a yup schema of @beacon/validation. */
export type ResponseSchema = AnySchema | Lazy<unknown>;
/** The type a response contract describes. */
export type ResponseOf<S extends ResponseSchema> = InferType<S>;

export function parseResponse<S extends ResponseSchema>(schema: S, value: unknown, where: string): ResponseOf<S> {
  try {
    return schema.validateSync(value, { abortEarly: true, stripUnknown: false }) as ResponseOf<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new ContractMismatch(where, error.path ?? '', error.message);
    throw error;
  }
}
