// The shop's appearance in the host configuration (issue 26; docs/appearance.md): read from the window object or, as
// JSON, the script tag; a wrong variable drops the appearance with a warning naming it, and the widgets still mount.
import { describe, expect, test } from 'vitest';
import { readConfig } from './config.ts';

const read = (appearance: unknown, where: 'window' | 'dataset' = 'window') =>
  where === 'window' ? readConfig({ storeId: 's1', appearance }, {}) : readConfig({}, { storeId: 's1', appearance: appearance as string });

describe('issue 26: the appearance configuration', () => {
  test.each([
    ['every variable, on the window object', { colorScheme: 'auto', colorPrimary: '#005A9C', colorText: '#222', colorSurface: '#fff', colorDanger: '#b00020', focusRingColor: '#005a9c', focusRingWidth: '2px', fontFamily: '"Shop Sans", Arial, sans-serif', fontSizeBase: '1rem', borderRadius: '0', buttonRadius: '6px', spacingUnit: '0.25rem' }, 'window'],
    ['a colour alone, as JSON on the script tag', '{"colorPrimary":"#005a9c"}', 'dataset'],
    ['the dark scheme alone', { colorScheme: 'dark' }, 'window'],
  ] as const)('%s is kept as given', (_, appearance, where) => {
    const result = read(appearance, where);
    expect(result.ok && result.warnings).toEqual([]);
    expect(result.ok && result.config.appearance).toEqual(typeof appearance === 'string' ? JSON.parse(appearance) : appearance);
  });

  test('without an appearance there is none: the brand\'s preset applies', () => {
    const result = read(undefined);
    expect(result.ok && result.config.appearance).toBeUndefined();
  });

  test.each([
    ['a named colour (its contrast cannot be checked)', { colorPrimary: 'red' }, 'appearance.colorPrimary'],
    ['an rgb() colour', { colorText: 'rgb(0,0,0)' }, 'appearance.colorText'],
    ['a length without a unit', { borderRadius: '8' }, 'appearance.borderRadius'],
    ['a length in percent', { spacingUnit: '5%' }, 'appearance.spacingUnit'],
    ['a font that would end its declaration', { fontFamily: 'Arial;}:host{display:none' }, 'appearance.fontFamily'],
    ['an unknown scheme', { colorScheme: 'sepia' }, 'appearance.colorScheme'],
    ['a misspelt variable', { colourPrimary: '#000' }, 'appearance.colourPrimary'],
    ['JSON that does not parse', '{colorPrimary:#000}', 'appearance'],
  ])('%s is refused by name, without its value, and the widgets still mount', (_, appearance, field) => {
    const result = read(appearance, typeof appearance === 'string' ? 'dataset' : 'window');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.appearance).toBeUndefined();
    expect(result.warnings).toEqual([`invalid configuration: "${field}" is not valid (see docs/appearance.md); the brand's appearance is used`]);
    expect(result.warnings.join()).not.toContain(JSON.stringify(appearance).slice(2, -2));
  });
});
