// Our schema kit: the part of superstruct's API the contract uses, same names, same inferred types, a tenth of the bytes.
// One walk per struct checks (and, in `create`, coerces) a value and throws a StructError at the first failure.

/** A key on the way to a value: an object's field or an array's index. */
type Key = string | number;

/** Where a value failed its schema and which check refused it; never the value itself (it may be personal data). */
export class StructError extends TypeError {
  constructor(
    readonly path: Key[],
    readonly type: string,
  ) {
    super(`Expected ${type}`);
  }
}

const fail = (path: Key[], type: string): never => {
  throw new StructError(path, type);
};

/** A schema: `TYPE` carries its output type for Infer, `schema` its fields for assign and partial, `run` the check. */
export class Struct<T = unknown, S = unknown> {
  /** Never set: only the type of what the struct accepts. */
  declare readonly TYPE: T;

  constructor(
    readonly type: string,
    readonly schema: S,
    /** Checks the value at `path` and answers it (a coerced copy when `coerce`); throws a StructError. */
    readonly run: (value: unknown, path: Key[], coerce: boolean) => unknown,
  ) {}

  /** Whether the value fits as it is (no coercion), as a type guard. */
  is(value: unknown): value is T {
    return !attempt(this, value, [], false)[0];
  }
}

/** Any struct; a struct's output type only flows out of it, so every struct is one. */
type AnyStruct = Struct<unknown, unknown>;

/** The type a struct accepts. */
export type Infer<T extends AnyStruct> = T['TYPE'];

/** The fields of an object schema. */
export type ObjectSchema = Record<string, AnyStruct>;

// The object type of a schema, as superstruct infers it: a field whose type admits undefined is optional.
type Simplify<T> = T extends unknown[] | Date ? T : { [K in keyof T]: T[K] } & {};
type Optional<T> = { [K in keyof T]: undefined extends Extract<T[K], undefined> ? K : never }[keyof T];
type Optionalize<T> = Omit<T, Optional<T>> & Partial<Pick<T, Optional<T>>>;

/** The value type of an object schema. */
export type ObjectType<S extends ObjectSchema> = Simplify<Optionalize<{ [K in keyof S]: Infer<S[K]> }>>;

/** Two schemas merged, the second's fields winning. */
export type Assign<T, U> = Simplify<U & Omit<T, keyof U>>;

/** A schema with every field optional. */
export type PartialObjectSchema<S extends ObjectSchema> = { [K in keyof S]: Struct<Infer<S[K]> | undefined> };

/** Runs a struct, answering [error] or [undefined, output]; an error that is not a StructError (a bug) passes through. */
function attempt<T>(struct: Struct<T, unknown>, value: unknown, path: Key[], coerce: boolean): [StructError] | [undefined, T] {
  try {
    return [undefined, struct.run(value, path, coerce) as T];
  } catch (error) {
    if (error instanceof StructError) return [error];
    throw error;
  }
}

/** Checks the value and applies defaults and coercions; throws a StructError at the first failure. */
export const create = <T, S>(value: unknown, struct: Struct<T, S>): T => struct.run(value, [], true) as T;

/** Checks the value (and coerces it when asked): [error, undefined] or [undefined, value], like superstruct. */
export const validate = <T, S>(value: unknown, struct: Struct<T, S>, options: { coerce?: boolean } = {}): [StructError, undefined] | [undefined, T] => {
  const [error, out] = attempt(struct, value, [], !!options.coerce);
  return error ? [error, undefined] : [undefined, out as T];
};

const define = <T>(type: string, test: (value: unknown) => boolean) =>
  new Struct<T, null>(type, null, (value, path) => (test(value) ? value : fail(path, type)));

/** Any string. */
export const string = () => define<string>('string', (value) => typeof value == 'string');
/** Any number but NaN. */
export const number = () => define<number>('number', (value) => typeof value == 'number' && !isNaN(value));
/** A whole number. */
export const integer = () => define<number>('integer', Number.isInteger);
/** true or false. */
export const boolean = () => define<boolean>('boolean', (value) => typeof value == 'boolean');
/** Anything: an answer that is not read. */
export const unknown = () => define<unknown>('unknown', () => true);

/** One of the listed values. */
export const enums = <U extends string | number, T extends readonly U[]>(values: T) =>
  new Struct<T[number], { [K in T[number]]: K }>(
    'enums',
    Object.fromEntries(values.map((value) => [value, value])) as unknown as { [K in T[number]]: K },
    (value, path) => (values.includes(value as U) ? value : fail(path, 'enums')),
  );

/** The struct, or undefined; undefined skips the struct, so a default goes in defaulted alone, never inside optional. */
export const optional = <T, S>(struct: Struct<T, S>) =>
  new Struct<T | undefined, S>(struct.type, struct.schema, (value, path, coerce) => (value === undefined ? value : struct.run(value, path, coerce)));

/** The struct, or null. */
export const nullable = <T, S>(struct: Struct<T, S>) =>
  new Struct<T | null, S>(struct.type, struct.schema, (value, path, coerce) => (value === null ? value : struct.run(value, path, coerce)));

const isObject = (value: unknown): value is Record<string, unknown> => typeof value == 'object' && value != null && !Array.isArray(value);

/**
 * An object walked field by field: `fields` names the struct of each key to check. A coerced field is kept when it
 * has a value or the key was there, so a field the answer left out stays left out (as superstruct does).
 */
const walk = <T, S>(type: string, schema: S, fields: (value: Record<string, unknown>) => [string, AnyStruct][]) =>
  new Struct<T, S>(type, schema, (value, path, coerce) => {
    if (!isObject(value)) return fail(path, type);
    const out = coerce ? { ...value } : value;
    for (const [key, struct] of fields(value)) {
      const field = struct.run(value[key], [...path, key], coerce);
      if (coerce && (field !== undefined || key in out)) out[key] = field;
    }
    return out;
  });

const never = define<never>('never', () => false);

/** An object with these fields; other fields are allowed and kept (the service may add fields at any time). */
export const type = <S extends ObjectSchema>(schema: S) => walk<ObjectType<S>, S>('type', schema, () => Object.entries(schema));

/** An object with these fields and no other. */
export const object = <S extends ObjectSchema>(schema: S) =>
  walk<ObjectType<S>, S>('object', schema, (value) => Object.keys({ ...schema, ...value }).map((key) => [key, schema[key] ?? never]));

/** An object whose keys and values all fit; a wrong key fails at its own path, as superstruct does. */
export const record = <K extends string, V>(key: Struct<K>, value: Struct<V>) =>
  walk<Record<K, V>, null>('record', null, (object) =>
    Object.keys(object).map((name) => [name, new Struct('record', null, (field, path, coerce) => (key.run(name, path, coerce), value.run(field, path, coerce)))]),
  );

/** An array whose every element fits. */
export const array = <T extends AnyStruct>(element: T) =>
  new Struct<Infer<T>[], T>('array', element, (value, path, coerce) => {
    if (!Array.isArray(value)) return fail(path, 'array');
    const out = value.map((item: unknown, index) => element.run(item, [...path, index], coerce));
    return coerce ? out : value;
  });

/** The first of the structs the value fits, coerced by that one; the failure names the union's own path. */
export const union = <T extends AnyStruct[]>(structs: [...T]) =>
  new Struct<Infer<T[number]>, null>('union', null, (value, path, coerce) => {
    for (const struct of structs) {
      const [error, out] = attempt(struct, value, path, coerce);
      if (!error) return out;
    }
    return fail(path, 'union');
  });

/** The struct, with a further check named `name` on the value it accepts (`true` passes, anything else fails). */
export const refine = <T, S>(struct: Struct<T, S>, name: string, refiner: (value: T) => boolean | string) =>
  new Struct<T, S>(struct.type, struct.schema, (value, path, coerce) => {
    const out = struct.run(value, path, coerce) as T;
    return refiner(out) === true ? out : fail(path, `${struct.type} (${name})`);
  });

/** A number at least `threshold` (above it when `exclusive`). */
export const min = <T extends number | Date, S>(struct: Struct<T, S>, threshold: T, options: { exclusive?: boolean } = {}) =>
  refine(struct, 'min', (value) => (options.exclusive ? value > threshold : value >= threshold));

/** A number, or the length of a string or array, or the size of a map or set, from `low` to `high`. */
export const size = <T extends string | number | Date | unknown[] | Map<unknown, unknown> | Set<unknown>, S>(struct: Struct<T, S>, low: number, high = low) =>
  refine(struct, 'size', (value) => {
    const n = typeof value == 'string' || Array.isArray(value) ? value.length : value instanceof Map || value instanceof Set ? value.size : +value;
    return low <= n && n <= high;
  });

/** The struct, converting first (in `create`) a value that fits `condition`. */
export const coerce = <T, S, C>(struct: Struct<T, S>, condition: Struct<C, unknown>, coercer: (value: C) => unknown) =>
  new Struct<T, S>(struct.type, struct.schema, (value, path, on) =>
    struct.run(on && condition.is(value) ? coercer(value) : value, path, on),
  );

/**
 * The struct, with `fallback` (or what it answers, when a function) for undefined, in `create`; an object
 * fallback also fills the fields an object value leaves undefined (superstruct's non-strict default).
 */
export const defaulted = <T, S>(struct: Struct<T, S>, fallback: unknown) =>
  coerce(struct, unknown(), (value) => {
    const base = typeof fallback == 'function' ? (fallback as () => unknown)() : fallback;
    if (value === undefined) return base;
    if (!isObject(value) || !isObject(base)) return value;
    const out = { ...value };
    for (const key in base) if (out[key] === undefined) out[key] = base[key];
    return out;
  });

/** Both schemas' fields in one: a `type` when the first is one (extra fields allowed), else an `object`. */
export const assign = <A extends ObjectSchema, B extends ObjectSchema>(a: Struct<ObjectType<A>, A>, b: Struct<ObjectType<B>, B>) => {
  const schema = { ...a.schema, ...b.schema } as unknown as Assign<A, B>;
  return (a.type == 'type' ? type(schema) : object(schema)) as Struct<ObjectType<Assign<A, B>>, Assign<A, B>>;
};

/** The schema (or struct) with every field optional, keeping `type` or `object` as it was. */
export const partial = <S extends ObjectSchema>(struct: Struct<ObjectType<S>, S> | S) => {
  const whole = struct instanceof Struct;
  const schema = Object.fromEntries(Object.entries(whole ? struct.schema : struct).map(([key, field]) => [key, optional(field)])) as PartialObjectSchema<S>;
  return whole && struct.type == 'type' ? type(schema) : object(schema);
};
