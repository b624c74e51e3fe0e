// Which sentence says a count (spec 001 section 2: the insurers shown, the attempts left), as a table.
import { describe, expect, test } from 'vitest';
import { countWord, type CountWord } from './count-word.ts';

describe('spec 001 §2 and §8: countWord picks the sentence a count is said with, never "1 insurers"', () => {
  test.each<[string, number, CountWord]>([
    ['nothing is none', 0, 'none'],
    ['exactly one is one', 1, 'one'],
    ['two are many', 2, 'many'],
    ['a dozen are many', 12, 'many'],
  ])('%s', (_name, count, word) => {
    expect(countWord(count)).toBe(word);
  });
});
