// What the shopper's pages keep of the quotes they saw, in the shop's local storage (src/domain/quote/quotes-seen.ts),
// for their other tabs and the page after a reload: read back through its schema, written with what this page saw.
// quote-limit.ts fetches it only where it counts, where the storage holds some or the page sees a record with quotes:
// only French claims have quotes, so a North American page never does.
import { keptElsewhere, quotesKept, quotesToKeep, seenTag, seenTogether, tagged } from '../../src/domain/quote/quotes-seen.ts';
import type { QuotesElsewhere } from '../../src/domain/quote/quote-limit.ts';
import { KeptQuotesSeen } from '../../src/contract/quote/quotes-seen.ts';
import { parse } from '../../src/contract/parse.ts';
import { keepLocal, recallLocal } from '../../src/host/local-memory.ts';

/** The count of the shopper's other records, once some were kept: quote-limit.ts reads it through this module. */
export { keptElsewhere };

/** What the shopper's pages kept, by tag, read through its schema: storage is anyone's to write, so a value that does not fit is none. */
function kept(shopper: string, now: number): ReadonlyMap<string, QuotesElsewhere> {
  try {
    return quotesKept(parse(JSON.parse(recallLocal('quotesSeen') ?? 'null'), KeptQuotesSeen, 'local storage'), seenTag(shopper), now);
  } catch {
    return new Map();
  }
}

/**
 * What the shopper's other tabs and earlier pages kept, taken in with what this page took in before (`held`), each
 * record at its later sighting; null when nothing is new.
 */
export function takenIn(held: ReadonlyMap<string, QuotesElsewhere>, shopper: string, now: number): ReadonlyMap<string, QuotesElsewhere> | null {
  const together = seenTogether(held, kept(shopper, now));
  return [...together].some(([record, quotes]) => held.get(record) !== quotes) ? together : null;
}

/**
 * Keeps what this page saw (`seen`, by id) and took in (`held`, by tag) with what the other tabs kept since, for the
 * shopper's next page; nothing that counts today, nothing kept.
 */
export function keepSeen(shopper: string, seen: ReadonlyMap<string, QuotesElsewhere>, held: ReadonlyMap<string, QuotesElsewhere>, now: number): void {
  const keep = quotesToKeep(seenTag(shopper), seenTogether(seenTogether(kept(shopper, now), held), tagged(seen)), now);
  keepLocal('quotesSeen', keep.seen.length ? JSON.stringify(keep) : null);
}
