// The pieces every answer of the direct-billing service is built from: absent-or-null fields, money, URLs, names.
import { nullable, number, optional, record, refine, string, Struct, type, union, type Infer } from 'superstruct';
import { isSafeAmount } from '../domain/amount-range.ts';

/** A field the service may leave out or send as null. */
export const maybe = <T, S>(struct: Struct<T, S>) => optional(nullable(struct));

/**
 * The fields of an insurer's answer in progress, shared by a quote and a claim (spec 000 section 3): a status
 * kept as sent (an unknown value reads as in progress), its customer-facing form, and the error if any.
 */
export const OUTCOME_FIELDS = {
  status: string(),
  customerFacingStatus: maybe(string()),
  errorType: maybe(string()),
  errorCode: maybe(string()),
  errorMessage: maybe(string()),
};

/**
 * An amount in major units (12.5 is 12.50) the rules can convert to minor units exactly: finite, and within the safe
 * integer range once in minor units (isSafeAmount); 1e14 or 1e400 is an answer the widgets do not understand.
 */
export const Amount = refine(number(), 'safe-amount', (value) => isSafeAmount(value));

/** An amount as the service sends it: major units (12.5 is 12.50); the rules convert it to minor units. */
export const Money = type({ amount: Amount });
/** An amount in major units. */
export type Money = Infer<typeof Money>;

/** A URL the widget may send a file to or show a file from: http or https only, never javascript: or data:. */
export const HttpUrl = refine(string(), 'http-url', (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
});

/**
 * superstruct's `record`, over the map's own keys: `record` walks a map with `for…in`, which also meets what a host page
 * added to `Object.prototype` (`Object.prototype.foo = 1`, as old scripts do), and then refused every answer with a map
 * in it ("views.foo"). Its check and its copy stay superstruct's; only the walk reads `Object.keys`.
 */
export function ownRecord<K extends string, V>(key: Struct<K, null>, value: Struct<V>): Struct<Record<K, V>, null> {
  return new Struct({
    ...record(key, value),
    *entries(input: unknown): Generator<[string, unknown, Struct<K, null> | Struct<V>]> {
      if (typeof input !== 'object' || input === null) return;
      for (const [k, v] of Object.entries(input)) {
        yield [k, k, key];
        yield [k, v, value];
      }
    },
  });
}

/**
 * A name by language (`{ en, fr }`); a plain string is accepted too and means the same name in every
 * language, because the service is not shown to always send the object (spec 000 section 3, "name (by language)").
 */
export const LocalizedName = union([string(), ownRecord(string(), string())]);
/** A name by language, or one name for all. */
export type LocalizedName = Infer<typeof LocalizedName>;

/** A file the service keeps (the out-of-network claim form of an insurer); its URL is asked for separately. */
export const AttachmentRef = type({ type: string(), id: string(), name: maybe(string()) });
/** A reference to a stored file. */
export type AttachmentRef = Infer<typeof AttachmentRef>;
