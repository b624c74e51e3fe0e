import { describe, expect, test } from 'vitest';
import { openedView, openedViewOnly, openRefusal, showsClaim, type OpenContext } from './open.ts';
import { NA_FLOW as NA } from '../../../test/unit/page-flows.ts';

describe('spec 000 §2 open-drawer: which target opens now, and why not', () => {
  const context = (over: Partial<OpenContext>): OpenContext => ({ flow: NA, hasRecord: true, resumed: 'select-prescription', viewOnly: false, ...over });
  test.each<[string, string, Partial<OpenContext>, RegExp | null]>([
    ['an entry view always opens', 'resume', { hasRecord: false }, null],
    ['the member lookup opens without a claim', 'insurance-member', { hasRecord: false, resumed: 'intro' }, null],
    ['a view the claim reached opens', 'insurance-information', {}, null],
    ['the review of a claim not yet there opens read-only', 'review', { viewOnly: true }, null],
    ['the review of a claim not yet there does not open to answer it', 'review', {}, /has not reached "review"/],
    ['the review with no claim at all does not open, even read-only', 'review', { hasRecord: false, viewOnly: true }, /none is in progress/],
    ['the quote does not open in the North American flow', 'quote', {}, /no "quote" view/],
    ['spec 000 §5: a new claim does not start on an order whose claim stands', 'start', { holdsOrder: true }, /claim stands/],
    ['a new claim starts on an order with no claim standing', 'start', { holdsOrder: false }, null],
    // Spec 000 §8 REQUEST_QUOTE_RESTRICTED (§9: 3 quotes, then 24 hours): the way to a quote that would be refused.
    ['§8: at the day\'s quote limit the member lookup (open()\'s view) does not open', 'insurance-member', { hasRecord: false, resumed: 'intro', quoteLimit: true }, /quotes are spent/],
    ['§8: at the day\'s quote limit a new claim does not start', 'start', { hasRecord: false, quoteLimit: true }, /quotes are spent/],
    ['§8: at the day\'s quote limit the intro opens, and says it', 'intro', { hasRecord: false, quoteLimit: true }, null],
    ['§8: at the day\'s quote limit the toggle\'s entry opens: it resumes the claim, or opens the intro', 'loading', { quoteLimit: true }, null],
    ['§8: at the day\'s quote limit a view of the claim it reached opens', 'insurance-information', { resumed: 'insurance-information', quoteLimit: true }, null],
    // A claim sent that holds the order (applied, with the insurer) reached its review, where its resume opens.
    ['the review of an applied claim opens: the claim reached it', 'review', { resumed: 'review', final: true }, null],
    ['the products of an applied claim open', 'select-product', { resumed: 'review', final: true }, null],
    ['the prescription of an applied claim opens', 'select-prescription', { resumed: 'review', final: true }, null],
    ['the review of a rejected claim, over and back to the intro, opens only view-only', 'review', { resumed: 'intro', final: true }, /has not reached "review"/],
    ['the review of a claim ready to submit opens', 'review', { resumed: 'review' }, null],
    // The insurer list, the member lookup and the information view are all step 1: the flow's order tells them apart.
    ['the information view of a claim at the insurer list does not open to answer it', 'insurance-information', { resumed: 'insurers' }, /has not reached "insurance-information"/],
    ['the information view of a claim at the member lookup does not open to answer it', 'insurance-information', { resumed: 'insurance-member' }, /has not reached "insurance-information"/],
    ['the information view of a claim at the insurer list opens read-only', 'insurance-information', { resumed: 'insurers', viewOnly: true }, null],
    ['the information view of a claim at it opens', 'insurance-information', { resumed: 'insurance-information' }, null],
    ['the products of a claim at the validation, the same step, do not open to answer them', 'select-product', { resumed: 'validate' }, /has not reached "select-product"/],
    ['the information view of a claim past its step opens', 'insurance-information', { resumed: 'select-product' }, null],
  ])('spec 000 §2: %s', (_name, view, over, expected) => {
    const refusal = openRefusal(view, context(over));
    if (expected) expect(refusal).toMatch(expected);
    else expect(refusal).toBeNull();
  });
});

describe('spec 000 §2 view states: a screen of a claim whose answers are final opens read-only', () => {
  const context = (over: Partial<OpenContext>): OpenContext => ({ flow: NA, hasRecord: true, resumed: 'review', viewOnly: false, ...over });
  const applied = { final: true };
  test.each<[string, string, Partial<OpenContext>, boolean]>([
    ['the products of an applied claim, as they were sent', 'select-product', applied, true],
    ['the prescription of an applied claim', 'select-prescription', applied, true],
    ['the details of an applied claim', 'insurance-information', applied, true],
    ['not the review of an applied claim, which shows its outcome as resume does', 'review', applied, false],
    ['not the products of a claim ready to submit, still the shopper\'s to change', 'select-product', { final: false }, false],
    ['not a view asked for view-only already', 'select-product', { ...applied, viewOnly: true }, false],
    ['not the member lookup, which shows no claim', 'insurance-member', applied, false],
    ['not a view of no claim at all', 'select-product', { ...applied, hasRecord: false }, false],
  ])('spec 000 §2: %s', (_name, view, over, expected) => {
    expect(openedViewOnly(view, context(over))).toBe(expected);
  });
});

describe('spec 000 §2 open-drawer: the views of a claim open once the claim is loaded', () => {
  test.each<[string, boolean]>([
    ['review', true],
    ['select-prescription', true],
    ['quote', true],
    ['insurance-member', false],
    ['intro', false],
    ['resume', false],
  ])('spec 000 §2: %s shows the claim in progress: %s', (view, expected) => {
    expect(showsClaim(view)).toBe(expected);
  });
});

describe('spec 000 §2 open-drawer and spec 001 §6 drawer-open: the view a page is told the drawer opened on', () => {
  const nameable = ['intro', 'loading', 'resume', 'start', 'login-redirect', 'error', 'insurers', 'review'] as const;
  test.each<[string, string, string | null]>([
    ['the eligibility wait before the intro is not a view the shopper meets', 'loading', null],
    ['resume, which loads the claim, is not either', 'resume', null],
    ['start, which creates the claim, is not either', 'start', null],
    ['the sign-in return, which waits for eligibility, is not either', 'login-redirect', null],
    ['the intro is named', 'intro', 'intro'],
    ['the error view is named: the shopper meets it', 'error', 'error'],
    ['a page of the flow a page cannot name stands for the view asked for', 'validate', 'review'],
  ])('%s', (_name, shown, expected) => {
    expect(openedView(shown, 'review', nameable)).toBe(expected);
  });
});
