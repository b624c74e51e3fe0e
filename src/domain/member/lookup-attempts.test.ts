// The lookups left and a lookup's id, as tables citing spec 001 §2 and §8.
import { describe, expect, test } from 'vitest';
import { attemptsLeft, lookupIdFor, type SentLookup } from './lookup-attempts.ts';

describe('spec 001 §8 member not found: attemptsLeft counts 0, 1 or many', () => {
  test.each<[string, number | null | undefined, ReturnType<typeof attemptsLeft>]>([
    ['no attempt left is none', 0, 'none'],
    ['one attempt left is one', 1, 'one'],
    ['two attempts left are many', 2, 'many'],
    ['an unknown count says nothing', undefined, null],
    ['a negative count says nothing', -1, null],
  ])('%s', (_name, remaining, left) => {
    expect(attemptsLeft(remaining)).toBe(left);
  });
});

describe('issue 27 "Attempts counted once" and spec 000 §9 claim attempts: lookupIdFor, a lookup retried after its answer was lost is the same lookup', () => {
  const sent = (answered: boolean, details = 'W123|Alex'): SentLookup => ({ id: 'lk-1', details, answered });
  test.each([
    { name: 'the first lookup gets a new id', last: null, details: 'W123|Alex', id: 'lk-new' },
    { name: 'the same details after the answer was lost (late past the timeout, cut off) keep the id: counted once', last: sent(false), details: 'W123|Alex', id: 'lk-1' },
    { name: 'the same details after an answer (not found, then Try again) are a new attempt', last: sent(true), details: 'W123|Alex', id: 'lk-new' },
    { name: 'new details after a lost answer are a new attempt', last: sent(false), details: 'W999|Alex', id: 'lk-new' },
  ])('$name', ({ last, details, id }) => {
    expect(lookupIdFor(last, details, () => 'lk-new')).toBe(id);
  });
});
