// The drawer's stylesheet, added to its shadow root when the drawer first opens: the panel, its header, and the
// pieces every view shares (fields, footer, alerts, cards, spinner).
import { adoptStyles } from '../ui/styles.ts';
import { CONFIRM_CSS } from '../ui/Confirm.tsx';

/**
 * A right-hand panel, full width on small screens (xs 320 px to sm 600 px, spec 000 section 9). A view's footer sticks
 * to the bottom of the panel's scrolling body, so its main button is on screen on a phone without scrolling. On a short
 * screen (a phone held sideways, a desktop zoomed in to 400 %: 320 × 256) the header and a sticky footer would leave a
 * line or two of the view between them, so there the whole panel scrolls as one page and the footer ends the view; its
 * scroll padding leaves a focused field's ring room at its edges (focus.ts, keepFieldInSight).
 * The body's scroll padding is room for the focus ring at its top, and at its bottom the footer's height as measured
 * (focus.ts, keepClearOfFooter) and the ring, so a focused control is scrolled into sight whole, never under the footer
 * nor cut by the header. The tip after the footer keeps clear of the footer's margin over the body's padding.
 * A field in error is marked by its border (a checkbox by an outline), never by the focus ring's look: focused, it shows
 * the ring every control shows (WCAG 2.4.7), a checkbox's ring taking the place of its red outline. In forced colours
 * the ring alone is Highlight; the error's marks are CanvasText, in a shape of their own (a double border, a dashed
 * outline), so a focused field in error is told from one that only is in error.
 * The body holds its own visually hidden text (.sr-only, positioned): without a positioned body, such text far down a
 * long view (the review's "opens in a new tab") overflowed the panel, which grew a second scrollbar beside the body's.
 * Whichever scrolls, the body or the short screen's panel, keeps its scrolling: past its end the wheel or a finger does
 * not go on to scroll the shop's page behind the drawer.
 * A footer's cancel held while the claim is on its way looks as the controls behind a dialog do: there, not for now.
 * A spinner stands on a line of its own above what it says: inline before its message, it pushed the message's first
 * line in by its width and left the lines after it at the margin.
 * A footer button waiting on its call keeps its words (a name changed under focus is misread), so the wait shows as a
 * small spinner after them, in the button's own colour (forced colours too); still, not gone, when motion is reduced.
 * Where the shopper's text is large for the screen (200 % text on 320 px: the width is under 14 of the browser's em), the
 * step and its bar take the header's whole width under the title, back and close: beside them, « Étape 4 sur 4 », held
 * whole by its no-break spaces, was wider than the title's column and broken anyway.
 * A select's chosen option it cuts is written whole under it (kit/Field.tsx), in line with the select's own text.
 * A table of amounts (the estimate's, the quote's) puts each amount beside its label, and under it at the right edge when
 * the two do not fit side by side (a 320 px screen, 200 % text): a row that only shrank its label made the base sheet's
 * overflow-wrap:anywhere cut the label's words ("Monta/nt"). The amounts still line up in one column, each on one line.
 * The header's back and close icons grow with the shopper's text, never below their 24 px (a shop's small font); the
 * other controls' marks (checkbox, radio, spinner, a field's error sign) are sized in em already.
 */
export const DRAWER_CSS = `${CONFIRM_CSS}
dialog.drawer{position:fixed;inset:0 0 0 auto;margin:0;width:min(100%,30em);max-width:100%;height:100%;max-height:none;padding:0;border:0;
background:var(--db-surface);color:inherit;display:flex;flex-direction:column;box-shadow:-8px 0 24px rgb(0 0 0/.25);overscroll-behavior:contain}
dialog.drawer::backdrop{background:rgb(0 0 0/.5)}
dialog.drawer [inert] :is(.btn,.link,.icon),.footer .held{opacity:.45;filter:grayscale(1)}
.footer .held{cursor:not-allowed}
.drawer-header{display:flex;align-items:flex-start;gap:.5em;padding:.75em 1em;border-bottom:1px solid var(--db-line)}
.drawer-title{flex:1;min-width:0}
.drawer-header h2{margin:.5em 0 .25em;font-size:1.125em}
.drawer-header p{margin:0 0 .25em}
progress{display:block;width:100%;height:.5em;accent-color:var(--db-accent)}
@media (max-width:14em){.drawer-header{flex-wrap:wrap;row-gap:0}.drawer-title{display:contents}.drawer-header h2{flex:1;min-width:0}.drawer-title>:not(h2){order:1;flex:1 0 100%}}
.drawer-body{position:relative;flex:1;overflow:auto;overscroll-behavior:contain;padding:1em 1.25em 2em;scroll-padding:calc(var(--db-focus-width) + .5em) 0 calc(var(--db-footer-height,6em) + var(--db-focus-width) + .5em)}
h3{font-size:1.25em;line-height:1.3}
h4{font-size:1em;margin:1em 0 .5em}
.icon{display:inline-flex;align-items:center;justify-content:center;flex:none;min-width:44px;min-height:44px;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.icon svg{width:max(24px,1.5em);height:max(24px,1.5em)}
.back-place{padding:1px 6px;cursor:auto}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:.75em;margin-top:1.5em}
.footer{position:sticky;bottom:-2em;z-index:1;margin:1.5em -1.25em -2em;padding:.75em 1.25em max(.75em,env(safe-area-inset-bottom));background:var(--db-surface);border-top:1px solid var(--db-line)}
.link{min-height:44px;padding:.5em .25em;border:0;background:none;color:var(--db-accent);text-decoration:underline;cursor:pointer}
.steps{padding-left:1.5em}.steps[aria-busy=true]{visibility:hidden}
.steps li{margin-bottom:.5em}
.list-plain{list-style:none;padding:0}
.amounts div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:0 1em}.amounts dd{margin:0 0 0 auto;text-align:end;white-space:nowrap;font-variant-numeric:tabular-nums}
.insurers{display:grid;gap:.5em;justify-items:start}
.field{display:grid;gap:.25em;margin-bottom:1em}
.field label{font-weight:600}
.field input[type=text],.field select,input[type=search]{font:inherit;min-height:44px;width:100%;padding:.5em .75em;border:1px solid var(--db-border);border-radius:calc(var(--db-radius)*2/3);background:var(--db-surface);color:inherit}
.field .chosen{margin:0;padding:0 .75em}
.field.check{grid-template-columns:auto 1fr;align-items:start;column-gap:.75em}
.field.check input{width:1.5em;height:1.5em;margin:0;accent-color:var(--db-accent)}
.field.check .field-error,.field.check>:not(input):not(label){grid-column:1/-1}
.hint{margin:0;color:var(--db-muted);font-size:.9375em}
.field-error{display:flex;align-items:flex-start;gap:.375em;margin:0;color:var(--db-danger);font-weight:600}
.field-error-icon{flex:none;width:1.25em;height:1.25em;margin-top:.0625em}
.field.invalid input,.field.invalid select{border:2px solid var(--db-danger);border-left-width:.5em}
.field.check.invalid input{outline:2px solid var(--db-danger);outline-offset:2px}
.field.check.invalid input:focus-visible{outline:var(--db-focus-width) solid var(--db-focus)}
@media (forced-colors:active){dialog.drawer{border-left:2px solid CanvasText}.spinner{border-top-color:Highlight}.field.invalid input,.field.invalid select{border-color:CanvasText;border-style:double;border-width:4px 4px 4px .5em}.field-error,.field-error-icon{color:CanvasText}.field.check.invalid input{outline:2px dashed CanvasText}.field.check.invalid input:focus-visible{outline:var(--db-focus-width) solid Highlight}}
.alert{border-left:4px solid var(--db-danger);padding:.5em .75em;margin:1em 0;background:var(--db-danger-tint)}
.note{border-left:4px solid var(--db-accent);padding:.5em .75em;margin:1em 0;background:var(--db-accent-tint)}
.tip{margin:2.5em 0 0;color:var(--db-muted)}
.drawer-body:not(:has(input,select,textarea)) .tip{display:none}
@media (max-height:30em){dialog.drawer{display:block;overflow:auto;scroll-padding:calc(var(--db-focus-width) + .5em) 0}.drawer-body{overflow:visible}.footer{position:static}}
.tip summary{cursor:pointer;min-height:44px;display:flex;align-items:center;color:var(--db-accent);font-weight:600}
.card{border:1px solid var(--db-line);border-radius:var(--db-radius);padding:calc(4*var(--db-space));margin:0 0 1em}
.spinner{display:block;width:2.5em;height:2.5em;margin:1em 0;border:4px solid var(--db-line);border-top-color:var(--db-accent);border-radius:50%;animation:db-spin 1s linear infinite}
@keyframes db-spin{to{transform:rotate(360deg)}}
.footer .btn[aria-busy=true]::after{content:"";flex:none;width:1em;height:1em;margin-inline-start:.5em;border:2px solid;border-right-color:transparent;border-radius:50%;animation:db-spin 1s linear infinite}
.skeleton{display:grid;gap:.75em}
.bar{display:block;height:1em;border-radius:4px;background:var(--db-line)}
.bar.short{width:60%}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

/** Adds the drawer sheet to the shadow root holding the dialog (every root has the base sheet already). */
export function adoptStylesOnce(element: HTMLElement): void {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot) || root.host.hasAttribute('data-db-drawer-styled')) return;
  root.host.setAttribute('data-db-drawer-styled', '');
  adoptStyles(root, DRAWER_CSS);
}
