// How many times a screen reader says a text as the screen stands: once for each live region holding it (an alert, a
// status, aria-live), and once more if the focused element's name or description holds it. An error must be said
// exactly once: by the focus or by a live region, never by both (a focused Try again inside an alert was read twice).

/** The roles whose name comes from their content when nothing labels them. */
const NAMED_BY_CONTENT = /^(?:button|link|heading|option|checkbox|radio|switch|tab|menuitem)$/;

/** The implicit role of the few elements the drawer focuses without a role attribute. */
function roleOf(element: Element): string {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit;
  if (/^H[1-6]$/.test(element.tagName)) return 'heading';
  if (element.tagName === 'A' && element.hasAttribute('href')) return 'link';
  return element.tagName === 'BUTTON' || element.tagName === 'SUMMARY' ? 'button' : '';
}

/** The text of the elements the ids name, as aria-labelledby and aria-describedby read them. */
function referenced(element: Element, attribute: string): string {
  const root = element.getRootNode() as Document | ShadowRoot;
  return (element.getAttribute(attribute) ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => root.getElementById(id)?.textContent ?? '')
    .join(' ');
}

/** What the focused element is called and described as, the way a screen reader says it when it takes focus. */
export function focusSays(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return '';
  const name = focused.hasAttribute('aria-labelledby')
    ? referenced(focused, 'aria-labelledby')
    : (focused.getAttribute('aria-label') ?? (NAMED_BY_CONTENT.test(roleOf(focused)) ? (focused.textContent ?? '') : ''));
  return `${name} ${referenced(focused, 'aria-describedby')}`.replace(/\s+/g, ' ').trim();
}

/** The outermost live regions of the page (a region inside another is said with it). */
function liveRegions(root: ParentNode): Element[] {
  const all = [...root.querySelectorAll('[role="alert"],[role="status"],[role="log"],[aria-live]:not([aria-live="off"])')];
  return all.filter((region) => !all.some((other) => other !== region && other.contains(region)));
}

/** How a live region is said: an alert (or aria-live="assertive") interrupts the screen reader, the others wait their turn. */
export type Politeness = 'assertive' | 'polite';

/**
 * How each live region holding the text says it, in the page's order: ['polite'] for a status line, ['assertive'] for
 * an alert, [] where no region holds it.
 */
export function howSaid(text: string, root: ParentNode = document.body): Politeness[] {
  return liveRegions(root)
    .filter((region) => region.textContent?.includes(text))
    .map((region) => {
      const live = region.getAttribute('aria-live');
      return (live ? live === 'assertive' : region.getAttribute('role') === 'alert') ? 'assertive' : 'polite';
    });
}

/** How many times the text is said: by each live region holding it, and by the focus. */
export function timesSaid(text: string, root: ParentNode = document.body): number {
  const regions = liveRegions(root).filter((region) => region.textContent?.includes(text)).length;
  return regions + (focusSays().includes(text) ? 1 : 0);
}

/**
 * How many times the text is where a screen reader can reach it at rest: in text not hidden from it (aria-hidden), and
 * in the names elements take from other elements (aria-labelledby), so words shown and also naming a control count twice.
 */
export function timesReadable(text: string, root: Element = document.body): number {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let texts = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.includes(text) && !node.parentElement?.closest('[aria-hidden="true"]')) texts++;
  }
  const named = [...root.querySelectorAll('[aria-labelledby]')].filter((element) => referenced(element, 'aria-labelledby').includes(text)).length;
  return texts + named;
}

/** The lines of an element's text as it shows them and a screen reader reads them line by line: split at its <br>s. */
export function linesOf(element: Element): string[] {
  const lines = [''];
  const walk = (node: Node): void => {
    if (node.nodeName === 'BR') lines.push('');
    else if (node.nodeType === Node.TEXT_NODE) lines[lines.length - 1] += node.textContent ?? '';
    else node.childNodes.forEach(walk);
  };
  element.childNodes.forEach(walk);
  return lines;
}

/** What a live region, or an element inside one, matches. */
const LIVE = '[role="alert"],[role="status"],[role="log"],[aria-live]:not([aria-live="off"])';

/** What the page's live regions did while watched (watchLiveRegions). */
export interface LiveWatch {
  /** Each text a region already in the page took: what a screen reader reads as it changes. */
  said: string[];
  /** Each region inserted already holding its text, which screen readers often do not read (or read twice). */
  insertedSaying: string[];
  /** Takes in the changes made so far, which the observer would otherwise hear a microtask later. */
  flush: () => void;
  stop: () => void;
}

/**
 * Watches the live regions under `root` as a screen reader hears them: a region must be in the page, empty, before its
 * text comes for the text to be read. Changes made in one task reach the lists together: `flush` between two changes
 * the test makes at once (a dialog rendered, then its record changed) hears them apart.
 */
export function watchLiveRegions(root: Node = document.body): LiveWatch {
  const text = (region: Element) => (region.textContent ?? '').replace(/\s+/g, ' ').trim();
  const hear = (records: MutationRecord[]) => {
    const added = new Set(records.flatMap((record) => [...record.addedNodes]));
    // A region inserted in this batch, itself or inside what was inserted: its text came with it.
    const inserted = (node: Node) => {
      for (let at: Node | null = node; at; at = at.parentNode) if (added.has(at)) return true;
      return false;
    };
    const insertedRegions = new Set<Element>();
    const changed = new Set<Element>();
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) for (const region of [node, ...node.querySelectorAll(LIVE)]) if (region.matches(LIVE)) insertedRegions.add(region);
      }
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = target?.closest(LIVE);
      if (region && !inserted(region)) changed.add(region);
    }
    for (const region of insertedRegions) if (region.isConnected && text(region)) watch.insertedSaying.push(text(region));
    for (const region of changed) if (text(region)) watch.said.push(text(region));
  };
  const observer = new MutationObserver(hear);
  const watch: LiveWatch = {
    said: [],
    insertedSaying: [],
    flush: () => hear(observer.takeRecords()),
    stop: () => {
      watch.flush();
      observer.disconnect();
    },
  };
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  return watch;
}

/** What focus said while watched (watchFocus). */
export interface FocusWatch {
  /** What each move of focus said, the name and description of the element that took it: every screen reader says it. */
  said: string[];
  /**
   * Each name and description the focused element took while it kept focus. NVDA says a name changed on the focused
   * element; VoiceOver and JAWS may not. A screen said this way is said by some readers and not others, and twice by
   * NVDA if it is also given a focus move.
   */
  renamed: string[];
  /** How many times focus fell from an element to the page's body, which a reader says as the page it lands on. */
  fell: number;
  /** Takes in the changes made so far, which the observer would otherwise hear a microtask later. */
  flush: () => void;
  stop: () => void;
}

/**
 * Watches what focus says as a screen reader hears it: a focus move once the task that made it is done (the browser tells
 * the reader where focus is as it hands over the task's changes, so focus taken away and given back to the same element
 * in one task is no move, and focusing the element that has focus is none either), and a change of the focused element's
 * name or description while it keeps focus; and focus fallen to the page's body between two tasks.
 */
export function watchFocus(root: Node = document.body): FocusWatch {
  let element: Element | null = document.activeElement === document.body ? null : document.activeElement;
  let words = element ? focusSays() : '';
  const hear = () => {
    const active = document.activeElement;
    const now = active && active !== document.body ? active : null;
    const says = now ? focusSays() : '';
    if (now !== element) {
      if (now) watch.said.push(says);
      else watch.fell++;
    } else if (now && says !== words) watch.renamed.push(says);
    element = now;
    words = says;
  };
  const moved = () => queueMicrotask(hear);
  const observer = new MutationObserver(hear);
  const watch: FocusWatch = {
    said: [],
    renamed: [],
    fell: 0,
    flush: () => {
      observer.takeRecords();
      hear();
    },
    stop: () => {
      watch.flush();
      observer.disconnect();
      document.removeEventListener('focusin', moved, true);
      document.removeEventListener('focusout', moved, true);
    },
  };
  document.addEventListener('focusin', moved, true);
  document.addEventListener('focusout', moved, true);
  observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-label', 'aria-labelledby', 'aria-describedby'] });
  return watch;
}
