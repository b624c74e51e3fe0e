// Layout checks a browser test runs inside a widget's shadow root (issue 24): no word broken inside it across lines, no
// text wider than the box that holds it, and whether an element's box lies inside the viewport; and the layout shifts
// of a page (docs/layout.md), recorded from its first frame.
import type { Locator, Page } from 'playwright-core';

/** One layout shift of the page, as the browser reported it: shifts right after the shopper's input do not count. */
export interface Shift {
  value: number;
  recentInput: boolean;
}

/** Records every layout shift from the first frame, before any script of the page runs, in `window.shifts`. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) shifts.push({ value: e.value, recentInput: e.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shift the page added so far, its shopper's input aside (the Cumulative Layout Shift the browser counts). */
export const addedShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts.filter((s) => !s.recentInput).reduce((sum, s) => sum + s.value, 0));

/** A word cut across two lines, or a run of text wider than its box: what it says, and where. */
export interface LayoutFault {
  kind: 'broken-word' | 'text-wider-than-box';
  text: string;
}

/**
 * The layout faults of the rendered text under the element (through its shadow root): every word (a run without spaces)
 * whose Range gives boxes on more than one line is broken inside; every text whose box is wider than its nearest block
 * box overflows it. Text not rendered (a hidden table or list) has no boxes and is skipped.
 */
export function layoutFaults(host: Locator): Promise<LayoutFault[]> {
  return host.evaluate((element) => {
    const faults: { kind: 'broken-word' | 'text-wider-than-box'; text: string }[] = [];
    const root: Node = element.shadowRoot ?? element;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const lines = (range: Range) => new Set([...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => Math.round(r.top))).size;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || !text.trim() || parent.closest('.sr-only')) continue;
      const whole = document.createRange();
      whole.selectNodeContents(node);
      if (whole.getClientRects().length === 0) continue;
      for (const match of text.matchAll(/\S+/g)) {
        const word = document.createRange();
        word.setStart(node, match.index);
        word.setEnd(node, match.index + match[0].length);
        if (lines(word) > 1) faults.push({ kind: 'broken-word', text: match[0] });
      }
      let box: Element = parent;
      while (getComputedStyle(box).display.startsWith('inline') && box.parentElement) box = box.parentElement;
      const outer = box.getBoundingClientRect();
      const inner = whole.getBoundingClientRect();
      if (inner.left < outer.left - 1 || inner.right > outer.right + 1) faults.push({ kind: 'text-wider-than-box', text: text.trim() });
    }
    return faults;
  });
}

/** Whether the element's whole box is inside the viewport, so the shopper sees it without scrolling. */
export function inViewport(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
  });
}
