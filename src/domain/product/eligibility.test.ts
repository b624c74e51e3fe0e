// The eligibility machines and the eligible-product check, as tables citing spec 000 §4 and §8 and spec 001 §4.
import { describe, expect, test } from 'vitest';
import {
  hasEligibleProduct, nextActiveClaimCheckState, nextEligibleProductStatus,
  type ActiveClaimCheckEvent, type ActiveClaimCheckState, type EligibleProductEvent, type EligibleProductStatus, type EligibleProductsInput,
} from './eligibility.ts';

/**
 * Checks a state machine: every legal move of the table, and every other pair of state and event
 * answering the current state (spec 000 §4: the machines refuse illegal moves).
 */
function describeMachine<S extends string, E extends string>(
  title: string,
  machine: { states: readonly S[]; events: readonly E[]; legal: [string, S, E, S][]; next: (state: S, event: E) => S; mustRefuse: [S, E][] },
) {
  describe(title, () => {
    test.each(machine.legal)('spec 000 §4: %s', (_name, from, event, to) => {
      expect(machine.next(from, event)).toBe(to);
    });

    const isLegal = (s: S, e: E) => machine.legal.some(([, from, event]) => from === s && event === e);
    const illegal = machine.states.flatMap((s) => machine.events.filter((e) => !isLegal(s, e)).map((e) => [s, e] as const));
    test.each(illegal)('spec 000 §4: %s refuses %s and stays put', (from, event) => {
      expect(machine.next(from, event)).toBe(from);
    });

    test.each(machine.mustRefuse)('spec 000 §4: the illegal moves include %s on %s', (state, event) => {
      expect(illegal).toContainEqual([state, event]);
    });
  });
}

describeMachine('spec 000 §4 / spec 001 §4 eligible-product status', {
  states: ['NOT_APPLICABLE', 'PENDING', 'ELIGIBLE', 'NOT_ELIGIBLE'] satisfies EligibleProductStatus[],
  events: ['check-started', 'check-eligible', 'check-not-eligible', 'check-failed', 'reset'] satisfies EligibleProductEvent[],
  next: nextEligibleProductStatus,
  legal: [
    ['a check starts from not applicable', 'NOT_APPLICABLE', 'check-started', 'PENDING'],
    ['a pending check becomes eligible', 'PENDING', 'check-eligible', 'ELIGIBLE'],
    ['a pending check becomes not eligible', 'PENDING', 'check-not-eligible', 'NOT_ELIGIBLE'],
    ['a failed check returns pending to not applicable', 'PENDING', 'check-failed', 'NOT_APPLICABLE'],
    ['an eligible cart is checked again after a change', 'ELIGIBLE', 'check-started', 'PENDING'],
    ['a not-eligible cart is checked again after a change', 'NOT_ELIGIBLE', 'check-started', 'PENDING'],
    ['reset from not applicable stays not applicable', 'NOT_APPLICABLE', 'reset', 'NOT_APPLICABLE'],
    ['reset from pending gives not applicable', 'PENDING', 'reset', 'NOT_APPLICABLE'],
    ['reset from eligible gives not applicable', 'ELIGIBLE', 'reset', 'NOT_APPLICABLE'],
    ['reset from not eligible gives not applicable', 'NOT_ELIGIBLE', 'reset', 'NOT_APPLICABLE'],
  ],
  // A result without a pending check, and a second start while one is pending.
  mustRefuse: [['NOT_APPLICABLE', 'check-eligible'], ['PENDING', 'check-started']],
});

describeMachine('spec 000 §4 / spec 001 §4 active-claim check', {
  states: ['NONE', 'PENDING', 'COMPLETE'] satisfies ActiveClaimCheckState[],
  events: ['check-started', 'check-complete', 'check-failed', 'reset'] satisfies ActiveClaimCheckEvent[],
  next: nextActiveClaimCheckState,
  legal: [
    ['a check starts from none', 'NONE', 'check-started', 'PENDING'],
    ['a pending check completes', 'PENDING', 'check-complete', 'COMPLETE'],
    ['a failed check returns to none, to run again', 'PENDING', 'check-failed', 'NONE'],
    ['reset from none stays none', 'NONE', 'reset', 'NONE'],
    ['reset from pending gives none', 'PENDING', 'reset', 'NONE'],
    ['reset from complete gives none (logout, session expiry)', 'COMPLETE', 'reset', 'NONE'],
  ],
  // A complete check does not start again without a reset.
  mustRefuse: [['COMPLETE', 'check-started']],
});

describe('spec 000 §8 Benefits unavailable without an eligible product: hasEligibleProduct', () => {
  test.each<{ name: string; products: EligibleProductsInput | null | undefined; eligible: boolean }>([
    { name: 'true when one cart product is insurance-eligible', products: [{ cartProducts: [{ insuranceEligible: false }, { insuranceEligible: true }] }], eligible: true },
    { name: 'true when the eligible product is in a later group', products: [{ cartProducts: [] }, { cartProducts: [{ insuranceEligible: true }] }], eligible: true },
    { name: 'false when every cart product is ineligible', products: [{ cartProducts: [{ insuranceEligible: false }] }], eligible: false },
    { name: 'false when eligibility is not known yet (null)', products: [{ cartProducts: [{ insuranceEligible: null }, {}] }], eligible: false },
    { name: 'false when a group has no cart products', products: [{}, { cartProducts: null }], eligible: false },
    { name: 'false for an empty list', products: [], eligible: false },
    { name: 'false for a null list', products: null, eligible: false },
    { name: 'false for an undefined list', products: undefined, eligible: false },
  ])('spec 000 §8: $name', ({ products, eligible }) => {
    expect(hasEligibleProduct(products)).toBe(eligible);
  });
});
