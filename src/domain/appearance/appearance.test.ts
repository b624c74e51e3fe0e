// Whether a configuration draws a look of its own (docs/appearance.md): only then is a theme computed over the base sheet.
import { describe, expect, test } from 'vitest';
import { DEFAULT_LOOK_BRAND, hasOwnLook } from './appearance.ts';

describe('docs/appearance.md: a look of its own', () => {
  test.each([
    ['the default brand without an appearance: the default look', { brand: DEFAULT_LOOK_BRAND }, false],
    ['another brand: its preset', { brand: 'vde' }, true],
    ['an unknown brand, as a test page may give: a theme, which falls back to the default look', { brand: 'xyz' }, true],
    ['an appearance, even one that changes nothing', { brand: DEFAULT_LOOK_BRAND, appearance: {} }, true],
    ['a colour scheme alone', { brand: DEFAULT_LOOK_BRAND, appearance: { colorScheme: 'auto' } }, true],
    ['another brand and an appearance', { brand: 'nua', appearance: { colorPrimary: '#005a9c' } }, true],
  ])('%s', (_, config, own) => {
    expect(hasOwnLook(config)).toBe(own);
  });
});
