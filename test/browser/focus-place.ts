// Where the focused control of the drawer lies, measured in the page (happy-dom has no layout): its box and focus ring
// against the drawer's body, under its header, and the view's sticky footer (WCAG 2.4.11, focus not obscured). Shared by
// the keyboard walk of the drawer (focus-in-sight) and the large-text walk (large-text).
import type { Page } from 'playwright-core';

/** The focused control: its name, and how many pixels of it and its ring the drawer's parts or the window's edges hide. */
export interface FocusPlace {
  /** Its aria-label, else the label of its field, else its text. */
  name: string;
  /** Under the view's footer (not counted for the header's controls, nor for the footer's own). */
  underFooter: number;
  /** Above or below the drawer's body (not counted for the header's controls). */
  outOfBody: number;
  /** The control's top against the footer's bottom (the tip lies after the footer). */
  belowFooter: number;
  /** Out of the shopper's sight: off the window, above the drawer's body, or under a footer stuck to the window's bottom. */
  hidden: number;
  /** Of a field's label (above its control): how much lies out of sight as `hidden` counts it; 0 for a control with none. */
  labelHidden: number;
}

/** The focused control of the page, looking through shadow roots, against the drawer's body and the view's footer. */
export const focusedPlace = (page: Page): Promise<FocusPlace> =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    // A file input, hidden, draws its ring on its label (the upload's button): the label is measured.
    const element = (active instanceof HTMLInputElement && active.type === 'file' && active.labels?.[0]) || (active as HTMLElement);
    const root = element.getRootNode() as ShadowRoot | Document;
    // The focus ring: 3 px (--db-focus-width) drawn 2 px outside the control (widgets/ui/styles.ts).
    const ring = 5;
    const box = element.getBoundingClientRect();
    const [top, bottom] = [box.top - ring, box.bottom + ring];
    const body = root.querySelector('.drawer-body')?.getBoundingClientRect();
    const footerElement = root.querySelector('.drawer-body .footer');
    const footer = footerElement?.getBoundingClientRect();
    const inHeader = !!element.closest('.drawer-header');
    const label = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.textContent : null;
    // What the shopper sees: the window, less what lies above the body and below it, less a footer that sticks to the
    // bottom of the screen (on a short screen, or above the on-screen keyboard, it ends the view).
    const seenTop = Math.max(0, body?.top ?? 0);
    const seenBottom = Math.min(innerHeight, body?.bottom ?? innerHeight, footer && footer.bottom >= innerHeight - 1 ? footer.top : innerHeight);
    const labelBox = element instanceof HTMLInputElement || element instanceof HTMLSelectElement ? element.labels?.[0]?.getBoundingClientRect() : undefined;
    return {
      name: (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim(),
      underFooter: footer && !inHeader && !footerElement?.contains(element) ? Math.max(0, Math.min(bottom, footer.bottom) - Math.max(top, footer.top)) : 0,
      outOfBody: body && !inHeader ? Math.max(0, body.top - top) + Math.max(0, bottom - body.bottom) : 0,
      belowFooter: footer ? Math.round(box.top - footer.bottom) : 0,
      hidden: Math.round(Math.max(0, seenTop - top) + Math.max(0, bottom - seenBottom)),
      labelHidden: labelBox ? Math.round(Math.max(0, seenTop - labelBox.top) + Math.max(0, labelBox.bottom - seenBottom)) : 0,
    };
  });

/** The focused control's name and how much of it and its ring is out of the shopper's sight. */
export const focusInSight = async (page: Page): Promise<Pick<FocusPlace, 'name' | 'hidden'>> => {
  const { name, hidden } = await focusedPlace(page);
  return { name, hidden };
};
