// The gate every answer passes before it is used (the service's, the shop's): its superstruct schema, defaults
// applied, and a failure that names the call and the field but never the value, which may be personal data; and the
// coercion the schemas are built with.
import { create, Struct, StructError } from 'superstruct';

/** An answer that does not match its schema; names the call and the field, never the value. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(readonly call: string, readonly field: string, cause?: unknown) {
    super(`unexpected answer from ${call} at "${field || '(root)'}"`, cause === undefined ? undefined : { cause });
  }
}

/** Validates (and applies the defaults of) an answer; throws ContractError when it does not fit. */
export function parse<T, S>(answer: unknown, schema: Struct<T, S>, call: string): T {
  try {
    return create(answer, schema);
  } catch (error) {
    // superstruct's own message quotes the value: only its path travels on.
    if (error instanceof StructError) throw new ContractError(call, error.path.join('.'));
    // Anything else thrown while checking is an answer we could not check, so one we do not understand: superstruct quotes
    // a refused value with `${value}`, which throws for an object whose "toString" is data ({"toString": "x"}), before it
    // names the field. The error stays as the cause, so a bug in a refinement still shows in the developer's console.
    throw new ContractError(call, '', error);
  }
}

/**
 * superstruct's `coerce`, with a predicate where `coerce` takes a condition struct. `coerce` asks `is(value,
 * condition)`, and every value the condition refuses builds a StructError, stack trace and all: a null check on every
 * field of the host configuration made those errors most of the time the loader spent reading it as the page loads. The
 * struct is built as `coerce` builds it, its own coercer running last.
 */
export const coerceWhen = <T, S>(struct: Struct<T, S>, when: (value: unknown) => boolean, coercer: (value: unknown) => unknown): Struct<T, S> =>
  new Struct({ ...struct, coercer: (value, context) => struct.coercer(when(value) ? coercer(value) : value, context) });
