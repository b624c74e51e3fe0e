// The restricted-product fix, as tables citing spec 001 §5 and §8 (contact lens counts by six).
import { describe, expect, test } from 'vitest';
import { lensCart, lensFixes, lensQuantityFix, type LensCart, type LensLine } from './quote-lenses.ts';

describe('spec 001 §5: the nearest contact lens counts a mutuelle accepts', () => {
  test.each<{ quantity: number; fewer: number | null; more: number }>([
    { quantity: 1, fewer: null, more: 6 },
    { quantity: 4, fewer: null, more: 6 },
    { quantity: 7, fewer: 6, more: 12 },
    { quantity: 8, fewer: 6, more: 12 },
    { quantity: 13, fewer: 12, more: 18 },
  ])('spec 001 §5: $quantity lenses can become $fewer or $more', ({ quantity, fewer, more }) => {
    expect(lensQuantityFix(quantity)).toEqual({ fewer, more });
  });
});

describe('spec 001 §8 restricted product: which lines to change', () => {
  const line = (id: string, productType: string, quantity: number): LensLine => ({ id, name: `Product ${id}`, productType, quantity });
  test.each<{ name: string; lines: LensLine[]; ids: string[] }>([
    { name: 'a prescription lens line of 4', lines: [line('a', 'PRESCRIPTION_CONTACT_LENS', 4), line('b', 'FRAME', 1)], ids: ['a'] },
    { name: 'a coloured plano lens line of 2', lines: [line('c', 'COLORED_PLANO_CONTACT_LENS', 2)], ids: ['c'] },
    { name: 'no line when the count is 6 or 12', lines: [line('a', 'PRESCRIPTION_CONTACT_LENS', 6), line('c', 'COLORED_PLANO_CONTACT_LENS', 12)], ids: [] },
    { name: 'no solution bottle, whatever its count', lines: [line('s', 'SOLUTIONS', 1)], ids: [] },
  ])('spec 001 §8: $name', ({ lines, ids }) => {
    const fixes = lensFixes(lines);
    expect(fixes.map((f) => f.id)).toEqual(ids);
    for (const fix of fixes) expect(fix.name).toBe(`Product ${fix.id}`);
  });
});

describe('spec 001 §5 and §8 restricted product: where the cart stands after the refusal', () => {
  const fix = { id: 'a', name: 'Product a', quantity: 2, fewer: null, more: 6 };
  test.each<{ name: string; fixes: Parameters<typeof lensCart>[0]; cart: LensCart }>([
    { name: 'a lens line still not by six: unchanged', fixes: [fix], cart: 'unchanged' },
    { name: 'no lens line left to change: changed', fixes: [], cart: 'changed' },
    { name: 'not read yet: reading', fixes: 'reading', cart: 'reading' },
    { name: 'its read failed: unknown', fixes: 'unknown', cart: 'unknown' },
  ])('spec 001 §5: $name', ({ fixes, cart }) => {
    expect(lensCart(fixes)).toBe(cart);
  });
});
