import { describe, expect, test } from 'vitest';
import { mayMeetClaimSent, type RefusedAnswerCall } from './moved-on.ts';

describe('spec 000 §4 and §8: a call of the shopper’s answers refused as the claim moved on', () => {
  test.each<[string, RefusedAnswerCall, boolean]>([
    ['the products chosen, refused (409)', { call: 'POST claim-records/{id}/products/select-claimable', status: 409, errorCode: undefined }, true],
    ['a prescription validated, refused (409)', { call: 'POST claim-records/{id}/prescriptions/{prescriptionId}/validate', status: 409 }, true],
    ['the details saved, refused (409)', { call: 'PATCH claim-records/{id}', status: 409 }, true],
    ['a cancel refused keeps the card’s own state', { call: 'DELETE claim-records/{id}', status: 409 }, false],
    ['the use of insurance keeps the switch’s', { call: 'POST claim-records/{id}/change-insurance-status', status: 409 }, false],
    ['the order’s claim held by another record keeps its own words', { call: 'POST claim-records/{id}/products/select-claimable', status: 409, errorCode: 'ORDER_ALREADY_CLAIMED' }, false],
    ['the quote follows its own answer', { call: 'POST claim-records/{id}/quote/accept', status: 409 }, false],
    ['the submit follows its own answer', { call: 'POST claim-records/{id}/claim/submit', status: 409 }, false],
    ['another failure is no move on', { call: 'POST claim-records/{id}/products/select-claimable', status: 500 }, false],
    ['a call of no record neither', { call: 'GET insurers/list', status: 409 }, false],
  ])('%s', (_name, failure, expected) => {
    expect(mayMeetClaimSent(failure)).toBe(expected);
  });
});
