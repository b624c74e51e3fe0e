// The cart refresh request of a claim record, as a table citing spec 000 §3 and §7.
import { describe, expect, test } from 'vitest';
import { cartRefreshRequired, type CartRefreshRecordLike } from './cart-refresh.ts';

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
