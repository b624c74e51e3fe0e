import { describe, expect, test } from 'vitest';
import { choosablePrescriptions, chosenProductIds, productChoiceCleared, type RecordWithChoice, pageContinue, productOptions, reasonsToShow, validationResult, type GroupWithLines, type PageContinue } from './prescription-result.ts';
import type { ValidationOutcome } from './prescription-outcome.ts';

describe('spec 001 §8: the rejection reasons with a text of their own', () => {
  test.each<[string, string[] | null, string[]]>([
    ['a patient name mismatch is shown', ['PATIENT_NAME_MISMATCH'], ['PATIENT_NAME_MISMATCH']],
    ['LOW_OVERALL_ACCURACY has an empty text and is left out', ['LOW_OVERALL_ACCURACY', 'PRESCRIBER_NAME_MISMATCH'], ['PRESCRIBER_NAME_MISMATCH']],
    ['an unknown reason is left out', ['NEW_REASON', 'PRODUCT_MISMATCH_GLASSES_RX'], ['PRODUCT_MISMATCH_GLASSES_RX']],
    ['a reason given twice is shown once', ['PRODUCT_MISMATCH_CONTACTS_RX', 'PRODUCT_MISMATCH_CONTACTS_RX'], ['PRODUCT_MISMATCH_CONTACTS_RX']],
    ['no reasons show nothing', null, []],
  ])('%s', (_, reasons, expected) => {
    expect(reasonsToShow(reasons)).toEqual(expected);
  });
});

const rx = (id: string, status: string | null, rejectionReasons?: string[]) => ({ id, name: `${id}.png`, status, rejectionReasons });

describe('spec 000 §3 and spec 001 §8: the outcome of all prescriptions', () => {
  test.each<[string, ReturnType<typeof rx>[] | null, ValidationOutcome | 'none']>([
    ['no prescriptions is none', null, 'none'],
    ['all approved is validated', [rx('a', 'AUTO_APPROVED'), rx('b', 'APPROVED')], 'validated'],
    ['one still read keeps the wait going, even beside a refusal', [rx('a', 'AUTO_DISAPPROVED'), rx('b', 'SENT_FOR_OCR')], 'pending'],
    ['one refusal among approvals is rejected', [rx('a', 'AUTO_APPROVED'), rx('b', 'DISAPPROVED')], 'rejected'],
    ['a refusal outranks a review', [rx('a', 'FOR_REVIEW'), rx('b', 'AUTO_DISAPPROVED')], 'rejected'],
    ['one in review among approvals is review', [rx('a', 'AUTO_APPROVED'), rx('b', 'IN_REVIEW')], 'review'],
  ])('%s', (_, list, expected) => {
    expect(validationResult(list).outcome).toBe(expected);
    expect(validationResult(list).count).toBe(list?.length ?? 0);
  });

  test('spec 000 §4: a file sent back after a change of name keeps the wait going until its new verdict', () => {
    expect(validationResult([rx('a', 'FOR_REVIEW')], 'PRESCRIPTIONS_REQUIRED').outcome).toBe('pending');
    expect(validationResult([rx('a', 'FOR_REVIEW')], 'PRESCRIPTIONS_FOR_REVIEW').outcome).toBe('review');
  });

  test('spec 001 §8: a refusal lists each refused file with its reasons to show', () => {
    const result = validationResult([rx('a', 'AUTO_APPROVED'), rx('blurry', 'AUTO_DISAPPROVED', ['LOW_OVERALL_ACCURACY']), rx('b', 'DISAPPROVED', ['PATIENT_NAME_MISMATCH'])]);
    expect(result.rejected).toEqual([
      { id: 'blurry', name: 'blurry.png', reasons: [] },
      { id: 'b', name: 'b.png', reasons: ['PATIENT_NAME_MISMATCH'] },
    ]);
  });

  test('spec 000 §3: a file without a name is listed with an empty name', () => {
    expect(validationResult([{ id: 'x', status: 'DISAPPROVED' }]).rejected).toEqual([{ id: 'x', name: '', reasons: [] }]);
  });
});

describe('spec 000 §2: the prescriptions products are chosen for, in upload order', () => {
  test.each<[string, { id: string; status: string; index?: number }[], string[]]>([
    ['validated and reviewed ones, by index', [{ id: 'b', status: 'AUTO_APPROVED', index: 1 }, { id: 'a', status: 'FOR_REVIEW', index: 0 }], ['a', 'b']],
    ['refused and pending ones are left out', [{ id: 'a', status: 'AUTO_DISAPPROVED' }, { id: 'b', status: 'UPLOADED' }, { id: 'c', status: 'APPROVED' }], ['c']],
    ['without an index, the record order', [{ id: 'b', status: 'APPROVED' }, { id: 'a', status: 'APPROVED' }], ['b', 'a']],
  ])('%s', (_, list, expected) => {
    expect(choosablePrescriptions(list).map((p) => p.id)).toEqual(expected);
  });

  test('spec 000 §4: a file sent back after a change of name takes no products until it is validated again', () => {
    const list = [{ id: 'a', status: 'FOR_REVIEW' }, { id: 'b', status: 'APPROVED' }];
    expect(choosablePrescriptions(list, 'PRESCRIPTIONS_REQUIRED').map((p) => p.id)).toEqual(['b']);
    expect(choosablePrescriptions(list, 'PRESCRIPTIONS_FOR_REVIEW').map((p) => p.id)).toEqual(['a', 'b']);
  });

  test('no prescriptions give no pages', () => {
    expect(choosablePrescriptions(null)).toEqual([]);
  });
});

const line = (productId: string, productType: string, insuranceEligible = true) => ({ productId, productType, insuranceEligible });
const GROUPS: GroupWithLines[] = [
  { id: 'glasses', prescriptionId: 'rx1', cartProducts: [line('f', 'FRAME'), line('l', 'SINGLE_VISION_LENS')] },
  { id: 'contacts-c', prescriptionId: 'rx2', cartProducts: [line('c', 'PRESCRIPTION_CONTACT_LENS')] },
  { id: 'contacts-d', cartProducts: [line('d', 'PRESCRIPTION_CONTACT_LENS'), line('s', 'SOLUTIONS', false)] },
  { id: 'not-covered', cartProducts: [line('s2', 'SOLUTIONS', false)] },
  { cartProducts: [line('x', 'FRAME')] },
];

describe('spec 000 §2 and §4: the products one prescription may cover', () => {
  test.each<[string, string, { id: string; chosen: boolean; takenBy: string | null; productIds: string[] }[]]>([
    ['the first prescription has the glasses; the second covers a box of lenses', 'rx1', [
      { id: 'glasses', chosen: true, takenBy: null, productIds: ['f', 'l'] },
      { id: 'contacts-c', chosen: false, takenBy: 'rx2', productIds: ['c'] },
      { id: 'contacts-d', chosen: false, takenBy: null, productIds: ['d'] },
    ]],
    ['a third prescription sees both groups taken, one free', 'rx3', [
      { id: 'glasses', chosen: false, takenBy: 'rx1', productIds: ['f', 'l'] },
      { id: 'contacts-c', chosen: false, takenBy: 'rx2', productIds: ['c'] },
      { id: 'contacts-d', chosen: false, takenBy: null, productIds: ['d'] },
    ]],
  ])('%s (groups without id or eligible line are not offered)', (_, prescriptionId, expected) => {
    expect(productOptions(GROUPS, prescriptionId).map(({ id, chosen, takenBy, productIds }) => ({ id, chosen, takenBy, productIds }))).toEqual(expected);
  });

  test('no groups offer nothing', () => {
    expect(productOptions(undefined, 'rx1')).toEqual([]);
  });

  test.each<[string, string[], string[]]>([
    ['the glasses send the frame and its lenses', ['glasses'], ['f', 'l']],
    ['two groups send all their eligible lines', ['glasses', 'contacts-d'], ['f', 'l', 'd']],
    ['nothing chosen sends nothing', [], []],
  ])('%s', (_, chosen, expected) => {
    expect(chosenProductIds(productOptions(GROUPS, 'rx1'), chosen)).toEqual(expected);
  });
});

describe('spec 000 §2 (select-product, products for each prescription): what Continue does on a prescription\'s page', () => {
  const free = { takenBy: null };
  const taken = { takenBy: 'rx-1' };
  test.each<[string, { options: { takenBy: string | null }[]; chosen: number; last: boolean; coveredElsewhere: boolean }, PageContinue]>([
    ['a group chosen is sent', { options: [free], chosen: 1, last: true, coveredElsewhere: false }, 'send'],
    ['a group taken by another prescription, chosen here, is sent (it moves)', { options: [taken], chosen: 1, last: false, coveredElsewhere: true }, 'send'],
    ['a free group and nothing chosen: choose first', { options: [free, taken], chosen: 0, last: true, coveredElsewhere: true }, 'choose'],
    ['a free group on a page before the last: still choose first', { options: [free], chosen: 0, last: false, coveredElsewhere: false }, 'choose'],
    ['every group it fits is another prescription\'s: go on without a call', { options: [taken], chosen: 0, last: true, coveredElsewhere: true }, 'skip'],
    ['it fits no product, before the last page: go on to the next prescription', { options: [], chosen: 0, last: false, coveredElsewhere: false }, 'skip'],
    ['it fits no product on the last page, another prescription covers some: go on', { options: [], chosen: 0, last: true, coveredElsewhere: true }, 'skip'],
    ['it fits no product on the last page and nothing is covered: nothing to go on with', { options: [], chosen: 0, last: true, coveredElsewhere: false }, 'none'],
  ])('%s', (_, page, expected) => {
    expect(pageContinue(page)).toBe(expected);
  });
});

describe('spec 000 §4: whether a prescription was left without its products (replacing or deleting one clears them)', () => {
  const glasses = (prescriptionId?: string, included = true) => ({
    id: 'glasses', prescriptionId,
    cartProducts: [{ productType: 'FRAME', insuranceEligible: true, includedInPrescription: included }, { productType: 'SINGLE_VISION_LENS', insuranceEligible: true, includedInPrescription: included }],
  });
  const contacts = (prescriptionId?: string) => ({ id: 'contacts', prescriptionId, cartProducts: [{ productType: 'PRESCRIPTION_CONTACT_LENS', insuranceEligible: true, includedInPrescription: !!prescriptionId }] });
  const rx = (id: string, status: string) => ({ id, status });
  test.each<[string, RecordWithChoice | null, boolean]>([
    ['no record: nothing to choose', null, false],
    ['a checked prescription keeps its products (a changed name clears none)', { status: 'READY_TO_CLAIM', prescriptions: [rx('a', 'AUTO_APPROVED')], eligibleProducts: [glasses('a')] }, false],
    ['a prescription checked again without products: cleared', { status: 'PRESCRIPTIONS_AUTO_APPROVED', prescriptions: [rx('a', 'AUTO_APPROVED')], eligibleProducts: [glasses()] }, true],
    ['a group still named for the prescription but no line included: cleared', { status: 'PRESCRIPTIONS_APPROVED', prescriptions: [rx('a', 'APPROVED')], eligibleProducts: [glasses('a', false)] }, true],
    ['two prescriptions, the second with none chosen: cleared', { status: 'PRESCRIPTIONS_AUTO_APPROVED', prescriptions: [rx('a', 'AUTO_APPROVED'), rx('b', 'AUTO_APPROVED')], eligibleProducts: [glasses('a'), contacts()] }, true],
    ['two prescriptions, each with its products', { status: 'READY_TO_CLAIM', prescriptions: [rx('a', 'AUTO_APPROVED'), rx('b', 'AUTO_APPROVED')], eligibleProducts: [glasses('a'), contacts('b')] }, false],
    ['a prescription refused offers no choice: nothing to choose for it', { status: 'PRESCRIPTIONS_DISAPPROVED', prescriptions: [rx('a', 'AUTO_DISAPPROVED')], eligibleProducts: [glasses()] }, false],
    ['a cart with nothing to choose', { status: 'PRESCRIPTIONS_AUTO_APPROVED', prescriptions: [rx('a', 'AUTO_APPROVED')], eligibleProducts: [] }, false],
  ])('%s', (_name, record, cleared) => {
    expect(productChoiceCleared(record)).toBe(cleared);
  });
});
