// The day's quote limit as the page met it (spec 000 §8 REQUEST_QUOTE_RESTRICTED): the service's refusal of a quote
// request is kept beyond the quote view's message, so the call-to-action and the view, however often shown again, say
// the limit and when to come back rather than offer a request the service can only refuse again.
import { signal } from '@preact/signals-react';
import { applyAgainRefused, lastAttemptSpent, quoteLimitReached, type LastAttemptSpent, type QuoteMove } from '../../src/domain/quote/quote-limit.ts';
import { forgetOnSignOut } from '../session/forget.ts';
import { record } from './claim.ts';

/** When the service last refused one of the shopper's quote requests for the day's limit (ms); null when it has not on this page. */
export const quoteLimitMetAt = signal<number | null>(null);

/** The service refused a quote request with REQUEST_QUOTE_RESTRICTED. */
export function quoteLimitMet(at: number = Date.now()): void {
  quoteLimitMetAt.value = at;
}

/** Whether the shopper's record asks for a new quote the day's limit refuses (quoteLimitReached), as of `now`. */
export function quoteLimitNow(now: number = Date.now()): boolean {
  return quoteLimitReached({ record: record.value, refusedAt: quoteLimitMetAt.value, now });
}

/** Whether applying again after the shopper's cancelled claim can only be refused by the day's quote limit (applyAgainRefused), as of `now`. */
export function applyAgainRefusedNow(now: number = Date.now()): boolean {
  return applyAgainRefused({ record: record.value, refusedAt: quoteLimitMetAt.value, now });
}

/** Whether, and how, a move on the shopper's quote spends the day's last attempt (lastAttemptSpent), as of `now`. */
export function lastAttemptSpentNow(move: QuoteMove, now: number = Date.now()): LastAttemptSpent | null {
  return lastAttemptSpent(move, { record: record.value, refusedAt: quoteLimitMetAt.value, now });
}

/** Forgets the limit met (sign-out, tests): the next shopper's quotes are their own. */
export function resetQuoteLimit(): void {
  quoteLimitMetAt.value = null;
}

forgetOnSignOut(resetQuoteLimit);
