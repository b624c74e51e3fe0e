// Product groups and products for quote, as tables citing spec 000 §3.
import { describe, expect, test } from 'vitest';
import { PRODUCT_TYPES, productForQuote, productGroup, type ProductGroup, type ProductForQuote, type QuoteLine } from './products.ts';

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
