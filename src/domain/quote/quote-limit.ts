// The day's quote limit (spec 000 §8 REQUEST_QUOTE_RESTRICTED: "daily quote attempts exceeded, retry after 24 hours";
// §9: up to 3 attempts, then a 24-hour wait): whether the next step of a French claim, a new quote, can only be refused,
// so the call-to-action and the quote view say the limit and when to come back instead of offering that request; and
// whether applying again after a cancelled claim can only be refused, its new claim's first quote being such a request.
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
 * Whether refusing the quote in hand spends the day's last attempt (spec 001 §2, the cancel-quote confirmation's
 * last-attempt variant; §9: up to 3 attempts, then a 24-hour wait): the quote waits for the shopper's answer (APPROVED),
 * and the new quote a refusal leads to is one the day's limit refuses, as quoteLimitReached will read it once refused.
 * Refusing then asks first, with the 24 hours said, and the quote's note advises no refusal to ask again.
 */
export function refuseSpendsLastAttempt({ record, refusedAt, now }: QuoteLimitInput): boolean {
  return !!record && lastQuote(record.claimData)?.status === 'APPROVED' && limitMet({ record, refusedAt, now });
}

/** The day's limit met: refused by the service within 24 hours, or the record's three quotes made within them. */
function limitMet({ record, refusedAt, now }: QuoteLimitInput): boolean {
  if (refusedAt !== null && now - refusedAt < QUOTE_LIMIT_WAIT_MS) return true;
  if ((record?.claimData?.quoteSummaries?.length ?? 0) < MAX_CLAIM_ATTEMPTS) return false;
  const changed = Date.parse(record?.lastModified ?? '');
  return Number.isNaN(changed) || now - changed < QUOTE_LIMIT_WAIT_MS;
}
