// The base stylesheet of every shadow root. Host rules cannot select inside a shadow root, but
// inherited properties (font, colour, letter-spacing...) would flow in through the host element,
// even with !important; the root wrapper resets them all. Custom properties still inherit, so a
// shop may theme us on purpose (--db-accent). Adopted as a constructed sheet: a strict CSP allows it. Any word may
// break (overflow-wrap:anywhere): an insurer or a shopper may send one longer than a 320 px screen.

/** Breakpoints of spec 000 section 9 used by the styles: sm 600 px. */
export const BASE_CSS = `
:host{display:block}
.root{all:initial;display:block;overflow-wrap:anywhere;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1f;
--db-accent:var(--db-theme-accent,#0b57d0);--db-accent-ink:#fff;--db-border:#6b6b76;--db-muted:#4a4a55;--db-danger:#b3261e;--db-surface:#fff;--db-focus:#1a73e8}
*,*::before,*::after{box-sizing:border-box}
h2,h3,p,ol,ul{margin:0 0 .75rem}
button,a{font:inherit}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:.5rem 1.25rem;border-radius:999px;
border:2px solid var(--db-accent);background:var(--db-accent);color:var(--db-accent-ink);font-weight:600;cursor:pointer;text-decoration:none}
.btn.secondary{background:transparent;color:var(--db-accent)}
a{color:var(--db-accent)}
:focus-visible{outline:3px solid var(--db-focus);outline-offset:2px}
.muted{color:var(--db-muted);font-size:.9375rem}
.error{color:var(--db-danger)}
.disclaimers p{margin:.75rem 0 .25rem;font-weight:600}.disclaimers ul{margin:0;padding-left:1.25rem}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}
`;

const sheets = new Map<string, CSSStyleSheet>();

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
  if (typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) for (const text of [BASE_CSS, ...css]) sheetOf(text);
}

/** Gives a shadow root the base sheet plus its own; falls back to a style element where constructed sheets are missing. */
export function adoptStyles(root: ShadowRoot, ...css: string[]): void {
  const all = [BASE_CSS, ...css];
  if (constructable(root)) {
    root.adoptedStyleSheets = all.map(sheetOf);
    return;
  }
  const style = root.ownerDocument.createElement('style');
  style.textContent = all.join('\n');
  root.prepend(style);
}
