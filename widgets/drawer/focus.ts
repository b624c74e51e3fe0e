// Focus inside the drawer: Tab stays in the dialog, and each view's heading takes focus once the view has loaded and
// rendered it.
import { useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { tabbables } from '../ui/modal-behind.ts';

/** Each view's heading, the first of the drawer's body: it takes focus when the view shows. */
const VIEW_HEADING = 'h3[tabindex="-1"]';

/**
 * Keeps Tab and Shift+Tab cycling inside the dialog instead of leaving for the browser's chrome, through every control
 * the browser's Tab reaches (the tip after the footer's "Finish later"), none it passes by. Tab from the view's heading, where
 * each view starts, goes to the header's Back or Close first, as the screen reads from its top (WCAG 2.4.3): the heading
 * sits under the header, and the browser would go on into the view and leave the header for after the footer.
 */
export function trapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const dialog = event.currentTarget;
  const items = tabbables(dialog).filter((item) => !item.closest('dialog.confirm'));
  const first = items[0];
  const last = items[items.length - 1];
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (!first || !last) return;
  const heading = dialog.querySelector('.drawer-body')?.querySelector(VIEW_HEADING);
  if (!event.shiftKey && active && active === heading && first.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) {
    event.preventDefault();
    first.focus();
    return;
  }
  if (event.shiftKey ? active === first : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** How far the element's focus ring reaches past its box as drawn now (its outline and offset), 0 when none is drawn. */
function ringOf(element: HTMLElement): number {
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  if (!style || style.outlineStyle === 'none') return 0;
  return Math.max(0, (parseFloat(style.outlineWidth) || 0) + (parseFloat(style.outlineOffset) || 0));
}

/**
 * Whether the element lies whole in sight with its focus ring: inside the window, below the drawer's header and above a
 * footer stuck to the screen's bottom.
 */
function inSight(element: HTMLElement, body: HTMLElement | null): boolean {
  const ring = ringOf(element);
  const { top: boxTop, bottom: boxBottom } = element.getBoundingClientRect();
  const box = { top: boxTop - ring, bottom: boxBottom + ring };
  const view = element.ownerDocument.defaultView;
  let bottom = view?.innerHeight ?? box.bottom;
  let top = 0;
  if (body) {
    const edges = body.getBoundingClientRect();
    top = Math.max(top, edges.top);
    bottom = Math.min(bottom, edges.bottom);
    const footer = body.querySelector('.footer')?.getBoundingClientRect();
    if (footer && footer.bottom >= bottom - 1) bottom = Math.min(bottom, footer.top);
  }
  return box.top >= top && box.bottom <= bottom;
}

/**
 * A new screen, a view or a page inside one, is shown from its top: the drawer's body scrolled back up (it would keep
 * where the last screen was scrolled to, and show the new one from its middle), then the heading focused so a screen
 * reader reads where the shopper is. A heading that has focus already is not focused again, and says nothing: a view
 * whose heading stays as its screens change gives it a new element for new words (useHeadingKey), focused as it comes.
 * A heading under what comes first (the estimate, 200 % text on a phone) can lie below the screen once scrolled up, and
 * focusing one that has focus already (the quote's heading, focused while its request ran) scrolls nothing: the heading
 * is then scrolled to the top of the screen, in sight with what follows it (WCAG 2.4.11).
 */
export function showFromTop(heading: HTMLElement | null | undefined): void {
  if (!heading) return;
  const body = heading.closest<HTMLElement>('.drawer-body');
  if (body) body.scrollTop = 0;
  // On a short screen the whole panel scrolls (drawer-styles.ts): it starts at its top too.
  const panel = heading.closest<HTMLElement>('dialog');
  if (panel) panel.scrollTop = 0;
  heading.focus({ preventScroll: true });
  if (!inSight(heading, body)) heading.scrollIntoView({ block: 'start' });
}

/** Whether the element has focus in its document or shadow root. */
function hasFocus(element: HTMLElement | null): boolean {
  return !!element && (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}

/** Whether focus was left nowhere, on the page's body (the element that had it gone), as far as the element's root knows. */
function focusLost(element: HTMLElement): boolean {
  const active = (element.getRootNode() as Document | ShadowRoot).activeElement;
  return !active || active === element.ownerDocument.body;
}

/**
 * The key of a view's heading that stays as the view's screens follow one another: its words. A screen reader says a
 * screen as focus moves to its heading, but focusing the heading that has focus already moves nothing, and a name
 * changed on the focused element is said by NVDA and not by VoiceOver or JAWS: the quote's heading, focused while its
 * request ran, then « Votre devis », was said once by one reader, never by another. New words make a new element, so
 * no reader hears a rename; when the heading they replace had focus, the new one takes it in the same task, before the
 * screen is drawn or focus seen on the page's body, and every reader says it once as focus moves. Unless the new screen
 * put focus somewhere of its own as it was drawn (an error's Try again, kit/Failure.tsx): one move, never two.
 */
export function useHeadingKey(words: string, heading: RefObject<HTMLElement | null>): string {
  // Read as the view renders, before the old heading goes with its words.
  const focused = hasFocus(heading.current);
  const before = useRef(words);
  useLayoutEffect(() => {
    if (before.current === words) return;
    before.current = words;
    const now = heading.current;
    if (focused && now && !hasFocus(now) && focusLost(now)) now.focus({ preventScroll: true });
  }, [words]);
  return words;
}

/**
 * Focuses a refused control with its whole field in sight: its label above it and its message below, clear of the
 * drawer's header and the view's footer (the body's scroll padding). The browser's own scroll on focus brings the
 * control alone to the body's top edge, its label then under the header (at 360 px, half of « Prénom du patient »). A
 * field taller than what shows is brought as near as it goes, its control in sight.
 */
export function focusRefused(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  control.closest<HTMLElement>('.field')?.scrollIntoView({ block: 'nearest' });
  if (!inSight(control, control.closest<HTMLElement>('.drawer-body'))) control.scrollIntoView({ block: 'nearest' });
}

/** What the shopper does that ends the drawer's hold on where a control lies: their own key, pointer or scroll. */
const SHOPPER_MOVES = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * Gives focus back to a control of the view (the review's edit link an edit began from), in sight with its ring: the body
 * is not scrolled back to its top, which would leave the shopper's place under the footer, but to the control, in the
 * middle of what shows above the footer (the body's scroll padding, keepClearOfFooter). The view is still settling as it
 * takes focus (the review's benefits and estimate arrive after it, 200 px above the patient's edit link at 360 px), so
 * until the shopper moves or the control loses focus, each change of the view's size brings the control back in sight.
 * Answers the undo.
 */
function showControl(control: HTMLElement, body: HTMLElement): () => void {
  const bring = () => {
    if (!inSight(control, body)) control.scrollIntoView({ block: 'center' });
  };
  control.focus({ preventScroll: true });
  bring();
  if (typeof ResizeObserver !== 'function') return () => undefined;
  const observer = new ResizeObserver(bring);
  for (const part of body.children) observer.observe(part);
  const scope = body.closest('dialog') ?? body;
  const stop = () => {
    observer.disconnect();
    for (const move of SHOPPER_MOVES) scope.removeEventListener(move, stop, true);
    control.removeEventListener('blur', stop);
  };
  for (const move of SHOPPER_MOVES) scope.addEventListener(move, stop, true);
  control.addEventListener('blur', stop);
  return stop;
}

/**
 * Shows the view from its top once the view has loaded and rendered its heading; or, when the move names a control of
 * the view to give focus back to (`back`, an id: an edit ended on the review, src/domain/drawer/edit-route.ts), that
 * control, once rendered with the heading. A control the view no longer shows leaves focus to the heading.
 */
export function focusHeadingWhenShown(body: HTMLElement, back: string | null = null): () => void {
  let release = (): void => undefined;
  const focus = () => {
    const heading = body.querySelector<HTMLElement>(VIEW_HEADING);
    if (!heading) return false;
    const control = back ? (body.getRootNode() as ShadowRoot | Document).getElementById(back) : null;
    if (control && body.contains(control)) release = showControl(control, body);
    else showFromTop(heading);
    return true;
  };
  if (focus()) return () => release();
  const observer = new MutationObserver(() => focus() && observer.disconnect());
  observer.observe(body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    release();
  };
}

/** The drawer body's custom property that holds the height of the view's sticky footer (drawer-styles.ts pads by it). */
export const FOOTER_HEIGHT = '--db-footer-height';

/**
 * Keeps what takes focus clear of the view's sticky footer (WCAG 2.4.11, focus not obscured): the drawer's body is
 * padded for scrolling by the footer's height as it is now (its estimate line, its buttons wrapped at 320 px), and the
 * browser scrolls a focused field, or an error scrolled into view, above the footer instead of under it. A fixed
 * padding fell short of the footer with the estimate (129 px at 320 px). Answers the undo.
 */
export function keepClearOfFooter(footer: HTMLElement | null): () => void {
  const body = footer?.closest<HTMLElement>('.drawer-body');
  if (!footer || !body || typeof ResizeObserver !== 'function') return () => undefined;
  let height = '';
  const observer = new ResizeObserver(() => {
    height = `${footer.offsetHeight}px`;
    // The CSS object model, not a style attribute: a shop's strict Content-Security-Policy allows it.
    body.style.setProperty(FOOTER_HEIGHT, height);
  });
  observer.observe(footer);
  return () => {
    observer.disconnect();
    // The next view's footer may have written its own height already.
    if (body.style.getPropertyValue(FOOTER_HEIGHT) === height) body.style.removeProperty(FOOTER_HEIGHT);
  };
}

/** The controls a phone brings its on-screen keyboard up for. */
const TYPED = 'input:not([type=checkbox]):not([type=radio]):not([type=file]),select,textarea';

/**
 * Keeps the focused field in sight as the on-screen keyboard comes up, which shrinks the visual viewport: the browser
 * left the drawer scrolled as it was, so the field lay under the keyboard, and typing in it then brought only its caret
 * up, the field's lower edge under the sticky footer (on a short screen the whole panel scrolls, and the field was cut
 * off). While a field of the drawer has focus, each resize of the visual viewport scrolls it into sight whole, above
 * the footer (the body's scroll padding, keepClearOfFooter) or the short screen's edges, once the new layout is drawn.
 * Answers the undo.
 */
export function keepFieldInSight(dialog: HTMLElement): () => void {
  const viewport = dialog.ownerDocument.defaultView?.visualViewport;
  if (!viewport) return () => undefined;
  let frame = 0;
  const bringIn = () => {
    const field = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
    if (field instanceof HTMLElement && dialog.contains(field) && field.matches(TYPED)) field.scrollIntoView({ block: 'nearest' });
  };
  // Two frames: the first lays the smaller screen out, the footer's new height lands in the scroll padding after it.
  const resized = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => (frame = requestAnimationFrame(bringIn)));
  };
  const focused = (event: FocusEvent) => {
    if (event.target instanceof Element && event.target.matches(TYPED)) viewport.addEventListener('resize', resized);
  };
  const left = () => viewport.removeEventListener('resize', resized);
  dialog.addEventListener('focusin', focused);
  dialog.addEventListener('focusout', left);
  return () => {
    dialog.removeEventListener('focusin', focused);
    dialog.removeEventListener('focusout', left);
    left();
    cancelAnimationFrame(frame);
  };
}
