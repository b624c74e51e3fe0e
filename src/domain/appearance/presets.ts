// Each brand's own look ("per-brand presets"): pure data the shop's `appearance` configuration overrides.
import type { Brand } from '../host/brand-codes.ts';
import type { Appearance, AppearanceInput } from './appearance.ts';

/** The look every brand starts from: light, the shop's font, the shopper's default text size (medium), 4 px spacing. */
export const DEFAULT_APPEARANCE: Appearance = {
  colorScheme: 'light',
  colorPrimary: '#0b57d0',
  colorText: '#1b1b1f',
  colorSurface: '#ffffff',
  colorDanger: '#b3261e',
  focusRingColor: '#1a73e8',
  focusRingWidth: '3px',
  fontFamily: null,
  fontSizeBase: 'medium',
  borderRadius: '12px',
  buttonRadius: '999px',
  spacingUnit: '4px',
};

/**
 * Each brand's differences from the default look; written out without spreads (to the build a spread is a side effect,
 * which would keep the table in every product page's chunk however little of it is used).
 */
export const BRAND_APPEARANCE: Readonly<Record<Brand, AppearanceInput>> = {
  // The default look's brand (DEFAULT_LOOK_BRAND): the base sheet draws it, no theme is computed for it.
  cle: {},
  vde: { colorPrimary: '#00695c', focusRingColor: '#00695c', borderRadius: '4px', buttonRadius: '4px' },
  nua: { colorPrimary: '#6a1b9a', colorSurface: '#fffdf8', focusRingColor: '#6a1b9a', borderRadius: '16px' },
  lcr: { colorPrimary: '#1d3557', colorText: '#14213d', focusRingColor: '#457b9d', borderRadius: '0px', buttonRadius: '0px' },
  fde: { colorPrimary: '#003da5', colorDanger: '#c1121f', focusRingColor: '#003da5', borderRadius: '8px', buttonRadius: '8px' },
  ebd: { colorPrimary: '#a63f00', focusRingColor: '#a63f00', borderRadius: '10px' },
};

/**
 * The dark scheme's colours, beneath the brand's primary (lightened until it reads on them). With `colorScheme: 'dark'`
 * the shop's own colours go over these (its page is dark); with 'auto' they are the light scheme's, and these stand.
 */
export const DARK_COLOURS = { colorText: '#ececf1', colorSurface: '#1f1f24', colorDanger: '#ffb4ab', focusRingColor: '#8ab4f8' } as const;

/** The brand's look with the shop's variables over it; an unknown brand gets the default look. */
export function appearanceOf(brand: string | null | undefined, shop: AppearanceInput | null | undefined): Appearance {
  const preset = (brand && Object.hasOwn(BRAND_APPEARANCE, brand) ? BRAND_APPEARANCE[brand as Brand] : undefined) ?? {};
  const own = Object.fromEntries(Object.entries(shop ?? {}).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_APPEARANCE, ...preset, ...own } as Appearance;
}
