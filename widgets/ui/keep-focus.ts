// Where focus goes when the control that had it leaves the call-to-action or the toggle without the shopper's doing:
// the claim changed in the background (submitted or cancelled in another tab, a poll, the session's end) and the widget
// drew its new state. The browser would drop focus to the page's body, and a keyboard or screen-reader shopper would
// lose their place.

/** The widget's status text or main control: the call-to-action's heading, the toggle's switch. */
const TARGET = 'h2[tabindex="-1"],[role=switch]';

const kept = new WeakSet<Element>();

/** The widgets keepFocus watches, in the order they mounted. */
const watched = new Set<HTMLElement>();

/**
 * Where focus goes when a drawer that no control of the page opened closes (it opened by itself as the shopper came
 * back from signing in): the call-to-action's heading, which reads where the claim stands and is followed by its
 * action, else the switch. Null when the page shows neither; the browser then keeps focus where it falls.
 */
export function widgetHome(): HTMLElement | null {
  for (const widget of watched) if (!widget.isConnected) watched.delete(widget);
  const find = (selector: string) => [...watched].map((widget) => widget.querySelector<HTMLElement>(selector)).find(Boolean) ?? null;
  return find('h2[tabindex="-1"]') ?? find('[role=switch]');
}

/**
 * A ref for the widget's outermost element. Once the element that had focus inside it is gone and focus is on nothing
 * else, the widget's heading or switch takes it, so a screen reader reads the new state; focus the shopper had moved
 * elsewhere on the page stays there.
 */
export function keepFocus(widget: HTMLElement | null): void {
  if (!widget || kept.has(widget)) return;
  kept.add(widget);
  watched.add(widget);
  const doc = widget.ownerDocument;
  let had: Node | null = null;
  widget.addEventListener('focusin', (event) => (had = event.target as Node));
  widget.addEventListener('focusout', (event) => {
    // Focus moved on, to an element or (a click beside one) to the body. Not when the window lost it (another tab: it
    // comes back where it was), nor Chromium's focusout of the element being taken away, which is gone by then.
    if (event.relatedTarget) had = null;
    else
      queueMicrotask(() => {
        if (had?.isConnected && doc.hasFocus()) had = null;
      });
  });
  new MutationObserver(() => {
    if (!had || had.isConnected || (doc.activeElement && doc.activeElement !== doc.body)) return;
    had = null;
    widget.querySelector<HTMLElement>(TARGET)?.focus();
  }).observe(widget, { childList: true, subtree: true });
}
