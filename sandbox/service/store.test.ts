// The service memory's share of a cart: what the shop's totals take off, read through the sandbox's toggle rule (rules.ts).
import { describe, expect, test } from 'vitest';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { createServiceStore } from './store.ts';

type ClaimData = NonNullable<ClaimRecord['claimData']>;

/** An accepted claim of 125.50 on cart_1. */
const accepted = (use: string | undefined, status = 'CLAIM_ACCEPTED'): ClaimRecord => ({
  id: 'cr_1',
  status,
  cartId: 'cart_1',
  locale: 'en_CA',
  claimData: { useInsuranceStatus: use, claim: { status: 'CLAIM_ACCEPTED', confirmedAmount: { amount: 125.5 } } } as ClaimData,
});

/** A French record whose quote of 80.00 the shopper accepted, its claim still with the insurer. */
const quoteAccepted = (use: string): ClaimRecord => ({
  id: 'cr_1',
  status: 'CLAIM_SUBMITTED',
  cartId: 'cart_1',
  locale: 'fr_FR',
  claimData: { useInsuranceStatus: use, quote: { status: 'CX_ACCEPTED', quoteConfirmedAmount: { amount: 80 } } } as ClaimData,
});

function storeWith(...records: ClaimRecord[]) {
  const store = createServiceStore({ now: () => 0 });
  for (const record of records) store.records.set(`${record.id}-${store.records.size}`, { record, customerNumber: '1001', pending: [], syncs: 0 });
  return store;
}

describe('spec 000 §4, "Insurance usage": the insurer\'s share comes off the cart only while the toggle is on', () => {
  test.each([
    { name: 'an accepted claim with insurance enabled: its confirmed amount', records: [accepted('INSURANCE_ENABLED')], share: 12550 },
    { name: 'enabled with an eligibility check required counts as on', records: [accepted('INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED')], share: 12550 },
    { name: 'insurance disabled by the shopper: no share', records: [accepted('INSURANCE_DISABLED')], share: 0 },
    { name: 'insurance not applicable: no share', records: [accepted('INSURANCE_NOT_APPLICABLE')], share: 0 },
    { name: 'no use-insurance status at all: no share', records: [accepted(undefined)], share: 0 },
    { name: 'an unknown use-insurance status: no share', records: [accepted('INSURANCE_MAYBE')], share: 0 },
    { name: 'a deleted record, even enabled: no share', records: [accepted('INSURANCE_ENABLED', 'DELETED')], share: 0 },
    { name: 'a claim still submitted, enabled: no share yet', records: [accepted('INSURANCE_ENABLED', 'CLAIM_SUBMITTED')], share: 0 },
    { name: 'a French quote the shopper accepted, enabled: its amount at once', records: [quoteAccepted('INSURANCE_ENABLED')], share: 8000 },
    { name: 'a French quote the shopper accepted, then disabled: no share', records: [quoteAccepted('INSURANCE_DISABLED')], share: 0 },
    { name: 'a disabled record beside an enabled one of the same cart: the enabled one\'s share', records: [accepted('INSURANCE_DISABLED'), quoteAccepted('INSURANCE_ENABLED')], share: 8000 },
  ])('$name', ({ records, share }) => {
    expect(storeWith(...records).shareOf('cart_1')).toBe(share);
  });

  test('another cart\'s enabled claim gives this cart no share', () => {
    expect(storeWith(accepted('INSURANCE_ENABLED')).shareOf('cart_2')).toBe(0);
  });

  test('an insurer answer that is due lands before the share is read: a change of use of insurance counts at once', () => {
    const clock = { t: 0 };
    const store = createServiceStore({ now: () => clock.t });
    const stored = { record: accepted('INSURANCE_ENABLED'), customerNumber: '1001', pending: [], syncs: 0 };
    store.records.set('cr_1', stored);
    store.later(stored, 1000, () => void (store.claimData(stored).useInsuranceStatus = 'INSURANCE_DISABLED'));
    expect(store.shareOf('cart_1')).toBe(12550);
    clock.t = 1000;
    expect(store.shareOf('cart_1')).toBe(0);
  });
});
