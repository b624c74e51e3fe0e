// The signed-in switch's hint, as a table citing spec 001 §2 and §9.
import { expect, test } from 'vitest';
import { showsUseHint, type UseHintInput } from './use-hint.ts';

const quiet: UseHintInput = { messages: true, on: false, busy: false, waiting: false, error: false, claimTold: false };

test.each<[string, Partial<UseHintInput>, boolean]>([
  ['spec 001 §2: off with nothing else to say (no claim yet, a claim in progress the call-to-action tells): the hint', {}, true],
  ['spec 001 §9: the brand silences the toggle\'s messages (nua): no hint', { messages: false }, false],
  ['spec 001 §2: the switch on: it does what the hint would ask', { on: true }, false],
  ['spec 001 §2: the toggle\'s own action under way: its status line says so instead', { busy: true }, false],
  ['spec 001 §2: the switch waits and says why (offline insurer, quote limit, service offline)', { waiting: true }, false],
  ['spec 001 §8: an insurance status error or a failed toggle action is shown', { error: true }, false],
  ['spec 001 §2: no call-to-action speaks for the claim: the toggle tells its story and amounts', { claimTold: true }, false],
])('%s', (_name, input, shown) => {
  expect(showsUseHint({ ...quiet, ...input })).toBe(shown);
});
