// The claimed lines the review lists (spec 000 §2, review), as a table.
import { describe, expect, test } from 'vitest';
import { stillInCart } from './claimed-lines.ts';

const cart = (...ids: string[]) => new Map(ids.map((id) => [id, {}]));

describe('spec 000 §2 (review: the products each prescription covers) and §3: a claimed line still in the cart', () => {
  test.each<[string, string, Map<string, unknown>, boolean]>([
    ['every line is, while the cart has not answered', 'line-1', cart(), true],
    ['a line the cart still holds is', 'line-1', cart('line-1', 'line-2', 'line-4'), true],
    ['a line removed from the cart is claimed no more', 'line-1', cart('line-2', 'line-4'), false],
  ])('%s', (_name, productId, inCart, listed) => {
    expect(stillInCart(productId, inCart)).toBe(listed);
  });
});
