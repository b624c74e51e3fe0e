// What a shop's appearance is (docs/appearance.md): the variables it may set and the values they take, which reading the
// configuration checks, and whether a configuration draws anything but the default look. The looks themselves (the
// brands' presets, the contrast-corrected palettes) are computed only for a shop that has one of its own.
import type { Brand } from '../host/brand-codes.ts';

/** The colour schemes a shop may ask for: light only (the default), dark only, or the shopper's system setting. */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;

/** A colour scheme. */
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/** A colour the appearance accepts: #rgb or #rrggbb, so its contrast can be checked (a named or rgb() colour cannot). */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Every variable of the appearance, each a CSS value (colours #rgb or #rrggbb; lengths in px, rem or em). */
export interface Appearance {
  /** Light, dark, or the shopper's system setting (`prefers-color-scheme`). */
  readonly colorScheme: ColorScheme;
  /** Buttons, links, the toggle when on, selected options. */
  readonly colorPrimary: string;
  /** Every text. */
  readonly colorText: string;
  /** The background of cards, the drawer, dialogs and fields. */
  readonly colorSurface: string;
  /** Errors and refused fields. */
  readonly colorDanger: string;
  /** The ring round whatever has keyboard focus. */
  readonly focusRingColor: string;
  /** The ring's width. */
  readonly focusRingWidth: string;
  /** The font; null inherits the shop's own, through the mount element. */
  readonly fontFamily: string | null;
  /**
   * The size of body text; headings and small print scale with it. By default `medium`, the size the shopper set as
   * their browser's default, as the shop's own text follows it.
   */
  readonly fontSizeBase: string;
  /** The corners of cards, dialogs and (two thirds of it) fields. */
  readonly borderRadius: string;
  /** The corners of buttons (999px makes pills). */
  readonly buttonRadius: string;
  /** The unit of paddings and gaps: most are 2 to 6 units. */
  readonly spacingUnit: string;
}

/** What a shop may set: any of the variables, each replacing its brand's. */
export type AppearanceInput = Partial<Appearance>;

/** The brand whose look is the default one, the base sheet's (widgets/ui/styles.ts): it has no preset of its own. */
export const DEFAULT_LOOK_BRAND: Brand = 'cle';

/**
 * Whether a configuration draws a look of its own: an appearance set by the shop, or a brand with a preset. Without
 * one, the widgets draw the default look, which the base sheet declares, and no theme is computed.
 */
export function hasOwnLook(config: { readonly brand: string; readonly appearance?: object | undefined }): boolean {
  return config.appearance !== undefined || config.brand !== DEFAULT_LOOK_BRAND;
}
