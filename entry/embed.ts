// The loader a shop's script tag runs: reads the configuration, mounts the widgets that are asked
// for, and exposes one namespaced API object. Nothing else runs at import time.
import { effect } from '@preact/signals-react';
import { readConfig } from '../src/host/config.ts';
import { createEmitter, type HostEvents, type Listener } from '../src/host/events.ts';
import { setConfig } from '../signals/config.ts';
import { loadSession } from '../signals/session.ts';
import { closeDrawer, DRAWER_TARGETS, drawerTarget, openDrawer, type DrawerTarget } from '../signals/drawer.ts';
import { isMounted, MOUNT_VALUES, mountWidget, unmountWidget, WIDGET_NAMES, type WidgetName } from '../widgets/mount.tsx';

/** The global a shop calls; the only name we add to `window`. */
export const GLOBAL_NAME = 'directBilling';
/** The window object a shop may set before our script runs, instead of or besides data-* attributes. */
export const CONFIG_GLOBAL = 'directBillingConfig';

/** The API object on `window.directBilling`. */
export interface DirectBillingApi {
  version: string;
  open(view?: DrawerTarget): void;
  close(widget?: WidgetName): void;
  render(widget: WidgetName, element?: HTMLElement): boolean;
  on<K extends keyof HostEvents>(name: K, listener: Listener<K>): () => void;
  off<K extends keyof HostEvents>(name: K, listener: Listener<K>): void;
}

const log = (message: string): void => console.error(`[direct-billing] ${message}`);

function ourScript(): HTMLScriptElement | null {
  const here = import.meta.url;
  for (const script of Array.from(document.scripts)) if (script.src === here) return script;
  return document.querySelector<HTMLScriptElement>('script[data-direct-billing-loader]');
}

function mountAsked(root: ParentNode): WidgetName[] {
  const mounted: WidgetName[] = [];
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-direct-billing]'))) {
    const name = MOUNT_VALUES[element.dataset.directBilling ?? ''];
    if (!name) {
      log(`unknown widget "${element.dataset.directBilling ?? ''}"`);
      continue;
    }
    if (mountWidget(element, name)) mounted.push(name);
    else log(`${name} could not be mounted here`);
  }
  return mounted;
}

/** The drawer needs a home; when the page gave none, one is added at the end of the body. */
function ensureDrawerHost(): void {
  if (isMounted('drawerWidget') || isMounted('dbWidget')) return;
  const element = document.createElement('div');
  element.dataset.directBilling = 'drawer';
  document.body.append(element);
  mountWidget(element, 'drawerWidget');
}

function boot(): void {
  if (GLOBAL_NAME in window) return; // loaded twice: the first copy stays in charge
  const script = ourScript();
  const result = readConfig((window as unknown as Record<string, unknown>)[CONFIG_GLOBAL], { ...script?.dataset });
  if (!result.ok) {
    log(result.message);
    return;
  }
  setConfig(result.config);
  const events = createEmitter((error) => log(`a host listener failed: ${error instanceof Error ? error.name : 'error'}`));

  const api: DirectBillingApi = {
    version: __APP_VERSION__,
    open(view = 'intro') {
      if (!(DRAWER_TARGETS as readonly string[]).includes(view)) return log(`unknown view "${String(view)}"`);
      openDrawer(view, document.activeElement instanceof HTMLElement ? document.activeElement : null);
    },
    close(widget = 'drawerWidget') {
      if (widget === 'drawerWidget') closeDrawer();
      else if ((WIDGET_NAMES as readonly string[]).includes(widget)) unmountWidget(widget);
    },
    render(widget, element) {
      return (WIDGET_NAMES as readonly string[]).includes(widget) && element instanceof HTMLElement && mountWidget(element, widget);
    },
    on: events.on,
    off: events.off,
  };
  Object.defineProperty(window, GLOBAL_NAME, { value: Object.freeze(api), configurable: false, enumerable: false, writable: false });

  const start = (): void => {
    const widgets = mountAsked(document);
    let wasOpen = false;
    effect(() => {
      const target = drawerTarget.value;
      if (target && !wasOpen) {
        ensureDrawerHost();
        events.emit('drawer-open', { view: target });
      } else if (!target && wasOpen) events.emit('drawer-close', {});
      wasOpen = Boolean(target);
    });
    // A host page can open the drawer with a browser event (spec 000 section 2, "open-drawer").
    window.addEventListener('open-drawer', (event) => {
      const detail = (event as CustomEvent<{ target?: string } | null>).detail;
      api.open((detail?.target ?? 'intro') as DrawerTarget);
    });
    void loadSession();
    // A DOM event, so a shop can listen before our script has even loaded.
    window.dispatchEvent(new CustomEvent('direct-billing:ready', { detail: { widgets } }));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

try {
  boot();
} catch (error) {
  log(`could not start: ${error instanceof Error ? error.name : 'error'}`);
}
