// Answers of the host shop's session calls (spec 000 section 7, "Host shop calls"); their shapes are ours.
// A shop's platform writes a missing field as null as often as it leaves it out, and so does a page's
// configuration object, so these schemas read null as absent; the service's schemas (common.ts) keep null.
import { array, defaulted, integer, optional, string, type, boolean, unknown, type Struct, type Infer } from 'superstruct';
import { coerceWhen } from '../parse.ts';

const isNull = (value: unknown): boolean => value === null;
const toUndefined = (): undefined => undefined;

/** The struct, or absent: undefined or null, both read as undefined. */
export const absent = <T, S>(struct: Struct<T, S>) => coerceWhen(optional(struct), isNull, toUndefined);

/** The struct, with `fallback` when absent (undefined or null). */
export const orDefault = <T, S>(struct: Struct<T, S>, fallback: T) => coerceWhen(defaulted(struct, fallback), isNull, toUndefined);

/** GET person/@self: the signed-in customer, or the generic anonymous user. */
export const Person = type({
  userId: string(),
  legacyId: absent(string()),
  registerType: orDefault(string(), 'G'),
  firstName: absent(string()),
  lastName: absent(string()),
  email1: absent(string()),
  phone1: absent(string()),
});
/** The customer as the shop answers. */
export type Person = Infer<typeof Person>;

/** GET usercontext/@self/contextdata: the activity id becomes the session id. */
export const UserContext = type({
  activityToken: type({ activityId: string() }),
  isPartiallyAuthenticated: orDefault(boolean(), false),
});
/** The user context as the shop answers. */
export type UserContext = Infer<typeof UserContext>;

/** One error of a shop's error body: the platform's error key and code (WebSphere Commerce writes them so). */
const ShopErrorEntry = type({ errorKey: absent(string()), errorCode: absent(string()) });

/**
 * The body of a failed shop call, or what an action module rejects with (spec 000 sections 7 and 8): the shop's
 * errors, a custom error's data (INVALID_SESSION), an action's HTTP status. Every part may be absent; a body of any other
 * shape is read as no errors by its reader, never a failure of its own.
 */
export const ShopErrorBody = type({
  errors: absent(array(ShopErrorEntry)),
  data: optional(unknown()),
  status: absent(integer()),
});
/** A shop error body as read. */
export type ShopErrorBody = Infer<typeof ShopErrorBody>;
