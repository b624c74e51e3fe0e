// The quote an offline insurer answers later (spec 000 sections 3, 4, 6, 7 and 9; spec 001 section 9): whether its
// answer can be e-mailed to the shopper, and how long the open page waits for it. Read by the call-to-action, the quote
// view and the page's wait, so it lives apart from the quote view's own rules.
import { lastQuote, type QuoteRecordLike } from './quote.ts';

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

/**
 * Whether the record waits on the retry the shopper opted in to (QUOTE_PENDING, customer-facing SERVICE_OFFLINE, spec
 * 000 section 4): the page that shows it waits for the insurer's answer with the quote polling of spec 000 section 9 (every
 * 2 s, up to 2 minutes), then reads the record again when the shopper comes back to it; the insurer may take up to 48 hours
 * (spec 001 section 9). Any other status is the answer (or the retry cancelled), which ends the wait.
 */
export function awaitsRetry(record: QuoteRecordLike | null | undefined): boolean {
  return record?.status === 'QUOTE_PENDING';
}

/**
 * Whether the shopper's cancel of the retry went through (spec 000 section 4, quote status RETRY_CANCELLED): the quote
 * view then says the request was cancelled, as the cancel of a claim says its own; a cancel refused or lost leaves the
 * retry as it was, and says nothing.
 */
export function retryCancelled(record: QuoteRecordLike | null | undefined): boolean {
  return lastQuote(record?.claimData)?.status === 'RETRY_CANCELLED';
}
