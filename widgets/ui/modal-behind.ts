// What a modal dialog does to the page behind it (WAI-ARIA modal dialog practice): everything around it is
// inert, so no control behind it (the review's Submit) can be clicked, focused or read, and Tab stays in the dialog.
import type { KeyboardEvent } from 'react';

/**
 * What can take focus by Tab inside a dialog: a disclosure's summary (the drawer's "Why we ask") is a control like a
 * button; a hidden input never is.
 */
export const TABBABLE =
  'a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),details>summary:first-of-type,[tabindex]:not([tabindex="-1"])';

/**
 * Whether the browser's Tab can stop on a control as the page stands: one laid out (not inside display:none, such as the
 * drawer's tip on a view without fields, nor inside a closed disclosure) and not inert. A trap whose first or last
 * control is one Tab passes by would focus nothing, and let Tab leave the dialog.
 */
function reachable(element: HTMLElement): boolean {
  if (element.closest('[inert]')) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/**
 * The controls Tab reaches inside a dialog, in the order it reaches them (document order: nothing here sets a positive
 * tabindex); the drawer's trap and the confirmations' walk the same list the browser does.
 */
export function tabbables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(reachable);
}

/**
 * Marks every sibling of the dialog and of each of its ancestors inert, up to its document or shadow root, and keeps
 * doing so for elements added there while it is open (a view re-rendering behind it). Answers the undo, which leaves
 * alone what was inert before.
 */
export function inertBehind(dialog: HTMLElement): () => void {
  const marked = new Set<Element>();
  const mark = (element: Element, keep: Element) => {
    if (element === keep || element.hasAttribute('inert') || element.localName === 'style' || element.localName === 'script') return;
    element.setAttribute('inert', '');
    marked.add(element);
  };
  const observers: MutationObserver[] = [];
  for (let node: Element = dialog; node.parentElement; node = node.parentElement) {
    const keep = node;
    for (const sibling of node.parentElement.children) mark(sibling, keep);
    const observer = new MutationObserver((changes) => {
      for (const change of changes) for (const added of change.addedNodes) if (added instanceof Element) mark(added, keep);
    });
    observer.observe(node.parentElement, { childList: true });
    observers.push(observer);
  }
  return () => {
    for (const observer of observers) observer.disconnect();
    for (const element of marked) element.removeAttribute('inert');
  };
}

/**
 * Keeps Tab and Shift+Tab cycling through the dialog's own controls. A native modal dialog already makes the page
 * inert, but Tab past its last control would reach the browser's chrome; and inside the drawer, the drawer's own trap
 * must not see these keys.
 */
export function trapTabIn(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  event.stopPropagation();
  const dialog = event.currentTarget;
  const items = tabbables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  const active = (dialog.getRootNode() as ShadowRoot | Document).activeElement;
  if (!first || !last) return event.preventDefault();
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** The element that has focus, looking through shadow roots: the control that opened a dialog. */
export function deepActiveElement(from: Document | ShadowRoot = document): HTMLElement | null {
  let active = from.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}
