// The estimate of the insurer's share and the remainder, as tables citing spec 000 §3, §7 and §9.
import { describe, expect, test } from 'vitest';
import { claimChoice, claimLines, estimateApplies, estimateClaim, estimateShown, planAllowances, type EstimateInput, type EstimateLine, type PlanAllowance } from './estimate.ts';

const frame: EstimateLine = { productId: 'line-1', ecommerceId: '8056597123456', productType: 'FRAME', quantity: 1, unitPriceMinor: 14_900 };
const lenses: EstimateLine = { productId: 'line-2', ecommerceId: 'RXC-SV', productType: 'SINGLE_VISION_LENS', quantity: 1, unitPriceMinor: 9_900 };
const dailies: EstimateLine = { productId: 'line-3', ecommerceId: 'RXC-DAILY', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 2, unitPriceMinor: 7_450 };
const secondFrame: EstimateLine = { ...frame, productId: 'line-9', ecommerceId: 'UPC-2', unitPriceMinor: 12_000 };

/** The sandbox member's allowances (sandbox/service/allowances.ts): a frame, lenses, a year of contact lenses. */
const NA: PlanAllowance[] = [
  { planType: 'FRAME', allowanceMinor: 15_000, productTypes: ['FRAME', 'PRESCRIPTION_SUNGLASSES'] },
  { planType: 'LENSES', allowanceMinor: 10_000, productTypes: ['SINGLE_VISION_LENS', 'PROGRESSIVE_LENS'] },
  { planType: 'CONTACT_LENSES', allowanceMinor: 20_000, productTypes: ['PRESCRIPTION_CONTACT_LENS'] },
];
const input = (fields: Partial<EstimateInput>): EstimateInput => ({ lines: [frame, lenses], subtotalMinor: 41_299, shippingMinor: 0, quotes: null, allowances: NA, ...fields });

describe('spec 000 §3 and §9: the estimate from the plan\'s allowances, where the service has no quote', () => {
  test.each<[string, Partial<EstimateInput>, number[], number, number]>([
    ['a frame and lenses under their allowances are covered in full (the demo cart\'s glasses)', {}, [14_900, 9_900], 24_800, 16_499],
    ['a line above its allowance is covered up to the allowance', { lines: [{ ...frame, unitPriceMinor: 20_000 }] }, [15_000], 15_000, 26_299],
    ['two frames share one frame allowance, spent in the cart\'s order', { lines: [frame, secondFrame] }, [14_900, 100], 15_000, 26_299],
    ['the quantity multiplies the price (two boxes of contact lenses)', { lines: [dailies] }, [14_900], 14_900, 26_399],
    ['an unavailable benefit pays nothing', { allowances: [{ ...NA[0] as PlanAllowance, allowanceMinor: 0 }] }, [0, 0], 0, 41_299],
    ['a product type no plan pays for pays nothing', { lines: [{ ...frame, productType: 'ACCESSORIES' }] }, [0], 0, 41_299],
    ['the share never exceeds the order subtotal, and the remainder is never below 0', { subtotalMinor: 10_000 }, [14_900, 9_900], 10_000, 0],
    ['the remainder is the residual: the shipping the shopper pays is in it (a box of contact lenses, 74.50 + 8.95)', { lines: [{ ...dailies, quantity: 1 }], subtotalMinor: 7_450, shippingMinor: 895 }, [7_450], 7_450, 895],
    ['a share above the subtotal never takes the shipping off', { subtotalMinor: 10_000, shippingMinor: 895 }, [14_900, 9_900], 10_000, 895],
  ])('spec 000 §9: %s', (_name, fields, lines, share, remainder) => {
    const estimate = estimateClaim(input(fields));
    expect(estimate?.source).toBe('allowances');
    expect(estimate?.lines.map((l) => l.shareMinor)).toEqual(lines);
    expect(estimate?.shareMinor).toBe(share);
    expect(estimate?.remainderMinor).toBe(remainder);
  });

  const COPAY: PlanAllowance[] = NA.map((a) => (a.planType === 'LENSES' ? { ...a, copayMinor: 1_000 } : a));
  test.each<[string, Partial<EstimateInput>, number[], number]>([
    ['the lenses\' copay is the member\'s: lenses of 99.00 with a 10.00 copay get 89.00 ("Lenses up to $100.00, $10.00 copay")', { allowances: COPAY }, [14_900, 8_900], 23_800],
    ['the copay comes off once per plan, not per line: two pairs of lenses, the second up to what is left of the allowance', { lines: [lenses, { ...lenses, productId: 'line-8', ecommerceId: 'RXC-SV-2' }], allowances: COPAY }, [8_900, 1_100], 10_000],
    ['a copay above the first line\'s price goes on to the next line of its plan', { lines: [{ ...lenses, unitPriceMinor: 600 }, lenses], allowances: COPAY }, [0, 9_500], 9_500],
    ['the copay before the allowance: lenses of 150.00 get the whole 100.00 allowance', { lines: [{ ...lenses, unitPriceMinor: 15_000 }], allowances: COPAY }, [10_000], 10_000],
    ['a copay of another plan does not touch the frame', { lines: [frame], allowances: COPAY }, [14_900], 14_900],
  ])('spec 000 §3 benefit plan and §9 copay: %s', (_name, fields, lines, share) => {
    const estimate = estimateClaim(input(fields));
    expect(estimate?.lines.map((l) => l.shareMinor)).toEqual(lines);
    expect(estimate?.shareMinor).toBe(share);
  });

  test('spec 000 §3 product groups: a plan that lists no product types pays for its group', () => {
    const estimate = estimateClaim(input({ allowances: [{ planType: 'LENSES', allowanceMinor: 5_000, productTypes: [] }] }));
    expect(estimate?.lines.map((l) => l.shareMinor)).toEqual([0, 5_000]);
  });
});

describe('spec 000 §7 request-new-product-quotes: the service\'s quotes come first', () => {
  test.each<[string, EstimateInput['quotes'], 'quotes' | 'allowances', number[]]>([
    ['every covered line quoted: the quotes', [{ ecommerceId: '8056597123456', coveredMinor: 12_000 }, { ecommerceId: 'RXC-SV', coveredMinor: null }], 'quotes', [12_000, 0]],
    ['a quote above the line\'s price counts the price', [{ ecommerceId: '8056597123456', coveredMinor: 99_999 }, { ecommerceId: 'RXC-SV', coveredMinor: 1 }], 'quotes', [14_900, 1]],
    ['a line the service did not quote: the allowances, never half of each', [{ ecommerceId: '8056597123456', coveredMinor: 12_000 }], 'allowances', [14_900, 9_900]],
    ['no quotes at all: the allowances', null, 'allowances', [14_900, 9_900]],
  ])('spec 000 §7: %s', (_name, quotes, source, lines) => {
    const estimate = estimateClaim(input({ quotes }));
    expect(estimate?.source).toBe(source);
    expect(estimate?.lines.map((l) => l.shareMinor)).toEqual(lines);
  });

  test('spec 000 §9: neither quotes of every line nor allowances: no estimate, never a guessed amount', () => {
    expect(estimateClaim(input({ quotes: [], allowances: null }))).toBeNull();
  });
});

describe('spec 000 §3 eligibleProducts: the lines the claim covers, priced by the shop\'s cart', () => {
  const cart = [
    { id: 'line-1', productIdentifier: '8056597123456', productType: 'FRAME', quantity: 1, unitPrice: { amount: 149 } },
    { id: 'line-2', productIdentifier: 'RXC-SV', productType: 'SINGLE_VISION_LENS', quantity: 1, unitPrice: { amount: 99 } },
    { id: 'line-3', productIdentifier: 'RXC-DAILY', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 2, unitPrice: { amount: 74.5 } },
  ];
  const glasses = (included: boolean) => ({
    cartProducts: [
      { productId: 'line-1', productType: 'FRAME', insuranceEligible: true, includedInPrescription: included },
      { productId: 'line-2', productType: 'SINGLE_VISION_LENS', insuranceEligible: true, includedInPrescription: included },
    ],
  });
  const contacts = { cartProducts: [{ productId: 'line-3', productType: 'PRESCRIPTION_CONTACT_LENS', insuranceEligible: true, includedInPrescription: false }] };
  const solution = { cartProducts: [{ productId: 'line-4', productType: 'SOLUTIONS', insuranceEligible: false }] };
  test.each<[string, Parameters<typeof claimLines>[0], string[]]>([
    ['before a prescription includes any: every insurance-eligible line', [glasses(false), contacts, solution], ['line-1', 'line-2', 'line-3']],
    ['once a prescription includes lines: those only', [glasses(true), contacts, solution], ['line-1', 'line-2']],
    ['a line the cart no longer holds is left out', [{ cartProducts: [{ productId: 'gone', productType: 'FRAME', insuranceEligible: true }] }], []],
    ['no eligible products: none', null, []],
  ])('spec 000 §3: %s', (_name, eligible, ids) => {
    expect(claimLines(eligible, cart, 'CAD').map((l) => l.productId)).toEqual(ids);
  });

  const plans = ['FRAME', 'LENSES', 'CONTACT_LENSES'].map((planType) => ({ planType, benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED' }));
  const grouped = [{ id: 'g', ...glasses(false) }, { id: 'c', ...contacts }];
  const forGlasses = { id: 'rx-g', status: 'APPROVED', attributes: { OD: { sphere: '-1.25' } } };
  const forContacts = { id: 'rx-c', status: 'APPROVED', attributes: { OD: { sphere: '-1.25', baseCurve: '8.6' } } };
  test.each<[string, Parameters<typeof claimLines>[0], Parameters<typeof claimLines>[3], string[]]>([
    ['before products are chosen, the plans known: every line the plans would pay, a prescription of each kind to come (the upload asks for two)', grouped, { plans }, ['line-1', 'line-2', 'line-3']],
    ['before products are chosen, contact lenses coming soon: the glasses alone, the lines the plans pay', grouped, { plans: plans.map((p) => (p.planType === 'CONTACT_LENSES' ? { ...p, benefitAvailability: 'COMING_SOON' } : p)) }, ['line-1', 'line-2']],
    ['a contact lens prescription read: the contacts it will preselect', grouped, { plans, prescriptions: [{ id: 'rx', status: 'APPROVED', attributes: { OD: { baseCurve: '8.6' } } }] }, ['line-3']],
    ['once a prescription includes lines: those, whatever the best claim', [{ id: 'g', ...glasses(true) }, { id: 'c', ...contacts }], { plans }, ['line-1', 'line-2']],
    ['the first of two prescriptions chosen for (the glasses), the second not yet: its page\'s preselection too (the contacts), so the amount holds from page to page', [{ id: 'g', prescriptionId: 'rx-g', ...glasses(true) }, { id: 'c', ...contacts }], { plans, prescriptions: [forGlasses, forContacts] }, ['line-1', 'line-2', 'line-3']],
    ['a second glasses prescription with the glasses claimed under the first: nothing more', [{ id: 'g', prescriptionId: 'rx-g', ...glasses(true) }, { id: 'c', ...contacts }], { plans, prescriptions: [forGlasses, { ...forGlasses, id: 'rx-g2' }] }, ['line-1', 'line-2']],
    ['the plans not read: every insurance-eligible line', grouped, { plans: null }, ['line-1', 'line-2', 'line-3']],
    ['no plan pays: every insurance-eligible line', grouped, { plans: [] }, ['line-1', 'line-2', 'line-3']],
    ['spec 000 §1, the French flow: the mutuelle quotes the whole order, every insurance-eligible line, whatever the best claim', grouped, { plans, wholeOrder: true }, ['line-1', 'line-2', 'line-3']],
  ])('spec 000 §5 and §9: %s', (_name, eligible, choice, ids) => {
    expect(claimLines(eligible, cart, 'CAD', choice).map((l) => l.productId)).toEqual(ids);
  });

  // The products page's choice, not sent yet (spec 000 §2 select-product; spec 000 §9, the estimate of the claim made).
  const onRx = (included: boolean) => ({ id: 'g', prescriptionId: included ? 'rx-g' : null, ...glasses(included) });
  test.each<[string, Parameters<typeof claimChoice>[0], Parameters<typeof claimChoice>[3], string[], boolean]>([
    ['nobody chose yet: every insurance-eligible line, not a choice of none', grouped, { plans: null }, ['line-1', 'line-2', 'line-3'], false],
    ['the page of the only prescription with nothing ticked: no line, and none chosen', [onRx(false), { id: 'c', ...contacts }], { plans, prescriptions: [forGlasses], page: { prescriptionId: 'rx-g', groups: [] } }, [], true],
    ['the page unticking the glasses the record includes for it: no line, and none chosen', [onRx(true), { id: 'c', ...contacts }], { plans, prescriptions: [forGlasses], page: { prescriptionId: 'rx-g', groups: [] } }, [], true],
    ['the page ticking the glasses again: the glasses', [onRx(false), { id: 'c', ...contacts }], { plans, prescriptions: [forGlasses], page: { prescriptionId: 'rx-g', groups: ['g'] } }, ['line-1', 'line-2'], false],
    ['the page ticking the glasses the plans\' best claim leaves out: the page wins', [onRx(false), { id: 'c', ...contacts }], { plans: [], prescriptions: [forGlasses], page: { prescriptionId: 'rx-g', groups: ['g'] } }, ['line-1', 'line-2'], false],
    ['the first of two prescriptions\' page with nothing ticked: the second\'s preselection still counts (the contacts)', [onRx(false), { id: 'c', ...contacts }], { plans, prescriptions: [forGlasses, forContacts], page: { prescriptionId: 'rx-g', groups: [] } }, ['line-3'], false],
    ['every line chosen has left the cart (another tab removed it): none chosen', [{ id: 'g', prescriptionId: 'rx-g', cartProducts: [{ productId: 'gone', productType: 'FRAME', insuranceEligible: true, includedInPrescription: true }] }], { plans }, [], true],
    ['spec 000 §1, the French flow: the whole order, whatever the page', grouped, { plans, wholeOrder: true, page: { prescriptionId: 'rx-g', groups: [] } }, ['line-1', 'line-2', 'line-3'], false],
  ])('spec 000 §2 and §9: %s', (_name, eligible, choice, ids, noneChosen) => {
    const chosen = claimChoice(eligible, cart, 'CAD', choice);
    expect([chosen.lines.map((l) => l.productId), chosen.noneChosen]).toEqual([ids, noneChosen]);
  });

  test('spec 000 §3 "Product for quote": the cart\'s price in minor units, its quantity and identifier', () => {
    expect(claimLines([contacts], cart, 'CAD')).toEqual([{ productId: 'line-3', ecommerceId: 'RXC-DAILY', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 2, unitPriceMinor: 7_450 }]);
  });
});

describe('spec 000 §9 benefit choice: each plan type\'s allowance', () => {
  const plan = (planType: string, category: string, status: string, amount: number | null) => ({
    planType,
    benefitCategory: category,
    benefitStatus: status,
    benefitAvailability: 'SUPPORTED',
    allowance: amount === null ? null : { amount },
    productTypesEligibility: [{ productType: 'FRAME', eligibility: 'ELIGIBLE' }, { productType: 'SUNGLASSES', eligibility: 'NOT_ELIGIBLE' }],
  });
  test.each<[string, Parameters<typeof planAllowances>[0], PlanAllowance[] | null]>([
    ['the routine benefit available is chosen over the additional purchase', [plan('FRAME', 'ADDITIONAL_PURCHASE', 'BENEFITS_AVAILABLE', 50), plan('FRAME', 'ROUTINE', 'BENEFITS_AVAILABLE', 150)], [{ planType: 'FRAME', allowanceMinor: 15_000, productTypes: ['FRAME'], copayMinor: 0 }]],
    ['an unavailable benefit allows 0', [plan('FRAME', 'ROUTINE', 'BENEFITS_NOT_AVAILABLE', 150)], [{ planType: 'FRAME', allowanceMinor: 0, productTypes: ['FRAME'], copayMinor: 0 }]],
    ['spec 000 §9 copay: the copay the plan states, in minor units', [{ ...plan('FRAME', 'ROUTINE', 'BENEFITS_AVAILABLE', 150), copay: { amount: 10 } }], [{ planType: 'FRAME', allowanceMinor: 15_000, productTypes: ['FRAME'], copayMinor: 1_000 }]],
    ['a plan stating no allowance is left out', [plan('FRAME', 'ROUTINE', 'BENEFITS_AVAILABLE', null)], null],
    ['no plans: none', [], null],
  ])('spec 000 §9: %s', (_name, plans, expected) => {
    expect(planAllowances(plans, 'CAD')).toEqual(expected);
  });
});

describe('spec 001 §4 and spec 000 §4, §8: which records have an estimate to show', () => {
  const confirmed = { claim: { confirmedAmount: { amount: 248 } } };
  test.each<[string, Parameters<typeof estimateApplies>[0], boolean]>([
    ['no record', null, false],
    ['a member not found yet: no plans', { status: 'INSURANCE_MEMBER_NOT_FOUND' }, false],
    ['the member found', { status: 'INSURANCE_MEMBER_FOUND' }, true],
    ['spec 000 §8: the member found with no benefits available: nothing to estimate', { status: 'NO_BENEFITS_AVAILABLE' }, false],
    ['spec 000 §8: the service\'s code says benefits are unavailable', { status: 'INSURANCE_MEMBER_FOUND', claimData: { insuranceStatusErrorCode: 'BENEFITS_UNAVAILABLE' } }, false],
    ['ready to claim', { status: 'READY_TO_CLAIM' }, true],
    ['a claim submitted, not answered yet', { status: 'CLAIM_SUBMITTED' }, true],
    ['spec 000 §4 acknowledged: pre-authorised for the full amount, nothing comes off the order', { status: 'CLAIM_ACKNOWLEDGED' }, false],
    ['a claim retry: the order goes at full price for now', { status: 'CLAIM_RETRY' }, false],
    ['a failed retry: full price', { status: 'CLAIM_RETRY_FAILED' }, false],
    ['accepted with the share confirmed: the insurer\'s, not an estimate', { status: 'CLAIM_ACCEPTED', claimData: confirmed }, false],
    ['a quote confirmed (France)', { status: 'READY_TO_CLAIM', claimData: { quote: { quoteConfirmedAmount: { amount: 299 } } } }, false],
  ])('%s', (_, record, expected) => {
    expect(estimateApplies(record)).toBe(expected);
  });
});

describe('spec 000 §1, §8 and §9: what the estimate shows, by flow (estimateShown)', () => {
  const lowBalance = { quote: { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE' } };
  const bySix = { quote: { status: 'REJECTED', errorType: 'RESTRICTED_PRODUCT_ERROR' } };
  test.each<[string, Parameters<typeof estimateShown>[0], Parameters<typeof estimateShown>[1], ReturnType<typeof estimateShown>]>([
    ['North America, the member found: the amounts', { status: 'INSURANCE_MEMBER_FOUND' }, 'north-america', 'amounts'],
    ['North America, no record: nothing', null, 'north-america', 'none'],
    ['North America, a claim retry: nothing (full price for now)', { status: 'CLAIM_RETRY' }, 'north-america', 'none'],
    ['France, the member found, no quote yet: the amount comes with the quote (§1)', { status: 'QUOTE_REQUIRED' }, 'france', 'with-quote'],
    ['France, a quote asked for, not answered', { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'SUBMITTED' } } }, 'france', 'with-quote'],
    ['France, a refusal for contact lenses not by six: no amount yet, a new quote will say it', { status: 'QUOTE_REQUIRED', claimData: bySix }, 'france', 'with-quote'],
    ['France, an exhausted pot (§8 INSUFFICIENT_BALANCE): nothing, the refusal says it', { status: 'QUOTE_REQUIRED', claimData: lowBalance }, 'france', 'none'],
    ['France, the quote answered with its amount: the quote\'s, not an estimate', { status: 'READY_TO_CLAIM', claimData: { quote: { status: 'APPROVED', quoteConfirmedAmount: { amount: 299 } } } }, 'france', 'none'],
    ['France, no record: nothing', null, 'france', 'none'],
    ['France, the member not found yet: nothing', { status: 'INSURANCE_MEMBER_NOT_FOUND' }, 'france', 'none'],
  ])('%s', (_, record, flow, expected) => {
    expect(estimateShown(record, flow)).toBe(expected);
  });
});
