// The toggle's words beside the call-to-action on the cart, as a table citing spec 001 §2.
import { describe, expect, test } from 'vitest';
import { cartWording, type CartWording, type CartWordingInput } from './cart-wording.ts';

describe('spec 001 §2 "Insurance toggle" and "CTA states": one clear state with one way out on the cart', () => {
  test.each<[string, Omit<CartWordingInput, 'outage' | 'ctaInitError'>, boolean, boolean, boolean, boolean?]>([
    ['a claim applied, the call-to-action beside with "Cancel claim": the toggle adds no state and no way out', { toggleOn: true, ctaShowsState: true, ctaCancel: 'nullify', acknowledged: false }, false, false, false],
    ['a claim in progress, the call-to-action beside with "Cancel claim": the same', { toggleOn: true, ctaShowsState: true, ctaCancel: 'claim', acknowledged: false }, false, false, false],
    ['no call-to-action on the page: "Insurance Synced" with "Remove benefits"', { toggleOn: true, ctaShowsState: false, ctaCancel: 'nullify', acknowledged: false }, true, true, true],
    ['a call-to-action with nothing to cancel: the toggle says it', { toggleOn: true, ctaShowsState: true, ctaCancel: null, acknowledged: false }, true, true, true],
    ['the toggle off, no call-to-action: removing benefits is not offered, nothing is synced, the amounts are the toggle\'s to say', { toggleOn: false, ctaShowsState: false, ctaCancel: null, acknowledged: false }, false, false, true],
    ['the toggle off beside a call-to-action of a claim in progress: the amounts are said once, by the call-to-action', { toggleOn: false, ctaShowsState: true, ctaCancel: 'claim', acknowledged: false }, false, false, false],
    ['spec 000 §4: a claim acknowledged, switched on, beside the call-to-action: never "synced", the story is the call-to-action\'s', { toggleOn: true, ctaShowsState: true, ctaCancel: null, acknowledged: true }, false, true, true, false],
    ['spec 000 §4: a claim acknowledged with no call-to-action on the page: the toggle tells its story', { toggleOn: false, ctaShowsState: false, ctaCancel: null, acknowledged: true }, false, false, true, true],
  ])('spec 001 §2: %s', (_name, input, synced, removeBenefits, amounts, story = false) => {
    expect(cartWording({ ...input, outage: null, ctaInitError: false })).toEqual({ synced, removeBenefits, amounts, story, serviceDown: null, retrieval: 'alert' });
  });
});

describe('spec 001 §6 serviceStatus: while the host says the service is offline, the toggle says what the call-to-action says and offers no way out', () => {
  const on = { toggleOn: true, ctaCancel: null, acknowledged: false, ctaInitError: false } as const;
  test.each<[string, CartWordingInput, CartWording]>([
    [
      'a claim applied, no call-to-action on the page: still synced with its amounts, "Remove benefits" waits for the service',
      { ...on, ctaShowsState: false, ctaCancel: 'nullify', outage: 'applied' },
      { synced: true, removeBenefits: false, amounts: true, story: false, serviceDown: null, retrieval: 'alert' },
    ],
    [
      'a claim applied beside the call-to-action: the card speaks for it, as online',
      { ...on, ctaShowsState: true, ctaCancel: 'nullify', outage: 'applied' },
      { synced: false, removeBenefits: false, amounts: false, story: false, serviceDown: null, retrieval: 'alert' },
    ],
    [
      'at full price, no call-to-action on the page: never synced, no amounts, the card\'s words whole',
      { ...on, ctaShowsState: false, outage: 'unavailable' },
      { synced: false, removeBenefits: false, amounts: false, story: false, serviceDown: 'card', retrieval: 'alert' },
    ],
    [
      'at full price beside the call-to-action that says it: its heading alone, the switch\'s reason',
      { ...on, ctaShowsState: true, outage: 'unavailable' },
      { synced: false, removeBenefits: false, amounts: false, story: false, serviceDown: 'heading', retrieval: 'alert' },
    ],
    [
      'held behind an offline insurer\'s quote: no way out, nothing more said',
      { ...on, toggleOn: false, ctaShowsState: false, outage: 'held' },
      { synced: false, removeBenefits: false, amounts: true, story: false, serviceDown: null, retrieval: 'alert' },
    ],
  ])('%s', (_name, input, wording) => {
    expect(cartWording(input)).toEqual(wording);
  });
});

describe('spec 001 §8 init error: the insurance information not retrieved is one failure, announced once on the page', () => {
  const off = { toggleOn: false, ctaCancel: null, acknowledged: false, outage: null } as const;
  test.each<[string, CartWordingInput, CartWording['retrieval']]>([
    ['the call-to-action shows its init error with Try again: the toggle says it unannounced, without a second Try again', { ...off, ctaShowsState: true, ctaInitError: true }, 'reason'],
    ['no call-to-action on the page (or its init error hidden by the cta/state configuration): the toggle announces it', { ...off, ctaShowsState: false, ctaInitError: false }, 'alert'],
    ['a call-to-action showing another state (the toggle\'s quote of the cart failed): the toggle announces its own failure', { ...off, ctaShowsState: true, ctaInitError: false }, 'alert'],
  ])('%s', (_name, input, retrieval) => {
    expect(cartWording(input).retrieval).toBe(retrieval);
  });
});
