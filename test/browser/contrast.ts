// A contrast check of every text the widgets draw (issue 26): each visible text node inside their shadow roots, its
// computed colour against the nearest opaque background behind it, at WCAG AA (4.5:1, 3:1 for large text).
import type { Page } from 'playwright-core';

/** A text drawn below its ratio: the words, the colours and what it reached. */
export interface ContrastFailure {
  text: string;
  colour: string;
  background: string;
  ratio: number;
  minimum: number;
}

/** Walks the widgets' shadow roots in the page; answers how many texts were checked and those that fall short. */
export function textContrast(page: Page): Promise<{ checked: number; failures: ContrastFailure[] }> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba => {
      const n = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0, n[3] ?? 1];
    };
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    const over = (top: Rgba, below: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])).concat(1) as Rgba;
    const parentOf = (el: Element): Element | null => el.parentElement ?? ((el.getRootNode() as ShadowRoot).host ?? null);
    /** The background behind an element: its ancestors' colours laid over each other down to the first opaque one. */
    const backgroundOf = (el: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let at: Element | null = el; at; at = parentOf(at)) {
        const colour = parse(getComputedStyle(at).backgroundColor);
        if (colour[3] > 0) layers.push(colour);
        if (colour[3] >= 1 || at.tagName === 'DIALOG') break;
      }
      return layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    };
    const failures: ContrastFailure[] = [];
    let checked = 0;
    for (const host of document.querySelectorAll('[data-direct-billing], [data-direct-billing] *')) {
      const root = host.shadowRoot;
      if (!root) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (!el || !node.textContent?.trim()) continue;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        // Hidden, or the screen reader's alone (a 1 px clipped box): nothing a shopper sees. Disabled controls are exempt (WCAG 1.4.3).
        if (box.width <= 1 || box.height <= 1 || style.visibility !== 'visible' || el.closest('[hidden], [disabled], style, script')) continue;
        if (el.closest('dialog') && !el.closest('dialog')!.open) continue;
        const background = backgroundOf(el);
        const colour = over(parse(style.color), background);
        const [high, low] = [luminance(colour), luminance(background)].sort((a, b) => b - a) as [number, number];
        const ratio = (high + 0.05) / (low + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        const minimum = large ? 3 : 4.5;
        checked++;
        if (ratio < minimum - 0.005) failures.push({ text: node.textContent.trim().slice(0, 40), colour: style.color, background: `rgb(${background.slice(0, 3).map(Math.round).join(', ')})`, ratio: Math.round(ratio * 100) / 100, minimum });
      }
    }
    return { checked, failures };
  });
}
