// The return route of an edit from the review (spec 000 §2: view states, "edit (returns to review)"; spec 001 §4), and
// the review's control it gives focus back to, as tables.
import { describe, expect, test } from 'vitest';
import { editOrigin, editRoute, focusBackTo, isEditRoute, onwardState } from './edit-route.ts';

const EDIT = { returnTo: 'review', editedFrom: 'db-review-patient-edit' };

describe('spec 000 §2 "edit (returns to review)": the navigation state of an edit', () => {
  test.each<[string, unknown, string | null, Record<string, unknown>]>([
    ['the review’s edit link names itself', undefined, 'db-review-patient-edit', EDIT],
    ['the view’s own state goes with it', { prescriptionId: 'rx-1' }, 'db-review-products-edit', { prescriptionId: 'rx-1', returnTo: 'review', editedFrom: 'db-review-products-edit' }],
    ['an edit asked from elsewhere (the result’s Edit my coverage) names no control', undefined, null, { returnTo: 'review' }],
    ['a state that is no object is dropped', 'nonsense', null, { returnTo: 'review' }],
  ])('%s', (_name, state, origin, route) => {
    expect(editRoute(state, origin)).toEqual(route);
    expect(isEditRoute(route)).toBe(true);
    expect(editOrigin(route)).toBe(origin);
  });

  test.each<[string, unknown, boolean]>([
    ['an edit’s state', { returnTo: 'review' }, true],
    ['a state without the return route', { editedFrom: 'db-review-patient-edit' }, false],
    ['another view as return route', { returnTo: 'intro' }, false],
    ['no state', null, false],
  ])('isEditRoute: %s', (_name, state, edit) => {
    expect(isEditRoute(state)).toBe(edit);
  });
});

describe('spec 000 §2, WCAG 2.4.3: the move that ends an edit gives focus back to the control it began from', () => {
  test.each<[string, unknown, string, unknown, unknown]>([
    ['Save back on the review: the edit link, and no return route', EDIT, 'review', undefined, { focusBack: 'db-review-patient-edit' }],
    ['the view’s own state goes with it', EDIT, 'review', { reason: 'saved' }, { reason: 'saved', focusBack: 'db-review-patient-edit' }],
    ['an edit left for another view (new prescriptions to check): the control goes on, no return route', EDIT, 'validate', undefined, { editedFrom: 'db-review-patient-edit' }],
    ['then on from that view to the review: focused there', { editedFrom: 'db-review-rx-edit' }, 'review', undefined, { focusBack: 'db-review-rx-edit' }],
    ['a move with no control carried keeps only its own state', { returnTo: 'review' }, 'review', { carrier: 'x' }, { carrier: 'x' }],
    ['a move with nothing carried carries nothing', null, 'select-product', undefined, undefined],
  ])('%s', (_name, from, to, state, onward) => {
    const moved = onwardState(from, to, state);
    expect(moved).toEqual(onward);
    expect(isEditRoute(moved)).toBe(false);
  });

  test.each<[string, unknown, string | null]>([
    ['the review after an edit', { focusBack: 'db-review-patient-edit' }, 'db-review-patient-edit'],
    ['a review shown any other way', null, null],
    ['an edit’s own state names no focus back', EDIT, null],
    ['an empty name is none', { focusBack: '' }, null],
  ])('focusBackTo: %s', (_name, state, back) => {
    expect(focusBackTo(state)).toBe(back);
  });
});
