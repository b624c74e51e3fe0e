// When the footer's main button acts on a press (spec 000 §2, the footer of each view): the second tap of a double tap is no press of the screen it lands on.
import { describe, expect, test } from 'vitest';
import { actsOnPress, SEEN_AFTER_MS, type Press } from './press.ts';

describe('spec 000 §2 footer: a double tap acts once, on the screen it was aimed at', () => {
  test.each<[string, Press, boolean]>([
    ['a click on a screen shown a while: acts', { count: 1, pointer: 'mouse', shownMs: 4000 }, true],
    ['the second click of a double click: ignored', { count: 2, pointer: 'mouse', shownMs: 4000 }, false],
    ['the second tap of a double tap, on the screen the first brought: ignored', { count: 2, pointer: 'touch', shownMs: 40 }, false],
    ['a third quick click: ignored', { count: 3, pointer: 'mouse', shownMs: 4000 }, false],
    ['a tap the browser counts as a first, on a screen just shown: ignored', { count: 1, pointer: 'touch', shownMs: SEEN_AFTER_MS - 1 }, false],
    ['a tap on a screen shown long enough to be seen: acts', { count: 1, pointer: 'touch', shownMs: SEEN_AFTER_MS }, true],
    ['Enter or Space (no pointer, count 0), however soon: acts', { count: 0, pointer: '', shownMs: 0 }, true],
    ['a click that tells no pointer, a first, on a screen just shown: acts (a script, a keyboard)', { count: 1, pointer: '', shownMs: 0 }, true],
    ['a pen, a first, on a screen just shown: acts (no double tap comes from a pen)', { count: 1, pointer: 'pen', shownMs: 10 }, true],
  ])('spec 000 §2: %s', (_name, press, acts) => {
    expect(actsOnPress(press)).toBe(acts);
  });
});
