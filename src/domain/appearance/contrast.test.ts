// WCAG AA contrast and its correction (issue 26, "a colour pair that fails WCAG AA contrast is corrected").
import { describe, expect, test } from 'vitest';
import { contrastRatio, ensureContrast, formatRatio, GRAPHIC_CONTRAST, parseHex, TEXT_CONTRAST } from './contrast.ts';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

describe('issue 26: contrast ratio (WCAG 2 relative luminance)', () => {
  test.each([
    ['black on white', '#000', '#fff', 21],
    ['white on white', '#ffffff', '#ffffff', 1],
    ['#777 on white, just short of AA', '#777777', '#ffffff', 4.48],
    ['#767676 on white, the lightest grey that passes', '#767676', '#ffffff', 4.54],
    ['the default primary on white', '#0b57d0', '#ffffff', 6.36],
  ])('%s', (_, fg, bg, expected) => {
    expect(ratio(fg, bg)).toBeCloseTo(expected, 1);
    expect(ratio(bg, fg)).toBeCloseTo(expected, 1);
  });

  test.each([['red'], ['#12345'], ['#ggg'], ['rgb(0,0,0)']])('%s is no colour it reads', (value) => {
    expect(parseHex(value)).toBeNull();
  });
});

describe('issue 26: a colour short of its ratio is darkened or lightened until it passes', () => {
  test.each([
    ['a pale primary on white is darkened', '#99aabb', '#ffffff', TEXT_CONTRAST, true],
    ['a yellow on white is darkened', '#ffcc00', '#ffffff', TEXT_CONTRAST, true],
    ['a dark blue on a dark surface is lightened', '#0b57d0', '#1f1f24', TEXT_CONTRAST, true],
    ['a focus ring at 3:1 passes unchanged', '#1a73e8', '#ffffff', GRAPHIC_CONTRAST, false],
    ['a grey at 4.48:1 is corrected for text', '#777777', '#ffffff', TEXT_CONTRAST, true],
    ['the same grey passes for a border', '#777777', '#ffffff', GRAPHIC_CONTRAST, false],
    ['white on mid grey goes to black', '#ffffff', '#808080', TEXT_CONTRAST, true],
  ])('%s', (_, fg, bg, minimum, corrected) => {
    const result = ensureContrast(fg, bg, minimum);
    expect(result.corrected).toBe(corrected);
    expect(ratio(result.colour, bg)).toBeGreaterThanOrEqual(minimum);
    expect(result.ratio).toBeGreaterThanOrEqual(minimum);
    if (!corrected) expect(result.colour).toBe(fg.toLowerCase());
  });

  test('a darkened colour keeps its hue as far as it can: it stops at the first step that passes', () => {
    const result = ensureContrast('#99aabb', '#ffffff', TEXT_CONTRAST);
    expect(ratio(result.colour, '#ffffff')).toBeLessThan(5.2);
    const [r, g, b] = parseHex(result.colour)!;
    expect(b).toBeGreaterThan(r);
    expect(g).toBeGreaterThan(r);
  });

  test.each([
    [2.1, '2.1:1'],
    [4.4999, '4.4:1'],
    [21, '21:1'],
  ])('the ratio %s reads %s (rounded down, never a false pass)', (value, shown) => {
    expect(formatRatio(value)).toBe(shown);
  });
});
