// Where a widget's shadow root goes: never over the host page's own content (spec 001 section 6, render; DESIGN: never
// break the host page). A shadow root hides an element's children, and closing a widget empties its root; so a widget
// asked onto an element that holds the shop's content, or the shop's own shadow root, mounts into a fresh child it
// appends, and takes only that child away again.

/** The shadow roots the widgets attached: ours to reuse and to empty. */
const ours = new WeakSet<ShadowRoot>();

/**
 * Keys pressed in a widget end at its shadow root. Above it the page sees them come from the mount element, not from the
 * field typed in or the button pressed, so a shortcut of the shop's that leaves keys typed in a text field alone (most
 * check the event's target) would take the shopper's letters, Space or Escape (the drawer's close) as its own. The page's
 * capture listeners (analytics, the widgets' own inactivity count) still hear every key.
 */
const KEY_EVENTS = ['keydown', 'keypress', 'keyup'];
const keepKey = (event: Event): void => event.stopPropagation();

/** Marks the child element a widget appended to hold it, so a shop's stylesheet or a test can tell it from the shop's own. */
export const MOUNT_CHILD_ATTRIBUTE = 'data-direct-billing-mount';

/** Whether the element shows something of the host's: an element, or text other than white space. */
function holdsHostContent(element: HTMLElement): boolean {
  return Array.from(element.childNodes).some((node) => node.nodeType === Node.ELEMENT_NODE || (node.nodeType === Node.TEXT_NODE && !!node.textContent?.trim()));
}

/** A widget's place: the element whose shadow root it renders in, and whether that is a child the widget appended. */
export interface MountPoint {
  host: HTMLElement;
  shadow: ShadowRoot;
  appended: boolean;
}

/**
 * The shadow root a widget renders in on this element: the element's own when it is empty (or holds only a root we
 * attached before), else a fresh child's. Null when no shadow root can be had (a void element, a closed root of the
 * shop's); the caller then reports the widget could not mount.
 */
export function mountPointIn(element: HTMLElement): MountPoint | null {
  const foreignRoot = element.shadowRoot !== null && !ours.has(element.shadowRoot);
  const appended = foreignRoot || holdsHostContent(element);
  const host = appended ? element.ownerDocument.createElement('div') : element;
  let shadow: ShadowRoot;
  try {
    shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  } catch {
    return null;
  }
  ours.add(shadow);
  for (const type of KEY_EVENTS) shadow.addEventListener(type, keepKey);
  if (appended) {
    host.setAttribute(MOUNT_CHILD_ATTRIBUTE, '');
    element.append(host);
  }
  return { host, shadow, appended };
}

/** Takes a widget away: the child it appended goes, or its own shadow root is emptied; the host's content stays. */
export function leaveMountPoint(point: MountPoint): void {
  if (point.appended) point.host.remove();
  else point.shadow.replaceChildren();
}
