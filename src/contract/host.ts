// Answers of the host shop's session calls (spec 000 section 7, "Host shop calls"); their shapes are ours.
// The product-page loader reads them, so they use the loader's small kit (check.ts), not struct.ts.
import { defaulted, flag, object, optional, text, type Infer } from './check.ts';

/** GET person/@self: the signed-in customer, or the generic anonymous user. */
export const Person = object({
  userId: text(),
  legacyId: optional(text()),
  registerType: defaulted(text(), 'G'),
  firstName: optional(text()),
  lastName: optional(text()),
  email1: optional(text()),
  phone1: optional(text()),
});
/** The customer as the shop answers. */
export type Person = Infer<typeof Person>;

/** GET usercontext/@self/contextdata: the activity id becomes the session id. */
export const UserContext = object({
  activityToken: object({ activityId: text() }),
  isPartiallyAuthenticated: defaulted(flag, false),
});
/** The user context as the shop answers. */
export type UserContext = Infer<typeof UserContext>;
