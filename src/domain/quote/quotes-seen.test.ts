// The quotes of the shopper's records their pages saw, as kept for their other tabs and next page (spec 000 §8 "daily
// quote attempts", §9 up to 3 then a 24-hour wait).
import { describe, expect, test } from 'vitest';
import { keptElsewhere, quotesKept, quotesToKeep, SEEN_RECORDS_MAX, seenTag, seenTogether, tagged } from './quotes-seen.ts';
import type { QuotesElsewhere } from './quote-limit.ts';

const NOW = Date.parse('2026-11-18T18:00:00Z');
const HOUR = 3_600_000;
const at = (hoursAgo: number): string => new Date(NOW - hoursAgo * HOUR).toISOString();
const seen = (...entries: [string, number, string | undefined][]): ReadonlyMap<string, QuotesElsewhere> => new Map(entries.map(([id, quotes, lastModified]) => [id, { quotes, lastModified }]));

describe('seenTag: a record or shopper named by a tag that matches again and tells nothing of the id', () => {
  test.each([
    ['the same id, the same tag', 'cr_1234', 'cr_1234', true],
    ['another id, another tag', 'cr_1234', 'cr_1235', false],
    ['a customer number and a record id apart', '1001', 'cr_1001', false],
  ])('%s', (_name, a, b, same) => {
    expect(seenTag(a) === seenTag(b)).toBe(same);
    expect(seenTag(a)).toMatch(/^[0-9a-z]{1,12}$/);
    expect(seenTag(a)).not.toContain(a);
  });
});

describe('spec 000 §8, §9: seenTogether, each record at its later sighting', () => {
  test.each<[string, ReadonlyMap<string, QuotesElsewhere>, ReadonlyMap<string, QuotesElsewhere>, ReadonlyMap<string, QuotesElsewhere>]>([
    ['records of either page', seen(['a', 1, at(1)]), seen(['b', 2, at(2)]), seen(['a', 1, at(1)], ['b', 2, at(2)])],
    ['more quotes win', seen(['a', 1, at(1)]), seen(['a', 2, at(2)]), seen(['a', 2, at(2)])],
    ['as many quotes: the later change', seen(['a', 2, at(3)]), seen(['a', 2, at(1)]), seen(['a', 2, at(1)])],
    ['as many quotes, the same change: the page\'s own', seen(['a', 2, at(1)]), seen(['a', 2, at(1)]), seen(['a', 2, at(1)])],
    ['a date over none', seen(['a', 2, undefined]), seen(['a', 2, at(1)]), seen(['a', 2, at(1)])],
  ])('%s', (_name, a, b, both) => {
    expect(seenTogether(a, b)).toEqual(both);
  });
});

describe('spec 000 §8, §9: quotesToKeep and quotesKept, what still counts today', () => {
  test.each<[string, ReadonlyMap<string, QuotesElsewhere>, { record: string; quotes: number; lastModified: string }[]]>([
    ['a record of today', seen(['a', 2, at(2)]), [{ record: 'a', quotes: 2, lastModified: at(2) }]],
    ['a record of yesterday counts no more', seen(['a', 2, at(25)]), []],
    ['a record of unknown date, dated when seen', seen(['a', 1, undefined]), [{ record: 'a', quotes: 1, lastModified: at(0) }]],
    ['the latest changed first', seen(['a', 1, at(5)], ['b', 1, at(1)]), [{ record: 'b', quotes: 1, lastModified: at(1) }, { record: 'a', quotes: 1, lastModified: at(5) }]],
  ])('%s', (_name, records, kept) => {
    expect(quotesToKeep('s', records, NOW)).toEqual({ shopper: 's', seen: kept });
  });

  test('no more than SEEN_RECORDS_MAX records', () => {
    const many = seen(...Array.from({ length: SEEN_RECORDS_MAX + 5 }, (_, i): [string, number, string] => [`r${i}`, 1, at(i / 10)]));
    expect(quotesToKeep('s', many, NOW).seen).toHaveLength(SEEN_RECORDS_MAX);
  });

  test.each<[string, Parameters<typeof quotesKept>[0], string, ReadonlyMap<string, QuotesElsewhere>]>([
    ['nothing kept', null, 's', new Map()],
    ['kept for this shopper', { shopper: 's', seen: [{ record: 'a', quotes: 2, lastModified: at(2) }] }, 's', seen(['a', 2, at(2)])],
    ['kept for another shopper: none of theirs counts', { shopper: 't', seen: [{ record: 'a', quotes: 2, lastModified: at(2) }] }, 's', new Map()],
    ['kept yesterday: counts no more', { shopper: 's', seen: [{ record: 'a', quotes: 2, lastModified: at(24) }] }, 's', new Map()],
  ])('%s', (_name, kept, shopper, records) => {
    expect(quotesKept(kept, shopper, NOW)).toEqual(records);
  });
});

describe('spec 000 §8 "daily quote attempts", §9: keptElsewhere, what this page saw (by id) and what the pages kept (by tag), besides the record shown', () => {
  /** What a page kept: the records by their tags. */
  const kept = (...entries: [string, number, string | undefined][]): ReadonlyMap<string, QuotesElsewhere> => tagged(seen(...entries));
  test.each<[string, ReadonlyMap<string, QuotesElsewhere>, ReadonlyMap<string, QuotesElsewhere>, string | null, number[]]>([
    ['nothing kept: what this page saw besides the record shown', seen(['a', 2, at(1)], ['b', 1, at(1)]), new Map(), 'b', [2]],
    ['a reload: the record kept and shown again counts as its own, not twice', new Map(), kept(['a', 2, at(1)]), 'a', []],
    ['a reload: a record kept that the page no longer shows counts', new Map(), kept(['a', 2, at(1)]), 'b', [2]],
    ['a record both seen and kept counts once, at its later sighting (another tab saw more)', seen(['a', 1, at(2)]), kept(['a', 2, at(1)]), 'b', [2]],
    ['a record both seen and kept counts once, at its later sighting (this page saw more)', seen(['a', 3, at(1)]), kept(['a', 2, at(2)]), null, [3]],
    ['records seen here and kept by another tab: each counts', seen(['a', 1, at(1)]), kept(['b', 1, at(2)]), 'c', [1, 1]],
  ])('%s', (_name, here, pages, shown, counted) => {
    expect(keptElsewhere(here, pages, shown).map(({ quotes }) => quotes).sort()).toEqual([...counted].sort());
  });

  test('tagged names each record by its tag, never by its id', () => {
    expect([...tagged(seen(['cr_1234', 2, at(1)])).keys()]).toEqual([seenTag('cr_1234')]);
  });
});
