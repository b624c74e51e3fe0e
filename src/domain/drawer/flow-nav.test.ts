// The drawer's navigation rules of spec 000 section 2 and spec 001 section 4, as tables, on the North American page flow.
import { describe, expect, test } from 'vitest';
import { answersFinal, asksBeforeLeaving, backAllowed, comesAfter, editCarriedTo, editGoesOn, mayHaveMovedOn, movedOn, nextView, previousView, sentMeanwhile, viewProgress, wizardIndex, type LeaveVia, type RefusedCall, type ViewMode, type WizardEvent } from './flow-nav.ts';
import type { QuoteRecordLike } from '../quote/quote.ts';
import { NA_FLOW as NA } from '../../../test/unit/page-flows.ts';

describe('spec 000 §2 next and previous per view, edit returns to review', () => {
  test.each<[string, string, ViewMode, string]>([
    ['continue follows the view’s next', 'insurers', 'normal', 'insurance-member'],
    ['a view without next goes to the default view', 'review', 'normal', 'intro'],
    ['an unknown view goes to the default view', 'nowhere', 'normal', 'intro'],
    ['in edit mode continue returns to the review', 'insurance-information', 'edit', 'review'],
    ['in edit mode the member lookup returns to the review', 'insurance-member', 'edit', 'review'],
    ['in edit mode a carrier chosen goes on to its lookup (spec 000 §1), the edit with it', 'insurers', 'edit', 'insurance-member'],
  ])('spec 000 §2: %s', (_name, view, mode, expected) => {
    expect(nextView(NA, view, mode)).toBe(expected);
  });

  test.each<[string, ViewMode, string, boolean]>([
    ['a carrier chosen in an edit is looked up before the review: the edit goes on', 'edit', 'insurers', true],
    ['the edit’s lookup returns to the review', 'edit', 'insurance-member', false],
    ['the edit’s patient page returns to the review', 'edit', 'insurance-information', false],
    ['outside an edit there is no edit to carry on', 'normal', 'insurers', false],
    ['read-only has none either', 'read-only', 'insurers', false],
  ])('spec 000 §2 "edit (returns to review)" and §1 (a carrier, then its lookup): editGoesOn, %s', (_name, mode, view, goesOn) => {
    expect(editGoesOn(mode, view)).toBe(goesOn);
  });

  test.each<[string, ViewMode, string, string, boolean]>([
    ['a carrier chosen goes on to its lookup, an edit still', 'edit', 'insurers', 'insurance-member', true],
    ['a changed doctor’s name goes on to the validation, an edit still', 'edit', 'insurance-information', 'validate', true],
    ['the edit’s return to the review ends it', 'edit', 'insurance-information', 'review', false],
    ['outside an edit the validation is no edit', 'normal', 'select-prescription', 'validate', false],
  ])('spec 000 §2 "edit (returns to review)" and §4 (a changed name invalidates the validated prescription): editCarriedTo, %s', (_name, mode, view, target, carried) => {
    expect(editCarriedTo(mode, view, target)).toBe(carried);
  });

  test.each<[string, string, ViewMode, string]>([
    ['an edit that sent the prescription back goes on to its validation', 'insurance-information', 'edit', 'validate'],
    ['the validation an edit went on to returns to the review, whatever is left to check', 'validate', 'edit', 'review'],
    ['a product edit with a file still to validate goes there too', 'change-product', 'edit', 'validate'],
    ['outside an edit the flow goes on as configured: the upload comes first', 'insurance-information', 'normal', 'select-prescription'],
  ])('spec 000 §2 and §4 (a changed name invalidates the validated prescription): %s', (_name, view, mode, expected) => {
    expect(nextView(NA, view, mode, true)).toBe(expected);
  });

  test.each<[string, string, ViewMode, boolean, string]>([
    ['the review’s check of a prescription returns to the review when the products chosen stay', 'validate', 'edit', false, 'review'],
    ['… and goes on to the products when a prescription was left without its products', 'validate', 'edit', true, 'select-product'],
    ['outside an edit the validation goes on to the products either way', 'validate', 'normal', false, 'select-product'],
    ['an edit of another view returns to the review, whatever products are left to choose', 'insurance-information', 'edit', true, 'review'],
  ])('spec 000 §2 and §4 (replacing a prescription clears its products): %s', (_name, view, mode, toChoose, expected) => {
    expect(nextView(NA, view, mode, false, toChoose)).toBe(expected);
  });

  test.each<[string, string, ViewMode, string | null]>([
    ['back follows the view’s previous', 'select-product', 'normal', 'select-prescription'],
    ['a view without previous has no back', 'validate', 'normal', null],
    ['read-only mode has no back', 'select-product', 'read-only', null],
    ['edit mode goes back to the review', 'insurance-information', 'edit', 'review'],
  ])('spec 000 §2: %s', (_name, view, mode, expected) => {
    expect(previousView(NA, view, mode)).toBe(expected);
  });
});

describe('spec 000 §2 the flow’s order: whether a view comes after the one a claim reached', () => {
  test.each<[string, string, string, boolean]>([
    ['a later step', 'select-product', 'insurance-information', true],
    ['an earlier step', 'insurers', 'select-prescription', false],
    ['the same view', 'insurance-information', 'insurance-information', false],
    // Step 1 holds the insurer list, the member lookup and the information view: the views' next targets order them.
    ['the information view after the insurer list, the same step', 'insurance-information', 'insurers', true],
    ['the information view after the member lookup', 'insurance-information', 'insurance-member', true],
    ['the insurer list before the information view', 'insurers', 'insurance-information', false],
    ['the products after the validation, the same step', 'select-product', 'validate', true],
    ['a view the flow does not have counts as no step', 'quote', 'insurers', false],
  ])('spec 000 §2: %s', (_name, view, reached, expected) => {
    expect(comesAfter(NA, view, reached)).toBe(expected);
  });
});

describe('spec 000 §2 "A back button appears when allowed": not read-only, not once the answers are final', () => {
  const quote = (status: string) => ({ quote: { status } });
  test.each<[string, ViewMode, QuoteRecordLike | null, boolean]>([
    ['a claim being filled in has Back', 'normal', { status: 'PRESCRIPTIONS_REQUIRED' }, true],
    ['no record yet (the insurers list) has Back', 'normal', null, true],
    ['an edit from the review has Back (to the review)', 'edit', { status: 'READY_TO_CLAIM' }, true],
    ['France: an approved quote, still to accept or refuse, has Back', 'normal', { status: 'READY_TO_CLAIM', claimData: quote('APPROVED') }, true],
    ['France: a refused quote (a new one may be asked after a change) has Back', 'normal', { status: 'QUOTE_REQUIRED', claimData: quote('CX_REFUSED') }, true],
    ['read-only mode has no Back', 'read-only', { status: 'PRESCRIPTIONS_REQUIRED' }, false],
    ['France: the accepted quote (Devis accepté) has no Back: spec 000 §4, accepting submits the claim', 'normal', { status: 'CLAIM_ACCEPTED', claimData: quote('CX_ACCEPTED') }, false],
    ['France: the quote accepted, the insurer still answering its claim, has no Back', 'normal', { status: 'CLAIM_SUBMITTED', claimData: quote('CX_ACCEPTED') }, false],
    ['France: the quote accepted, the record status not yet moved, has no Back', 'normal', { status: 'READY_TO_CLAIM', claimData: quote('CX_ACCEPTED') }, false],
    ['North America: the claim applied (Claim applied) has no Back', 'normal', { status: 'CLAIM_ACCEPTED' }, false],
    ['North America: the claim with the insurer has no Back', 'normal', { status: 'CLAIM_SUBMITTED' }, false],
    ['a rejected claim has no Back', 'normal', { status: 'CLAIM_REJECTED' }, false],
    ['a claim being cancelled has no Back', 'normal', { status: 'CLAIM_NULLIFY_EVENT_SENT' }, false],
    ['nor in an edit once the claim is sent', 'edit', { status: 'CLAIM_SUBMITTED' }, false],
  ])('spec 000 §2: %s', (_name, mode, record, expected) => {
    expect(backAllowed(mode, record)).toBe(expected);
    expect(answersFinal(record)).toBe(mode === 'read-only' ? false : !expected);
  });
});

describe('spec 000 §2 Step X of Y with the forms wizard (three default forms: six steps)', () => {
  test.each<[string, string, number, number, boolean]>([
    ['the intro shows no header', 'intro', 0, 0, false],
    ['choosing the carrier is step 1', 'insurers', 0, 1, true],
    ['the member lookup is the wizard’s first form, step 1', 'insurance-member', 0, 1, true],
    ['the patient form is the second form, step 2', 'insurance-information', 1, 2, true],
    ['the doctor form is the third form, step 3', 'insurance-information', 2, 3, true],
    ['the prescription moves by the offset, step 4', 'select-prescription', 0, 4, true],
    ['the products are step 5', 'select-product', 0, 5, true],
    ['the review is the last step, 6', 'review', 0, 6, true],
  ])('spec 000 §2: %s', (_name, view, formIndex, current, showHeader) => {
    expect(viewProgress(NA, view, 3, formIndex)).toEqual({ current, max: 6, showHeader });
  });

  test.each<[string, string, number, number, number]>([
    ['the member found that asks the doctor too is the doctor’s step, 3', 'insurance-member', 0, 2, 3],
    ['the member found that names the patient is the patient’s step, 2', 'insurance-member', 0, 1, 2],
    ['a page shown past what the screen answers keeps its own step', 'insurance-information', 2, 1, 3],
    ['outside the wizard the pages answered change nothing', 'select-prescription', 0, 2, 4],
  ])('spec 000 §2: %s', (_name, view, formIndex, answeredThrough, current) => {
    expect(viewProgress(NA, view, 3, formIndex, answeredThrough)).toEqual({ current, max: 6, showHeader: true });
  });

  test('spec 000 §2: an insurer with two forms makes five steps and moves the later views by one', () => {
    expect(viewProgress(NA, 'review', 2, 0)).toEqual({ current: 5, max: 5, showHeader: true });
  });
});

describe('spec 001 §4 Forms wizard: index moves next or previous, resets', () => {
  test.each<[string, number, WizardEvent, number, number]>([
    ['next moves forward', 0, 'next', 3, 1],
    ['next stops at the last form', 2, 'next', 3, 2],
    ['previous moves back', 2, 'previous', 3, 1],
    ['previous stops at the first form', 0, 'previous', 3, 0],
    ['reset (completion, delete, nullify, submit) goes to the first form', 2, 'reset', 3, 0],
    ['no forms keeps index 0', 1, 'next', 0, 0],
  ])('spec 001 §4: %s', (_name, index, event, count, expected) => {
    expect(wizardIndex(index, event, count)).toBe(expected);
  });
});

describe('spec 000 §2 Unsaved-changes confirmation only when enabled and changes exist', () => {
  test.each<[string, string | undefined, boolean, LeaveVia, boolean]>([
    ['no changes: never asks', 'CLOSE_APP', false, 'close', false],
    ['option NONE: never asks', 'NONE', true, 'cancel', false],
    ['no option: never asks', undefined, true, 'close', false],
    ['CANCEL asks when the footer’s cancel leaves with changes', 'CANCEL', true, 'cancel', true],
    ['CANCEL does not ask when the drawer is closed', 'CANCEL', true, 'close', false],
    ['CLOSE_APP asks when the drawer is closed with changes', 'CLOSE_APP', true, 'close', true],
    ['CLOSE_APP asks on the footer’s cancel too', 'CLOSE_APP', true, 'cancel', true],
    ['an unknown option with changes asks on any way out', 'SOMETHING', true, 'close', true],
  ])('spec 000 §2: %s', (_name, option, dirty, via, expected) => {
    expect(asksBeforeLeaving(option, dirty, via)).toBe(expected);
  });
});

describe('spec 000 §4 an action refused because the record moved on shows where the record stands', () => {
  test.each<[string, RefusedCall, string, string, boolean]>([
    ['refusing a quote another tab accepted: the accepted quote, not "your refusal could not be sent"', { status: 409, errorCode: 'GENERIC_ERROR' }, 'approved', 'accepted', true],
    ['accepting a quote another tab refused: the refused quote', { status: 409 }, 'approved', 'refused', true],
    ['asking for a quote another tab already asked for: the request in flight', { status: 409 }, 'request', 'waiting', true],
    ['a 409 on a record that did not move: reported', { status: 409 }, 'approved', 'approved', false],
    ['spec 000 §5: the order’s claim held by another record is its own answer', { status: 409, errorCode: 'ORDER_ALREADY_CLAIMED' }, 'approved', 'accepted', false],
    ['a lost answer is no refusal: reported, whatever the record shows', { status: 0 }, 'approved', 'accepted', false],
    ['a service failure neither', { status: 500 }, 'approved', 'refused', false],
    ['a bad request neither', { status: 400 }, 'approved', 'refused', false],
  ])('spec 000 §4: %s', (_name, failure, actedOn, now, expected) => {
    expect(movedOn(failure, actedOn, now)).toBe(expected);
  });

  test.each<[string, RefusedCall, boolean]>([
    ['a refused transition is read again', { status: 409, errorCode: 'GENERIC_ERROR' }, true],
    ['one without a code too', { status: 409 }, true],
    ['spec 000 §5: not the order’s claim held elsewhere', { status: 409, errorCode: 'ORDER_ALREADY_CLAIMED' }, false],
    ['not a lost answer', { status: 0 }, false],
    ['not a gone record (its own state: the claim is gone)', { status: 404 }, false],
    ['nothing known', {}, false],
  ])('spec 000 §4: %s', (_name, failure, expected) => {
    expect(mayHaveMovedOn(failure)).toBe(expected);
  });
});

describe('spec 000 §§2, 4: a claim sent meanwhile leaves a view of answers for where the claim stands', () => {
  const ready = { status: 'READY_TO_CLAIM' };
  const sent = { status: 'CLAIM_ACCEPTED' };
  test.each<[string, string, QuoteRecordLike | null, QuoteRecordLike | null, boolean]>([
    ['the products, the claim accepted from the other tab', 'select-product', ready, sent, true],
    ['the upload, the claim submitted there', 'select-prescription', { status: 'PRESCRIPTIONS_REQUIRED' }, { status: 'CLAIM_SUBMITTED' }, true],
    ['the prescription check', 'validate', ready, sent, true],
    ['the review follows its own submit', 'review', ready, sent, false],
    ['the quote follows its own acceptance', 'quote', { status: 'READY_TO_CLAIM' }, { status: 'READY_TO_CLAIM', claimData: { quote: { status: 'CX_ACCEPTED' } } }, false],
    ['a record still open is no move', 'select-product', ready, { status: 'PRESCRIPTIONS_APPROVED' }, false],
    ['a record sent already before is none either', 'insurance-member', sent, sent, false],
    ['no record before (the drawer opening) neither', 'select-product', null, sent, false],
  ])('%s', (_name, view, before, now, expected) => {
    expect(sentMeanwhile(view, before, now)).toBe(expected);
  });
});

