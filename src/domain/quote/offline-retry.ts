// The quote an offline insurer answers later (spec 000 sections 3, 6 and 7): whether its answer can be e-mailed to the
// shopper. Read by the call-to-action and the quote view, so it lives apart from the quote view's own rules.

/** What tells whether the shopper has an e-mail address the service can write to. */
export interface RetryContact {
  /** The record's customerEmail (spec 000 section 3): a string, or `{ email }` as spec 001 section 3 shows it. */
  recordEmail: string | { email?: string | null | undefined } | null | undefined;
  /** The shop's visitor is a guest, not also signed in (spec 000 section 6). */
  guest: boolean;
  /** The shop customer's e-mail, which the calls carry as the customer e-mail header (spec 000 section 7). */
  sessionEmail: string | null | undefined;
}

/**
 * Whether the insurer's answer can reach the shopper by e-mail. The opt-in (POST quote/opt-in-retry) carries only the
 * record id and the choice (spec 000 section 7), so the service writes to the customer it knows: the record's e-mail, or
 * for a signed-in customer the e-mail every call carries. A guest's record is made without one (spec 000 section 6),
 * and a call may carry no other e-mail than the shop session's: a guest cannot be e-mailed, so is never promised it.
 */
export function answerByEmail(contact: RetryContact): boolean {
  const onRecord = typeof contact.recordEmail === 'string' ? contact.recordEmail : contact.recordEmail?.email;
  if (onRecord?.trim()) return true;
  return !contact.guest && !!contact.sessionEmail?.trim();
}
