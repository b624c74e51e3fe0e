import { describe, expect, test } from 'vitest';
import { openRefusal, showsClaim, type OpenContext } from './open.ts';
import { NA_FLOW as NA } from '../../../test/unit/page-flows.ts';

describe('spec 000 §2 open-drawer: which target opens now, and why not', () => {
  const context = (over: Partial<OpenContext>): OpenContext => ({ flow: NA, hasRecord: true, resumed: 'select-prescription', viewOnly: false, ...over });
  test.each<[string, string, Partial<OpenContext>, RegExp | null]>([
    ['an entry view always opens', 'resume', { hasRecord: false }, null],
    ['the member lookup opens without a claim', 'insurance-member', { hasRecord: false, resumed: 'intro' }, null],
    ['a view the claim reached opens', 'insurance-information', {}, null],
    ['the review of a claim not yet there opens read-only', 'review', { viewOnly: true }, null],
    ['the review of a claim not yet there does not open to answer it', 'review', {}, /has not reached "review"/],
    ['the review with no claim at all does not open, even read-only', 'review', { hasRecord: false, viewOnly: true }, /none is in progress/],
    ['the quote does not open in the North American flow', 'quote', {}, /no "quote" view/],
  ])('spec 000 §2: %s', (_name, view, over, expected) => {
    const refusal = openRefusal(view, context(over));
    if (expected) expect(refusal).toMatch(expected);
    else expect(refusal).toBeNull();
  });
});

describe('spec 000 §2 open-drawer: the views of a claim open once the claim is loaded', () => {
  test.each<[string, boolean]>([
    ['review', true],
    ['select-prescription', true],
    ['quote', true],
    ['insurance-member', false],
    ['intro', false],
    ['resume', false],
  ])('spec 000 §2: %s shows the claim in progress: %s', (view, expected) => {
    expect(showsClaim(view)).toBe(expected);
  });
});
