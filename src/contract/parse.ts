// The gate every answer passes before it is used (the service's, the shop's): its superstruct schema, defaults
// applied, and a failure that names the call and the field but never the value, which may be personal data.
import { create, StructError, type Struct } from 'superstruct';

/** An answer that does not match its schema; names the call and the field, never the value. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(readonly call: string, readonly field: string) {
    super(`unexpected answer from ${call} at "${field || '(root)'}"`);
  }
}

/** Validates (and applies the defaults of) an answer; throws ContractError when it does not fit. */
export function parse<T, S>(answer: unknown, schema: Struct<T, S>, call: string): T {
  try {
    return create(answer, schema);
  } catch (error) {
    // superstruct's own message quotes the value: only its path travels on.
    if (error instanceof StructError) throw new ContractError(call, error.path.join('.'));
    throw error;
  }
}
