// The review once the tab caught up with the shopper's other tabs (spec 000 §5, "One claim at a time per order"), as tables.
import { describe, expect, test } from 'vitest';
import { choosesFromCart, reviewReadsAgain, showsSubmitOutcome } from './return-read.ts';

describe('spec 000 §5 and §9: the review reads again what it prices the claim from once the tab caught up', () => {
  test.each<[string, string | null, boolean, boolean, boolean]>([
    ['the review reads', 'review', false, false, true],
    ['a closed drawer reads nothing: the page shows no price of the claim\'s lines', null, false, false, false],
    ['another view of the drawer reads no more than the record the tab caught up with: only the review asks for a submit', 'select-product', false, false, false],
    ['nor does the change of products opened from the review', 'change-product', false, false, false],
    ['a submit of this tab under way reads nothing: its poll reads the record, and its result follows', 'review', true, false, false],
    ['a result shown reads nothing: the outcome is known', 'review', false, true, false],
  ])('%s', (_name, view, submitting, resultShown, reads) => {
    expect(reviewReadsAgain(view, submitting, resultShown)).toBe(reads);
  });
});

describe('spec 000 §4 "Claim outcomes" and §5: the review shows the outcome of a claim submitted elsewhere', () => {
  test.each<[string, string | null | undefined, boolean, boolean]>([
    ['a claim still ready to submit is reviewed as it now is', 'READY_TO_CLAIM', false, false],
    ['a prescription sent back for validation (the doctor changed) is reviewed, with its check', 'PRESCRIPTIONS_REQUIRED', false, false],
    ['a prescription under a person\'s review is reviewed, with its refresh', 'PRESCRIPTIONS_IN_REVIEW', false, false],
    ['a claim the insurer is answering shows the submit\'s outcome once it comes', 'CLAIM_SUBMITTED', false, true],
    ['a claim accepted elsewhere shows it applied', 'CLAIM_ACCEPTED', false, true],
    ['a claim acknowledged elsewhere shows it acknowledged', 'CLAIM_ACKNOWLEDGED', false, true],
    ['a claim rejected elsewhere shows the rejection', 'CLAIM_REJECTED', false, true],
    ['a claim to be resubmitted shows the timeout\'s outcome', 'CLAIM_RETRY', false, true],
    ['a failed resubmission shows its outcome', 'CLAIM_RETRY_FAILED', false, true],
    ['a view-only review shows a claim sent elsewhere as it stands, never a result', 'CLAIM_ACCEPTED', true, false],
    ['a record without a status is reviewed', null, false, false],
    ['a status we do not know is reviewed, never taken for a submit', 'CLAIM_THINKING', false, false],
  ])('%s', (_name, status, readOnly, outcome) => {
    expect(showsSubmitOutcome(status, readOnly)).toBe(outcome);
  });
});

describe('spec 000 §2 (select-product, change-product) and §5: the views that offer the cart\'s products tell the shopper back from another tab that the cart changed', () => {
  test.each<[string, string | null, boolean]>([
    ['the products of each prescription', 'select-product', true],
    ['the change of products opened from the review', 'change-product', true],
    ['the review says it of the whole claim, in words of its own', 'review', false],
    ['a view before the products shows none', 'select-prescription', false],
    ['a closed drawer shows none', null, false],
  ])('%s', (_name, view, tells) => {
    expect(choosesFromCart(view)).toBe(tells);
  });
});
