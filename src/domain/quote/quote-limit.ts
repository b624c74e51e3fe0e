// The day's quote limit (spec 000 §8 REQUEST_QUOTE_RESTRICTED: "daily quote attempts exceeded, retry after 24 hours";
// §9: up to 3 attempts, then a 24-hour wait): whether the next step of a French claim, a new quote, can only be refused,
// so the call-to-action and the quote view say the limit and when to come back instead of offering that request; and
// whether applying again after a cancelled claim can only be refused, its new claim's first quote being such a request;
// and whether a press that refuses or requests a quote spends the day's last attempt, so it asks first.
import { MAX_CLAIM_ATTEMPTS } from '../constants.ts';
import { isNullified } from '../claim/nullified.ts';
import { hasInsufficientBalance } from './quote-step.ts';
import { lastQuote, type QuoteRecordLike } from './quote.ts';

/** How long the limit holds once met: the spec's "retry after 24 hours". */
export const QUOTE_LIMIT_WAIT_MS = 24 * 60 * 60 * 1000;

/** Record statuses whose next step is a new quote request (spec 000 §4: the quote is required, or the record ready to quote). */
const ASKS_FOR_QUOTE: ReadonlySet<string> = new Set(['QUOTE_REQUIRED', 'READY_TO_QUOTE']);

/** The part of a record the rule reads: its status, its quotes, and when it last changed. */
export interface QuoteLimitRecordLike extends QuoteRecordLike {
  lastModified?: string | null | undefined;
}

/** What the rule reads. */
export interface QuoteLimitInput {
  record: QuoteLimitRecordLike | null | undefined;
  /** When the service last refused one of the shopper's quote requests with REQUEST_QUOTE_RESTRICTED (ms), null when it has not. */
  refusedAt: number | null;
  now: number;
}

/**
 * Whether the record asks for a new quote that the day's limit refuses. The service said so within the last 24 hours
 * (its refusal counts whichever record used the quotes); or the record's own quotes, one summary each (spec 000 §3), are
 * the day's three, and it last changed within 24 hours (a record from an earlier day may ask again; one whose date is
 * unknown is taken at its count, as the last-attempt warning is). An exhausted pot is not this: no new quote would help,
 * and it has words of its own.
 */
export function quoteLimitReached({ record, refusedAt, now }: QuoteLimitInput): boolean {
  if (!record || !ASKS_FOR_QUOTE.has(record.status ?? '')) return false;
  return !hasInsufficientBalance(record.claimData) && limitMet({ record, refusedAt, now });
}

/**
 * Whether applying again after a cancelled claim (spec 000 §4 Nullify: the call-to-action's nullified state) can only
 * be refused: the new claim's first call to the mutuelle is a quote request (spec 000 §2), which the day's limit refuses
 * as quoteLimitReached reads it, from the service's refusal or from the cancelled record's own quotes. A claim without
 * quotes (North America) never meets it.
 */
export function applyAgainRefused({ record, refusedAt, now }: QuoteLimitInput): boolean {
  return !!record && isNullified(record.status) && limitMet({ record, refusedAt, now });
}

/**
 * What a press does to the day's quotes (spec 000 §4): refuses the quote in hand (`refuse`), asks a new quote of a record
 * that asks for one (`request`: after a refusal, or once the cart holds no refused product), or both at once (`replace`:
 * a quote of the cart as it is now in place of one of the order as it was, src/domain/quote/quote-cart.ts).
 */
export type QuoteMove = 'refuse' | 'request' | 'replace';

/**
 * How a move spends the day's last quote attempt: by refusing the day's last quote, after which none can be asked for
 * (`refusal`), or by asking for the day's last quote, after which a refusal or another change of the cart means the wait
 * (`request`).
 */
export type LastAttemptSpent = 'refusal' | 'request';

/**
 * Whether, and how, a move spends the day's last quote attempt (spec 001 §2, the confirmations' last-attempt variant;
 * §9: up to 3 attempts, then a 24-hour wait), so the press asks first with the 24 hours said. Every control that refuses
 * or requests a quote asks this one rule: refusing an approved quote (APPROVED) when the limit is met, as quoteLimitReached
 * will read it once refused; requesting a quote the limit still allows when it is the day's last; replacing the quote of
 * an order as it was, which refuses it then requests one, whichever of the two is the last. A record the move does not
 * fit (no quote in hand to refuse, no quote asked for, an exhausted pot) spends nothing.
 */
export function lastAttemptSpent(move: QuoteMove, { record, refusedAt, now }: QuoteLimitInput): LastAttemptSpent | null {
  if (!record) return null;
  const left = attemptsLeft({ record, refusedAt, now });
  if (move === 'request') {
    return ASKS_FOR_QUOTE.has(record.status ?? '') && !hasInsufficientBalance(record.claimData) && left === 1 ? 'request' : null;
  }
  if (lastQuote(record.claimData)?.status !== 'APPROVED') return null;
  if (left === 0) return 'refusal';
  return move === 'replace' && left === 1 ? 'request' : null;
}

/** The day's limit met: refused by the service within 24 hours, or the record's three quotes made within them. */
function limitMet(input: QuoteLimitInput): boolean {
  return attemptsLeft(input) === 0;
}

/**
 * The quote requests the day still allows: none once the service refused one within 24 hours; else the limit less the
 * record's own quotes, one summary each (spec 000 §3), when it last changed within 24 hours or at an unknown date; all of
 * them for a record from an earlier day.
 */
function attemptsLeft({ record, refusedAt, now }: QuoteLimitInput): number {
  if (refusedAt !== null && now - refusedAt < QUOTE_LIMIT_WAIT_MS) return 0;
  const changed = Date.parse(record?.lastModified ?? '');
  if (!Number.isNaN(changed) && now - changed >= QUOTE_LIMIT_WAIT_MS) return MAX_CLAIM_ATTEMPTS;
  return Math.max(0, MAX_CLAIM_ATTEMPTS - (record?.claimData?.quoteSummaries?.length ?? 0));
}
