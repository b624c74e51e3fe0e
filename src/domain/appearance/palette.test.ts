// The brands' looks, the shop's variables over them, and the colours drawn corrected to WCAG AA (issue 26).
import { describe, expect, test } from 'vitest';
import { contrastRatio, parseHex } from './contrast.ts';
import { BRANDS } from '../host/brand-codes.ts';
import { appearanceOf, BRAND_APPEARANCE, DEFAULT_APPEARANCE } from './presets.ts';
import { correctionMessage, paletteOf, themeOf, type Variables } from './palette.ts';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a)!, parseHex(b)!);

/** Every text colour and the background it is drawn on; the focus ring and borders need 3:1. */
function expectReadable(v: Variables) {
  for (const text of ['--db-text', '--db-accent', '--db-danger', '--db-muted', '--db-success']) expect(ratio(v[text]!, v['--db-surface']!), text).toBeGreaterThanOrEqual(4.5);
  for (const text of ['--db-text', '--db-danger']) expect(ratio(v[text]!, v['--db-danger-tint']!), `${text} on the danger tint`).toBeGreaterThanOrEqual(4.5);
  for (const text of ['--db-text', '--db-accent', '--db-muted']) expect(ratio(v[text]!, v['--db-accent-tint']!), `${text} on the accent tint`).toBeGreaterThanOrEqual(4.5);
  expect(ratio(v['--db-accent-ink']!, v['--db-accent']!)).toBeGreaterThanOrEqual(4.5);
  for (const graphic of ['--db-focus', '--db-border']) expect(ratio(v[graphic]!, v['--db-surface']!), graphic).toBeGreaterThanOrEqual(3);
}

describe('issue 26: per-brand presets under the shop\'s appearance', () => {
  test.each(BRANDS.map((brand) => [brand]))('%s: its preset is drawn readable, light and dark, with nothing to correct', (brand) => {
    const theme = themeOf(appearanceOf(brand, { colorScheme: 'auto' }), { colorScheme: 'auto' });
    expectReadable(theme.light!);
    expectReadable(theme.dark!);
    expect(theme.corrections.filter((c) => c.scheme === 'light')).toEqual([]);
  });

  test.each([
    ['an unknown brand gets the default look', 'zzz', {}, DEFAULT_APPEARANCE.colorPrimary, null],
    ['a brand gets its own primary', 'vde', {}, BRAND_APPEARANCE.vde.colorPrimary, null],
    ['the shop\'s primary beats its brand\'s', 'vde', { colorPrimary: '#222222' }, '#222222', null],
    ['the shop\'s font replaces the inherited one', 'cle', { fontFamily: 'Georgia, serif' }, DEFAULT_APPEARANCE.colorPrimary, 'Georgia, serif'],
    ['an undefined key keeps the brand\'s', 'fde', { colorPrimary: undefined }, BRAND_APPEARANCE.fde.colorPrimary, null],
  ])('%s', (_, brand, shop, primary, font) => {
    const appearance = appearanceOf(brand, shop);
    expect(appearance.colorPrimary).toBe(primary);
    expect(appearance.fontFamily).toBe(font);
    expect(appearance.colorScheme).toBe('light');
  });

  test.each([
    ['light (the default)', undefined, true, false],
    ['light', 'light', true, false],
    ['dark', 'dark', false, true],
    ['auto', 'auto', true, true],
  ] as const)('colorScheme %s draws the light palette: %s, the dark one: %s', (_, colorScheme, light, dark) => {
    const shop = colorScheme ? { colorScheme } : {};
    const theme = themeOf(appearanceOf('cle', shop), shop);
    expect(theme.light !== null).toBe(light);
    expect(theme.dark !== null).toBe(dark);
  });

  test('a dark-only shop\'s own surface is used in the dark palette; with auto the dark surface stands', () => {
    expect(themeOf(appearanceOf('cle', { colorScheme: 'dark', colorSurface: '#101010' }), { colorScheme: 'dark', colorSurface: '#101010' }).dark?.['--db-surface']).toBe('#101010');
    expect(themeOf(appearanceOf('cle', { colorScheme: 'auto', colorSurface: '#fafafa' }), { colorScheme: 'auto', colorSurface: '#fafafa' }).dark?.['--db-surface']).toBe('#1f1f24');
  });

  test('the font is inherited from the shop unless set: no font variable without fontFamily', () => {
    expect(paletteOf(appearanceOf('cle', {}), 'light').variables['--db-font-family']).toBeUndefined();
    expect(paletteOf(appearanceOf('cle', { fontFamily: '"Shop Sans", sans-serif' }), 'light').variables['--db-font-family']).toBe('"Shop Sans", sans-serif');
  });
});

describe('issue 26: a shop colour short of WCAG AA is corrected and told once', () => {
  test.each([
    ['a pale primary', { colorPrimary: '#99aabb' }, 'colorPrimary', 4.5],
    ['a light grey text', { colorText: '#aaaaaa' }, 'colorText', 4.5],
    ['a pink danger', { colorDanger: '#ff8a80' }, 'colorDanger', 4.5],
    ['a pale focus ring', { focusRingColor: '#cce0ff' }, 'focusRingColor', 3],
  ])('%s is corrected', (_, shop, key, minimum) => {
    const { variables, corrections } = paletteOf(appearanceOf('cle', shop), 'light');
    expect(corrections.map((c) => c.key)).toEqual([key]);
    const [c] = corrections;
    expect(ratio(c!.used, '#ffffff')).toBeGreaterThanOrEqual(minimum);
    expect(Object.values(variables)).toContain(c!.used);
    expectReadable(variables);
  });

  test('the console line names the key, the pair, the ratio and the colour used', () => {
    const [c] = paletteOf(appearanceOf('cle', { colorPrimary: '#99aabb' }), 'light').corrections;
    expect(correctionMessage(c!)).toMatch(/^appearance: "colorPrimary" #99aabb on #ffffff has contrast 2\.\d:1; using #[0-9a-f]{6}$/);
  });
});
