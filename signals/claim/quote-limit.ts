// The day's quote limit as the page met it (spec 000 §8 REQUEST_QUOTE_RESTRICTED): the service's refusal of a quote
// request is kept beyond the quote view's message, so the call-to-action and the view, however often shown again, say
// the limit and when to come back rather than offer a request the service can only refuse again. The limit is the
// day's, not the claim's: the quotes of the shopper's records the page has shown are kept too, so a claim cancelled or
// deleted after two quotes leaves the next claim one, its last; and they are kept in the shop's local storage for the
// shopper's other tabs and the page after a reload, which never show that claim again.
import { computed, signal } from '@preact/signals-react';
import { cancelWarning, lastAttemptToday } from '../../src/domain/cta/cta.ts';
import { applyAgainRefused, lastAttemptSpent, nextQuoteRefused, quoteForCartRefused, quoteLimitReached, seenElsewhere, type LastAttemptSpent, type QuoteLimitInput, type QuoteMove, type QuotesElsewhere } from '../../src/domain/quote/quote-limit.ts';
import { keepLocal, LOCAL_KEYS, recallLocal } from '../../src/host/local-memory.ts';
import { session, signedIn } from '../session/session.ts';
import { forgetOnSignOut } from '../session/forget.ts';
import { reaction } from '../start.ts';
import type * as KeptQuotes from './quotes-kept.ts';
import { record } from './claim.ts';

/** When the service last refused one of the shopper's quote requests for the day's limit (ms); null when it has not on this page. */
export const quoteLimitMetAt = signal<number | null>(null);

/**
 * The quotes of each record of the shopper's this page has shown, by the record's id, as last read. The service tells
 * no count of the day's requests across records (the restricted check speaks of lookups and claims, a record of its own
 * quotes), so what the shopper's pages saw is what it counts: this page's, and what their other pages kept (quotesKept).
 */
export const quotesSeen = signal<ReadonlyMap<string, QuotesElsewhere>>(new Map());

/**
 * The quotes of the shopper's records that their other tabs and earlier pages kept in the shop's local storage, by the
 * record's tag (src/domain/quote/quotes-seen.ts seenTag), as this page took them in.
 */
export const quotesKept = signal<ReadonlyMap<string, QuotesElsewhere>>(new Map());

/** The signed-in shopper's id, whose records' quotes the page keeps; null while no shopper is signed in. */
const shopper = computed(() => (signedIn.value && session.value ? session.value.userId : null));

/** The shopper whose quotes this page holds and keeps, once signed in: a sign-out forgets what was kept for them. */
let holding: string | null = null;

/** The code that reads and writes what the pages kept (quotes-kept.ts), once fetched. */
type Keeper = typeof KeptQuotes;
let keeper: Keeper | null = null;

/**
 * The reads and writes of what the pages kept, one after another, each once quotes-kept.ts is fetched: only where it
 * counts, when the storage holds some or the page sees a record with quotes. A fetch that fails keeps nothing and reads
 * nothing, as blocked storage does: the page counts what it sees.
 */
let keeping: Promise<void> = Promise.resolve();

/** Runs `task` with quotes-kept.ts, after the reads and writes before it, if the shopper `id` is still the one this page holds. */
function withKeeper(id: string, task: (kept: Keeper) => void): Promise<void> {
  keeping = keeping
    .then(async () => {
      keeper ??= await import('./quotes-kept.ts');
      if (holding === id) task(keeper);
    })
    .catch(() => undefined);
  return keeping;
}

/**
 * Once what the shopper's other pages kept is taken in (the sign-in's read of the storage, and any read or write under
 * way): the page's load waits for it, so the card, the switch and the drawer's entry decide on the day's whole count.
 */
export function keptQuotesRead(): Promise<void> {
  return keeping;
}

/** The service refused a quote request with REQUEST_QUOTE_RESTRICTED. */
export function quoteLimitMet(at: number = Date.now()): void {
  quoteLimitMetAt.value = at;
}

/** What the rules read as of `now`: the record shown, the service's refusal, the quotes of the shopper's other records. */
function limitInput(now: number): QuoteLimitInput {
  const shown = record.value;
  const seen = quotesSeen.value;
  const kept = quotesKept.value;
  // What the pages kept is named by tags, which quotes-kept.ts holds: taken in, it is there.
  const elsewhere = keeper && kept.size ? keeper.keptElsewhere(seen, kept, shown?.id) : seenElsewhere(seen, shown?.id);
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

/** Takes in what the shopper's other tabs and earlier pages kept, each record at its later sighting. */
function recallSeen(id: string): void {
  void withKeeper(id, (kept) => {
    const together = kept.takenIn(quotesKept.peek(), id, Date.now());
    if (together) quotesKept.value = together;
  });
}

/** Keeps what this page saw with what the other tabs kept since, for the shopper's next page. */
function keepSeen(id: string): void {
  void withKeeper(id, (kept) => kept.keepSeen(id, quotesSeen.peek(), quotesKept.peek(), Date.now()));
}

/** Forgets, on this page, the limit met and the quotes seen and taken in. */
function forgetHere(): void {
  quoteLimitMetAt.value = null;
  quotesSeen.value = new Map();
  quotesKept.value = new Map();
}

/** Forgets the limit met and the quotes seen, here and as kept (sign-out, tests): the next shopper's quotes are their own. */
export function resetQuoteLimit(): void {
  forgetHere();
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
  const before = seen.get(shown.id);
  if (before?.quotes === quotes && before.lastModified === shown.lastModified) return;
  quotesSeen.value = new Map(seen).set(shown.id, { quotes, lastModified: shown.lastModified });
  if (holding) keepSeen(holding);
});

// The shopper signed in (the page loaded, another tab's sign-in): what their pages kept counts here too, and what
// another tab keeps while this one is open is taken in as it is kept (the storage event). Storage that holds none
// (every North American page) fetches nothing.
reaction(() => {
  const id = shopper.value;
  if (!id) return;
  holding = id;
  if (recallLocal('quotesSeen') !== null) recallSeen(id);
  if (typeof addEventListener !== 'function') return;
  const fromOtherTab = (event: StorageEvent): void => {
    if (event.key === LOCAL_KEYS.quotesSeen && event.newValue !== null) recallSeen(id);
  };
  addEventListener('storage', fromOtherTab);
  return () => removeEventListener('storage', fromOtherTab);
});

// Signed out or the session ended: the page forgets the shopper's quotes, and so does the shop's storage, once this
// page held a shopper's (a page that starts signed out has nothing of theirs to forget).
forgetOnSignOut(() => {
  if (holding) resetQuoteLimit();
  else forgetHere();
});
