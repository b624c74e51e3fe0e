// The quotes of the shopper's records that the pages have seen, as the day's quote limit counts them (quote-limit.ts:
// spec 000 §8 "daily quote attempts", §9 up to 3 then a 24-hour wait). The service tells no count of the day's requests
// across records, so what the shopper's pages saw is what counts; it is kept for the shopper's other tabs and the page
// after a reload, where a claim cancelled after two quotes is never shown again. Kept where the shop's own scripts can
// read it, it names neither the shopper nor a record: each by a tag that matches the same id again and tells nothing of it.
import { changedToday, seenElsewhere, type QuotesElsewhere } from './quote-limit.ts';

/** The most records kept: a shopper's records of one day are a handful; more is not ours. */
export const SEEN_RECORDS_MAX = 20;

/** A record's quotes as kept: its tag, how many, and when it last changed (when it was seen, its own date unknown). */
export interface KeptQuotes {
  record: string;
  quotes: number;
  lastModified: string;
}

/** What is kept: the shopper's tag and their records'. */
export interface KeptQuotesSeen {
  shopper: string;
  seen: KeptQuotes[];
}

/**
 * A tag for an id (a shopper's, a record's): the same id gives the same tag, and the tag does not give the id back
 * (53 bits of a fast string hash, cyrb53). It pairs what a page kept with the shopper and the record it meets again.
 */
export function seenTag(id: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < id.length; i++) {
    const code = id.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The later of two sightings of one record: a record's quotes only grow, and it changes later as they do; of two
 * sightings with as many quotes, the later change (a claim cancelled after its last quote) counts the longer.
 */
function later(a: QuotesElsewhere, b: QuotesElsewhere): QuotesElsewhere {
  if (a.quotes !== b.quotes) return a.quotes > b.quotes ? a : b;
  return (Date.parse(b.lastModified ?? '') || 0) > (Date.parse(a.lastModified ?? '') || 0) ? b : a;
}

/** What two pages saw of the shopper's records (this page's, another tab's or an earlier page's), each record's later sighting. */
export function seenTogether(a: ReadonlyMap<string, QuotesElsewhere>, b: ReadonlyMap<string, QuotesElsewhere>): ReadonlyMap<string, QuotesElsewhere> {
  const both = new Map(a);
  for (const [record, quotes] of b) {
    const known = both.get(record);
    both.set(record, known ? later(known, quotes) : quotes);
  }
  return both;
}

/**
 * What is kept of the shopper's records seen, as of `now`: those whose quotes still count today, a record of unknown
 * date dated when seen (`now`), so it counts for a day rather than for ever; the latest changed first, at most
 * SEEN_RECORDS_MAX.
 */
export function quotesToKeep(shopper: string, seen: ReadonlyMap<string, QuotesElsewhere>, now: number): KeptQuotesSeen {
  const kept = [...seen]
    .filter(([, { quotes, lastModified }]) => quotes > 0 && changedToday(lastModified, now))
    .map(([record, { quotes, lastModified }]) => ({ record, quotes, lastModified: Number.isNaN(Date.parse(lastModified ?? '')) ? new Date(now).toISOString() : (lastModified as string) }))
    .sort((a, b) => Date.parse(b.lastModified) - Date.parse(a.lastModified))
    .slice(0, SEEN_RECORDS_MAX);
  return { shopper, seen: kept };
}

/** The records seen that a page kept for this shopper and that still count as of `now`; none kept for another shopper. */
export function quotesKept(kept: KeptQuotesSeen | null, shopper: string, now: number): ReadonlyMap<string, QuotesElsewhere> {
  if (!kept || kept.shopper !== shopper) return new Map();
  return new Map(kept.seen.filter(({ lastModified }) => changedToday(lastModified, now)).map(({ record, quotes, lastModified }) => [record, { quotes, lastModified }]));
}

/** What a page saw of the shopper's records, by id, named by their tags as what the pages keep is. */
export function tagged(seen: ReadonlyMap<string, QuotesElsewhere>): ReadonlyMap<string, QuotesElsewhere> {
  return new Map([...seen].map(([id, quotes]) => [seenTag(id), quotes]));
}

/**
 * The quotes of the shopper's records besides the one shown (`shown`, its id), from what this page saw (by id) and what
 * their pages kept (by tag): each record once, at its later sighting, the shown record by its tag too, so a record this
 * page shows again after a reload is counted once, as its own.
 */
export function keptElsewhere(seen: ReadonlyMap<string, QuotesElsewhere>, kept: ReadonlyMap<string, QuotesElsewhere>, shown: string | null | undefined): QuotesElsewhere[] {
  return seenElsewhere(seenTogether(kept, tagged(seen)), shown ? seenTag(shown) : null);
}
