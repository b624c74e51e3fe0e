// The colours the widgets draw, derived from an appearance and corrected to WCAG AA contrast: every text
// colour reaches 4.5:1 on the surface, the focus ring and field borders 3:1; a shop's colour that falls short is
// darkened or lightened (ensureContrast) and the shop told once what was used instead.
import { ensureContrast, formatRatio, GRAPHIC_CONTRAST, mix, parseHex, contrastRatio, TEXT_CONTRAST } from './contrast.ts';
import type { Appearance, AppearanceInput } from './appearance.ts';
import { DARK_COLOURS } from './presets.ts';

/** The custom properties of one scheme, by name (`--db-accent`...), each a CSS value. */
export type Variables = Readonly<Record<string, string>>;

/** One colour the palette replaced, for the console line that tells the shop. */
export interface Correction {
  readonly key: string;
  readonly scheme: 'light' | 'dark';
  readonly asked: string;
  readonly background: string;
  readonly ratio: number;
  readonly used: string;
}

/** The line the loader logs once for a correction. */
export function correctionMessage(c: Correction): string {
  const scheme = c.scheme === 'dark' ? ' (dark scheme)' : '';
  return `appearance: "${c.key}"${scheme} ${c.asked} on ${c.background} has contrast ${formatRatio(c.ratio)}; using ${c.used}`;
}

/** The ink that reads best on a fill: white or near-black. */
function inkOn(fill: string): string {
  const rgb = parseHex(fill);
  if (!rgb) return '#ffffff';
  return contrastRatio([255, 255, 255], rgb) >= contrastRatio([27, 27, 31], rgb) ? '#ffffff' : '#1b1b1f';
}

/** The custom properties of one scheme of an appearance, and the colours corrected to reach them. */
export function paletteOf(appearance: Appearance, scheme: 'light' | 'dark'): { variables: Variables; corrections: Correction[] } {
  const corrections: Correction[] = [];
  const surface = appearance.colorSurface.toLowerCase();
  // Alerts and notes draw text on a tint of the danger and primary colours: text is checked on those as well.
  const accentTint = mix(surface, appearance.colorPrimary, 0.08);
  const dangerTint = mix(surface, appearance.colorDanger, 0.07);
  const grounds = [surface, accentTint, dangerTint];
  /**
   * The colour, or the nearest that reaches `minimum` on every background (each correction only moves it further from
   * them all, the tints being near the surface); a shop's own key is told when its colour was replaced.
   */
  const checked = (key: string | null, colour: string, minimum: number, backgrounds = grounds): string => {
    let used = colour.toLowerCase();
    let failed: { background: string; ratio: number } | null = null;
    for (const background of backgrounds) {
      const result = ensureContrast(used, background, minimum);
      if (result.corrected) failed ??= { background, ratio: contrastRatio(parseHex(used)!, parseHex(background)!) };
      used = result.colour;
    }
    if (failed && key) corrections.push({ key, scheme, asked: colour.toLowerCase(), background: failed.background, ratio: failed.ratio, used });
    return used;
  };
  const text = checked('colorText', appearance.colorText, TEXT_CONTRAST);
  const accent = checked('colorPrimary', appearance.colorPrimary, TEXT_CONTRAST);
  const danger = checked('colorDanger', appearance.colorDanger, TEXT_CONTRAST);
  const focus = checked('focusRingColor', appearance.focusRingColor, GRAPHIC_CONTRAST, [surface]);
  const variables: Record<string, string> = {
    '--db-text': text,
    '--db-surface': surface,
    '--db-accent': accent,
    '--db-accent-ink': checked(null, inkOn(accent), TEXT_CONTRAST, [accent]),
    '--db-accent-tint': accentTint,
    '--db-danger-tint': dangerTint,
    '--db-danger': danger,
    '--db-muted': checked(null, mix(text, surface, 0.3), TEXT_CONTRAST),
    '--db-success': checked(null, scheme === 'dark' ? '#7dd89b' : '#146c2e', TEXT_CONTRAST),
    '--db-border': checked(null, mix(text, surface, 0.45), GRAPHIC_CONTRAST, [surface]),
    '--db-line': mix(text, surface, 0.8),
    '--db-focus': focus,
    '--db-focus-width': appearance.focusRingWidth,
    '--db-font-size': appearance.fontSizeBase,
    '--db-radius': appearance.borderRadius,
    '--db-radius-button': appearance.buttonRadius,
    '--db-space': appearance.spacingUnit,
  };
  if (appearance.fontFamily) variables['--db-font-family'] = appearance.fontFamily;
  return { variables, corrections };
}

/** What a theme holds: the scheme asked for, the light palette unless dark only, the dark one unless light only. */
export interface Theme {
  readonly light: Variables | null;
  readonly dark: Variables | null;
  readonly corrections: readonly Correction[];
}

/**
 * The palettes an appearance needs. The dark palette is the dark colours (DARK_COLOURS) under the brand's primary, and,
 * when the shop asked for dark only, under the shop's own colours as well (its page is dark).
 */
export function themeOf(appearance: Appearance, shop: AppearanceInput | null | undefined): Theme {
  const scheme = appearance.colorScheme;
  const light = scheme === 'dark' ? null : paletteOf(appearance, 'light');
  const own = scheme === 'dark' ? Object.fromEntries(Object.entries(shop ?? {}).filter(([key, v]) => key in DARK_COLOURS && v !== undefined)) : {};
  const dark = scheme === 'light' ? null : paletteOf({ ...appearance, ...DARK_COLOURS, ...own }, 'dark');
  return { light: light?.variables ?? null, dark: dark?.variables ?? null, corrections: [...(light?.corrections ?? []), ...(dark?.corrections ?? [])] };
}
