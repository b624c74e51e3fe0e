// Brand vde's insurer-eligible product check, as a table citing spec 000 §3, §7 and §9.
import { describe, expect, test } from 'vitest';
import { refusedProductTypes, type ProductTypeVerdict } from './eligible-product.ts';

const verdict = (productType: string, eligibility: string): ProductTypeVerdict => ({ productType, eligibility });

describe('spec 000 §9: vde validates insurer-eligible products (check-product-types-eligibility, spec 000 §7)', () => {
  test.each<{ name: string; chosen: string[]; verdicts: ProductTypeVerdict[]; refused: string[] }>([
    { name: 'every type ELIGIBLE: nothing is refused', chosen: ['FRAME', 'SINGLE_VISION_LENS'], verdicts: [verdict('FRAME', 'ELIGIBLE'), verdict('SINGLE_VISION_LENS', 'ELIGIBLE')], refused: [] },
    { name: 'a NOT_ELIGIBLE type is refused', chosen: ['FRAME', 'TINTING'], verdicts: [verdict('FRAME', 'ELIGIBLE'), verdict('TINTING', 'NOT_ELIGIBLE')], refused: ['TINTING'] },
    { name: 'a type chosen twice is named once', chosen: ['TINTING', 'FRAME', 'TINTING'], verdicts: [verdict('TINTING', 'NOT_ELIGIBLE')], refused: ['TINTING'] },
    { name: 'PENDING stops nothing (spec 000 §3 eligibility values)', chosen: ['FRAME'], verdicts: [verdict('FRAME', 'PENDING')], refused: [] },
    { name: 'NA stops nothing', chosen: ['FRAME'], verdicts: [verdict('FRAME', 'NA')], refused: [] },
    { name: 'a type the answer does not mention stops nothing', chosen: ['FRAME'], verdicts: [], refused: [] },
    { name: 'a refused type not chosen is not named', chosen: ['FRAME'], verdicts: [verdict('SUNGLASSES', 'NOT_ELIGIBLE')], refused: [] },
  ])('spec 000 §9: $name', ({ chosen, verdicts, refused }) => {
    expect(refusedProductTypes(chosen, verdicts)).toStrictEqual(refused);
  });
});
