// The day's quote limit (spec 000 §8 REQUEST_QUOTE_RESTRICTED: "daily quote attempts exceeded, retry after 24 hours";
// §9: up to 3 attempts, then a 24-hour wait): whether the next step of a French claim, a new quote, can only be refused,
// so the call-to-action and the quote view say the limit and when to come back instead of offering that request; and
// whether applying again after a cancelled claim can only be refused, its new claim's first quote being such a request;
// and whether a press that refuses or requests a quote spends the day's last attempt, so it asks first.
import { MAX_CLAIM_ATTEMPTS } from '../constants.ts';
import { isNullified } from '../claim/nullified.ts';
import { claimCancelled, hasInsufficientBalance } from './quote-step.ts';
import { lastQuote, type QuoteRecordLike } from './quote.ts';

/** How long the limit holds once met: the spec's "retry after 24 hours". */
export const QUOTE_LIMIT_WAIT_MS = 24 * 60 * 60 * 1000;

/** Record statuses whose next step is a new quote request (spec 000 §4: the quote is required, or the record ready to quote). */
const ASKS_FOR_QUOTE: ReadonlySet<string> = new Set(['QUOTE_REQUIRED', 'READY_TO_QUOTE']);

/** The part of a record the rule reads: its status, its quotes, and when it last changed. */
export interface QuoteLimitRecordLike extends QuoteRecordLike {
  lastModified?: string | null | undefined;
}

/** The quotes of another of the shopper's records (a claim since cancelled or deleted): how many, and when it last changed. */
export interface QuotesElsewhere {
  quotes: number;
  lastModified?: string | null | undefined;
}

/**
 * The quotes of the records a page saw besides the one it shows (`shown`, as the records are named: their id, or a tag),
 * what counts against the day beside that record's own: the limit is the shopper's, whichever record used the quotes.
 */
export function seenElsewhere(seen: ReadonlyMap<string, QuotesElsewhere>, shown: string | null | undefined): QuotesElsewhere[] {
  return [...seen].filter(([record]) => record !== shown).map(([, quotes]) => quotes);
}

/** What the rule reads. */
export interface QuoteLimitInput {
  record: QuoteLimitRecordLike | null | undefined;
  /** When the service last refused one of the shopper's quote requests with REQUEST_QUOTE_RESTRICTED (ms), null when it has not. */
  refusedAt: number | null;
  /**
   * The quotes of the shopper's other records: the limit is the day's, not the claim's (spec 000 §8 "daily quote
   * attempts"), so a claim cancelled after two quotes leaves one to the next.
   */
  elsewhere?: readonly QuotesElsewhere[] | undefined;
  now: number;
}

/**
 * Whether the record asks for a new quote that the day's limit refuses. The service said so within the last 24 hours
 * (its refusal counts whichever record used the quotes); or the record's quotes, one summary each (spec 000 §3), with
 * those of the shopper's other records, are the day's three, each record counted when it last changed within 24 hours
 * (a record from an earlier day may ask again; one whose date is unknown is taken at its count, as the last-attempt
 * warning is). An exhausted pot is not this: no new quote would help, and it has words of its own.
 */
export function quoteLimitReached(input: QuoteLimitInput): boolean {
  const { record } = input;
  if (!record || !ASKS_FOR_QUOTE.has(record.status ?? '')) return false;
  return !hasInsufficientBalance(record.claimData) && limitMet(input);
}

/**
 * Whether applying again after a cancelled claim (spec 000 §4 Nullify: the call-to-action's nullified state; or a claim
 * the quote view shows cancelled, claimCancelled, such as one a person cancelled by hand), or starting
 * a claim where none is shown (a claim in progress cancelled, its record deleted), can only be refused: the new claim's
 * first call to the mutuelle is a quote request (spec 000 §2), which the day's limit refuses as quoteLimitReached reads
 * it, from the service's refusal or from the quotes of the cancelled record and the shopper's others. A shopper whose
 * records hold no quotes (North America) never meets it.
 */
export function applyAgainRefused(input: QuoteLimitInput): boolean {
  const { record } = input;
  return (!record || isNullified(record.status) || claimCancelled(record)) && limitMet(input);
}

/**
 * Whether whatever the switch would start next can only be refused by the day's limit: a new claim (applyAgainRefused)
 * or the next quote of the claim in progress (quoteLimitReached), for which turning the use of insurance on takes
 * nothing off the order. The switch then waits and says when, rather than read on at full price.
 */
export function nextQuoteRefused(input: QuoteLimitInput): boolean {
  return applyAgainRefused(input) || quoteLimitReached(input);
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
export function lastAttemptSpent(move: QuoteMove, input: QuoteLimitInput): LastAttemptSpent | null {
  const { record } = input;
  if (!record) return null;
  const left = attemptsLeft(input);
  if (move === 'request') {
    return ASKS_FOR_QUOTE.has(record.status ?? '') && !hasInsufficientBalance(record.claimData) && left === 1 ? 'request' : null;
  }
  if (lastQuote(record.claimData)?.status !== 'APPROVED') return null;
  if (left === 0) return 'refusal';
  return move === 'replace' && left === 1 ? 'request' : null;
}

/**
 * Whether a quote of the cart as it is now, asked in place of the approved quote of the order as it was (`replace`),
 * can only be refused: the quote in hand is the day's last, so refusing it leaves no attempt, and the request after it
 * meets REQUEST_QUOTE_RESTRICTED (spec 000 §8; spec 001 §9). The quote view then offers what the shopper can still do
 * (the cart put back as quoted, or the quote refused) and says the limit and the 24 hours, not a request.
 */
export function quoteForCartRefused(input: QuoteLimitInput): boolean {
  return !!input.record && lastQuote(input.record.claimData)?.status === 'APPROVED' && attemptsLeft(input) === 0;
}

/** The day's limit met: refused by the service within 24 hours, or the day's three quotes made within them, on this record or others. */
function limitMet(input: QuoteLimitInput): boolean {
  return attemptsLeft(input) === 0;
}

/**
 * The quote requests the day still allows: none once the service refused one within 24 hours; else the limit less the
 * quotes of the record and of the shopper's other records, one summary each (spec 000 §3), of each that last changed
 * within 24 hours or at an unknown date; a record from an earlier day spends none of them. The cancel confirmations'
 * last-attempt warning reads it too (src/domain/cta/cta.ts lastAttemptToday), so the card and the quote view agree.
 */
export function attemptsLeft({ record, refusedAt, elsewhere = [], now }: QuoteLimitInput): number {
  if (refusedAt !== null && now - refusedAt < QUOTE_LIMIT_WAIT_MS) return 0;
  const own: QuotesElsewhere = { quotes: record?.claimData?.quoteSummaries?.length ?? 0, lastModified: record?.lastModified };
  const used = [own, ...elsewhere].reduce((sum, { quotes, lastModified }) => sum + (changedToday(lastModified, now) ? quotes : 0), 0);
  return Math.max(0, MAX_CLAIM_ATTEMPTS - used);
}

/**
 * Whether a record last changed within the 24 hours, its date unknown counting as within (taken at its count): the
 * service dates a record, not each of its submissions, so a record's tries count against the day it last changed in.
 */
export function changedToday(lastModified: string | null | undefined, now: number): boolean {
  const changed = Date.parse(lastModified ?? '');
  return Number.isNaN(changed) || now - changed < QUOTE_LIMIT_WAIT_MS;
}
