// The day's quote limit as the page met it (spec 000 §8 REQUEST_QUOTE_RESTRICTED): the service's refusal of a quote
// request is kept beyond the quote view's message, so the call-to-action and the view, however often shown again, say
// the limit and when to come back rather than offer a request the service can only refuse again. The limit is the
// day's, not the claim's: the quotes of the shopper's records the page has shown are kept too, so a claim cancelled or
// deleted after two quotes leaves the next claim one, its last; and they are kept in the shop's local storage for the
// shopper's other tabs and the page after a reload, which never show that claim again.
import { computed, signal } from '@preact/signals-react';
import { cancelWarning, lastAttemptToday } from '../../src/domain/cta/cta.ts';
import { applyAgainRefused, lastAttemptSpent, nextQuoteRefused, quoteForCartRefused, quoteLimitReached, type LastAttemptSpent, type QuoteLimitInput, type QuoteMove, type QuotesElsewhere } from '../../src/domain/quote/quote-limit.ts';
import { quotesKept, quotesToKeep, seenTag, seenTogether } from '../../src/domain/quote/quotes-seen.ts';
import { KeptQuotesSeen } from '../../src/contract/quote/quotes-seen.ts';
import { parse } from '../../src/contract/parse.ts';
import { keepLocal, LOCAL_KEYS, recallLocal } from '../../src/host/local-memory.ts';
import { session, signedIn } from '../session/session.ts';
import { forgetOnSignOut } from '../session/forget.ts';
import { reaction } from '../start.ts';
import { record } from './claim.ts';

/** When the service last refused one of the shopper's quote requests for the day's limit (ms); null when it has not on this page. */
export const quoteLimitMetAt = signal<number | null>(null);

/**
 * The quotes of each record of the shopper's the pages have shown, by the record's tag (seenTag), as last read. The
 * service tells no count of the day's requests across records (the restricted check speaks of lookups and claims, a
 * record of its own quotes), so what the shopper's pages saw is what it counts: this page's, and what the shopper's
 * other tabs and earlier pages kept in the shop's local storage.
 */
export const quotesSeen = signal<ReadonlyMap<string, QuotesElsewhere>>(new Map());

/** The signed-in shopper's tag, whose records' quotes the page keeps; null while no shopper is signed in. */
const shopper = computed(() => (signedIn.value && session.value ? seenTag(session.value.userId) : null));

/** The shopper whose quotes this page holds and keeps, once signed in: a sign-out forgets what was kept for them. */
let holding: string | null = null;

/** The service refused a quote request with REQUEST_QUOTE_RESTRICTED. */
export function quoteLimitMet(at: number = Date.now()): void {
  quoteLimitMetAt.value = at;
}

/** What the rules read as of `now`: the record shown, the service's refusal, the quotes of the shopper's other records. */
function limitInput(now: number): QuoteLimitInput {
  const shown = record.value;
  const tag = shown ? seenTag(shown.id) : null;
  const elsewhere = [...quotesSeen.value].filter(([id]) => id !== tag).map(([, quotes]) => quotes);
  return { record: shown, refusedAt: quoteLimitMetAt.value, elsewhere, now };
}

/** Whether the shopper's record asks for a new quote the day's limit refuses (quoteLimitReached), as of `now`. */
export function quoteLimitNow(now: number = Date.now()): boolean {
  return quoteLimitReached(limitInput(now));
}

/** Whether applying again after the shopper's cancelled claim, or starting one where none is shown, can only be refused by the day's quote limit (applyAgainRefused), as of `now`. */
export function applyAgainRefusedNow(now: number = Date.now()): boolean {
  return applyAgainRefused(limitInput(now));
}

/** Whether what the switch would start, a new claim or the claim's next quote, can only be refused by the day's quote limit (nextQuoteRefused), as of `now`. */
export function nextQuoteRefusedNow(now: number = Date.now()): boolean {
  return nextQuoteRefused(limitInput(now));
}

/** What the cancel confirmations warn of as of `now` (cancelWarning): the day's last attempt given up, or the wait already on. */
export function cancelWarningNow(now: number = Date.now()): ReturnType<typeof cancelWarning> {
  return cancelWarning(limitInput(now));
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

/** What the shopper's pages kept, read through its schema: storage is anyone's to write, so a value that does not fit is none. */
function kept(tag: string, now: number): ReadonlyMap<string, QuotesElsewhere> {
  try {
    return quotesKept(parse(JSON.parse(recallLocal('quotesSeen') ?? 'null'), KeptQuotesSeen, 'local storage'), tag, now);
  } catch {
    return new Map();
  }
}

/** Takes in what the shopper's other tabs and earlier pages kept, each record at its later sighting. */
function recallSeen(tag: string): void {
  const held = quotesSeen.peek();
  const together = seenTogether(held, kept(tag, Date.now()));
  if ([...together].some(([id, quotes]) => held.get(id) !== quotes)) quotesSeen.value = together;
}

/** Keeps what this page saw with what the other tabs kept since, for the shopper's next page; nothing seen that counts today, nothing kept. */
function keepSeen(tag: string): void {
  const now = Date.now();
  const keep = quotesToKeep(tag, seenTogether(kept(tag, now), quotesSeen.peek()), now);
  keepLocal('quotesSeen', keep.seen.length ? JSON.stringify(keep) : null);
}

/** Forgets the limit met and the quotes seen, here and as kept (sign-out, tests): the next shopper's quotes are their own. */
export function resetQuoteLimit(): void {
  quoteLimitMetAt.value = null;
  quotesSeen.value = new Map();
  holding = null;
  keepLocal('quotesSeen', null);
}

// Every record shown is noted with its quotes, whichever action read it: once another takes its place (a new claim
// after one cancelled or deleted), its quotes still count against the day, on this page and, kept, on the shopper's next.
reaction(() => {
  const shown = record.value;
  const quotes = shown?.claimData?.quoteSummaries?.length ?? 0;
  if (!shown || quotes === 0) return;
  const seen = quotesSeen.peek();
  const tag = seenTag(shown.id);
  const before = seen.get(tag);
  if (before?.quotes === quotes && before.lastModified === shown.lastModified) return;
  quotesSeen.value = new Map(seen).set(tag, { quotes, lastModified: shown.lastModified });
  if (holding) keepSeen(holding);
});

// The shopper signed in (the page loaded, another tab's sign-in): what their pages kept counts here too, and what
// another tab keeps while this one is open is taken in as it is kept (the storage event).
reaction(() => {
  const tag = shopper.value;
  if (!tag) return;
  holding = tag;
  recallSeen(tag);
  if (typeof addEventListener !== 'function') return;
  const fromOtherTab = (event: StorageEvent): void => {
    if (event.key === LOCAL_KEYS.quotesSeen && event.newValue !== null) recallSeen(tag);
  };
  addEventListener('storage', fromOtherTab);
  return () => removeEventListener('storage', fromOtherTab);
});

// Signed out or the session ended: the page forgets the shopper's quotes, and so does the shop's storage, once this
// page held a shopper's (a page that starts signed out has nothing of theirs to forget).
forgetOnSignOut(() => {
  if (holding) resetQuoteLimit();
  else {
    quoteLimitMetAt.value = null;
    quotesSeen.value = new Map();
  }
});
