// Where focus goes when the control that had it leaves the call-to-action or the toggle without the shopper's doing:
// the claim changed in the background (submitted or cancelled in another tab, a poll, the session's end) and the widget
// drew its new state. The browser would drop focus to the page's body, and a keyboard or screen-reader shopper would
// lose their place.
import { useCallback, useRef } from 'react';

/** The widget's status text or main control: the call-to-action's heading, the toggle's switch. */
const TARGET = 'h2[tabindex="-1"],[role=switch]';

/**
 * The widgets watched, in the order they mounted, each with what lets it go: held only while mounted, so a widget a
 * single-page shop's router took away (or a card the call-to-action drew anew) is not kept alive with its observer.
 */
const watched = new Map<HTMLElement, () => void>();

/** How many widgets are watched: one per widget mounted (tests). */
export function watching(): number {
  return watched.size;
}

/**
 * Where focus goes when a drawer that no control of the page opened closes (it opened by itself as the shopper came
 * back from signing in): the call-to-action's heading, which reads where the claim stands and is followed by its
 * action, else the switch. Null when the page shows neither; the browser then keeps focus where it falls.
 */
export function widgetHome(): HTMLElement | null {
  const shown = [...watched.keys()].filter((widget) => widget.isConnected);
  const find = (selector: string) => shown.map((widget) => widget.querySelector<HTMLElement>(selector)).find(Boolean) ?? null;
  return find('h2[tabindex="-1"]') ?? find('[role=switch]');
}

/**
 * Once the element that had focus inside the widget is gone and focus is on nothing else, the widget's heading or switch
 * takes it, so a screen reader reads the new state; focus the shopper had moved elsewhere on the page stays there.
 * Answers what stops watching: the observer disconnected, the listeners removed, the widget forgotten.
 */
function watch(widget: HTMLElement): () => void {
  const doc = widget.ownerDocument;
  let had: Node | null = null;
  const focusIn = (event: FocusEvent) => (had = event.target as Node);
  const focusOut = (event: FocusEvent) => {
    // Focus moved on, to an element or (a click beside one) to the body. Not when the window lost it (another tab: it
    // comes back where it was), nor Chromium's focusout of the element being taken away, which is gone by then.
    if (event.relatedTarget) had = null;
    else
      queueMicrotask(() => {
        if (had?.isConnected && doc.hasFocus()) had = null;
      });
  };
  widget.addEventListener('focusin', focusIn);
  widget.addEventListener('focusout', focusOut);
  const observer = new MutationObserver(() => {
    if (!had || had.isConnected || (doc.activeElement && doc.activeElement !== doc.body)) return;
    had = null;
    widget.querySelector<HTMLElement>(TARGET)?.focus();
  });
  observer.observe(widget, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    widget.removeEventListener('focusin', focusIn);
    widget.removeEventListener('focusout', focusOut);
    watched.delete(widget);
  };
}

/**
 * The ref of a widget's outermost element that keeps focus in the widget (watch): called with the element as it mounts,
 * and with null as it unmounts, or before the element that takes its place, which lets the one before go.
 */
export function useKeepFocus(): (widget: HTMLElement | null) => void {
  const release = useRef<(() => void) | null>(null);
  return useCallback((widget: HTMLElement | null) => {
    release.current?.();
    release.current = null;
    if (!widget) return;
    const stop = watch(widget);
    watched.set(widget, stop);
    release.current = stop;
  }, []);
}
