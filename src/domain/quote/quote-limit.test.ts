// The day's quote limit, as a table citing spec 000 §8 (REQUEST_QUOTE_RESTRICTED, "retry after 24 hours") and §9 (up to 3 attempts).
import { describe, expect, test } from 'vitest';
import { applyAgainRefused, lastAttemptSpent, nextQuoteRefused, quoteForCartRefused, QUOTE_LIMIT_WAIT_MS, quoteLimitReached, seenElsewhere, type LastAttemptSpent, type QuoteLimitInput, type QuoteMove } from './quote-limit.ts';

const NOW = Date.parse('2026-11-18T18:00:00Z');
const HOUR = 3600 * 1000;
const at = (ms: number): string => new Date(ms).toISOString();
const refused = { status: 'CX_REFUSED' };
const quotes = (count: number) => Array.from({ length: count }, (_, i) => ({ ...refused, lastQuote: i === count - 1 }));
/** A French record at `status` with `count` quotes, last changed `ago` ms before now. */
const rec = (status: string, count: number, ago = HOUR): QuoteLimitInput['record'] => ({ status, lastModified: at(NOW - ago), claimData: { quote: refused, quoteSummaries: quotes(count) } });

describe('spec 000 §8 REQUEST_QUOTE_RESTRICTED and §9 up to 3 attempts: quoteLimitReached', () => {
  test.each<[string, QuoteLimitInput, boolean]>([
    ['§9: three quotes refused today, a new quote asked for (QUOTE_REQUIRED): reached', { record: rec('QUOTE_REQUIRED', 3), refusedAt: null, now: NOW }, true],
    ['§9: two quotes today: one more may be asked', { record: rec('QUOTE_REQUIRED', 2), refusedAt: null, now: NOW }, false],
    ['§9: one quote today: not reached', { record: rec('QUOTE_REQUIRED', 1), refusedAt: null, now: NOW }, false],
    ['§8: the service refused a request today, whatever the record\'s own count (another record used the quotes)', { record: rec('QUOTE_REQUIRED', 1), refusedAt: NOW - HOUR, now: NOW }, true],
    ['§8: the service refused a request before any quote of this record', { record: rec('READY_TO_QUOTE', 0), refusedAt: NOW - HOUR, now: NOW }, true],
    ['§8 "retry after 24 hours": a refusal 24 hours ago has lapsed', { record: rec('QUOTE_REQUIRED', 1), refusedAt: NOW - QUOTE_LIMIT_WAIT_MS, now: NOW }, false],
    ['§8 "retry after 24 hours": three quotes of a record last changed 24 hours ago may be followed by a new one', { record: rec('QUOTE_REQUIRED', 3, QUOTE_LIMIT_WAIT_MS), refusedAt: null, now: NOW }, false],
    ['three quotes, the record\'s date unknown: taken at its count', { record: { status: 'QUOTE_REQUIRED', claimData: { quoteSummaries: quotes(3) } }, refusedAt: null, now: NOW }, true],
    ['§4: a quote in flight (QUOTE_REQUESTED) asks for nothing', { record: rec('QUOTE_REQUESTED', 3), refusedAt: NOW, now: NOW }, false],
    ['§4: an approved quote to accept or refuse (READY_TO_CLAIM) asks for nothing', { record: rec('READY_TO_CLAIM', 3), refusedAt: NOW, now: NOW }, false],
    ['§4: an accepted claim asks for nothing', { record: rec('CLAIM_ACCEPTED', 3), refusedAt: NOW, now: NOW }, false],
    ['§4: a claim still being filled in (INSURANCE_MEMBER_FOUND) asks for no quote yet', { record: rec('INSURANCE_MEMBER_FOUND', 0), refusedAt: NOW, now: NOW }, false],
    [
      '§8 INSUFFICIENT_COVERAGE: an exhausted pot has its own words, the limit is not said over it',
      { record: { status: 'QUOTE_REQUIRED', lastModified: at(NOW), claimData: { quoteSummaries: [refused, refused, { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE', lastQuote: true }] } }, refusedAt: NOW, now: NOW },
      false,
    ],
    ['no record', { record: null, refusedAt: NOW, now: NOW }, false],
  ])('%s', (_name, input, reached) => {
    expect(quoteLimitReached(input)).toBe(reached);
  });
});

describe('spec 000 §4 Nullify, §8 REQUEST_QUOTE_RESTRICTED and §9 up to 3 attempts: applyAgainRefused, a new claim after a cancelled one', () => {
  const accepted = { status: 'CX_ACCEPTED' };
  /** A record whose claim was cancelled (`status`) after `count` quotes, the last accepted, last changed `ago` ms before now. */
  const cancelled = (status: string, count: number, ago = HOUR): QuoteLimitInput['record'] => ({
    status,
    lastModified: at(NOW - ago),
    claimData: { quote: accepted, quoteSummaries: [...quotes(count - 1), { ...accepted, lastQuote: true }] },
  });
  test.each<[string, QuoteLimitInput, boolean]>([
    ['§9: cancelled after the day\'s third quote (CLAIM_NULLIFIED): its new quote would be refused', { record: cancelled('CLAIM_NULLIFIED', 3), refusedAt: null, now: NOW }, true],
    ['§4: the cancellation sent (CLAIM_NULLIFY_SENT) counts as cancelled too', { record: cancelled('CLAIM_NULLIFY_SENT', 3), refusedAt: null, now: NOW }, true],
    ['§4: a claim cancelled by hand (CLAIM_NULLIFIED_MANUALLY), which the quote view shows cancelled, on the day\'s third quote: refused', { record: cancelled('CLAIM_NULLIFIED_MANUALLY', 3), refusedAt: null, now: NOW }, true],
    ['§4: a claim cancelled by hand after one quote: a new claim may ask for one', { record: cancelled('CLAIM_NULLIFIED_MANUALLY', 1), refusedAt: null, now: NOW }, false],
    ['§4: the last quote nullified with its claim (quote CLAIM_NULLIFIED), the record not yet moved: refused at the limit', { record: { status: 'CLAIM_ACCEPTED', lastModified: at(NOW - HOUR), claimData: { quoteSummaries: [refused, refused, { status: 'CLAIM_NULLIFIED', lastQuote: true }] } }, refusedAt: null, now: NOW }, true],
    ['§9: cancelled after one quote: a new claim may ask for one', { record: cancelled('CLAIM_NULLIFIED', 1), refusedAt: null, now: NOW }, false],
    ['§8: the service refused a request within 24 hours, whatever this record\'s count', { record: cancelled('CLAIM_NULLIFIED', 1), refusedAt: NOW - HOUR, now: NOW }, true],
    ['§8 "retry after 24 hours": a refusal 24 hours ago has lapsed', { record: cancelled('CLAIM_NULLIFIED', 1), refusedAt: NOW - QUOTE_LIMIT_WAIT_MS, now: NOW }, false],
    ['§8 "retry after 24 hours": three quotes of a record last changed 24 hours ago', { record: cancelled('CLAIM_NULLIFIED', 3, QUOTE_LIMIT_WAIT_MS), refusedAt: null, now: NOW }, false],
    ['a North American claim cancelled has no quotes: never refused for them', { record: { status: 'CLAIM_NULLIFIED', lastModified: at(NOW - HOUR), claimData: {} }, refusedAt: null, now: NOW }, false],
    ['§4: an accepted claim is not cancelled: nothing to apply again', { record: cancelled('CLAIM_ACCEPTED', 3), refusedAt: NOW, now: NOW }, false],
    ['§4: a record asking for a quote is quoteLimitReached\'s, not this', { record: rec('QUOTE_REQUIRED', 3), refusedAt: NOW, now: NOW }, false],
    ['§8: no record shown (a claim in progress cancelled, deleted), the service refused a request today: a new claim is refused', { record: null, refusedAt: NOW - HOUR, now: NOW }, true],
    ['§9: no record shown, the day\'s three quotes seen on a claim since cancelled: a new claim is refused', { record: null, refusedAt: null, elsewhere: [{ quotes: 3, lastModified: at(NOW - HOUR) }], now: NOW }, true],
    ['§9: no record shown, two quotes seen today: a new claim may ask its one', { record: null, refusedAt: null, elsewhere: [{ quotes: 2, lastModified: at(NOW - HOUR) }], now: NOW }, false],
    ['§9: no record shown, three quotes seen 24 hours ago: lapsed', { record: null, refusedAt: null, elsewhere: [{ quotes: 3, lastModified: at(NOW - QUOTE_LIMIT_WAIT_MS) }], now: NOW }, false],
    ['no record and no quotes seen (North America): never refused', { record: null, refusedAt: null, now: NOW }, false],
  ])('%s', (_name, input, refused) => {
    expect(applyAgainRefused(input)).toBe(refused);
  });
});

describe('spec 000 §8 REQUEST_QUOTE_RESTRICTED: nextQuoteRefused, what the switch would start', () => {
  test.each<[string, QuoteLimitInput, boolean]>([
    ['§9: three quotes refused today, the record asks a fourth: turning insurance on takes nothing off', { record: rec('QUOTE_REQUIRED', 3), refusedAt: null, now: NOW }, true],
    ['§9: no record, the day\'s three quotes seen elsewhere: a new claim is refused', { record: null, refusedAt: null, elsewhere: [{ quotes: 3, lastModified: at(NOW) }], now: NOW }, true],
    ['§9: two quotes refused today: the third may be asked', { record: rec('QUOTE_REQUIRED', 2), refusedAt: null, now: NOW }, false],
    ['§4: an accepted claim at the limit: the switch takes its share on and off', { record: rec('CLAIM_ACCEPTED', 3), refusedAt: NOW, now: NOW }, false],
    ['no record, nothing seen', { record: null, refusedAt: null, now: NOW }, false],
  ])('%s', (_name, input, refused) => {
    expect(nextQuoteRefused(input)).toBe(refused);
  });
});

describe('spec 001 §2 the confirmations\' last-attempt variant, §9 up to 3 attempts then a 24-hour wait: lastAttemptSpent', () => {
  const approved = { status: 'APPROVED' };
  /** A record whose last of `count` quotes is approved and awaits the shopper's answer, last changed `ago` ms before now. */
  const inHand = (count: number, ago = HOUR): QuoteLimitInput['record'] => ({
    status: 'READY_TO_CLAIM',
    lastModified: at(NOW - ago),
    claimData: { quote: approved, quoteSummaries: [...quotes(count - 1).map((q) => ({ ...q, lastQuote: false })), { ...approved, lastQuote: true }] },
  });
  const inFlight: QuoteLimitInput['record'] = { status: 'QUOTE_REQUESTED', lastModified: at(NOW), claimData: { quoteSummaries: [refused, refused, { status: 'SUBMITTED', lastQuote: true }] } };
  const exhausted: QuoteLimitInput['record'] = {
    status: 'QUOTE_REQUIRED',
    lastModified: at(NOW),
    claimData: { quoteSummaries: [refused, { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE', lastQuote: true }] },
  };
  test.each<[string, QuoteMove, QuoteLimitInput, LastAttemptSpent | null]>([
    // Refusing the quote in hand.
    ['refuse, §9: the day\'s third quote approved: refusing it leaves no new quote today', 'refuse', { record: inHand(3), refusedAt: null, now: NOW }, 'refusal'],
    ['refuse, §9: the day\'s second quote approved: a new quote may follow a refusal', 'refuse', { record: inHand(2), refusedAt: null, now: NOW }, null],
    ['refuse, §9: the first quote approved: a new quote may follow a refusal', 'refuse', { record: inHand(1), refusedAt: null, now: NOW }, null],
    ['refuse, §8: the service refused a request today (another record used the quotes): refusing this one leaves none', 'refuse', { record: inHand(1), refusedAt: NOW - HOUR, now: NOW }, 'refusal'],
    ['refuse, §8 "retry after 24 hours": three quotes of a record last changed 24 hours ago: a new one may follow', 'refuse', { record: inHand(3, QUOTE_LIMIT_WAIT_MS), refusedAt: null, now: NOW }, null],
    ['refuse, §4: the third quote already refused: nothing left to refuse', 'refuse', { record: rec('QUOTE_REQUIRED', 3), refusedAt: null, now: NOW }, null],
    ['refuse, §4: the third quote in flight (SUBMITTED): nothing to refuse yet', 'refuse', { record: inFlight, refusedAt: null, now: NOW }, null],
    // Requesting a quote of a record that asks for one.
    ['request, §9: two quotes refused today (QUOTE_REQUIRED): the new one is the day\'s last', 'request', { record: rec('QUOTE_REQUIRED', 2), refusedAt: null, now: NOW }, 'request'],
    ['request, §9: one quote refused today: two more may follow', 'request', { record: rec('QUOTE_REQUIRED', 1), refusedAt: null, now: NOW }, null],
    ['request, §4: the first quote of a record ready to quote (READY_TO_QUOTE)', 'request', { record: rec('READY_TO_QUOTE', 0), refusedAt: null, now: NOW }, null],
    ['request, §9: three quotes today: the limit is met, no request is offered (quoteLimitReached)', 'request', { record: rec('QUOTE_REQUIRED', 3), refusedAt: null, now: NOW }, null],
    ['request, §8: the service refused a request today: no request is offered', 'request', { record: rec('QUOTE_REQUIRED', 1), refusedAt: NOW - HOUR, now: NOW }, null],
    ['request, §8 "retry after 24 hours": a refusal 24 hours ago has lapsed, two quotes today: the new one is the last', 'request', { record: rec('QUOTE_REQUIRED', 2), refusedAt: NOW - QUOTE_LIMIT_WAIT_MS, now: NOW }, 'request'],
    ['request, §8 "retry after 24 hours": two quotes of a record last changed 24 hours ago: not the last', 'request', { record: rec('QUOTE_REQUIRED', 2, QUOTE_LIMIT_WAIT_MS), refusedAt: null, now: NOW }, null],
    ['request, two quotes, the record\'s date unknown: taken at its count', 'request', { record: { status: 'QUOTE_REQUIRED', claimData: { quoteSummaries: quotes(2) } }, refusedAt: null, now: NOW }, 'request'],
    ['request, §8 INSUFFICIENT_COVERAGE: an exhausted pot asks for no new quote', 'request', { record: exhausted, refusedAt: null, now: NOW }, null],
    ['request, §4: a quote approved is no record asking for one', 'request', { record: inHand(2), refusedAt: null, now: NOW }, null],
    ['request, §4: a request in flight (QUOTE_REQUESTED)', 'request', { record: inFlight, refusedAt: null, now: NOW }, null],
    // Replacing the quote of the order as it was with one of the cart as it is now: a refusal, then a request.
    ['replace, §9: the day\'s second quote approved, the cart changed: its replacement is the day\'s last', 'replace', { record: inHand(2), refusedAt: null, now: NOW }, 'request'],
    ['replace, §9: the first quote approved: two more may follow', 'replace', { record: inHand(1), refusedAt: null, now: NOW }, null],
    ['replace, §9: the day\'s third quote approved: refusing it leaves none, the request would be refused', 'replace', { record: inHand(3), refusedAt: null, now: NOW }, 'refusal'],
    ['replace, §8: the service refused a request today: refusing this one leaves none', 'replace', { record: inHand(1), refusedAt: NOW - HOUR, now: NOW }, 'refusal'],
    ['replace, §8 "retry after 24 hours": two quotes of a record last changed 24 hours ago', 'replace', { record: inHand(2, QUOTE_LIMIT_WAIT_MS), refusedAt: null, now: NOW }, null],
    ['replace, §4: no quote in hand (QUOTE_REQUIRED): nothing to replace', 'replace', { record: rec('QUOTE_REQUIRED', 2), refusedAt: null, now: NOW }, null],
    ['no record', 'request', { record: null, refusedAt: null, now: NOW }, null],
  ])('%s', (_name, move, input, spent) => {
    expect(lastAttemptSpent(move, input)).toBe(spent);
  });
});

describe('spec 000 §8 "daily quote attempts" and §9 up to 3 attempts: the day\'s quotes across the shopper\'s records (elsewhere)', () => {
  /** Another record of the shopper's with `quotes` quotes, last changed `ago` ms before now. */
  const other = (quotes: number, ago = HOUR) => ({ quotes, lastModified: at(NOW - ago) });
  const fresh = (status: string): QuoteLimitInput['record'] => ({ status, lastModified: at(NOW), claimData: {} });
  test.each<[string, QuoteMove, QuoteLimitInput, LastAttemptSpent | null]>([
    ['request, §9: two quotes on a claim since cancelled, the new claim\'s first request is the day\'s third: the last', 'request', { record: fresh('READY_TO_QUOTE'), refusedAt: null, elsewhere: [other(2)], now: NOW }, 'request'],
    ['request, §9: one quote on a cancelled claim and one on this one: the next is the day\'s third', 'request', { record: rec('QUOTE_REQUIRED', 1), refusedAt: null, elsewhere: [other(1)], now: NOW }, 'request'],
    ['request, §9: one quote on each of two cancelled claims: the new claim\'s first is the last', 'request', { record: fresh('QUOTE_REQUIRED'), refusedAt: null, elsewhere: [other(1), other(1)], now: NOW }, 'request'],
    ['request, §9: one quote on a cancelled claim: the new claim\'s first leaves another', 'request', { record: fresh('READY_TO_QUOTE'), refusedAt: null, elsewhere: [other(1)], now: NOW }, null],
    ['request, §8 "retry after 24 hours": two quotes on a claim last changed 24 hours ago count no more', 'request', { record: fresh('READY_TO_QUOTE'), refusedAt: null, elsewhere: [other(2, QUOTE_LIMIT_WAIT_MS)], now: NOW }, null],
    ['request, two quotes on a claim whose date is unknown: taken at its count', 'request', { record: fresh('READY_TO_QUOTE'), refusedAt: null, elsewhere: [{ quotes: 2 }], now: NOW }, 'request'],
    ['request, §9: three quotes on a cancelled claim: the limit is met, no request is offered', 'request', { record: fresh('READY_TO_QUOTE'), refusedAt: null, elsewhere: [other(3)], now: NOW }, null],
    ['refuse, §9: the day\'s third quote is this claim\'s first, after two on a cancelled one: refusing it leaves none', 'refuse', { record: { status: 'READY_TO_CLAIM', lastModified: at(NOW), claimData: { quoteSummaries: [{ status: 'APPROVED', lastQuote: true }] } }, refusedAt: null, elsewhere: [other(2)], now: NOW }, 'refusal'],
  ])('%s', (_name, move, input, spent) => {
    expect(lastAttemptSpent(move, input)).toBe(spent);
  });

  test.each<[string, QuoteLimitInput, boolean]>([
    ['§9: three quotes on a cancelled claim, a new one asking for its first (READY_TO_QUOTE): reached', { record: fresh('READY_TO_QUOTE'), refusedAt: null, elsewhere: [other(3)], now: NOW }, true],
    ['§9: two there and one here: reached', { record: rec('QUOTE_REQUIRED', 1), refusedAt: null, elsewhere: [other(2)], now: NOW }, true],
    ['§9: two there, none here: one left', { record: fresh('READY_TO_QUOTE'), refusedAt: null, elsewhere: [other(2)], now: NOW }, false],
    ['§8 "retry after 24 hours": three there, last changed 24 hours ago: not reached', { record: fresh('READY_TO_QUOTE'), refusedAt: null, elsewhere: [other(3, QUOTE_LIMIT_WAIT_MS)], now: NOW }, false],
  ])('quoteLimitReached, %s', (_name, input, reached) => {
    expect(quoteLimitReached(input)).toBe(reached);
  });

  test.each<[string, [string, number][], string | null, number[]]>([
    ['§8 "daily quote attempts": the records seen besides the one shown count', [['a', 2], ['b', 1]], 'b', [2]],
    ['the record shown is counted as its own, never again as another', [['a', 2]], 'a', []],
    ['no record shown: every record seen counts', [['a', 2], ['b', 1]], null, [2, 1]],
    ['nothing seen: nothing counts', [], 'a', []],
  ])('seenElsewhere, %s', (_name, entries, shown, counted) => {
    const seen = new Map(entries.map(([record, count]) => [record, other(count)]));
    expect(seenElsewhere(seen, shown).map(({ quotes }) => quotes)).toEqual(counted);
  });

  test('applyAgainRefused, §4 Nullify and §9: a claim cancelled after its one quote, two more on a claim before it: applying again is refused', () => {
    const cancelled = { status: 'CLAIM_NULLIFIED', lastModified: at(NOW - HOUR), claimData: { quoteSummaries: [{ status: 'CX_ACCEPTED', lastQuote: true }] } };
    expect(applyAgainRefused({ record: cancelled, refusedAt: null, elsewhere: [other(2)], now: NOW })).toBe(true);
    expect(applyAgainRefused({ record: cancelled, refusedAt: null, elsewhere: [other(1)], now: NOW })).toBe(false);
  });
});

describe('spec 000 §8 REQUEST_QUOTE_RESTRICTED and spec 001 §9: quoteForCartRefused, a quote of the cart in place of the one in hand', () => {
  const approved = { status: 'APPROVED' };
  /** A record whose last of `count` quotes is approved, last changed `ago` ms before now. */
  const inHand = (count: number, ago = HOUR): QuoteLimitInput['record'] => ({
    status: 'READY_TO_CLAIM',
    lastModified: at(NOW - ago),
    claimData: { quote: approved, quoteSummaries: [...quotes(count - 1).map((q) => ({ ...q, lastQuote: false })), { ...approved, lastQuote: true }] },
  });
  test.each<[string, QuoteLimitInput, boolean]>([
    ['§9: the day\'s third quote in hand: its refusal leaves none, the request would be refused', { record: inHand(3), refusedAt: null, now: NOW }, true],
    ['§9: the day\'s second quote in hand: the quote of the cart is the last, still asked', { record: inHand(2), refusedAt: null, now: NOW }, false],
    ['§9: the first quote of this claim after two on a cancelled one: the day\'s third', { record: inHand(1), refusedAt: null, elsewhere: [{ quotes: 2, lastModified: at(NOW - HOUR) }], now: NOW }, true],
    ['§8: the service refused a request within 24 hours', { record: inHand(1), refusedAt: NOW - HOUR, now: NOW }, true],
    ['§8 "retry after 24 hours": three quotes of a record last changed 24 hours ago', { record: inHand(3, QUOTE_LIMIT_WAIT_MS), refusedAt: null, now: NOW }, false],
    ['§4: no quote in hand (QUOTE_REQUIRED, three refused): nothing to replace', { record: rec('QUOTE_REQUIRED', 3), refusedAt: null, now: NOW }, false],
    ['no record', { record: null, refusedAt: NOW, now: NOW }, false],
  ])('%s', (_name, input, refused) => {
    expect(quoteForCartRefused(input)).toBe(refused);
  });
});
