// Host events both ways (spec 001 §6): the emitter of the events the widgets send, and the guards that
// keep a page's calls from ever breaking the widgets, or the widgets from ever throwing into the page.
import type { DirectBillingApi, HostEventName, HostEvents, HostListener, InboundEvents } from './public-api.ts';

export type { AnalyticsElementType, AnalyticsEvent, ChatAction, ErrorCause, HostEventName, HostEvents, SyncAction, SyncListener, WidgetName } from './public-api.ts';

/** A listener of one host event. */
export type Listener<K extends HostEventName> = HostListener<K>;

/** Every event the widgets send, so `on` can refuse a misspelt name instead of waiting forever. */
export const HOST_EVENT_NAMES = [
  'drawer-open', 'drawer-close', 'refresh-cart', 'sync', 'session-expired', 'analytics', 'chat', 'form-action', 'insurance-status', 'checkout',
  'login-redirect', 'edit-cart',
] as const satisfies readonly HostEventName[];

/** The prefix of the window events a page may fire instead of calling a method (`direct-billing:order-complete`). */
export const DOM_EVENT_PREFIX = 'direct-billing:';

/** Creates an emitter; a listener that throws is reported with its event's name, and the others still run. */
export function createEmitter<M extends object = HostEvents>(report: (error: unknown, name: keyof M) => void) {
  type Any = (payload: never) => void;
  const listeners = new Map<keyof M, Set<Any>>();
  return {
    on<K extends keyof M>(name: K, listener: (payload: M[K]) => void): () => void {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as Any);
      return () => set.delete(listener as Any);
    },
    off<K extends keyof M>(name: K, listener: (payload: M[K]) => void): void {
      listeners.get(name)?.delete(listener as Any);
    },
    /** Forgets every listener (tests). */
    clear(): void {
      listeners.clear();
    },
    emit<K extends keyof M>(name: K, payload: M[K]): void {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as (payload: M[K]) => void)(payload);
        } catch (error) {
          report(error, name);
        }
      }
    },
  };
}

/** The emitter's interface. */
export type Emitter = ReturnType<typeof createEmitter<HostEvents>>;

/** A page's wrong argument: the method logs the message under its own name, and does nothing. */
export class Misuse extends Error {}

/** Throws a Misuse with this message unless the argument is right. */
export function demand(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Misuse(message);
}

/**
 * Wraps a page-facing method so it never throws into the page: a throw is reported and answers the
 * fallback, a rejected promise is reported and resolves to null (an unhandled rejection would land
 * on the shop's own error tracking).
 */
export function shielded<A extends unknown[], R>(
  report: (name: string, error: unknown) => void,
  name: string,
  method: (...args: A) => R,
  fallback?: R,
): (...args: A) => R {
  return (...args) => {
    try {
      const result = method(...args);
      return (result instanceof Promise ? result.catch((error: unknown) => (report(name, error), null)) : result) as R;
    } catch (error) {
      report(name, error);
      return fallback as R;
    }
  };
}

/**
 * A gate that lets one call through per window of time. A shop may both call a method and fire its
 * window event for the same happening (the demo order page does); it must count once.
 */
export function createOnce(windowMs: number): (now: number) => boolean {
  let last = -Infinity;
  return (now) => now - last >= windowMs && ((last = now), true);
}

/**
 * Runs `work` once per window for a burst of calls (spec 000 section 9, the cart update interval): the first call opens
 * the window, every call within it joins, and `work` runs once at its end, so it reads the page as the last call left
 * it. A call after `work` started opens the next window. Every caller's promise settles with that one run.
 */
export function createThrottle(windowMs: number, work: () => Promise<void>): () => Promise<void> {
  let next: Promise<void> | null = null;
  return () =>
    (next ??= new Promise<void>((resolve) => setTimeout(resolve, windowMs)).then(() => {
      next = null;
      return work();
    }));
}

/**
 * Calls a page's callback, if it is one, isolated like a listener: a callback that throws, or an async one whose promise
 * rejects, is reported once with what it threw, never rethrown into our promises nor left as an unhandled rejection on
 * the page.
 */
export function callPage(callback: unknown, value: unknown, report: (error: unknown) => void): void {
  try {
    if (typeof callback !== 'function') return;
    const result: unknown = callback(value);
    if (result !== null && typeof result === 'object' && typeof (result as PromiseLike<unknown>).then === 'function') {
      Promise.resolve(result).catch(report);
    }
  } catch (error) {
    report(error);
  }
}

/** The arguments of each method as its window event's detail fields ('*' is the whole detail). */
const FROM_PAGE: Record<keyof InboundEvents, string> = {
  login: '', logout: '', 'session-error': 'code', 'order-complete': '', 'cart-changed': '', 'service-status': 'online',
  'request-product-quote': 'products', 'add-sync-listener': 'listener', 'remove-sync-listener': 'listener', 'add-benefits': '',
  'remove-benefits': '', 'request-benefit-plan': '', 'request-insurance-data': '', 'request-claim-count': '', open: 'target *', close: 'widget element', render: 'widget element',
};

/**
 * Each `direct-billing:*` window event calls its method (`cart-changed` calls `cartChanged`), so a shop can tell the
 * widgets without holding the object, and `open-drawer` (spec 000 §2) calls `open`. A detail's `callback` gets, through
 * `answer`, what the method answers (with the event's name): its promise's value once it settles, a plain value
 * (render's true or false) at once, null for nothing. A method handed the whole detail (`open`) answers its callback itself, once its work is done.
 */
export function listenToPage(
  target: EventTarget,
  api: DirectBillingApi,
  answer: (callback: unknown, value: unknown, event: string) => void,
  report: (event: string, error: unknown) => void,
): (event: Event) => void {
  const handlers = new Map<string, (e: Event) => void>();
  const on = (event: string, method: string, fields: string) => {
    const answersItself = fields.split(' ').includes('*');
    const handler = (e: Event) => {
      // Contained like a throwing listener: a detail (or a field of it) whose getter throws is the page's fault, reported
      // once under the event's name, never an uncaught error in the page's own event dispatch. The callback is read once, here.
      try {
        const detail = ((e as CustomEvent).detail ?? {}) as Record<string, unknown>;
        const args = fields ? fields.split(' ').map((f) => (f === '*' ? detail : detail[f])) : [];
        const callback = detail.callback;
        const result = (api[method as keyof DirectBillingApi] as (...a: unknown[]) => unknown)(...args);
        if (answersItself) return;
        if (result instanceof Promise) void result.then((value) => answer(callback, value ?? null, event));
        else answer(callback, result ?? null, event);
      } catch (error) {
        report(event, error);
      }
    };
    handlers.set(event, handler);
    target.addEventListener(event, handler);
  };
  for (const [name, fields] of Object.entries(FROM_PAGE)) on(DOM_EVENT_PREFIX + name, name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), fields);
  on('open-drawer', 'open', FROM_PAGE.open);
  // An event heard before this listener was added (the queue stub's), handled as if heard now; any other is ignored.
  return (event) => handlers.get(event.type)?.(event);
}
