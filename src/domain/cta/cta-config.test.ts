// The cta/state configuration applied to the call-to-action (spec 000 §7 configurations cta/state; spec 001 §2 CTA states).
import { describe, expect, test } from 'vitest';
import { shownCtaState, type CtaConfig } from './cta-config.ts';
import type { CtaState } from './cta.ts';

describe('spec 000 §7 cta/state / spec 001 §2 CTA states: shownCtaState', () => {
  test.each<[string, CtaState, CtaConfig | null | undefined, CtaState | null]>([
    ['enabled, nothing hidden: the state is shown', 'DEFAULT', { enabled: true }, 'DEFAULT'],
    ['enabled with an empty hidden list: shown', 'SIGNED_OUT', { enabled: true, hiddenStates: [] }, 'SIGNED_OUT'],
    ['enabled with a null hidden list: shown', 'ACCEPTED', { enabled: true, hiddenStates: null }, 'ACCEPTED'],
    ['disabled: nothing is shown', 'DEFAULT', { enabled: false }, null],
    ['disabled: nothing is shown even for the sign-in prompt', 'SIGNED_OUT', { enabled: false }, null],
    ['disabled outranks an empty hidden list', 'ACCEPTED', { enabled: false, hiddenStates: [] }, null],
    ['a hidden state is not shown', 'LIMIT_REACHED', { enabled: true, hiddenStates: ['LIMIT_REACHED'] }, null],
    ['a hidden sign-in prompt is not shown', 'SIGNED_OUT', { enabled: true, hiddenStates: ['SIGNED_OUT', 'INELIGIBLE_CART'] }, null],
    ['a state not in the hidden list is shown', 'ACCEPTED', { enabled: true, hiddenStates: ['LIMIT_REACHED'] }, 'ACCEPTED'],
    ['hidden states match whole names only', 'NULLIFIED', { enabled: true, hiddenStates: ['ACKNOWLEDGED_NULLIFIED'] }, 'NULLIFIED'],
    ['hidden states match case and all', 'REJECTED', { enabled: true, hiddenStates: ['rejected'] }, 'REJECTED'],
    ['the checking card can be hidden too', 'CHECKING', { enabled: true, hiddenStates: ['CHECKING'] }, null],
    ['while the configuration loads the card says it is checking', 'SIGNED_OUT', undefined, 'CHECKING'],
    ['a configuration that could not be read hides nothing', 'LIMIT_REACHED', null, 'LIMIT_REACHED'],
  ])('%s', (_name, state, config, shown) => {
    expect(shownCtaState(state, config)).toBe(shown);
  });
});
