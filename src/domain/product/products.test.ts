// Product groups, products for quote, eligibility machines and the French lens count, as tables citing spec 000 §3 and §4 and spec 001 §4 and §5.
import { describe, expect, test } from 'vitest';
import {
  CONTACT_LENS_MULTIPLE, PRODUCT_TYPES, hasEligibleProduct, lensCountAllowed,
  nextActiveClaimCheckState, nextEligibleProductStatus, onlyContactLenses, productForQuote, productGroup, restrictedContactLensProducts,
  type ActiveClaimCheckEvent, type ActiveClaimCheckState, type EligibleProductEvent, type EligibleProductStatus,
  type EligibleProductsInput, type ProductGroup, type ProductForQuote, type QuoteLine,
} from './products.ts';

describe('spec 000 §3 Enumerations: product types and groups', () => {
  test('spec 000 §3: lists the 16 product types of the spec', () => {
    expect([...PRODUCT_TYPES]).toEqual([
      'FRAME', 'PRESCRIPTION_SUNGLASSES', 'PRESCRIPTION_LENS', 'SINGLE_VISION_LENS', 'BIFOCAL_LENS', 'PHOTOCHROMATIC_TINT', 'TINTING',
      'ANTI_REFLECTIVE_TREATMENT', 'PROGRESSIVE_LENS', 'PRESCRIPTION_CONTACT_LENS', 'COLORED_PLANO_CONTACT_LENS', 'SUNGLASSES',
      'ACCESSORIES', 'SOLUTIONS', 'ELECTRONICS', 'OTHER',
    ]);
  });

  test.each<[string, string | null | undefined, ProductGroup | null]>([
    ['COLORED_PLANO_CONTACT_LENS is a contact', 'COLORED_PLANO_CONTACT_LENS', 'contact'],
    ['PRESCRIPTION_CONTACT_LENS is a contact', 'PRESCRIPTION_CONTACT_LENS', 'contact'],
    ['SOLUTIONS is a contact', 'SOLUTIONS', 'contact'],
    ['FRAME is a frame', 'FRAME', 'frame'],
    ['SUNGLASSES is a frame', 'SUNGLASSES', 'frame'],
    ['PRESCRIPTION_SUNGLASSES is a frame', 'PRESCRIPTION_SUNGLASSES', 'frame'],
    ['PRESCRIPTION_LENS is a lens', 'PRESCRIPTION_LENS', 'lens'],
    ['PROGRESSIVE_LENS is a lens', 'PROGRESSIVE_LENS', 'lens'],
    ['SINGLE_VISION_LENS is a lens', 'SINGLE_VISION_LENS', 'lens'],
    ['BIFOCAL_LENS is a lens', 'BIFOCAL_LENS', 'lens'],
    ['PHOTOCHROMATIC_TINT is a lens', 'PHOTOCHROMATIC_TINT', 'lens'],
    ['TINTING is a lens', 'TINTING', 'lens'],
    ['ANTI_REFLECTIVE_TREATMENT is a lens', 'ANTI_REFLECTIVE_TREATMENT', 'lens'],
    ['ACCESSORIES has no group', 'ACCESSORIES', null],
    ['ELECTRONICS has no group', 'ELECTRONICS', null],
    ['OTHER has no group', 'OTHER', null],
    ['an unknown type has no group', 'HOLOGRAM', null],
    ['an inherited object key has no group', 'constructor', null],
    ['lower-case frame is not FRAME', 'frame', null],
    ['an empty type has no group', '', null],
    ['null has no group', null, null],
    ['undefined has no group', undefined, null],
  ])('spec 000 §3: %s', (_name, productType, group) => {
    expect(productGroup(productType)).toBe(group);
  });
});

const line = (productType: string, productIdentifier: string): QuoteLine => ({ productType, productIdentifier, quantity: 2, unitPrice: { amount: 74.5 } });

describe('spec 000 §3 Product for quote', () => {
  test.each<{ name: string; line: QuoteLine; expected: ProductForQuote }>([
    {
      name: 'a frame is identified by its UPC',
      line: line('FRAME', '8056597123456'),
      expected: { productType: 'FRAME', ecommerceId: '8056597123456', ecommerceIdType: 'UPC', quantity: 2, unitFullPrice: { amount: 74.5 } },
    },
    {
      name: 'sunglasses (frame group) are identified by UPC',
      line: line('SUNGLASSES', '8056597000001'),
      expected: { productType: 'SUNGLASSES', ecommerceId: '8056597000001', ecommerceIdType: 'UPC', quantity: 2, unitFullPrice: { amount: 74.5 } },
    },
    {
      name: 'a lens is identified by its RXC id',
      line: line('SINGLE_VISION_LENS', 'RXC-SV-AR-150'),
      expected: { productType: 'SINGLE_VISION_LENS', ecommerceId: 'RXC-SV-AR-150', ecommerceIdType: 'RXC_ID', quantity: 2, unitFullPrice: { amount: 74.5 } },
    },
    {
      name: 'a contact lens is identified by its RXC id',
      line: line('PRESCRIPTION_CONTACT_LENS', 'RXC-DAILY-90'),
      expected: { productType: 'PRESCRIPTION_CONTACT_LENS', ecommerceId: 'RXC-DAILY-90', ecommerceIdType: 'RXC_ID', quantity: 2, unitFullPrice: { amount: 74.5 } },
    },
    {
      name: 'an ungrouped accessory is identified by RXC id',
      line: line('ACCESSORIES', 'ACC-1'),
      expected: { productType: 'ACCESSORIES', ecommerceId: 'ACC-1', ecommerceIdType: 'RXC_ID', quantity: 2, unitFullPrice: { amount: 74.5 } },
    },
  ])('spec 000 §3: $name', ({ line: l, expected }) => {
    expect(productForQuote(l)).toEqual(expected);
  });

  test('spec 000 §3: the product for quote carries only the quote fields, not the whole cart line', () => {
    const cartLine = { ...line('FRAME', 'UPC-1'), id: 'line-1', name: 'Harbour round frame' };
    expect(Object.keys(productForQuote(cartLine)).sort()).toEqual(['ecommerceId', 'ecommerceIdType', 'productType', 'quantity', 'unitFullPrice']);
  });
});

/**
 * Checks a state machine: every legal move of the table, and every other pair of state and event
 * answering the current state (spec 000 §4: the machines refuse illegal moves).
 */
function describeMachine<S extends string, E extends string>(
  title: string,
  machine: { states: readonly S[]; events: readonly E[]; legal: [string, S, E, S][]; next: (state: S, event: E) => S; mustRefuse: [S, E][] },
) {
  describe(title, () => {
    test.each(machine.legal)('spec 000 §4: %s', (_name, from, event, to) => {
      expect(machine.next(from, event)).toBe(to);
    });

    const isLegal = (s: S, e: E) => machine.legal.some(([, from, event]) => from === s && event === e);
    const illegal = machine.states.flatMap((s) => machine.events.filter((e) => !isLegal(s, e)).map((e) => [s, e] as const));
    test.each(illegal)('spec 000 §4: %s refuses %s and stays put', (from, event) => {
      expect(machine.next(from, event)).toBe(from);
    });

    test.each(machine.mustRefuse)('spec 000 §4: the illegal moves include %s on %s', (state, event) => {
      expect(illegal).toContainEqual([state, event]);
    });
  });
}

describeMachine('spec 000 §4 / spec 001 §4 eligible-product status', {
  states: ['NOT_APPLICABLE', 'PENDING', 'ELIGIBLE', 'NOT_ELIGIBLE'] satisfies EligibleProductStatus[],
  events: ['check-started', 'check-eligible', 'check-not-eligible', 'check-failed', 'reset'] satisfies EligibleProductEvent[],
  next: nextEligibleProductStatus,
  legal: [
    ['a check starts from not applicable', 'NOT_APPLICABLE', 'check-started', 'PENDING'],
    ['a pending check becomes eligible', 'PENDING', 'check-eligible', 'ELIGIBLE'],
    ['a pending check becomes not eligible', 'PENDING', 'check-not-eligible', 'NOT_ELIGIBLE'],
    ['a failed check returns pending to not applicable', 'PENDING', 'check-failed', 'NOT_APPLICABLE'],
    ['an eligible cart is checked again after a change', 'ELIGIBLE', 'check-started', 'PENDING'],
    ['a not-eligible cart is checked again after a change', 'NOT_ELIGIBLE', 'check-started', 'PENDING'],
    ['reset from not applicable stays not applicable', 'NOT_APPLICABLE', 'reset', 'NOT_APPLICABLE'],
    ['reset from pending gives not applicable', 'PENDING', 'reset', 'NOT_APPLICABLE'],
    ['reset from eligible gives not applicable', 'ELIGIBLE', 'reset', 'NOT_APPLICABLE'],
    ['reset from not eligible gives not applicable', 'NOT_ELIGIBLE', 'reset', 'NOT_APPLICABLE'],
  ],
  // A result without a pending check, and a second start while one is pending.
  mustRefuse: [['NOT_APPLICABLE', 'check-eligible'], ['PENDING', 'check-started']],
});

describeMachine('spec 000 §4 / spec 001 §4 active-claim check', {
  states: ['NONE', 'PENDING', 'COMPLETE'] satisfies ActiveClaimCheckState[],
  events: ['check-started', 'check-complete', 'check-failed', 'reset'] satisfies ActiveClaimCheckEvent[],
  next: nextActiveClaimCheckState,
  legal: [
    ['a check starts from none', 'NONE', 'check-started', 'PENDING'],
    ['a pending check completes', 'PENDING', 'check-complete', 'COMPLETE'],
    ['a failed check returns to none, to run again', 'PENDING', 'check-failed', 'NONE'],
    ['reset from none stays none', 'NONE', 'reset', 'NONE'],
    ['reset from pending gives none', 'PENDING', 'reset', 'NONE'],
    ['reset from complete gives none (logout, session expiry)', 'COMPLETE', 'reset', 'NONE'],
  ],
  // A complete check does not start again without a reset.
  mustRefuse: [['COMPLETE', 'check-started']],
});

describe('spec 000 §8 Benefits unavailable without an eligible product: hasEligibleProduct', () => {
  test.each<{ name: string; products: EligibleProductsInput | null | undefined; eligible: boolean }>([
    { name: 'true when one cart product is insurance-eligible', products: [{ cartProducts: [{ insuranceEligible: false }, { insuranceEligible: true }] }], eligible: true },
    { name: 'true when the eligible product is in a later group', products: [{ cartProducts: [] }, { cartProducts: [{ insuranceEligible: true }] }], eligible: true },
    { name: 'false when every cart product is ineligible', products: [{ cartProducts: [{ insuranceEligible: false }] }], eligible: false },
    { name: 'false when eligibility is not known yet (null)', products: [{ cartProducts: [{ insuranceEligible: null }, {}] }], eligible: false },
    { name: 'false when a group has no cart products', products: [{}, { cartProducts: null }], eligible: false },
    { name: 'false for an empty list', products: [], eligible: false },
    { name: 'false for a null list', products: null, eligible: false },
    { name: 'false for an undefined list', products: undefined, eligible: false },
  ])('spec 000 §8: $name', ({ products, eligible }) => {
    expect(hasEligibleProduct(products)).toBe(eligible);
  });
});

describe('spec 001 §5 Some French insurers accept contact lens counts only in multiples of six', () => {
  test('spec 001 §5: the multiple is six', () => {
    expect(CONTACT_LENS_MULTIPLE).toBe(6);
  });

  test.each<[string, number, boolean]>([
    ['6 is allowed', 6, true],
    ['12 is allowed', 12, true],
    ['90 is allowed', 90, true],
    ['1 is refused', 1, false],
    ['5 is refused', 5, false],
    ['7 is refused', 7, false],
    ['0 is refused (no lenses is no count)', 0, false],
    ['-6 is refused', -6, false],
    ['6.5 is refused', 6.5, false],
    ['NaN is refused', Number.NaN, false],
  ])('spec 001 §5: %s', (_name, quantity, allowed) => {
    expect(lensCountAllowed(quantity)).toBe(allowed);
  });

  test.each<{ name: string; products: { id: string; productType: string; quantity: number }[] | null | undefined; restricted: string[] }>([
    {
      name: 'lists the contact-lens lines whose count is not a multiple of six',
      products: [
        { id: 'rx-2', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 2 },
        { id: 'rx-6', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 6 },
        { id: 'plano-3', productType: 'COLORED_PLANO_CONTACT_LENS', quantity: 3 },
      ],
      restricted: ['rx-2', 'plano-3'],
    },
    {
      name: 'leaves solutions, frames and lenses alone whatever their count',
      products: [
        { id: 'solution', productType: 'SOLUTIONS', quantity: 1 },
        { id: 'frame', productType: 'FRAME', quantity: 1 },
        { id: 'lens', productType: 'SINGLE_VISION_LENS', quantity: 2 },
      ],
      restricted: [],
    },
    { name: 'lists nothing for an empty cart', products: [], restricted: [] },
    { name: 'lists nothing for a null cart', products: null, restricted: [] },
    { name: 'lists nothing for an undefined cart', products: undefined, restricted: [] },
  ])('spec 001 §5: $name', ({ products, restricted }) => {
    expect(restrictedContactLensProducts(products).map((p) => p.id)).toEqual(restricted);
  });
});

describe('spec 001 §8 CONTACT_LENSES_COMING_SOON: a cart of contact lenses only', () => {
  const line = (productType: string, insuranceEligible: boolean | null = true) => ({ productType, insuranceEligible });
  test.each<[string, { productType: string; insuranceEligible: boolean | null }[], boolean]>([
    ['prescription contact lenses only', [line('PRESCRIPTION_CONTACT_LENS')], true],
    ['contact lenses and solution', [line('PRESCRIPTION_CONTACT_LENS'), line('SOLUTIONS')], true],
    ['contact lenses beside a frame not eligible count alone', [line('PRESCRIPTION_CONTACT_LENS'), line('FRAME', false)], true],
    ['contact lenses with an eligible frame', [line('PRESCRIPTION_CONTACT_LENS'), line('FRAME')], false],
    ['glasses only', [line('FRAME'), line('SINGLE_VISION_LENS')], false],
    ['contact lenses not eligible are no contact-lens cart', [line('PRESCRIPTION_CONTACT_LENS', false)], false],
    ['an eligibility not given counts as not eligible', [line('PRESCRIPTION_CONTACT_LENS', null)], false],
    ['an empty cart', [], false],
  ])('spec 001 §8: %s', (_name, lines, only) => {
    expect(onlyContactLenses(lines)).toBe(only);
  });
});
