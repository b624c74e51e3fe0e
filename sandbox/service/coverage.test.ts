// The sandbox insurer's amounts and the Los Angeles day of its daily limits, as pure functions.
import { describe, expect, test } from 'vitest';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import type { ProductForQuote } from '../../src/domain/product/products.ts';
import { COPAYS_MINOR, FR_ALLOWANCES_MINOR, NA_ALLOWANCES_MINOR } from './allowances.ts';
import { countToday, coveredLines, currencyOf, isFrenchRecord, moneyOf, productQuotes, secondsToNextDay, shareMinor, spendAllowances, type PricedLine } from './coverage.ts';

/** A record's eligible lines: a frame and lenses (glasses), two boxes of contacts, a solution nobody covers. */
function eligible(inRx: boolean): ClaimRecord['eligibleProducts'] {
  const line = (productId: string, productType: string, covered: boolean) => ({ productId, productType, quantity: 1, insuranceEligible: covered, includedInPrescription: covered && inRx });
  return [
    { id: 'glasses', cartProducts: [line('line-1', 'FRAME', true), line('line-2', 'SINGLE_VISION_LENS', true)] },
    { id: 'contacts-line-3', cartProducts: [line('line-3', 'PRESCRIPTION_CONTACT_LENS', true)] },
    { id: 'not-covered', cartProducts: [line('line-4', 'SOLUTIONS', false)] },
  ];
}

/** The demo cart's prices (minor units), with overrides per line id. */
function cart(over: Partial<Record<string, Partial<PricedLine>>> = {}): PricedLine[] {
  const base: PricedLine[] = [
    { id: 'line-1', quantity: 1, unitPriceMinor: 14_900 },
    { id: 'line-2', quantity: 1, unitPriceMinor: 9_900 },
    { id: 'line-3', quantity: 2, unitPriceMinor: 7_450 },
    { id: 'line-4', quantity: 1, unitPriceMinor: 1_599 },
  ];
  return base.map((l) => ({ ...l, ...over[l.id] }));
}

const none = { FRAME: 0, LENSES: 0, CONTACT_LENSES: 0 };

describe('spec 000 §9: the insurer share of a record, in minor units', () => {
  test.each([
    { name: 'North America: every prescribed line at its cart price × cart quantity', inRx: true, french: false, lines: cart(), allowances: NA_ALLOWANCES_MINOR, want: 14_900 + 9_900 + 14_900 },
    { name: 'North America: lines no prescription covers are not paid', inRx: false, french: false, lines: cart(), allowances: NA_ALLOWANCES_MINOR, want: 0 },
    { name: 'France: every eligible line counts, no prescription needed', inRx: false, french: true, lines: cart(), allowances: FR_ALLOWANCES_MINOR, want: 10_000 + 9_900 + 10_000 },
    { name: 'each plan type is capped by its allowance', inRx: true, french: false, lines: cart({ 'line-1': { unitPriceMinor: 40_000 }, 'line-3': { quantity: 4 } }), allowances: NA_ALLOWANCES_MINOR, want: 15_000 + 9_900 + 20_000 },
    { name: 'an exhausted allowance pays nothing', inRx: true, french: false, lines: cart(), allowances: none, want: 0 },
    { name: 'a line missing from the cart counts 0', inRx: true, french: false, lines: cart().filter((l) => l.id !== 'line-1'), allowances: NA_ALLOWANCES_MINOR, want: 9_900 + 14_900 },
    { name: 'no cart at all pays nothing', inRx: true, french: false, lines: undefined, allowances: NA_ALLOWANCES_MINOR, want: 0 },
    { name: 'a negative price never makes the share negative', inRx: true, french: false, lines: cart({ 'line-1': { unitPriceMinor: -50_000 }, 'line-2': { unitPriceMinor: -1 }, 'line-3': { unitPriceMinor: -7 } }), allowances: NA_ALLOWANCES_MINOR, want: 0 },
  ])('$name', ({ inRx, french, lines, allowances, want }) => {
    const share = shareMinor({ eligibleProducts: eligible(inRx), cart: lines, allowances, french });
    expect(share).toBe(want);
    expect(Number.isInteger(share)).toBe(true);
  });

  test('spec 000 §9: the share never exceeds the cart total, even when the record lists a line twice', () => {
    const twice = [...(eligible(true) ?? []), ...(eligible(true) ?? [])];
    const small = cart({ 'line-1': { unitPriceMinor: 100 }, 'line-2': { unitPriceMinor: 100 }, 'line-3': { unitPriceMinor: 100, quantity: 1 }, 'line-4': { unitPriceMinor: 0 } });
    expect(shareMinor({ eligibleProducts: twice, cart: small, allowances: { FRAME: 1e9, LENSES: 1e9, CONTACT_LENSES: 1e9 }, french: false })).toBe(300);
  });

  test('spec 000 §3: covered lines are eligible, and prescribed in North America', () => {
    expect(coveredLines(eligible(true), false).map((l) => l.productId)).toEqual(['line-1', 'line-2', 'line-3']);
    expect(coveredLines(eligible(false), false)).toEqual([]);
    expect(coveredLines(eligible(false), true).map((l) => l.productId)).toEqual(['line-1', 'line-2', 'line-3']);
    expect(coveredLines(undefined, true)).toEqual([]);
  });
});

describe('spec 000 §3: the French record, its currency and money in major units', () => {
  test.each([
    { name: 'a French mutuelle makes the record French', locale: 'en_CA', insurer: 'mut_x', want: true },
    { name: 'fr_FR makes the record French', locale: 'fr_FR', insurer: 'ins_x', want: true },
    { name: 'a North American carrier in en_CA is not French', locale: 'en_CA', insurer: 'ins_x', want: false },
    { name: 'fr_CA is Quebec, not France', locale: 'fr_CA', insurer: undefined, want: false },
  ])('$name', ({ locale, insurer, want }) => {
    const record = { locale, claimData: insurer ? { primaryCoverage: { insurer: { id: insurer } } } : undefined };
    expect(isFrenchRecord(record, (id) => id.startsWith('mut_'))).toBe(want);
  });

  test.each([
    { locale: 'fr_FR', french: true, want: 'EUR' },
    { locale: 'en_US', french: false, want: 'USD' },
    { locale: 'en_CA', french: false, want: 'CAD' },
  ])('spec 000 §3: $locale pays in $want', ({ locale, french, want }) => {
    expect(currencyOf({ locale }, french)).toBe(want);
  });

  test('spec 000 §9: minor units become {amount} in major units, never negative', () => {
    expect(moneyOf(39_700, 'CAD')).toEqual({ amount: 397 });
    expect(moneyOf(1_999, 'EUR')).toEqual({ amount: 19.99 });
    expect(moneyOf(-500, 'CAD')).toEqual({ amount: 0 });
  });
});

describe('spec 000 §7: product quotes', () => {
  const product = (productType: string, amount: number, quantity = 1, ecommerceId = productType): ProductForQuote => ({
    productType, ecommerceId, ecommerceIdType: productType === 'FRAME' ? 'UPC' : 'RXC_ID', quantity, unitFullPrice: { amount },
  });

  test('each product gets its share from its price × quantity, capped by its plan allowance', () => {
    const quotes = productQuotes([product('FRAME', 149.99), product('SINGLE_VISION_LENS', 60, 2), product('PRESCRIPTION_CONTACT_LENS', 74.5, 6)], NA_ALLOWANCES_MINOR, 'CAD');
    expect(quotes).toEqual([
      { ecommerceId: 'FRAME', productType: 'FRAME', quantity: 1, status: 'APPROVED', coveredAmount: { amount: 149.99 } },
      { ecommerceId: 'SINGLE_VISION_LENS', productType: 'SINGLE_VISION_LENS', quantity: 2, status: 'APPROVED', coveredAmount: { amount: 100 } },
      { ecommerceId: 'PRESCRIPTION_CONTACT_LENS', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 6, status: 'APPROVED', coveredAmount: { amount: 200 } },
    ]);
  });

  test('two products of one plan share its allowance, in the order asked', () => {
    const [first, second, third] = productQuotes([product('FRAME', 100, 1, 'a'), product('SUNGLASSES', 20, 1, 'b'), product('PRESCRIPTION_SUNGLASSES', 100, 1, 'c')], NA_ALLOWANCES_MINOR, 'CAD');
    expect(first).toMatchObject({ status: 'APPROVED', coveredAmount: { amount: 100 } });
    expect(second).toMatchObject({ status: 'NOT_COVERED' });
    expect(second?.coveredAmount).toBeUndefined();
    expect(third).toMatchObject({ status: 'APPROVED', coveredAmount: { amount: 50 } });
  });

  test.each([
    { name: 'a product no plan pays for', p: product('SOLUTIONS', 15.99), allowances: NA_ALLOWANCES_MINOR },
    { name: 'an exhausted allowance', p: product('FRAME', 149), allowances: none },
    { name: 'a negative price', p: product('FRAME', -149), allowances: NA_ALLOWANCES_MINOR },
  ])('$name is NOT_COVERED, without an amount', ({ p, allowances }) => {
    const [quote] = productQuotes([p], allowances, 'CAD');
    expect(quote).toEqual({ ecommerceId: p.ecommerceId, productType: p.productType, quantity: p.quantity, status: 'NOT_COVERED' });
  });
});

describe('spec 000 §3 benefit plan and §9 copay: the member pays the plan\'s copay first ("Lenses up to $100.00, $10.00 copay")', () => {
  test.each<[string, { plan: string | undefined; minor: number }[], number[]]>([
    ['lenses of 99.00: 89.00', [{ plan: 'LENSES', minor: 9_900 }], [8_900]],
    ['once per plan: two pairs of lenses, the second up to what is left of the 100.00 allowance', [{ plan: 'LENSES', minor: 9_900 }, { plan: 'LENSES', minor: 9_900 }], [8_900, 1_100]],
    ['lenses cheaper than the copay: nothing, the rest of the copay on the next pair', [{ plan: 'LENSES', minor: 600 }, { plan: 'LENSES', minor: 9_900 }], [0, 9_500]],
    ['the copay before the allowance: lenses of 150.00 get the whole allowance', [{ plan: 'LENSES', minor: 15_000 }], [10_000]],
    ['no copay on the frame nor the contact lenses', [{ plan: 'FRAME', minor: 14_900 }, { plan: 'CONTACT_LENSES', minor: 14_900 }], [14_900, 14_900]],
    ['no plan, nothing', [{ plan: undefined, minor: 1_599 }], [0]],
  ])('%s', (_name, costs, paid) => {
    expect(spendAllowances(costs, NA_ALLOWANCES_MINOR, COPAYS_MINOR)).toEqual(paid);
  });

  test('a product quote of the demo lenses deducts it, as the claim does', () => {
    const [quote] = productQuotes([{ productType: 'SINGLE_VISION_LENS', ecommerceId: 'RXC-SV', ecommerceIdType: 'RXC_ID', quantity: 1, unitFullPrice: { amount: 99 } }], NA_ALLOWANCES_MINOR, 'CAD', COPAYS_MINOR);
    expect(quote).toMatchObject({ status: 'APPROVED', coveredAmount: { amount: 89 } });
    expect(shareMinor({ eligibleProducts: eligible(true), cart: cart(), allowances: NA_ALLOWANCES_MINOR, copays: COPAYS_MINOR, french: false })).toBe(14_900 + 8_900 + 14_900);
  });
});

describe('spec 000 §7 and §9: one rule for the share of a claim and the product quotes of its lines', () => {
  const quoted = (lines: readonly PricedLine[], types: Record<string, string>, allowances: Record<string, number>): number =>
    productQuotes(
      lines.map((l): ProductForQuote => ({ productType: types[l.id] ?? 'OTHER', ecommerceId: l.id, ecommerceIdType: 'RXC_ID', quantity: l.quantity, unitFullPrice: { amount: l.unitPriceMinor / 100 } })),
      allowances,
      'CAD',
    ).reduce((sum, q) => sum + Math.round((q.coveredAmount?.amount ?? 0) * 100), 0);
  const types = { 'line-1': 'FRAME', 'line-2': 'SINGLE_VISION_LENS', 'line-3': 'PRESCRIPTION_CONTACT_LENS' };
  test.each<[string, PricedLine[], Record<string, number>]>([
    ['the demo cart\'s glasses under their allowances', cart().slice(0, 2), NA_ALLOWANCES_MINOR],
    ['a frame above its allowance', cart({ 'line-1': { unitPriceMinor: 40_000 } }).slice(0, 2), NA_ALLOWANCES_MINOR],
    ['lenses bought twice, the allowance spent once', cart({ 'line-2': { quantity: 2 } }).slice(0, 2), NA_ALLOWANCES_MINOR],
    ['an exhausted pot', cart().slice(0, 2), none],
  ])('spec 000 §9: %s: the share equals the sum of the quotes', (_name, lines, allowances) => {
    // The glasses' group only: the claim's lines are the ones a validated prescription includes.
    const share = shareMinor({ eligibleProducts: eligible(true)?.slice(0, 1), cart: [...lines, ...cart().slice(2)], allowances, french: false });
    expect(share).toBe(quoted(lines, types, allowances));
  });
});

describe('spec 000 §9: daily limits count per Los Angeles day', () => {
  // 2026-05-12 is in daylight time: Los Angeles midnight is 07:00 UTC.
  const at = (iso: string) => Date.parse(iso);

  test.each([
    { name: 'times of the same Los Angeles day count', times: ['2026-05-12T07:00:00Z', '2026-05-13T06:59:59Z'], now: '2026-05-12T18:00:00Z', want: 2 },
    { name: 'the day before in Los Angeles does not, though it is the same UTC day', times: ['2026-05-12T06:59:59Z'], now: '2026-05-12T18:00:00Z', want: 0 },
    { name: 'the UTC day after, still the same Los Angeles evening, counts', times: ['2026-05-13T02:00:00Z'], now: '2026-05-12T18:00:00Z', want: 1 },
  ])('$name', ({ times, now, want }) => {
    expect(countToday(times.map(at), at(now))).toBe(want);
  });

  test.each([
    { name: '11:00 in Los Angeles: 13 hours to midnight', now: '2026-05-12T18:00:00Z', want: 13 * 3600 },
    { name: 'one second before midnight', now: '2026-05-13T06:59:59Z', want: 1 },
    { name: 'a part second rounds up', now: '2026-05-13T06:59:58.500Z', want: 2 },
    { name: 'the winter: midnight is 08:00 UTC', now: '2026-01-15T20:00:00Z', want: 12 * 3600 },
  ])('seconds to the next Los Angeles midnight: $name', ({ now, want }) => {
    expect(secondsToNextDay(at(now))).toBe(want);
  });
});
