// Adds the stylesheet of a part fetched on demand to the shadow root it renders in; apart from styles.ts, which every
// product page loads, since only those parts need it.
import { constructable, sheetOf } from './styles.ts';

/** Adds a lazy part's rules to the shadow root holding `node`, once; outside a shadow root (tests) it has nowhere to go. */
export function addStyles(node: Node, css: string): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot)) return;
  if (constructable(root)) {
    const sheet = sheetOf(css);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } else if (![...root.querySelectorAll('style')].some((style) => style.textContent === css)) {
    const style = root.ownerDocument.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}
