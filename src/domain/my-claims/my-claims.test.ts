// What my-claims shows of a claim, as tables citing spec 001 §2.
import { describe, expect, test } from 'vitest';
import { claimNotices, claimReference, rejectionNoticeOf, sharedOrders, shownClaimStatus, type ClaimLike, type MyClaimStatus } from './my-claims.ts';

describe('spec 001 §2 My-claims statuses: shownClaimStatus', () => {
  test.each<[string, string | null | undefined, string | null | undefined, MyClaimStatus]>([
    ['ACCEPTED shows as ACCEPTED', 'ACCEPTED', 'ACCEPTED', 'ACCEPTED'],
    ['REJECTED shows as REJECTED', 'REJECTED', null, 'REJECTED'],
    ['ACKNOWLEDGED shows as ACKNOWLEDGED', 'ACKNOWLEDGED', undefined, 'ACKNOWLEDGED'],
    ['CANCELLED shows as CANCELLED', 'CANCELLED', 'CANCELLED', 'CANCELLED'],
    ['REFUNDED shows as REFUNDED', 'REFUNDED', 'REFUNDED', 'REFUNDED'],
    ['INVOICED shows as INVOICED, not its customer-facing ACCEPTED', 'INVOICED', 'ACCEPTED', 'INVOICED'],
    ['UNKNOWN shows as UNKNOWN', 'UNKNOWN', 'UNKNOWN', 'UNKNOWN'],
    ['lower case is read as upper case', 'accepted', null, 'ACCEPTED'],
    ['an internal status falls back to its customer-facing status', 'CLAIM_REJECTED', 'REJECTED', 'REJECTED'],
    ['an unknown status with no customer-facing status shows as UNKNOWN', 'CLAIM_SUBMITTED', null, 'UNKNOWN'],
    ['an unknown status and customer-facing status show as UNKNOWN', 'MYSTERY', 'RETRY', 'UNKNOWN'],
    ['a missing status shows as UNKNOWN', undefined, undefined, 'UNKNOWN'],
    ['spec 000 §4: a cancellation handed to a person (FOR_MANUAL_NULLIFY) is NULLIFY_REJECTED, not the claim it was', 'FOR_MANUAL_NULLIFY', 'ACCEPTED', 'NULLIFY_REJECTED'],
    ['… whatever customer-facing status the row says of it', 'FOR_MANUAL_NULLIFY', 'NULLIFY_IN_PROGRESS', 'NULLIFY_REJECTED'],
    ['spec 000 §4: a cancellation the insurer refused is NULLIFY_REJECTED too', 'CLAIM_NULLIFY_REJECTED', null, 'NULLIFY_REJECTED'],
    ['a row that says NULLIFY_REJECTED as its customer-facing status shows it', 'NULLIFY_SUBMITTED', 'NULLIFY_REJECTED', 'NULLIFY_REJECTED'],
  ])('spec 001 §2: %s', (_name, status, facing, shown) => {
    expect(shownClaimStatus(status, facing)).toBe(shown);
  });
});

describe('spec 001 §2 My-claims attachments: claimNotices', () => {
  test.each<[string, { id: string; type: string }[] | null, string[]]>([
    ['the three notice types are listed in the spec order', [{ id: 'c', type: 'ACKNOWLEDGEMENT_NOTICE' }, { id: 'b', type: 'REJECTION_NOTICE' }, { id: 'a', type: 'EXPLANATION_OF_BENEFITS' }], ['a', 'b', 'c']],
    ['a type we do not know is left out', [{ id: 'x', type: 'INVOICE_COPY' }, { id: 'a', type: 'EXPLANATION_OF_BENEFITS' }], ['a']],
    ['no attachments is none', null, []],
  ])('spec 001 §2: %s', (_name, attachments, ids) => {
    expect(claimNotices(attachments).map((a) => a.id)).toEqual(ids);
  });
});

describe('spec 001 §8 "Your claim could not be processed" links the rejection notice of this cart\'s rejected claim', () => {
  const notice = { id: 'att-1', type: 'REJECTION_NOTICE' };
  const eob = { id: 'att-2', type: 'EXPLANATION_OF_BENEFITS' };
  const claim = (orderNumber: string, status: string, attachments = [notice]): ClaimLike => ({ claimId: `c-${orderNumber}-${status}`, orderNumber, status, attachments });
  test.each<[string, ClaimLike[], string | null]>([
    ["this cart's rejected claim gives its notice", [claim('cart-1', 'REJECTED')], 'c-cart-1-REJECTED'],
    ['a rejected claim written in lower case counts, as my-claims shows it', [claim('cart-1', 'rejected')], 'c-cart-1-rejected'],
    ["another cart's rejected claim is never offered", [claim('cart-2', 'REJECTED')], null],
    ["this cart's accepted claim has no rejection notice", [claim('cart-1', 'ACCEPTED')], null],
    ['a rejected claim without its notice yet gives none', [claim('cart-1', 'REJECTED', [eob])], null],
    ['no claims give none', [], null],
  ])('spec 001 §8: %s', (_name, claims, claimId) => {
    const found = rejectionNoticeOf(claims, 'cart-1');
    expect(found?.claimId ?? null).toBe(claimId);
    if (found) expect(found.notice).toBe(notice);
  });
});

describe('spec 001 §2 My-claims: a claim goes by the shop\'s order number, not the service\'s id (claimReference)', () => {
  test.each([
    ['the order number when the claim carries one', { claimId: 'CLM-1', orderNumber: 'ORD-20417' }, { kind: 'order', id: 'ORD-20417' }],
    ['the order number trimmed', { claimId: 'CLM-1', orderNumber: ' ORD-20417 ' }, { kind: 'order', id: 'ORD-20417' }],
    ['the claim id when no order number came', { claimId: 'CLM-1', orderNumber: null }, { kind: 'claim', id: 'CLM-1' }],
    ['the claim id when the order number is blank', { claimId: 'CLM-1', orderNumber: '  ' }, { kind: 'claim', id: 'CLM-1' }],
  ])('%s', (_name, claim, expected) => {
    expect(claimReference(claim)).toEqual(expected);
  });
});

describe('spec 001 §2 My-claims: the rows of an order claimed again are told apart (sharedOrders)', () => {
  test.each<[string, (string | undefined)[], boolean[]]>([
    ['claims of different orders each go by their order alone', ['70000101', '70000102'], [false, false]],
    ['an order claimed again after its claim was cancelled: both its rows, not the other order’s', ['70000103', '70000103', '69990417'], [true, true, false]],
    ['an order number with spaces around it is the same order', [' 70000103', '70000103 '], [true, true]],
    ['claims without an order (none, or blank) go by their claim ids, which name one claim each', [undefined, ' ', ''], [false, false, false]],
    ['no claims', [], []],
  ])('%s', (_name, orders, shared) => {
    expect(sharedOrders(orders.map((orderNumber) => ({ orderNumber })))).toEqual(shared);
  });
});
