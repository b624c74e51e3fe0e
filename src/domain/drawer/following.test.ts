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

describe('spec 000 §2: after the entry views, what the opening drawer was predicted to show (src/domain/drawer/opening.ts)', () => {
  const resumeOnReview = ['loading', 'resume', 'review'];
  test.each<[string, string, string[], string[]]>([
    ['Continue my claim, ready to claim: the resume and the review, never the intro', 'loading', resumeOnReview, ['resume', 'review']],
    ['the resume of that claim: the review', 'resume', resumeOnReview, ['review']],
    ['the page opens the resume: the view the claim reached', 'resume', ['resume', 'insurance-member'], ['insurance-member']],
    ['no claim to continue: the flow’s default view', 'loading', ['loading'], ['intro']],
    ['a status the mapping does not know: the resume, then the default view it opens', 'loading', ['loading', 'resume'], ['resume', 'intro']],
    ['an entry the opening did not predict: the default view', 'start', resumeOnReview, ['intro']],
    ['a view of the flow: its own next, whatever the opening', 'insurers', ['insurers'], ['insurance-member']],
  ])('%s', (_, view, opening, expected) => {
    expect(followingViews(NA, view, opening)).toEqual(expected);
  });

  test('a flow that names the entries’ next (the sandbox’s: start, then resume, then the intro): the prediction comes first', () => {
    const flow: FlowLike = { ...NA, views: { ...NA.views, start: { next: 'resume' }, resume: { next: 'intro' } } };
    expect(followingViews(flow, 'resume', resumeOnReview)).toEqual(['review']);
    expect(followingViews(flow, 'resume', ['loading'])).toEqual(['intro']);
    expect(followingViews(flow, 'start', [])).toEqual(['resume', 'intro']);
  });
});
