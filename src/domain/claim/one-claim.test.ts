import { describe, expect, test } from 'vitest';
import { holdsOrderClaim, isPageRecord, recordAfterCatchUp, recordCountry, type CatchUpRecordLike } from './one-claim.ts';

describe('spec 000 §5 "One claim at a time per order": which records hold the order\'s claim', () => {
  test.each([
    { status: 'CLAIM_SUBMITTED', holds: true },
    { status: 'CLAIM_RETRY', holds: true },
    { status: 'CLAIM_ACCEPTED', holds: true },
    { status: 'CLAIM_ACKNOWLEDGED', holds: true },
    { status: 'CLAIM_NULLIFY_EVENT_SENT', holds: true },
    { status: 'FOR_MANUAL_NULLIFY', holds: true },
    { status: 'READY_TO_CLAIM', holds: false },
    { status: 'QUOTE_REQUESTED', holds: false },
    { status: 'CLAIM_REJECTED', holds: false },
    { status: 'CLAIM_NULLIFIED', holds: false },
    { status: 'DELETED', holds: false },
    { status: 'SOMETHING_NEW', holds: false },
    { status: null, holds: false },
  ])('$status holds the order\'s claim: $holds', ({ status, holds }) => {
    expect(holdsOrderClaim(status)).toBe(holds);
  });
});

const rec = (id: string, status: string, cartId = 'cart-1'): CatchUpRecordLike => ({ id, status, cartId });

describe('issue 27 and spec 000 §5: the record a tab shows once it catches up with another tab of the same shopper', () => {
  test.each([
    { name: 'the other tab\'s claim on this cart wins over this tab\'s record still being filled in', own: rec('mine', 'READY_TO_CLAIM'), active: rec('theirs', 'CLAIM_ACCEPTED'), shown: 'theirs' },
    { name: 'this tab\'s own record, submitted from the other tab, is shown with its claim', own: rec('mine', 'CLAIM_SUBMITTED'), active: rec('mine', 'CLAIM_SUBMITTED'), shown: 'mine' },
    { name: 'this tab\'s own claim stands over another record in progress', own: rec('mine', 'CLAIM_ACCEPTED'), active: rec('theirs', 'UPDATED'), shown: 'mine' },
    { name: 'a tab without a record takes the record the other tab started for this cart', own: null, active: rec('theirs', 'UPDATED'), shown: 'theirs' },
    { name: 'a tab without a record takes the claim the other tab made', own: null, active: rec('theirs', 'CLAIM_SUBMITTED'), shown: 'theirs' },
    { name: 'another record in progress does not replace this tab\'s own', own: rec('mine', 'PRESCRIPTIONS_REQUIRED'), active: rec('theirs', 'UPDATED'), shown: 'mine' },
    { name: 'another cart\'s claim is never shown', own: null, active: rec('theirs', 'CLAIM_ACCEPTED', 'cart-0'), shown: null },
    { name: 'another cart\'s claim does not replace this tab\'s record', own: rec('mine', 'UPDATED'), active: rec('theirs', 'CLAIM_ACCEPTED', 'cart-0'), shown: 'mine' },
    { name: 'nothing anywhere is nothing', own: null, active: null, shown: null },
  ])('$name', ({ own, active, shown }) => {
    expect(recordAfterCatchUp({ own, active, cartId: 'cart-1', country: 'CA' })?.id ?? null).toBe(shown);
  });
});

describe('spec 000 §1: a record of another country\'s shop is not the page\'s claim, on a cart numbered the same', () => {
  test.each([
    { name: 'a Canadian claim on a Canadian page', locale: 'en_CA', country: 'CA', cartId: 'cart-1', page: true },
    { name: 'a claim made in English on the Quebec page (the same Canadian shop)', locale: 'en_CA', country: 'CA', cartId: 'cart-1', page: true },
    { name: 'a Quebec claim on the English Canadian page', locale: 'fr_CA', country: 'CA', cartId: 'cart-1', page: true },
    { name: 'a Canadian claim on the French page', locale: 'en_CA', country: 'FR', cartId: 'cart-1', page: false },
    { name: 'a French quote on the Canadian page', locale: 'fr_FR', country: 'CA', cartId: 'cart-1', page: false },
    { name: 'a French quote on the Quebec page', locale: 'fr_FR', country: 'CA', cartId: 'cart-1', page: false },
    { name: 'a Canadian claim on the United States page', locale: 'en_CA', country: 'US', cartId: 'cart-1', page: false },
    { name: 'a United States claim on the Canadian page', locale: 'en_US', country: 'CA', cartId: 'cart-1', page: false },
    { name: 'a locale written with a hyphen and lower case', locale: 'fr-fr', country: 'FR', cartId: 'cart-1', page: true },
    { name: 'a record naming no country, on its cart', locale: null, country: 'FR', cartId: 'cart-1', page: true },
    { name: 'a record naming a language only, on its cart', locale: 'en', country: 'CA', cartId: 'cart-1', page: true },
    { name: 'a record of the page\'s country on another cart', locale: 'en_CA', country: 'CA', cartId: 'cart-0', page: false },
  ])('$name: $page', ({ locale, country, cartId, page }) => {
    expect(isPageRecord({ id: 'r', status: 'UPDATED', cartId, locale }, { cartId: 'cart-1', country })).toBe(page);
  });

  test('no record is no claim of the page', () => {
    expect(isPageRecord(null, { cartId: 'cart-1', country: 'CA' })).toBe(false);
  });

  test.each([
    { locale: 'en_CA', country: 'CA' },
    { locale: 'fr_FR', country: 'FR' },
    { locale: ' en-us ', country: 'US' },
    { locale: 'en', country: null },
    { locale: '', country: null },
    { locale: undefined, country: null },
  ])('the country of $locale is $country', ({ locale, country }) => {
    expect(recordCountry(locale)).toBe(country);
  });

  test('catching up, a claim of another country\'s shop on a cart numbered the same is not shown', () => {
    const active: CatchUpRecordLike = { id: 'theirs', status: 'CLAIM_ACCEPTED', cartId: 'cart-1', locale: 'en_CA' };
    expect(recordAfterCatchUp({ own: null, active, cartId: 'cart-1', country: 'FR' })).toBeNull();
    expect(recordAfterCatchUp({ own: null, active, cartId: 'cart-1', country: 'CA' })?.id).toBe('theirs');
  });
});
