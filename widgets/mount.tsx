// Mounts each widget into its own shadow root, so host CSS cannot reach in and ours cannot leak out.
import { createRoot, type Root } from 'react-dom/client';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { effect } from '@preact/signals-react';
import Toggle, { TOGGLE_CSS } from './toggle/Toggle.tsx';
import Cta, { CTA_CSS } from './cta/Cta.tsx';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { adoptStyles, prepareSheets } from './ui/styles.ts';
import { drawerNotLoaded, drawerOpener, drawerTarget, forgetUnopened, openAgain, unopened, unopenedTillReload } from '../signals/drawer/drawer.ts';
import { langTag } from '../signals/host/config.ts';
import { ctaMountsChanged } from '../signals/host/page-widgets.ts';
import { sessionStatus, signedIn } from '../signals/session/session.ts';
import { sessionCtaState } from '../src/domain/cta/cta-session.ts';
import { lazyWidget, NOT_LOADED_CSS, NotLoaded, type LazyWidgetProps } from './ui/lazy-widget.tsx';
import { leaveMountPoint, mountPointIn, type MountPoint } from './mount-point.ts';

/** The widget names the host API accepts for render and close (spec 001 section 2). */
export const WIDGET_NAMES = ['dbWidget', 'ctaWidget', 'toggleWidget', 'drawerWidget', 'overviewWidget', 'myClaimsWidget'] as const;
/** A widget name. */
export type WidgetName = (typeof WIDGET_NAMES)[number];

/** The value of `data-direct-billing` that asks for each widget. */
export const MOUNT_VALUES: Record<string, WidgetName> = {
  app: 'dbWidget',
  cta: 'ctaWidget',
  toggle: 'toggleWidget',
  drawer: 'drawerWidget',
  overview: 'overviewWidget',
  'my-claims': 'myClaimsWidget',
};

const LazyDrawer = lazyWidget(() => import('./drawer/Drawer.tsx'), 'drawer', import.meta.url);

/**
 * The drawer's code, as the drawer fetches it as it opens (one fetch between them): what else waits for the drawer's
 * modules asks for them once it came, so no file the drawer imports is fetched, and failed, on its own during an outage,
 * which the browser would keep failing until a reload.
 */
export const drawerCode = (): Promise<unknown> => LazyDrawer.fetchCode();

/**
 * Holds the drawer; its code is fetched the first time the drawer opens, never before. When that code does not come, the
 * drawer closes and a notice over the page says so, with Try again (spec 000 section 9), or Reload the page when the
 * browser will not fetch that code again on this page.
 */
export function DrawerHost() {
  useSignals();
  if (drawerTarget.value) return <LazyDrawer onFailed={drawerNotLoaded} waiting={<OpenerBusy />} />;
  return unopened.value ? <NotLoaded retry={openAgain} dismiss={dismissUnopened} reload={unopenedTillReload.value} /> : null;
}

/**
 * While the drawer's code is on its way, the control that opened it is busy: on a slow network the press otherwise showed
 * nothing for up to 2 s. The drawer, once here, shows its own loading state.
 */
function OpenerBusy() {
  useEffect(() => {
    const control = drawerOpener();
    control?.setAttribute('aria-busy', 'true');
    return () => control?.setAttribute('aria-busy', 'false');
  }, []);
  return null;
}

/** Lets the notice go, focus back where the shopper asked for the drawer. */
function dismissUnopened(): void {
  forgetUnopened();
  drawerOpener()?.focus();
}

/** A page widget whose code is fetched when it first renders, so only a page with its mount element pays for it. */
function pageWidget(Lazy: ComponentType<LazyWidgetProps>): ComponentType {
  return () => <Lazy failed={(retry, reload) => <NotLoaded retry={retry} reload={reload} />} />;
}

/** What each widget renders and the styles its shadow root adopts; null for a widget this build lacks. */
const WIDGETS: Record<WidgetName, { component: ComponentType; css: string } | null> = {
  ctaWidget: { component: Cta, css: CTA_CSS },
  toggleWidget: { component: Toggle, css: TOGGLE_CSS },
  drawerWidget: { component: DrawerHost, css: NOT_LOADED_CSS },
  dbWidget: { component: DrawerHost, css: NOT_LOADED_CSS },
  overviewWidget: { component: pageWidget(lazyWidget(() => import('./overview/Overview.tsx'), 'overview', import.meta.url)), css: NOT_LOADED_CSS },
  myClaimsWidget: { component: pageWidget(lazyWidget(() => import('./my-claims/MyClaims.tsx'), 'my-claims', import.meta.url)), css: NOT_LOADED_CSS },
};

function Lang({ children }: { children: ReactNode }) {
  useSignals();
  return (
    // Written left to right in every language the widgets speak, whatever direction the host page sets on <html>: an
    // English widget inside <html dir="rtl"> read "?Have vision insurance".
    <div className="root" lang={langTag.value} dir="ltr">
      {children}
    </div>
  );
}

/**
 * The attribute the loader sets on every mount element once the session is known, so the shop's CSS reserves each
 * widget's size in that state (docs/layout.md). A shop writes its own guess in its HTML (it knows whether its visitor is
 * signed in): the loader leaves it while the session is asked for, so the reservation holds from the first frame.
 */
export const STATE_ATTRIBUTE = 'data-direct-billing-state';

/** The mount's state as docs/layout.md names it: what the session decides; null while it is not known. */
export function mountState(status: typeof sessionStatus.value, isSignedIn: boolean): 'signed-in' | 'signed-out' | 'error' | null {
  const known = sessionCtaState(status, isSignedIn);
  return known === 'CHECKING' ? null : known === 'INIT_ERROR' ? 'error' : known === 'SIGNED_OUT' ? 'signed-out' : 'signed-in';
}

/** Each mounted widget by its element; `seen` once that element was found in the document (see forgetDetached). */
const roots = new Map<HTMLElement, { name: WidgetName; root: Root; point: MountPoint; stop: () => void; seen: boolean }>();

/**
 * Mounts a widget into an element (once per element), never over the host's content (mountPointIn: an element holding
 * the shop's content gets a fresh child for the widget). Answers false when this build has no such widget or no shadow
 * root can be had (a void element, or one the page already gave a closed root); the other widgets mount all the same.
 */
export function mountWidget(element: HTMLElement, name: WidgetName): boolean {
  const widget = WIDGETS[name];
  if (!widget || roots.has(element)) return Boolean(widget);
  const point = mountPointIn(element);
  if (!point) return false;
  const { shadow } = point;
  adoptStyles(shadow, widget.css);
  const container = element.ownerDocument.createElement('div');
  shadow.append(container);
  const root = createRoot(container);
  const Widget = widget.component;
  root.render(
    <ErrorBoundary widget={name} fallback={null}>
      <Lang>
        <Widget />
      </Lang>
    </ErrorBoundary>,
  );
  const stop = effect(() => {
    const state = mountState(sessionStatus.value, signedIn.value);
    if (state) element.setAttribute(STATE_ATTRIBUTE, state);
  });
  roots.set(element, { name, root, point, stop, seen: element.isConnected });
  if (name === 'ctaWidget') ctaMountsChanged(1);
  return true;
}

/** Parses the style sheets of these widgets before they mount, so the first mount's task has less to do. */
export function prepareStyles(names: readonly WidgetName[]): void {
  prepareSheets(...names.map((name) => WIDGETS[name]?.css ?? ''));
}

/** Unmounts the widget of that name in `only`, or every widget of that name; answers how many were unmounted. */
export function unmountWidget(name: WidgetName, only?: HTMLElement): number {
  let count = 0;
  for (const [element, mounted] of roots) {
    if (mounted.name !== name || (only && element !== only)) continue;
    mounted.stop();
    mounted.root.unmount();
    leaveMountPoint(mounted.point);
    roots.delete(element);
    count++;
  }
  if (name === 'ctaWidget') ctaMountsChanged(-count);
  return count;
}

/** Whether some element in the document holds a widget of that name (one a router took out of the page does not count). */
export function isMounted(name: WidgetName): boolean {
  for (const [element, mounted] of roots) if (mounted.name === name && element.isConnected) return true;
  return false;
}

/**
 * Unmounts the widgets whose element has left the document, as a single-page shop's router takes a page's elements away:
 * their roots would otherwise go on running (a call-to-action that is no longer there still counting as the page's). An
 * element rendered into before the page inserts it is left alone until it has been seen in the document.
 */
export function forgetDetached(): void {
  for (const [element, mounted] of roots) {
    if (element.isConnected) mounted.seen = true;
    else if (mounted.seen) unmountWidget(mounted.name, element);
  }
}
