// The drawer's stylesheet, added to its shadow root when the drawer chunk first runs.
import { adoptStyles } from '../ui/styles.ts';

/** A right-hand panel, full width on small screens (xs 320 px to sm 600 px, spec 000 section 9). */
export const DRAWER_CSS = `
dialog.drawer{position:fixed;inset:0 0 0 auto;margin:0;width:min(100vw,30rem);max-width:100vw;height:100%;max-height:none;padding:0;border:0;
background:var(--db-surface);color:inherit;display:flex;flex-direction:column;box-shadow:-8px 0 24px rgb(0 0 0/.25)}
dialog.drawer::backdrop{background:rgb(0 0 0/.5)}
.drawer-header{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.75rem 1rem;border-bottom:1px solid #d0d0d7}
.drawer-header h2{margin:0;font-size:1.125rem}
.drawer-body{flex:1;overflow:auto;padding:1rem 1.25rem 2rem}
.icon{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;border:0;border-radius:50%;background:transparent;color:inherit;cursor:pointer}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
.steps{padding-left:1.5rem}
.steps li{margin-bottom:.5rem}
.skeleton{display:grid;gap:.75rem}
.bar{display:block;height:1rem;border-radius:4px;background:#e4e4ea}
.bar.short{width:60%}
.sr-only{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

/** Adds the drawer sheet to the shadow root holding the dialog (the loader's root has the base sheet). */
export function adoptStylesOnce(element: HTMLElement): void {
  const root = element.getRootNode();
  if (!(root instanceof ShadowRoot) || root.host.hasAttribute('data-db-drawer-styled')) return;
  root.host.setAttribute('data-db-drawer-styled', '');
  adoptStyles(root, DRAWER_CSS);
}

