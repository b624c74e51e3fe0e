// The ways on from each problem of the quote view, as a table citing spec 000 §8 (Modal behaviour) and spec 001 §8.
import { describe, expect, test } from 'vitest';
import type { QuoteProblem } from './quote-problem.ts';
import { quoteWaysOn, type QuoteWayOn } from './quote-ways.ts';
import type { LensCart } from './quote-lenses.ts';

describe('spec 000 §8 Modal behaviour: the ways on from each problem', () => {
  test.each<{ problem: QuoteProblem; ways: QuoteWayOn[] }>([
    { problem: 'REQUEST_QUOTE_RESTRICTED', ways: ['proceed-to-checkout', 'close'] },
    { problem: 'INSUFFICIENT_COVERAGE', ways: ['proceed-to-checkout', 'close'] },
    { problem: 'REQUEST_QUOTE_ERROR', ways: ['edit-member', 'proceed-to-checkout'] },
    { problem: 'SUBMIT_QUOTE_ERROR', ways: ['edit-member', 'proceed-to-checkout'] },
    { problem: 'SUBMIT_QUOTE_NO_RETRY_ERROR', ways: ['proceed-to-checkout', 'close'] },
    { problem: 'REFUSE_QUOTE_ERROR', ways: ['try-again', 'close'] },
    { problem: 'NO_ELIGIBLE_PRODUCT', ways: ['edit-cart', 'close'] },
    { problem: 'BENEFICIARY_NOT_FOUND', ways: ['edit-member', 'close'] },
    { problem: 'TIME_EXCEEDED', ways: ['try-again', 'close'] },
    { problem: 'CALL_FAILED', ways: ['try-again', 'close'] },
    { problem: 'ORDER_ALREADY_CLAIMED', ways: ['close'] },
  ])('spec 000 §8: $problem offers $ways', ({ problem, ways }) => {
    expect(quoteWaysOn(problem)).toEqual(ways);
  });
});

describe('spec 001 §5 and §8 restricted product, spec 000 §9 the day\'s quotes: a new quote only once the cart changed', () => {
  test.each<{ lenses: LensCart; ways: QuoteWayOn[] }>([
    { lenses: 'unchanged', ways: ['edit-cart', 'close'] },
    { lenses: 'reading', ways: ['edit-cart', 'close'] },
    { lenses: 'changed', ways: ['request-again', 'edit-cart'] },
    { lenses: 'unknown', ways: ['edit-cart', 'request-again'] },
  ])('spec 001 §5: RESTRICTED_PRODUCT with the cart $lenses offers $ways', ({ lenses, ways }) => {
    expect(quoteWaysOn('RESTRICTED_PRODUCT', lenses)).toEqual(ways);
  });
});
