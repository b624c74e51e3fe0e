// The base stylesheet of every shadow root. Host rules cannot select inside a shadow root, but
// inherited properties (font, colour, letter-spacing...) would flow in through the host element,
// even with !important; the root wrapper resets them all but the font family, which is the shop's own unless its
// appearance sets one. Custom properties still inherit: the defaults below are the default look (the default brand
// without an appearance); a shop with a look of its own gets the theme sheet (theme.ts) over them, which sets every
// --db-* variable on the host. Adopted as a constructed sheet: a strict CSP allows it. Any word may break
// (overflow-wrap:anywhere): an insurer or a shopper may send one longer than a 320 px screen. In forced colours
// (Windows high contrast) every state colour alone marked gets a system colour or a border of its own. The text is the
// shopper's own default size (medium: the browser's setting, whatever the shop's html font-size), every other size in
// em of it, so the widgets grow with the page's text for a shopper who set a larger default, and a page whose root is
// 10 px does not shrink them; a shop's appearance may still set its own (fontSizeBase). A button's corners are at most
// half the height of a one-line button: a pill on one line, a rounded rectangle whose text stays inside once its words
// wrap (200 % text on a phone), where an oval would cut them. A contact phone number is never cut across lines (.phone):
// "1-800-" at a line's end and "555-0199" on the next read as two numbers, the second none to call.

/** Breakpoints of spec 000 section 9 used by the styles: sm 600 px. */
export const BASE_CSS = `
:host{display:block;--db-text:#1b1b1f;--db-surface:#fff;--db-accent:#0b57d0;--db-accent-ink:#fff;--db-accent-tint:#ebf2fb;--db-danger:#b3261e;
--db-danger-tint:#faf0ef;--db-muted:#5f5f62;--db-success:#146c2e;--db-border:#828284;--db-line:#d1d1d2;--db-focus:#1a73e8;--db-focus-width:3px;
--db-font-size:medium;--db-radius:12px;--db-radius-button:999px;--db-space:4px}
.root{all:initial;color-scheme:light;display:block;overflow-wrap:anywhere;font-family:inherit;font-size:var(--db-font-size);line-height:1.5;color:var(--db-text)}
*,*::before,*::after{box-sizing:border-box}
h2,h3,p,ol,ul{margin:0 0 calc(3*var(--db-space))}
button,a{font:inherit}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:calc(2*var(--db-space)) calc(5*var(--db-space));border-radius:min(var(--db-radius-button),calc(.75em + 2*var(--db-space) + 2px));
border:2px solid var(--db-accent);background:var(--db-accent);color:var(--db-accent-ink);font-weight:600;cursor:pointer;text-decoration:none}
.btn.secondary{background:transparent;color:var(--db-accent)}
button[aria-busy=true]{opacity:.6;cursor:progress}
a{color:var(--db-accent)}
:focus-visible{outline:var(--db-focus-width) solid var(--db-focus);outline-offset:2px}
.muted{color:var(--db-muted);font-size:.9375em}
.error{color:var(--db-danger)}
.disclaimers p{margin:calc(3*var(--db-space)) 0 var(--db-space);font-weight:600}.disclaimers ul{margin:0;padding-left:1.25em}
.phone{white-space:nowrap}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
@media (forced-colors:active){:focus-visible{outline-color:Highlight}.btn{border-color:ButtonText}
.btn:not(.secondary){forced-color-adjust:none;background:ButtonText;color:ButtonFace}}
`;

const sheets = new Map<string, CSSStyleSheet>();

/** The shop's theme sheet, when it has a look of its own; none draws the default look. */
let theme: string | null = null;

/** Sets the theme sheet every root adopts from now on, before the first widget mounts (the loader's one call). */
export function applyTheme(css: string): void {
  theme = css || null;
}

/** The sheets every root adopts before its own: the base sheet and the theme over it. */
const shared = (): string[] => (theme ? [BASE_CSS, theme] : [BASE_CSS]);

/** Whether the root can adopt constructed sheets (a strict CSP allows them; old engines lack them). */
export function constructable(root: ShadowRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

/** One constructed sheet per text, shared by every root that adopts it. */
export function sheetOf(text: string): CSSStyleSheet {
  let sheet = sheets.get(text);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    sheets.set(text, sheet);
  }
  return sheet;
}

/** Parses the base sheet and these ahead of the roots that adopt them, in a task of their own, so no mount is a long task. */
export function prepareSheets(...css: string[]): void {
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) for (const text of [...shared(), ...css]) sheetOf(text);
}

/**
 * Gives a shadow root the base sheet, the shop's theme and its own; falls back to a style element where constructed
 * sheets are missing.
 */
export function adoptStyles(root: ShadowRoot, ...css: string[]): void {
  const all = [...shared(), ...css];
  if (constructable(root)) {
    root.adoptedStyleSheets = all.map(sheetOf);
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = all.join('\n');
  root.prepend(style);
}
