// The product-page loader's schema kit: the few checks the host configuration and the shop session need.
// The contract's kit (struct.ts) would land in the loader whole, with every combinator a lazy chunk uses (a module
// both share is bundled with the loader), so the loader checks with these and the rest of the contract keeps
// struct.ts. Same promise: typed output from the schema, a ContractError naming the path.
import { ContractError } from './error.ts';

/** Checks the value found at `path`: answers it (normalised, defaults applied) or throws a CheckFailure. */
export type Check<T> = (value: unknown, path: string) => T;

/** The output type of a check. */
export type Infer<C> = C extends Check<infer T> ? T : never;

/** Where a value failed its check, and whether it was missing; never the value itself. */
export class CheckFailure {
  constructor(readonly path: string, readonly missing: boolean) {}
}

const fail = (path: string, value: unknown): never => {
  throw new CheckFailure(path, value == null);
};

/** A string, normalised first when asked, that matches the pattern when one is given. */
export const text =
  (pattern?: RegExp, normalize?: (value: string) => string): Check<string> =>
  (value, path) => {
    if (typeof value !== 'string') return fail(path, value);
    const out = normalize ? normalize(value) : value;
    return !pattern || pattern.test(out) ? out : fail(path, value);
  };

/** A boolean. */
export const flag: Check<boolean> = (value, path) => (typeof value === 'boolean' ? value : fail(path, value));

/** One of the listed strings. */
export const oneOf =
  <T extends string>(values: readonly T[]): Check<T> =>
  (value, path) =>
    values.includes(value as T) ? (value as T) : fail(path, value);

/** Absent (undefined or null, both read as undefined) or passing the check. */
export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value, path) =>
    value == null ? undefined : check(value, path);

/** The fallback when absent (undefined or null), else passing the check. */
export const defaulted =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (value, path) =>
    value == null ? fallback : check(value, path);

/** An object whose listed fields pass their checks; unknown extra fields are kept as they are. */
export const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Infer<S[K]> }> =>
  (value, path) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return fail(path, value);
    const out: Record<string, unknown> = { ...value };
    for (const key in shape) out[key] = shape[key]?.((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    return out as { [K in keyof S]: Infer<S[K]> };
  };

/** Checks an answer of `call`; throws a ContractError naming the call and the path, never the value. */
export function check<T>(answer: unknown, schema: Check<T>, call: string): T {
  try {
    return schema(answer, '');
  } catch (error) {
    if (error instanceof CheckFailure) throw new ContractError(call, error.path);
    throw error;
  }
}
