// The loader a shop's script tag runs: reads the configuration, mounts the widgets that are asked
// for, and exposes one namespaced API object. Nothing else runs at import time.
import { effect } from '@preact/signals-react';
import { changedKeys, configPrint, readConfig } from '../src/host/config.ts';
import { keepNatives } from '../src/host/natives.ts';
import { callPage, createOnce, demand, HOST_EVENT_NAMES, listenToPage, Misuse, shielded } from '../src/host/events.ts';
import type { DirectBillingApi } from '../src/host/public-api.ts';
import { SPEC_APP_VERSION } from '../src/domain/constants.ts';
import { productForQuote } from '../src/domain/product/products.ts';
import { config, setConfig } from '../signals/host/config.ts';
import { maskedConfig, methodFailed, notMountable, noteWidgetError, pageFunctionFailed, recorded, unknownName } from '../src/host/diagnostics.ts';
import { findStub } from '../src/host/stub.ts';
import { hasOwnLook } from '../src/domain/appearance/appearance.ts';
import { startSignals } from '../signals/start.ts';
import { startVisit } from '../signals/session/visit.ts';
import { addSyncListener, hostEvents, removeSyncListener } from '../signals/host/events.ts';
import { setServiceStatus } from '../signals/host/service-status.ts';
import { closeDrawer, DRAWER_TARGETS, drawerTarget, openDrawer, type DrawerTarget } from '../signals/drawer/drawer.ts';
import { loadStrings } from '../widgets/ui/i18n.ts';
import { withinTime } from '../widgets/ui/chunk.ts';
import { applyTheme } from '../widgets/ui/styles.ts';
import { drawerCode, forgetDetached, isMounted, MOUNT_VALUES, mountWidget, prepareStyles, unmountWidget, WIDGET_NAMES, type WidgetName } from '../widgets/mount.tsx';

export type { DirectBillingApi } from '../src/host/public-api.ts';

/** The global a shop calls; the only name we add to `window`. */
export const GLOBAL_NAME = 'directBilling';
/** The window object a shop may set before our script runs, instead of or besides data-* attributes. */
export const CONFIG_GLOBAL = 'directBillingConfig';

const log = (message: string): void => console.error(`[direct-billing] ${message}`);
const warn = (message: string): void => console.warn(`[direct-billing] ${message}`);

function ourScript(): HTMLScriptElement | null {
  const here = import.meta.url;
  for (const script of Array.from(document.scripts)) if (script.src === here) return script;
  return document.querySelector<HTMLScriptElement>('script[data-direct-billing-loader]');
}

/** A task boundary: the page may paint and answer the shopper between two widgets, so no long task. */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/** Mounts every widget the page asks for, each in a task of its own, after a task that parses their style sheets. */
async function mountAsked(root: ParentNode): Promise<WidgetName[]> {
  const asked: [HTMLElement, WidgetName][] = [];
  const elements = Array.from(root.querySelectorAll<HTMLElement>('[data-direct-billing]'));
  // A warning, not an error: a page may load the widgets for the page API alone (an order page's orderComplete), or a
  // single-page shop's router may render its mount elements later.
  if (!elements.length) warn('no mount element on this page: add <div data-direct-billing="toggle"></div> where a widget should show, or mount one later with directBilling.render() (docs/embedding.md)');
  for (const element of elements) {
    const value = element.dataset.directBilling ?? '';
    const name = MOUNT_VALUES[value];
    if (name) asked.push([element, name]);
    else log(unknownName('widget', value, MOUNT_MARKS));
  }
  // The calls-to-action first: the toggle says the sign-in disclaimers only on a page without one (spec 001 §9), so a
  // toggle mounted before the page's call-to-action would show them for a moment and push the page down.
  const order = [...asked].sort(([, a], [, b]) => Number(b === 'ctaWidget') - Number(a === 'ctaWidget'));
  const mounted = new Set<HTMLElement>();
  await nextTask();
  prepareStyles(order.map(([, name]) => name));
  for (const [element, name] of order) {
    await nextTask();
    if (mountWidget(element, name)) mounted.add(element);
    else log(notMountable(name, element));
  }
  // Said in the page's order.
  return asked.filter(([element]) => mounted.has(element)).map(([, name]) => name);
}

/** The drawer needs a home; when the page gave none (or its router took it away), one is added at the end of the body. */
function ensureDrawerHost(): void {
  forgetDetached();
  if (isMounted('drawerWidget') || isMounted('dbWidget')) return;
  const element = document.createElement('div');
  element.dataset.directBilling = 'drawer';
  document.body.append(element);
  mountWidget(element, 'drawerWidget');
}

const oneOf = <T>(list: readonly T[], value: unknown): value is T => list.includes(value as T);
const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';
/** Whether `open`'s options (an `open-drawer` event's detail) are an object whose fields can be read. */
const isOptions = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A cart line a page may turn into a product for quote; its price as a number, its quantity a whole one. */
const isCartLine = (line: Parameters<DirectBillingApi['productForQuote']>[0] | null | undefined): boolean =>
  !!line && typeof line.productType === 'string' && typeof line.productIdentifier === 'string' && Number.isInteger(line.quantity) && Number.isFinite(line.unitPrice?.amount);

/** Calls a callback the page gave `given` (a method, or the window event it fired). */
const callBack = (callback: unknown, value: unknown, given: string) => callPage(callback, value, (error) => log(pageFunctionFailed(given, error)));

const NOT_A_FUNCTION = 'the listener must be a function';

/** Refuses, with one console line each, an event name the widgets never send and a listener that is not a function (on, off). */
const demandListener = (name: unknown, listener: unknown): void => {
  demand(oneOf(HOST_EVENT_NAMES, name), unknownName('event', name, HOST_EVENT_NAMES));
  demand(isFunction(listener), NOT_A_FUNCTION);
};

/** The data-direct-billing values of the mount elements, as a page writes them. */
const MOUNT_MARKS = Object.keys(MOUNT_VALUES);

/** The mount value a page wrote where a widget name goes (`toggle` for `toggleWidget`), said as the name it meant. */
const widgetOfMark = (value: unknown): string | undefined => {
  const name = typeof value === 'string' && Object.hasOwn(MOUNT_VALUES, value) ? MOUNT_VALUES[value] : undefined;
  return name && `data-direct-billing="${String(value)}" is ${name}`;
};

/** The line of a widget name the page API does not take. */
const unknownWidget = (value: unknown) => unknownName('widget', value, WIDGET_NAMES, widgetOfMark(value));

/** The replay of what a queue stub recorded, fetched only when the stub holds something to replay. */
const replayer = () => withinTime(import('../src/host/queue.ts').then(({ replay }) => replay));

/** The shop's look of its own (its brand's preset, its appearance), fetched only by a shop that has one. */
const theme = () => withinTime(import('../widgets/ui/theme.ts').then(({ themeCss }) => themeCss));

/**
 * The toggle's and the call-to-action's words (and the notice said when code does not come), which every widget the
 * loader mounts needs: asked for as the page loads and, when they did not come, once more by the next `render`. Words
 * that do not come within the chunk timeout are asked for once more, under another URL; still missing, no widget is
 * shown, rather than a switch and buttons without a name, and the console says why.
 */
let words: Promise<boolean> | undefined;
/** Whether the words failed to come the last time they were asked for. */
let wordsFailed = false;
const spoken = (): Promise<boolean> =>
  (words ??= loadStrings(['loader'])
    .catch(() => loadStrings(['loader']))
    .then(
      () => {
        wordsFailed = false;
        return true;
      },
      (error) => {
        words = undefined;
        wordsFailed = true;
        // Its cause said: a refused chunk's URL, or a page's Promise polyfill that lacks what the widgets call (finally).
        log(`could not load the widgets' words; the widgets are not shown${error instanceof Error ? ` (${error.message})` : ''}`);
        return false;
      },
    ));

/** The signed-in visitor's actions, fetched on first use: a signed-out page never pays for them. */
const live = () => import('../signals/claim/actions.ts');
type Live = Awaited<ReturnType<typeof live>>;

/** A page method that runs one of the signed-in actions, loading them first. */
const later =
  <K extends keyof Live>(name: K) =>
  async (...args: Parameters<Live[K]>): Promise<Awaited<ReturnType<Live[K]>>> =>
    (await live())[name](...(args as [never])) as Awaited<ReturnType<Live[K]>>;

/**
 * The page's addBenefits() or removeBenefits(): one that can do nothing (no shopper signed in, nothing applied to take
 * off) says why on the console, as a wrong argument does, and its promise settles all the same.
 */
const switching =
  (request: 'addBenefits' | 'removeBenefits') =>
  async (): Promise<void> => {
    const idle = await (await live()).benefitsFromPage(request);
    demand(idle === null, idle ?? '');
  };

/** The page's `window.directBillingConfig` as the loader read it, to tell a change made after. */
let readPrint: ReturnType<typeof configPrint> = {};
/** Whether the console was told of such a change: once per page. */
let changeTold = false;

/**
 * Says once, as a single-page shop renders or opens, that the configuration it changed after the loader read it is not
 * applied, and how to apply one: the widgets' session, language and service client start from the configuration read.
 */
function noticeConfigChange(): void {
  if (changeTold) return;
  const changed = changedKeys(readPrint, configPrint((window as unknown as Record<string, unknown>)[CONFIG_GLOBAL]));
  if (!changed.length) return;
  changeTold = true;
  warn(`window.directBillingConfig changed after the loader read it (${changed.map((key) => `"${key}"`).join(', ')}): the widgets keep the one they started with; set it before embed.js runs, or reload the page (docs/embedding.md#single-page-shops)`);
}

/** The page API (spec 001 §6, spec 000 §2): each method checks its arguments and can never throw into the page. */
function createApi(): DirectBillingApi {
  // The demo order page both calls orderComplete() and fires direct-billing:order-complete: one order, one reset.
  const once = createOnce(1000);
  const methods: DirectBillingApi = {
    version: __APP_VERSION__,
    specVersion: SPEC_APP_VERSION,
    login: later('login'),
    logout: later('logout'),
    sessionError: async (code) => (demand(code === undefined || typeof code === 'string', 'the code must be a string'), (await live()).sessionError(code)),
    orderComplete: async () => void (once(Date.now()) && (await (await live()).orderComplete())),
    // Told at once, not after the burst's second (host-actions.ts waits it out): amounts of the cart as it was are being updated from the shop's word.
    cartChanged: later('cartChanged'),
    serviceStatus: (online) => (demand(typeof online === 'boolean', 'online must be true or false'), setServiceStatus(online)),
    requestProductQuote: later('requestProductQuote'),
    productForQuote: (line) => (demand(isCartLine(line), 'the line must be a cart line: productType, productIdentifier, quantity, unitPrice'), productForQuote(line)),
    addSyncListener: (listener) => (demand(isFunction(listener), NOT_A_FUNCTION), addSyncListener(listener)),
    removeSyncListener: (listener) => (demand(isFunction(listener), NOT_A_FUNCTION), removeSyncListener(listener)),
    addBenefits: switching('addBenefits'),
    removeBenefits: switching('removeBenefits'),
    requestBenefitPlan: later('requestBenefitPlan'),
    // The façade types its statuses as strings; they come from the derivations these unions name.
    requestInsuranceData: later('requestInsuranceData'),
    requestClaimCount: later('requestClaimCount'),
    open: (view = 'insurance-member', options = {}) => {
      demand(oneOf(DRAWER_TARGETS, view), unknownName('view', view, DRAWER_TARGETS));
      demand(isOptions(options), 'the options must be an object, { viewOnly?, state?, callback? } (an open-drawer event\'s detail: { target?, viewOnly?, state?, callback? })');
      const { callback, viewOnly, state } = options;
      demand(callback === undefined || isFunction(callback), 'the callback must be a function');
      demand(viewOnly === undefined || typeof viewOnly === 'boolean', 'viewOnly must be true or false');
      noticeConfigChange();
      // The drawer stays on the view it shows, and the callback names that view: a page that meant another hears why.
      if (drawerTarget.peek()) warn(`open("${view}"): the drawer is open already and stays on its view; close() it, or wait for drawer-close, before opening another`);
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const show = () => {
        openDrawer(view, opener, { viewOnly: viewOnly === true, state });
        // Told with the drawer-open event: the view the drawer shows, which may be the flow's default instead.
        void opening.then((shown) => shown && callBack(callback, { view: shown }, 'open'));
      };
      // Without the widgets' words the drawer could not say that its own code did not come: they are asked for again first.
      if (wordsFailed) void spoken().then((ok) => ok && show());
      else show();
    },
    close: (widget = 'drawerWidget', element) => {
      demand(oneOf(WIDGET_NAMES, widget), unknownWidget(widget));
      demand(element === undefined || element instanceof HTMLElement, 'the element must be an HTML element');
      if (widget === 'drawerWidget') closeDrawer();
      else unmountWidget(widget, element);
    },
    render: (widget, element) => {
      demand(oneOf(WIDGET_NAMES, widget), unknownWidget(widget));
      demand(element instanceof HTMLElement, 'the element must be an HTML element');
      // A single-page shop renders into the elements of each page it shows: the widgets of those it took away go.
      forgetDetached();
      noticeConfigChange();
      if (!wordsFailed) {
        const mounted = mountWidget(element, widget);
        if (!mounted) log(`render: ${notMountable(widget, element)}`);
        return mounted;
      }
      // The widgets' words did not come as the page loaded: asked for again, the widget is mounted once they are here,
      // never as a switch or a button without a name.
      void spoken().then((ok) => ok && !mountWidget(element, widget) && log(`render: ${notMountable(widget, element)}`));
      return true;
    },
    on: (name, listener) => (demandListener(name, listener), hostEvents.on(name, listener)),
    off: (name, listener) => (demandListener(name, listener), hostEvents.off(name, listener)),
    diagnose: () => {
      const cfg = config.value;
      return {
        version: __APP_VERSION__,
        specVersion: SPEC_APP_VERSION,
        config: cfg && maskedConfig(cfg),
        shopCalls: cfg?.actions ? 'actions' : 'wcs',
        ...recorded(),
        mounted: WIDGET_NAMES.filter(isMounted),
      };
    },
  };
  const report = (name: string, error: unknown) => log(error instanceof Misuse ? `${name}: ${error.message}` : methodFailed(name, error));
  const fallbacks: Partial<Record<keyof DirectBillingApi, unknown>> = { render: false, on: () => undefined, productForQuote: null };
  const api = { ...methods } as Record<string, unknown>;
  for (const [name, method] of Object.entries(methods)) if (isFunction(method)) api[name] = shielded(report, name, method, fallbacks[name as keyof DirectBillingApi]);
  return api as unknown as DirectBillingApi;
}

/** The view the drawer opened last shows, once it shows one; null when it closed before. */
let opening: Promise<DrawerTarget | null> = Promise.resolve(null);

/**
 * The view an opening drawer shows, read once its flow has placed it (the drawer's location, fetched with the drawer)
 * and has left the entry views that decide where to go (openedView): the view asked for, or the flow's default view
 * when that one cannot open now (spec 000 section 2, open-drawer). Null when the drawer closes first (its code did not
 * come, the shopper closed it at once).
 */
const shownView = (target: DrawerTarget): Promise<DrawerTarget | null> =>
  // The rule and the location come with the drawer's code, fetched as it opens: asked for once that code came, they are
  // the browser's already; asked for beside it, they were fetched, and failed, on their own during an outage.
  drawerCode()
    .then(() => Promise.all([import('../signals/drawer/drawer-route.ts'), import('../src/domain/drawer/open.ts')]))
    .then(
      ([{ placed, view }, { openedView }]) =>
        new Promise<DrawerTarget | null>((resolve) => {
          // Placed is set before the location moves: each change is read once the move is done.
          const settle = (): void => {
            const open = drawerTarget.peek() !== null;
            const shown = open && placed.peek() ? openedView(view.peek(), target, DRAWER_TARGETS) : null;
            if (open && !shown) return;
            stop();
            resolve(shown);
          };
          const stop = effect(() => {
            // Runs again on each change of what settle reads.
            void [drawerTarget.value, placed.value, view.value];
            queueMicrotask(settle);
          });
        }),
      () => null,
    );

/**
 * Tells the page when the drawer shows its view (`drawer-open`, and the callback of `open`) and when that drawer closes:
 * from the API's start, since a page may call `open` before the widgets are mounted. `drawer-open` waits for the view
 * the drawer shows (shownView), so a shop that counts views counts the one the shopper saw; a drawer that closes before
 * showing one was never said to open, nor then to close.
 */
function watchOpenings(): void {
  let openings = 0;
  let told = false;
  effect(() => {
    const target = drawerTarget.value;
    // The drawer only opens when closed and closes when open: each change starts or ends one opening.
    const at = ++openings;
    if (target) {
      opening = shownView(target).then((view) => {
        if (!view || at !== openings) return null;
        told = true;
        hostEvents.emit('drawer-open', { view });
        return view;
      });
    } else if (told) {
      told = false;
      hostEvents.emit('drawer-close', {});
    }
  });
}

/**
 * Gives the drawer a home when it opens, and tells the shop's chat, once the widgets are mounted. The shop's chat
 * around the drawer (spec 000 section 1, chat hide and toggle), as we read the spec: the drawer is a modal dialog, so
 * while it is open the page behind it, the chat bubble included, cannot be reached, and a bubble drawn over the drawer
 * hides its buttons on a phone: the chat is told to `hide` when the drawer opens. When it closes, the chat is told to
 * `toggle`, which brings back the chat the opening hid (there is no "show"; `open` would open a conversation nobody
 * asked for). Where the shopper must contact customer service, the call-to-action's chat stays `open`. Also tells the
 * page when insurance is applied or removed.
 */
function emitChanges(): void {
  let wasOpen = false;
  effect(() => {
    const open = drawerTarget.value !== null;
    if (open && !wasOpen) {
      ensureDrawerHost();
      hostEvents.emit('chat', { action: 'hide' });
    } else if (!open && wasOpen) {
      hostEvents.emit('chat', { action: 'toggle' });
    }
    wasOpen = open;
  });
  // The `sync` host event is what every sync listener hears (spec 000 §1), for pages that listen with `on`.
  addSyncListener((action) => hostEvents.emit('sync', { action }));
}

/** Marks a queue stub a loader has taken charge of, so a second copy of the loader leaves it alone. */
const CLAIMED = 'loading';

/** Puts the frozen page API on the window, in place of the queue stub if there was one. */
const install = (api: DirectBillingApi) => Object.defineProperty(window, GLOBAL_NAME, { value: Object.freeze(api), configurable: false, enumerable: false, writable: false });

/**
 * Another copy of the loader is in charge already (it installed the API, or claimed the queue stub): this one stays idle,
 * and says so. Two URLs of the loader (the plain and a versioned path, or a query string) are two copies, each with state
 * of its own; a query string's chunks even import the plain URL, a copy apart from the one in charge.
 */
function loadedBefore(): boolean {
  const stub = findStub((window as unknown as Record<string, unknown>)[GLOBAL_NAME]);
  const idle = GLOBAL_NAME in window && (!stub || Object.hasOwn(stub, CLAIMED));
  if (idle) warn(`the loader ran again, from ${import.meta.url}; this copy does nothing: load embed.js once, from one URL (docs/embedding.md)`);
  return idle;
}

/**
 * Whether DOMContentLoaded has come: by then every deferred script and every module script that is not async has run.
 * Those run after the document turns "interactive", so that state alone does not say they have.
 */
function pageScriptsRan(): boolean {
  if (document.readyState !== 'interactive') return document.readyState === 'complete';
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !navigation || navigation.domContentLoadedEventStart > 0;
}

/** Starts the loader, or names what stops it; never throws into the page. */
const guarded = (work: () => void): void => {
  try {
    work();
  } catch (error) {
    log(`could not start: ${error instanceof Error ? error.name : 'error'}`);
  }
};

function boot(): void {
  if (loadedBefore()) return; // loaded twice: the first copy stays in charge
  keepNatives();
  const script = ourScript();
  const read = () => readConfig((window as unknown as Record<string, unknown>)[CONFIG_GLOBAL], { ...script?.dataset }, location.origin);
  // An async loader may run before the page's own script sets its configuration (a module script still fetching what it
  // imports): a configuration not set yet is read again once the page's deferred and module scripts have run.
  const result = read();
  if (!result.ok && (window as unknown as Record<string, unknown>)[CONFIG_GLOBAL] === undefined && !pageScriptsRan()) {
    document.addEventListener('DOMContentLoaded', () => guarded(() => !loadedBefore() && configure(read())), { once: true });
  } else configure(result);
}

/** Takes the configuration read, and starts the widgets with it, or says why not. */
function configure(result: ReturnType<typeof readConfig>): void {
  // The queue stub of docs/delivery.md keeps recording the page's calls and events until the widgets are ready.
  const stub = findStub((window as unknown as Record<string, unknown>)[GLOBAL_NAME]);
  if (!result.ok) {
    log(result.message);
    return;
  }
  // A path that could lead off-site was replaced by its default: the widgets work, and the shop is told once per key.
  for (const warning of result.warnings) console.warn(`[direct-billing] ${warning}`);
  setConfig(result.config);
  readPrint = configPrint((window as unknown as Record<string, unknown>)[CONFIG_GLOBAL]);
  // A look of its own is fetched as soon as the configuration says so, alongside the words, and drawn before the first
  // widget mounts, so no widget is ever seen in the default look first; failing to arrive, the default look stands.
  const looks = hasOwnLook(result.config)
    ? theme()
        .then((themeCss) => applyTheme(themeCss(result.config)))
        .catch(() => log('could not load the shop\'s appearance; the default look is used'))
    : null;
  // Calls and events the page queued before the loader ran: their replay travels while the widgets load.
  if (stub?.q.length) void replayer().catch(() => undefined);
  // What diagnose() tells of each widget: the last error it showed the shopper.
  hostEvents.on('analytics', (event) => event.action === 'error' && event.error && noteWidgetError(event.widget, event.error, event.errorCause));
  watchOpenings();
  const api = createApi();
  if (stub) Object.defineProperty(stub, CLAIMED, { value: true });
  else install(api);
  const listen = () => listenToPage(window, api, callBack, (event) => log(`${event}: the event's detail could not be read`));

  const start = async (): Promise<void> => {
    startSignals();
    // The session is asked for first, so the network works while the widgets mount.
    // A signed-out visitor's page stops after the session: no service code fetched, no service call.
    void startVisit();
    // The toggle's and the call-to-action's words travel while the session is asked for; the widgets wait for them.
    const said = spoken();
    if (!stub) listen();
    const [ok] = await Promise.all([said, looks]);
    let widgets: WidgetName[] = [];
    try {
      if (ok) widgets = await mountAsked(document);
      emitChanges();
    } finally {
      if (stub) {
        // The replay's code first, when there is anything to replay; then in one task: the stub stops recording as the API
        // takes its place, what it recorded runs in order, and a window event from now on is heard by our own listeners.
        const replay = stub.q.length ? await replayer().catch(() => null) : null;
        const entries = stub.q.splice(0);
        install(api);
        const handle = listen();
        if (replay) replay(entries, api, handle, log);
        else if (entries.length) log('could not replay the calls queued before the widgets were ready');
      }
    }
    // A DOM event, so a shop can listen before our script has even loaded.
    window.dispatchEvent(new CustomEvent('direct-billing:ready', { detail: { widgets } }));
  };
  // Everything else waits for a task of its own, apart from the script's evaluation (and, for a loader that runs before the
  // page is parsed, after the page is).
  const run = () => setTimeout(() => start().catch(() => log('could not mount the widgets')));
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}

guarded(boot);
