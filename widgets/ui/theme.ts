// The shop's appearance as a stylesheet: the brand's preset with the shop's variables over it, corrected to
// WCAG AA contrast, written as custom properties on every shadow root's host; the widgets' sheets read only those.
import { appearanceOf } from '../../src/domain/appearance/presets.ts';
import { correctionMessage, themeOf, type Variables } from '../../src/domain/appearance/palette.ts';
import type { HostConfig } from '../../src/host/config.ts';

const declarations = (variables: Variables, scheme: 'light' | 'dark'): string => {
  const font = variables['--db-font-family'];
  const own = Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // Without a font of its own the root keeps inheriting the shop's, through the mount element (styles.ts). Dark, every
  // widget draws its own surface, its light text must not fall on the shop's light page; within its box, never over the
  // page around it. A widget with no card of its own (the toggle) keeps its text off the surface's edges by --db-inset,
  // inside the space it already takes, so the reservations of docs/layout.md hold.
  const ground = scheme === 'dark' ? ';background:var(--db-surface)' : '';
  const inset = scheme === 'dark' ? ';--db-inset:calc(2*var(--db-space))' : '';
  return `:host{${own}${inset}}.root{color-scheme:${scheme}${ground}${font ? ';font-family:var(--db-font-family)' : ''}}`;
};

let last: { config: HostConfig | null; css: string } | null = null;

/**
 * The theme sheet of a configuration: the light palette, the dark one, or both with the dark one under
 * `prefers-color-scheme: dark` (colorScheme 'auto'). Computed once per configuration, when the corrections of the shop's
 * own colours are told on the console, once each.
 */
export function themeCss(config: HostConfig | null): string {
  if (last?.config === config) return last.css;
  const shop = config?.appearance;
  const theme = themeOf(appearanceOf(config?.brand, shop), shop);
  const light = theme.light && declarations(theme.light, 'light');
  const dark = theme.dark && declarations(theme.dark, 'dark');
  const css = light && dark ? `${light}@media (prefers-color-scheme:dark){${dark}}` : (light ?? dark ?? '');
  // Only a colour the shop gave is its to hear of: a preset's primary lightened for the dark scheme is ours.
  for (const correction of theme.corrections) if (shop?.[correction.key as keyof typeof shop] !== undefined) console.warn(`[direct-billing] ${correctionMessage(correction)}`);
  last = { config, css };
  return css;
}
