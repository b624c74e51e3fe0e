// The theme sheet of a configuration (issue 26): the brand's preset and the shop's appearance as --db-* variables on the
// host, the dark palette under prefers-color-scheme when the shop opts in, and each correction told once.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BRAND_APPEARANCE, DEFAULT_APPEARANCE } from '../../src/domain/appearance/presets.ts';
import { DEFAULT_LOOK_BRAND, hasOwnLook } from '../../src/domain/appearance/appearance.ts';
import { readConfig, type HostConfig } from '../../src/host/config.ts';
import { BASE_CSS } from './styles.ts';
import { themeCss } from './theme.ts';

const configOf = (window: Record<string, unknown>): HostConfig => {
  const result = readConfig({ storeId: 's1', ...window }, {});
  if (!result.ok) throw new Error(result.message);
  return result.config;
};

afterEach(() => vi.restoreAllMocks());

describe('issue 26: the theme sheet', () => {
  test.each([
    ['cle', '--db-accent:#0b57d0'],
    ['vde', '--db-accent:#00695c'],
    ['lcr', '--db-radius:0px'],
  ])('brand %s draws its preset', (brand, declaration) => {
    expect(themeCss(configOf({ brand }))).toContain(declaration);
  });

  test.each([
    ['light (the default): no dark palette, no media query', {}, false, false],
    ['dark: the dark palette alone', { colorScheme: 'dark' }, true, false],
    ['auto: the dark palette under prefers-color-scheme', { colorScheme: 'auto' }, true, true],
  ])('%s', (_, appearance, dark, media) => {
    const css = themeCss(configOf({ appearance }));
    expect(css.includes('color-scheme:dark')).toBe(dark);
    expect(css.includes('@media (prefers-color-scheme:dark)')).toBe(media);
  });

  test('the font is set only when the shop sets one; otherwise the shop\'s own is inherited', () => {
    expect(themeCss(configOf({}))).not.toContain('font-family');
    expect(themeCss(configOf({ appearance: { fontFamily: '"Shop Sans", sans-serif' } }))).toContain('--db-font-family:"Shop Sans", sans-serif');
  });

  test('a colour short of AA is replaced in the sheet and told once on the console, however many roots adopt it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const config = configOf({ appearance: { colorPrimary: '#99aabb' } });
    const css = themeCss(config);
    themeCss(config);
    expect(css).not.toContain('--db-accent:#99aabb');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[direct-billing\] appearance: "colorPrimary" #99aabb on #ffffff has contrast 2\.\d:1; using (#[0-9a-f]{6})$/);
    const used = /using (#[0-9a-f]{6})/.exec(String(warn.mock.calls[0]?.[0]))?.[1];
    expect(css).toContain(`--db-accent:${used}`);
  });

  test('a preset\'s primary lightened for the dark scheme is not the shop\'s to hear of', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const css = themeCss(configOf({ brand: 'nua', appearance: { colorScheme: 'auto' } }));
    expect(css).toContain('@media (prefers-color-scheme:dark)');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the default look is the base sheet\'s, so a shop without a look of its own computes no theme', () => {
  /** The custom properties a sheet declares, each colour as #rrggbb. */
  const declared = (css: string) =>
    Object.fromEntries([...css.matchAll(/(--db-[\w-]+):([^;}]+)/g)].map(([, name, value]) => [name, value!.replace(/^#(\w)(\w)(\w)$/, '#$1$1$2$2$3$3')]));

  test('the default brand without an appearance has no look of its own, and the theme it would draw is the base sheet\'s', () => {
    const config = configOf({});
    expect(config.brand).toBe(DEFAULT_LOOK_BRAND);
    expect(hasOwnLook(config)).toBe(false);
    expect(BRAND_APPEARANCE[DEFAULT_LOOK_BRAND]).toEqual({});
    const base = /:host\{([^}]*)\}/.exec(BASE_CSS)?.[1] ?? '';
    expect(declared(themeCss(config))).toEqual(declared(base));
    expect(themeCss(config)).toContain('.root{color-scheme:light}');
    expect(BASE_CSS).toContain('color-scheme:light');
  });

  test('an appearance refused by name leaves the default look: nothing of it reaches the configuration', () => {
    expect(hasOwnLook(configOf({ appearance: { colorPrimary: 'red' } }))).toBe(false);
  });
});

describe('issue 26: docs/appearance.md says what the widgets do', () => {
  const doc = readFileSync(new URL('../../docs/appearance.md', import.meta.url), 'utf8');

  test('its console line is the one a shop sees for its pale primary', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    themeCss(configOf({ appearance: { colorPrimary: '#99aabb' } }));
    expect(doc).toContain(String(warn.mock.calls[0]?.[0]));
  });

  test.each(Object.entries(DEFAULT_APPEARANCE).filter(([, value]) => value !== null))('the default of %s is the one in its table', (key, value) => {
    expect(doc).toMatch(new RegExp(`\\| \`${key}\` \\| \`'?${value}'?\``));
  });

  test.each(Object.entries(BRAND_APPEARANCE).flatMap(([brand, preset]) => Object.values(preset).map((value) => [brand, value])))('the preset of %s lists %s', (brand, value) => {
    const row = doc.split('\n').find((line) => line.startsWith(`| \`${brand}\``)) ?? '';
    expect(row).toContain(`\`${value}\``);
  });

  test('its example configuration is valid and draws what it says', () => {
    const example = /appearance: \{([^}]*)\}/.exec(doc)?.[1] ?? '';
    const appearance = Object.fromEntries([...example.matchAll(/(\w+): '([^']*)'/g)].map(([, key, value]) => [key, value]));
    expect(Object.keys(appearance)).toHaveLength(5);
    const css = themeCss(configOf({ appearance }));
    expect(css).toContain(`--db-accent:${appearance.colorPrimary}`);
    expect(css).toContain('@media (prefers-color-scheme:dark)');
  });
});
