// The quotes of the shopper's records as a page kept them in the shop's local storage (src/domain/quote/quotes-seen.ts).
// Local storage is anyone's to write on the shop's origin (its own scripts, an extension, an older build of ours), so
// what is read back passes this schema like any answer: a kept value that does not fit counts for nothing, never as quotes.
import { array, integer, pattern, refine, string, type, type Describe } from 'superstruct';
import { SEEN_RECORDS_MAX, type KeptQuotes, type KeptQuotesSeen as Kept } from '../../domain/quote/quotes-seen.ts';

/** A tag (seenTag): a few base-36 characters, never an id. */
const Tag = pattern(string(), /^[0-9a-z]{1,12}$/);

/** A date the rules can compare (Date.parse reads it). */
const DateText = refine(string(), 'date', (value) => value.length <= 40 && !Number.isNaN(Date.parse(value)));

/** One record's quotes: at least one (none is not kept), and no more than a record holds in a day many times over. */
const KeptRecord: Describe<KeptQuotes> = type({ record: Tag, quotes: refine(integer(), 'quotes', (count) => count >= 1 && count <= 50), lastModified: DateText });

/** What a page kept: the shopper's tag and their records', at most SEEN_RECORDS_MAX. */
export const KeptQuotesSeen: Describe<Kept> = type({ shopper: Tag, seen: refine(array(KeptRecord), 'records', (records) => records.length <= SEEN_RECORDS_MAX) });
