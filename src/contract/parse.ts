// The gate every answer of the direct-billing service passes before it is used: our schema kit (struct.ts).
import { create, StructError, type Struct } from './struct.ts';
import { ContractError } from './error.ts';

export { ContractError };

/** Validates (and applies the defaults of) an answer; throws ContractError when it does not fit. */
export function parse<T, S>(answer: unknown, schema: Struct<T, S>, call: string): T {
  try {
    return create(answer, schema);
  } catch (error) {
    if (error instanceof StructError) throw new ContractError(call, error.path.join('.'));
    throw error;
  }
}
