// The cart refresh request of a claim record, and the refresh a reset owes the cart, as tables citing spec 000 §3, §4 and §7.
import { describe, expect, test } from 'vitest';
import { cartRefreshRequired, resetRefreshesCart, type CartRefreshRecordLike } from './cart-refresh.ts';

describe('spec 000 §3 / §7 refreshCartTotalRequired: cartRefreshRequired', () => {
  test.each<{ name: string; record: CartRefreshRecordLike | null; expected: boolean }>([
    { name: 'the record asks for a refresh (true)', record: { status: 'INSURANCE_MEMBER_FOUND', claimData: { refreshCartTotalRequired: true } }, expected: true },
    { name: 'the refresh was acknowledged (false)', record: { status: 'INSURANCE_MEMBER_FOUND', claimData: { refreshCartTotalRequired: false } }, expected: false },
    { name: 'the flag is missing', record: { status: 'INSURANCE_MEMBER_FOUND', claimData: {} }, expected: false },
    { name: 'the flag is null', record: { status: 'CLAIM_ACCEPTED', claimData: { refreshCartTotalRequired: null } }, expected: false },
    { name: 'a deleted record asks nothing', record: { status: 'DELETED', claimData: { refreshCartTotalRequired: true } }, expected: false },
    { name: 'no claim data', record: { status: 'CREATED' }, expected: false },
    { name: 'no record', record: null, expected: false },
  ])('spec 000 §7: $name', ({ record, expected }) => {
    expect(cartRefreshRequired(record)).toBe(expected);
  });
});

describe('spec 000 §4 (logout, session expiry, order completion reset claim state; "Insurance usage"): resetRefreshesCart', () => {
  test.each<[string, Parameters<typeof resetRefreshesCart>[0], boolean]>([
    ['a claim accepted with insurance on: its share may be on the totals', { status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, true],
    ['insurance on pending an eligibility check', { status: 'INSURANCE_MEMBER_FOUND', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED' } }, true],
    ['a claim accepted with insurance switched off: the totals are at full price already', { status: 'CLAIM_ACCEPTED', claimData: { useInsuranceStatus: 'INSURANCE_DISABLED' } }, false],
    ['a record with no use of insurance recorded', { status: 'CREATED' }, false],
    ['a deleted record', { status: 'DELETED', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } }, false],
    ['no record', null, false],
  ])('spec 000 §4: %s', (_name, record, refreshes) => {
    expect(resetRefreshesCart(record)).toBe(refreshes);
  });
});
