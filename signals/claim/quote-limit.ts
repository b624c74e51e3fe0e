// The day's quote limit as the page met it (spec 000 §8 REQUEST_QUOTE_RESTRICTED): the service's refusal of a quote
// request is kept beyond the quote view's message, so the call-to-action and the view, however often shown again, say
// the limit and when to come back rather than offer a request the service can only refuse again. The limit is the
// day's, not the claim's: the quotes of the shopper's records the page has shown are kept too, so a claim cancelled or
// deleted after two quotes leaves the next claim one, its last.
import { signal } from '@preact/signals-react';
import { lastAttemptToday } from '../../src/domain/cta/cta.ts';
import { applyAgainRefused, lastAttemptSpent, quoteForCartRefused, quoteLimitReached, type LastAttemptSpent, type QuoteLimitInput, type QuoteMove, type QuotesElsewhere } from '../../src/domain/quote/quote-limit.ts';
import { forgetOnSignOut } from '../session/forget.ts';
import { reaction } from '../start.ts';
import { record } from './claim.ts';

/** When the service last refused one of the shopper's quote requests for the day's limit (ms); null when it has not on this page. */
export const quoteLimitMetAt = signal<number | null>(null);

/**
 * The quotes of each record of the shopper's the page has shown, by its id, as last read. The service tells no count
 * of the day's requests across records (the restricted check speaks of lookups and claims, a record of its own quotes),
 * so what the page saw is what it counts: a record shown before a reload is not known after it.
 */
export const quotesSeen = signal<ReadonlyMap<string, QuotesElsewhere>>(new Map());

/** The service refused a quote request with REQUEST_QUOTE_RESTRICTED. */
export function quoteLimitMet(at: number = Date.now()): void {
  quoteLimitMetAt.value = at;
}

/** What the rules read as of `now`: the record shown, the service's refusal, the quotes of the shopper's other records. */
function limitInput(now: number): QuoteLimitInput {
  const shown = record.value;
  const elsewhere = [...quotesSeen.value].filter(([id]) => id !== shown?.id).map(([, quotes]) => quotes);
  return { record: shown, refusedAt: quoteLimitMetAt.value, elsewhere, now };
}

/** Whether the shopper's record asks for a new quote the day's limit refuses (quoteLimitReached), as of `now`. */
export function quoteLimitNow(now: number = Date.now()): boolean {
  return quoteLimitReached(limitInput(now));
}

/** Whether applying again after the shopper's cancelled claim can only be refused by the day's quote limit (applyAgainRefused), as of `now`. */
export function applyAgainRefusedNow(now: number = Date.now()): boolean {
  return applyAgainRefused(limitInput(now));
}

/** Whether, and how, a move on the shopper's quote spends the day's last attempt (lastAttemptSpent), as of `now`. */
export function lastAttemptSpentNow(move: QuoteMove, now: number = Date.now()): LastAttemptSpent | null {
  return lastAttemptSpent(move, limitInput(now));
}

/** Whether cancelling the shopper's claim or quote now uses the day's last attempt (lastAttemptToday), as of `now`. */
export function lastAttemptNow(now: number = Date.now()): boolean {
  return lastAttemptToday(limitInput(now));
}

/** Whether a quote of the cart in place of the shopper's approved quote can only be refused (quoteForCartRefused), as of `now`. */
export function quoteForCartRefusedNow(now: number = Date.now()): boolean {
  return quoteForCartRefused(limitInput(now));
}

/** Forgets the limit met and the quotes seen (sign-out, tests): the next shopper's quotes are their own. */
export function resetQuoteLimit(): void {
  quoteLimitMetAt.value = null;
  quotesSeen.value = new Map();
}

// Every record shown is noted with its quotes, whichever action read it: once another takes its place (a new claim
// after one cancelled or deleted), its quotes still count against the day.
reaction(() => {
  const shown = record.value;
  const quotes = shown?.claimData?.quoteSummaries?.length ?? 0;
  if (!shown || quotes === 0) return;
  const seen = quotesSeen.peek();
  const before = seen.get(shown.id);
  if (before?.quotes === quotes && before.lastModified === shown.lastModified) return;
  quotesSeen.value = new Map(seen).set(shown.id, { quotes, lastModified: shown.lastModified });
});

forgetOnSignOut(resetQuoteLimit);
