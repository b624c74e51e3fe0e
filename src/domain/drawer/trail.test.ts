import { describe, expect, test } from 'vitest';
import { backPlace, drawerBase, LOOKUP_FORM, placeFor, placeOfPath, placePath, resumePlace, trailAfter, type Place } from './trail.ts';
import type { ViewMode } from './flow-nav.ts';
import { FR_FLOW as FR, NA_FLOW as NA } from '../../../test/unit/page-flows.ts';

const at = (view: string, form = 0): Place => ({ view, form });

describe('spec 001 §4 the screens of the forms wizard', () => {
  test.each<[string, string, number, Place]>([
    ['the information view’s second page (the patient)', 'insurance-information', 1, at('insurance-information', 1)],
    ['the information view’s third page (the doctor)', 'insurance-information', 2, at('insurance-information', 2)],
    ['the information view with the index reset shows its first page, the wizard’s second', 'insurance-information', 0, at('insurance-information', 1)],
    ['the member lookup is one screen, whatever the index', 'insurance-member', 1, at('insurance-member')],
    ['any other view is one screen', 'review', 2, at('review')],
  ])('spec 001 §4: %s', (_name, view, index, expected) => {
    expect(placeFor(view, index)).toEqual(expected);
  });
});

describe('spec 000 §2 Back walks back the screens the shopper saw', () => {
  test.each<[string, Place[], Place, Place, ViewMode, Place[]]>([
    ['a forward move adds the screen left', [at('intro')], at('insurers'), at('insurance-member'), 'normal', [at('intro'), at('insurers')]],
    ['a wizard page is a screen of its own', [at('insurance-member')], at('insurance-information', 1), at('insurance-information', 2), 'normal', [at('insurance-member'), at('insurance-information', 1)]],
    ['a passing view (the prescription check) is never a screen to come back to', [at('select-prescription')], at('validate'), at('select-product'), 'normal', [at('select-prescription')]],
    ['an entry view neither', [], at('resume'), at('select-prescription'), 'normal', []],
    ['the review after an edit closes the edit: the way back is what it was when the review was left', [at('select-product'), at('review')], at('insurance-information', 2), at('review'), 'edit', [at('select-product')]],
    ['staying on the same screen adds nothing', [at('intro')], at('insurers'), at('insurers'), 'normal', [at('intro')]],
    // The insurers list is no passing view: the shopper chose there, and the screen after it is another carrier's.
    ['the member view opened, "Change insurer" and a carrier: the insurers list, then what was before the member view', [at('intro'), at('insurance-member')], at('insurers'), at('insurance-member'), 'normal', [at('intro'), at('insurers')]],
    ['the same from Get started: the insurers list once, at its latest place', [at('intro'), at('insurers'), at('insurance-member')], at('insurers'), at('insurance-member'), 'normal', [at('intro'), at('insurers')]],
    ['from the products, the upload again: the products, the screen left', [at('insurance-information', 2), at('select-prescription')], at('select-product'), at('select-prescription'), 'normal', [at('insurance-information', 2), at('select-product')]],
    ['then through the check to the products again: the upload just left', [at('insurance-information', 2), at('select-product'), at('select-prescription')], at('validate'), at('select-product'), 'normal', [at('insurance-information', 2), at('select-prescription')]],
    ['the check that found nothing back to the upload: what was before the upload', [at('insurance-information', 2), at('select-prescription')], at('validate'), at('select-prescription'), 'normal', [at('insurance-information', 2)]],
    ['the lookup form the member found answered: a screen of its own before the member found', [at('insurers')], LOOKUP_FORM, at('insurance-member'), 'normal', [at('insurers'), LOOKUP_FORM]],
    ['on from the member found: the lookup form, then the member found', [at('insurers'), LOOKUP_FORM], at('insurance-member'), at('select-prescription'), 'normal', [at('insurers'), LOOKUP_FORM, at('insurance-member')]],
    ['the mutuelle that finds no member, its form again: the quote, the screen left', [at('insurers'), at('insurance-member'), at('insurance-information', 1)], at('quote'), at('insurance-member'), 'normal', [at('insurers'), at('insurance-information', 1), at('quote')]],
  ])('spec 000 §2: %s', (_name, trail, from, to, mode, expected) => {
    expect(trailAfter(trail, from, to, mode)).toEqual(expected);
  });

  test.each<[string, Place[], Place, ViewMode, Place | null]>([
    ['back returns to the screen seen before, the doctor’s page before the upload', [at('insurance-information', 1), at('insurance-information', 2)], at('select-prescription'), 'normal', at('insurance-information', 2)],
    ['reopened on the upload, back goes to the wizard’s last page (the doctor)', [], at('select-prescription'), 'normal', at('insurance-information', 2)],
    ['reopened on the doctor’s page, back goes to the patient’s page', [], at('insurance-information', 2), 'normal', at('insurance-information', 1)],
    ['reopened on the patient’s page, back goes to the member lookup', [], at('insurance-information', 1), 'normal', at('insurance-member')],
    ['the prescription check has no back', [at('select-prescription')], at('validate'), 'normal', null],
    ['read-only mode has no back', [at('select-product')], at('review'), 'read-only', null],
    ['in edit mode back returns to the review', [], at('insurance-information', 2), 'edit', at('review')],
    ['from the member found, back goes to the lookup form it answered', [at('insurers'), LOOKUP_FORM], at('insurance-member'), 'normal', LOOKUP_FORM],
    ['reopened on the products, back goes to the flow’s previous view', [], at('select-product'), 'normal', at('select-prescription')],
  ])('spec 000 §2: %s', (_name, trail, here, mode, expected) => {
    expect(backPlace(trail, NA, here, mode, 3)).toEqual(expected);
  });

  test.each<[string, Place[], Place, { status: string; claimData?: { quote: { status: string } } }, Place | null]>([
    ['the review of a claim still to submit goes back to the products', [at('select-product')], at('review'), { status: 'READY_TO_CLAIM' }, at('select-product')],
    ['the review of the claim applied has no back, though the products were seen before', [at('select-product')], at('review'), { status: 'CLAIM_ACCEPTED' }, null],
    ['the accepted quote has no back, though the forms were seen before', [at('insurance-information', 3)], at('quote'), { status: 'CLAIM_ACCEPTED', claimData: { quote: { status: 'CX_ACCEPTED' } } }, null],
    ['the member view waiting on its lookup has no back to the review the edit began on', [at('review')], at('insurance-member'), { status: 'QUOTE_REQUESTED' }, null],
    ['the member view waiting on its lookup goes back to the insurers list, where another carrier ends the lookup', [at('insurers')], at('insurance-member'), { status: 'QUOTE_REQUESTED' }, at('insurers')],
    ['the member view once the lookup answered not found goes back again', [at('review')], at('insurance-member'), { status: 'INSURANCE_MEMBER_NOT_FOUND' }, at('review')],
    ['the member found goes back to its lookup form', [at('insurers'), LOOKUP_FORM], at('insurance-member'), { status: 'INSURANCE_MEMBER_FOUND' }, LOOKUP_FORM],
  ])('spec 000 §2 (back when allowed): %s', (_name, trail, here, record, expected) => {
    expect(backPlace(trail, NA, here, 'normal', 3, record)).toEqual(expected);
  });

  // The French quote: Back returns to the forms, whose Continue changes the answers a request in flight is priced on.
  const second = at('insurance-information', 2);
  test.each<[string, Place[], Place, { status: string; claimData?: { quote: { status: string; errorCode?: string } } }, boolean, Place | null]>([
    ['the quote to request goes back to the second mutuelle’s page', [second], at('quote'), { status: 'QUOTE_REQUIRED' }, false, second],
    ['the request pressed, the service not answered yet (the record still QUOTE_REQUIRED): no back', [second], at('quote'), { status: 'QUOTE_REQUIRED' }, true, null],
    ['the request the insurer has yet to answer: no back', [second], at('quote'), { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'SUBMITTED' } } }, false, null],
    ['the same, the drawer reopened on it: no back to the flow’s previous view', [], at('quote'), { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'SUBMITTED' } } }, false, null],
    ['the insurer answered offline: back to the forms', [second], at('quote'), { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' } } }, false, second],
    ['the e-mail retry opted into at the offline mutuelle (QUOTE_PENDING): no back', [second], at('quote'), { status: 'QUOTE_PENDING', claimData: { quote: { status: 'RETRY', errorCode: 'INSURER_OFFLINE' } } }, false, null],
    ['the approved quote goes back to the forms', [second], at('quote'), { status: 'READY_TO_CLAIM', claimData: { quote: { status: 'APPROVED' } } }, false, second],
    ['the approved quote while its acceptance is under way: no back', [second], at('quote'), { status: 'READY_TO_CLAIM', claimData: { quote: { status: 'APPROVED' } } }, true, null],
    ['a quote refused for a product goes back to the forms', [second], at('quote'), { status: 'QUOTE_REQUIRED', claimData: { quote: { status: 'REJECTED' } } }, false, second],
    ['the member view’s French lookup (QUOTE_REQUESTED too) still goes back to the insurers list', [at('insurers')], at('insurance-member'), { status: 'QUOTE_REQUESTED' }, false, at('insurers')],
  ])('spec 000 §2 (back while the quote is on its way): %s', (_name, trail, here, record, working, expected) => {
    expect(backPlace(trail, FR, here, 'normal', 3, record, working)).toEqual(expected);
  });
});

describe('spec 000 §2 Last path: a reopened drawer resumes where the shopper was', () => {
  test.each<[string, Place | null, string, Place]>([
    ['the doctor’s page, where the record resumes on the patient and doctor', at('insurance-information', 2), 'insurance-information', at('insurance-information', 2)],
    ['a screen before the one the record reached (the shopper went back)', at('insurers'), 'select-prescription', at('insurers')],
    ['not a screen the claim has not reached (nullified since, elsewhere)', at('review'), 'insurance-information', at('insurance-information')],
    ['not a passing view', at('validate'), 'select-product', at('select-product')],
    ['not the intro, which comes before the claim’s steps (Get started then goes on to the claim)', at('intro'), 'insurers', at('insurers')],
    ['nothing kept: where the record resumes', null, 'select-prescription', at('select-prescription')],
    ['a view this flow does not have', at('quote'), 'select-prescription', at('select-prescription')],
    ['the record resumes on a passing view (its prescription is being checked): that view', at('select-prescription'), 'validate', at('validate')],
    // The insurer list, the member lookup and the information view are all step 1: the flow's order tells them apart.
    ['not the information view of a claim gone back to the insurer list, the same step', at('insurance-information', 2), 'insurers', at('insurers')],
    ['not the information view of a claim at the member lookup', at('insurance-information', 1), 'insurance-member', at('insurance-member')],
    ['the member lookup of a claim at the information view (the shopper went back within the step)', at('insurance-member'), 'insurance-information', at('insurance-member')],
    ['the insurer list of a claim at the member lookup', at('insurers'), 'insurance-member', at('insurers')],
  ])('spec 000 §2: %s', (_name, last, resumed, expected) => {
    expect(resumePlace(last, resumed, NA)).toEqual(expected);
  });

  test.each<[string, Place | null, string, Place]>([
    ['the doctor’s page after the member found, its answers not saved yet', at('insurance-information', 2), 'insurance-member', at('insurance-information', 2)],
    ['the member found itself', at('insurance-member'), 'insurance-member', at('insurance-member')],
    ['not a later step than the view after the member found', at('review'), 'insurance-member', at('insurance-member')],
  ])('spec 000 §2 (the record has the answer of the view it resumes on): %s', (_name, last, resumed, expected) => {
    expect(resumePlace(last, resumed, NA, false, true)).toEqual(expected);
  });

  test.each<[string, Place | null, string, Place]>([
    ['not an earlier form once the answers are final: the view that shows the claim', at('insurance-information', 2), 'review', at('review')],
    ['the same screen stays', at('review'), 'review', at('review')],
    ['nothing kept: where the record resumes', null, 'review', at('review')],
  ])('spec 000 §2 (resume jumps to the step reached): %s', (_name, last, resumed, expected) => {
    expect(resumePlace(last, resumed, NA, true)).toEqual(expected);
  });

  test.each<[string, string | null, Place | null]>([
    ['a view', '/direct-billing/review', at('review')],
    ['a wizard page', '/en-ca/cart/direct-billing/insurance-information?form=2', at('insurance-information', 2)],
    ['another page’s drawer (the claim is the cart’s)', '/en-ca/p/frame/direct-billing/review', at('review')],
    ['nothing kept', null, null],
    ['a nested path', '/direct-billing/review/x', null],
    ['a foreign value', 'javascript:alert(1)', null],
  ])('spec 000 §2: the path of %s reads back', (_name, path, expected) => {
    expect(placeOfPath(path)).toEqual(expected);
  });

  test('spec 000 §2: a place written as a path reads back the same', () => {
    for (const place of [at('review'), at('insurance-information', 2), at('intro')]) expect(placeOfPath(placePath('/b/direct-billing', place))).toEqual(place);
  });
});

describe('spec 000 §2: drawerBase (the host base path, which may end in a slash, then /direct-billing)', () => {
  test.each([
    ['the cart', '/en-ca/cart', '/en-ca/cart/direct-billing'],
    ['a base that ends in a slash', '/en-ca/cart/', '/en-ca/cart/direct-billing'],
    ['the site root', '/', '/direct-billing'],
  ])('%s: %s', (_name, host, expected) => {
    expect(drawerBase(host)).toBe(expected);
  });
});
