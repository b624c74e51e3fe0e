// The ways on from each problem of the quote view, as a table citing spec 000 §8 (Modal behaviour) and spec 001 §8.
import { describe, expect, test } from 'vitest';
import type { QuoteProblem } from './quote-problem.ts';
import { quoteWaysOn, type QuoteWayOn } from './quote-ways.ts';

describe('spec 000 §8 Modal behaviour: the ways on from each problem', () => {
  test.each<{ problem: QuoteProblem; ways: QuoteWayOn[] }>([
    { problem: 'REQUEST_QUOTE_RESTRICTED', ways: ['proceed-to-checkout', 'close'] },
    { problem: 'INSUFFICIENT_COVERAGE', ways: ['proceed-to-checkout', 'close'] },
    { problem: 'REQUEST_QUOTE_ERROR', ways: ['edit-member', 'proceed-to-checkout'] },
    { problem: 'SUBMIT_QUOTE_ERROR', ways: ['edit-member', 'proceed-to-checkout'] },
    { problem: 'SUBMIT_QUOTE_NO_RETRY_ERROR', ways: ['proceed-to-checkout', 'close'] },
    { problem: 'REFUSE_QUOTE_ERROR', ways: ['try-again', 'close'] },
    { problem: 'RESTRICTED_PRODUCT', ways: ['edit-cart', 'request-again'] },
    { problem: 'NO_ELIGIBLE_PRODUCT', ways: ['edit-cart', 'close'] },
    { problem: 'BENEFICIARY_NOT_FOUND', ways: ['edit-member', 'close'] },
    { problem: 'TIME_EXCEEDED', ways: ['try-again', 'close'] },
    { problem: 'CALL_FAILED', ways: ['try-again', 'close'] },
    { problem: 'ORDER_ALREADY_CLAIMED', ways: ['close'] },
  ])('spec 000 §8: $problem offers $ways', ({ problem, ways }) => {
    expect(quoteWaysOn(problem)).toEqual(ways);
  });
});
