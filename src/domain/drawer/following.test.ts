import { describe, expect, test } from 'vitest';
import { followingViews } from './following.ts';
import type { FlowLike } from './flow-nav.ts';

/** The North American page flow as the sandbox configures it (spec 000 §1, §2). */
const NA: FlowLike = {
  defaultView: 'intro',
  stepCount: 4,
  views: {
    intro: { next: 'insurers' },
    insurers: { next: 'insurance-member', previous: 'intro' },
    'insurance-member': { next: 'insurance-information', previous: 'insurers', step: 1 },
    'insurance-information': { next: 'select-prescription', previous: 'insurance-member', step: 1 },
    'select-prescription': { next: 'validate', previous: 'insurance-information', step: 2 },
    validate: { next: 'select-product', previous: 'select-prescription', step: 3 },
    'select-product': { next: 'review', previous: 'select-prescription', step: 3 },
    review: { previous: 'select-product', step: 4 },
  },
};

describe('spec 000 §2: the views that can follow the one shown, fetched ahead', () => {
  test.each<[string, FlowLike | null, string, string[]]>([
    ['no page flow yet: nothing known to follow', null, 'intro', []],
    ['the intro: the insurers', NA, 'intro', ['insurers']],
    ['an entry view: the flow’s default view', NA, 'loading', ['intro']],
    ['the member lookup: the information forms and, past them, the upload the member found can go on to', NA, 'insurance-member', ['insurance-information', 'select-prescription']],
    ['the information forms: the upload', NA, 'insurance-information', ['select-prescription']],
    ['the prescriptions: the validation and, past it, the products', NA, 'select-prescription', ['validate', 'select-product']],
    ['the validation: the products', NA, 'validate', ['select-product']],
    ['the products: the review', NA, 'select-product', ['review']],
    ['the review: no next view (the result is part of the review)', NA, 'review', []],
    ['a view the flow does not name', NA, 'change-product', []],
    ['a flow that loops back is followed once', { defaultView: 'a', stepCount: 1, views: { a: { next: 'validate' }, validate: { next: 'a' } } }, 'a', ['validate']],
  ])('%s', (_, flow, view, expected) => {
    expect(followingViews(flow, view)).toEqual(expected);
  });
});
