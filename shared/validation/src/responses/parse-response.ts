import { ValidationError, type AnySchema, type InferType, type Lazy } from 'yup';

import { schemaBuildPlan, type BuildPlan } from '../deferred-schema';
import { compiledCheckOf, isCompiled } from './compiled-check';

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
  // A value the schema's compiled check accepts is one yup would accept and return unchanged (issue 19: yup took
  // 15–23 ms on the person report's answer, cold, at the start of a page); yup has the last word on any other.
  if (compiledCheckOf(schema)?.(value)) return value as ResponseOf<S>;
  try {
    return schema.validateSync(value, { abortEarly: true, stripUnknown: false }) as ResponseOf<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new ContractMismatch(where, error.path ?? '', error.message);
    throw error;
  }
}

/**
 * What is left to do before `schema` parses at full speed, as a plan to run ahead of the answer (in idle time while
 * the request is in flight): the schema's build, then the compile of its check. Done when all is done.
 */
export function responseSchemaPlan(schema: ResponseSchema): BuildPlan {
  const build = schemaBuildPlan(schema);
  // tried once: a schema that fails to build or compile fails again at its parse, which reports it with the request
  let compileTried = isCompiled(schema);
  return {
    get done() {
      return build.done && (compileTried || isCompiled(schema));
    },
    step() {
      if (!build.done) return build.step();
      compileTried = true;
      void compiledCheckOf(schema);
    },
  };
}
