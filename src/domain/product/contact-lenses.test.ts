// The contact lenses' own rules, as tables citing spec 001 §5 and §8.
import { describe, expect, test } from 'vitest';
import { CONTACT_LENS_MULTIPLE, lensCountAllowed, onlyContactLenses, restrictedContactLensProducts } from './contact-lenses.ts';

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
