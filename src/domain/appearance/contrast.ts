// WCAG 2.x contrast (relative luminance and contrast ratio), and the correction that darkens or lightens a colour until
// it reaches the ratio a shopper with low vision needs (WCAG 1.4.3 text 4.5:1, 1.4.11 borders and focus 3:1).
import { HEX_COLOUR } from './appearance.ts';

/** An sRGB colour as 0–255 channels. */
type Rgb = readonly [number, number, number];

/** Normal text needs 4.5:1 against its background (WCAG 1.4.3, level AA). */
export const TEXT_CONTRAST = 4.5;

/** Focus rings, field borders and large text need 3:1 (WCAG 1.4.11 and 1.4.3, level AA). */
export const GRAPHIC_CONTRAST = 3;

/** The channels of a #rgb or #rrggbb colour; null for anything else. */
export function parseHex(hex: string): Rgb | null {
  if (!HEX_COLOUR.test(hex)) return null;
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** The lowercase #rrggbb of channels (rounded and kept within 0–255). */
export function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.min(255, Math.max(0, Math.round(c))).toString(16).padStart(2, '0')).join('')}`;
}

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG's relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * linear(rgb[0]) + 0.7152 * linear(rgb[1]) + 0.0722 * linear(rgb[2]);
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** `weight` of `to` mixed into `from` (0 keeps `from`), channel by channel in sRGB, as hex. */
export function mix(from: string, to: string, weight: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  if (!a || !b) return from;
  return toHex([0, 1, 2].map((i) => a[i]! + (b[i]! - a[i]!) * weight) as unknown as Rgb);
}

/** A ratio as a shop reads it: one decimal, rounded down, so 4.49 never reads as a passing 4.5. */
export const formatRatio = (ratio: number): string => `${Math.floor(ratio * 10) / 10}:1`;

/** What ensureContrast gives: the colour to use, its ratio, and whether it differs from the one asked for. */
export interface Contrasted {
  readonly colour: string;
  readonly ratio: number;
  readonly corrected: boolean;
}

/**
 * The colour `fg` if it reaches `minimum` against `bg`; otherwise `fg` mixed toward black or white (whichever extreme
 * contrasts more with `bg`) in small steps until it does, so the shop's hue is kept as far as the shopper's eyes allow.
 * A colour that cannot be read (not #rgb or #rrggbb) is returned unchanged.
 */
export function ensureContrast(fg: string, bg: string, minimum: number): Contrasted {
  const front = parseHex(fg);
  const back = parseHex(bg);
  if (!front || !back) return { colour: fg, ratio: 1, corrected: false };
  const ratio = contrastRatio(front, back);
  if (ratio >= minimum) return { colour: fg.toLowerCase(), ratio, corrected: false };
  const extreme = contrastRatio([0, 0, 0], back) >= contrastRatio([255, 255, 255], back) ? '#000000' : '#ffffff';
  for (let step = 1; step <= 50; step++) {
    const colour = mix(fg, extreme, step / 50);
    const reached = contrastRatio(parseHex(colour)!, back);
    if (reached >= minimum) return { colour, ratio: reached, corrected: true };
  }
  return { colour: extreme, ratio: contrastRatio(parseHex(extreme)!, back), corrected: true };
}
