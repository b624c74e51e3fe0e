// The host-event emitter (spec 001, host-page events): listeners can never break the widgets.
import { afterEach, describe, expect, expectTypeOf, test, vi } from 'vitest';
import { callPage, createEmitter, createOnce, createThrottle, demand, HOST_EVENT_NAMES, listenToPage, Misuse, shielded } from './events.ts';
import { isProductList } from './product-list.ts';
import type { DirectBillingApi, HostEventName } from './public-api.ts';

function setup() {
  const reported: unknown[] = [];
  const emitter = createEmitter((error) => reported.push(error));
  return { emitter, reported };
}

describe('spec 001 host-page events: createEmitter', () => {
  test('on + emit delivers the payload to every listener of that event only', () => {
    const { emitter } = setup();
    const opened: string[] = [];
    const closed: number[] = [];
    emitter.on('drawer-open', (p) => opened.push(`a:${p.view}`));
    emitter.on('drawer-open', (p) => opened.push(`b:${p.view}`));
    emitter.on('drawer-close', () => closed.push(1));
    emitter.emit('drawer-open', { view: 'intro' });
    expect(opened).toEqual(['a:intro', 'b:intro']);
    expect(closed).toEqual([]);
  });

  test('emit with no listener does nothing and reports nothing', () => {
    const { emitter, reported } = setup();
    expect(() => emitter.emit('drawer-open', { view: 'intro' })).not.toThrow();
    expect(reported).toEqual([]);
  });

  test('off removes a listener', () => {
    const { emitter } = setup();
    const seen: string[] = [];
    const listener = (p: { view: string }) => seen.push(p.view);
    emitter.on('drawer-open', listener);
    emitter.emit('drawer-open', { view: 'start' });
    emitter.off('drawer-open', listener);
    emitter.emit('drawer-open', { view: 'error' });
    expect(seen).toEqual(['start']);
  });

  test('clear forgets every listener of every event', () => {
    const { emitter } = setup();
    const seen: string[] = [];
    emitter.on('drawer-open', (p) => seen.push(p.view));
    emitter.on('drawer-close', () => seen.push('closed'));
    emitter.clear();
    emitter.emit('drawer-open', { view: 'intro' });
    emitter.emit('drawer-close', {});
    expect(seen).toEqual([]);
  });

  test('off of a listener never added, or of an event never used, is harmless', () => {
    const { emitter } = setup();
    expect(() => emitter.off('drawer-close', () => undefined)).not.toThrow();
  });

  test('the function returned by on unsubscribes that listener only', () => {
    const { emitter } = setup();
    const seen: string[] = [];
    const stop = emitter.on('drawer-open', (p) => seen.push(`first:${p.view}`));
    emitter.on('drawer-open', (p) => seen.push(`second:${p.view}`));
    stop();
    emitter.emit('drawer-open', { view: 'loading' });
    expect(seen).toEqual(['second:loading']);
  });

  test('the same listener added twice runs once (a set)', () => {
    const { emitter } = setup();
    let count = 0;
    const listener = () => count++;
    emitter.on('drawer-close', listener);
    emitter.on('drawer-close', listener);
    emitter.emit('drawer-close', {});
    expect(count).toBe(1);
  });

  test('a throwing listener is reported and the other listeners still run', () => {
    const { emitter, reported } = setup();
    const boom = new Error('host bug');
    const seen: string[] = [];
    emitter.on('drawer-open', (p) => seen.push(`before:${p.view}`));
    emitter.on('drawer-open', () => {
      throw boom;
    });
    emitter.on('drawer-open', (p) => seen.push(`after:${p.view}`));
    expect(() => emitter.emit('drawer-open', { view: 'intro' })).not.toThrow();
    expect(reported).toEqual([boom]);
    expect(seen).toEqual(['before:intro', 'after:intro']);
  });

  test('a listener that unsubscribes itself during emit does not skip the next one', () => {
    const { emitter } = setup();
    const seen: string[] = [];
    const stop = emitter.on('drawer-close', () => {
      seen.push('self');
      stop();
    });
    emitter.on('drawer-close', () => seen.push('next'));
    emitter.emit('drawer-close', {});
    emitter.emit('drawer-close', {});
    expect(seen).toEqual(['self', 'next', 'next']);
  });
});

describe('spec 001 §6: every event the widgets send is known by name', () => {
  test('HOST_EVENT_NAMES lists each event of HostEvents once, and nothing else', () => {
    expectTypeOf<(typeof HOST_EVENT_NAMES)[number]>().toEqualTypeOf<HostEventName>();
    expect(new Set(HOST_EVENT_NAMES).size).toBe(HOST_EVENT_NAMES.length);
  });
});

describe('spec 001 §6: shielded, a page-facing method never throws into the page', () => {
  const setup = () => {
    const reported: [string, unknown][] = [];
    return { reported, report: (name: string, error: unknown) => void reported.push([name, error]) };
  };

  test('a method that returns passes its answer through and reports nothing', () => {
    const { reported, report } = setup();
    expect(shielded(report, 'render', (a: number, b: number) => a + b)(2, 3)).toBe(5);
    expect(reported).toEqual([]);
  });

  test.each([
    ['without a fallback answers undefined', undefined],
    ['with a fallback answers it', false],
  ])('a method that throws is reported with its name and error, and %s', (_name, fallback) => {
    const { reported, report } = setup();
    const boom = new Error('host bug');
    const method = shielded(
      report,
      'render',
      (): boolean => {
        throw boom;
      },
      fallback,
    );
    expect(method()).toBe(fallback);
    expect(reported).toEqual([['render', boom]]);
  });

  test('a promise that rejects is reported with its name and error, and resolves to null', async () => {
    const { reported, report } = setup();
    const boom = new Error('offline');
    await expect(shielded(report, 'requestBenefitPlan', () => Promise.reject(boom))()).resolves.toBeNull();
    expect(reported).toEqual([['requestBenefitPlan', boom]]);
  });

  test('a promise that resolves keeps its answer', async () => {
    const { reported, report } = setup();
    await expect(shielded(report, 'requestInsuranceData', () => Promise.resolve({ on: true }))()).resolves.toEqual({ on: true });
    expect(reported).toEqual([]);
  });
});

describe('spec 001 §6: demand, a wrong argument is a Misuse that names the problem', () => {
  test.each([
    ['a right argument passes', true, null],
    ['a wrong argument throws a Misuse with the message', false, 'the listener must be a function'],
  ])('%s', (_name, ok, message) => {
    let thrown: unknown = null;
    try {
      demand(ok, 'the listener must be a function');
    } catch (error) {
      thrown = error;
    }
    expect(thrown instanceof Misuse ? thrown.message : thrown).toBe(message);
  });
});

describe('spec 001 §6: createOnce, one happening told twice counts once', () => {
  test.each([
    ['a second call within the window is refused', [0, 999], [true, false]],
    ['a call at the end of the window passes again', [0, 1000], [true, true]],
    ['a refused call does not extend the window', [0, 600, 1000], [true, false, true]],
    ['calls far apart all pass', [0, 5000, 10_000], [true, true, true]],
    ['the first call passes whatever the clock says', [-5000], [true]],
  ])('%s', (_name, times, expected) => {
    const once = createOnce(1000);
    expect(times.map((t) => once(t))).toEqual(expected);
  });
});

describe('spec 000 §9 cart update interval: createThrottle, one run per burst', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  test.each<[string, number[], number]>([
    ['one call runs once, at the end of its window', [0], 1],
    ['five calls within the window run once', [0, 100, 400, 800, 999], 1],
    ['a call after the window ran opens another', [0, 1500], 2],
    ['a steady stream every 300 ms for 3 s runs once per window: at 1 s, 2.2 s and 3.4 s', [0, 300, 600, 900, 1200, 1500, 1800, 2100, 2400, 2700, 3000], 3],
  ])('%s', async (_name, at, runs) => {
    vi.useFakeTimers();
    const work = vi.fn(() => Promise.resolve());
    const throttled = createThrottle(1000, work);
    const settled: Promise<void>[] = [];
    let now = 0;
    for (const t of at) {
      await vi.advanceTimersByTimeAsync(t - now);
      now = t;
      settled.push(throttled());
    }
    expect(work).not.toHaveBeenCalledTimes(runs);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(settled);
    expect(work).toHaveBeenCalledTimes(runs);
  });
});

const frame = { productType: 'FRAME', ecommerceId: '0123456789012', ecommerceIdType: 'UPC', quantity: 1, unitFullPrice: { amount: 129.5 } };

describe('spec 000 §3 "Product for quote": isProductList checks a page\'s products before any call', () => {
  test.each<[string, unknown, boolean]>([
    ['a frame by UPC', [frame], true],
    ['a frame and lenses by RXC id', [frame, { ...frame, productType: 'PRESCRIPTION_LENS', ecommerceIdType: 'RXC_ID', quantity: 2, unitFullPrice: { amount: 0 } }], true],
    ['an empty list', [], false],
    ['not a list', frame, false],
    ['nothing', undefined, false],
    ['a null entry', [null], false],
    ['a product without a type', [{ ...frame, productType: undefined }], false],
    ['a product with a numeric id', [{ ...frame, ecommerceId: 42 }], false],
    ['an unknown id type', [{ ...frame, ecommerceIdType: 'SKU' }], false],
    ['a quantity of zero', [{ ...frame, quantity: 0 }], false],
    ['a fractional quantity', [{ ...frame, quantity: 1.5 }], false],
    ['a price given as text', [{ ...frame, unitFullPrice: { amount: '129.50' } }], false],
    ['a negative price', [{ ...frame, unitFullPrice: { amount: -1 } }], false],
    ['no price', [{ ...frame, unitFullPrice: undefined }], false],
  ])('%s', (_name, value, expected) => {
    expect(isProductList(value)).toBe(expected);
  });
});

const pageSaw: string[] = [];

describe('spec 001 §6: callPage, a page\'s callback cannot break the widgets', () => {
  test.each<[string, unknown, string[]]>([
    ['a callback is called with the value', (v: string) => void pageSaw.push(`got ${v}`), ['got answer']],
    ['a callback that throws is reported', () => {
      throw new Error('host bug');
    }, ['reported']],
    ['anything but a function is ignored', 'not a function', []],
    ['a callback that returns a value is not reported', () => 'fine', []],
    ['no callback is ignored', undefined, []],
  ])('%s', (_name, callback, expected) => {
    pageSaw.length = 0;
    callPage(callback, 'answer', () => void pageSaw.push('reported'));
    expect(pageSaw).toEqual(expected);
  });
});

describe('spec 001 §6: callPage, an async callback is isolated like a listener', () => {
  test.each<[string, () => unknown, number]>([
    ['an async callback that rejects is reported once, no unhandled rejection', async () => Promise.reject(new Error('host bug')), 1],
    ['a callback returning a thenable that rejects is reported once', () => ({ then: (_ok: unknown, fail: (e: unknown) => void) => fail(new Error('x')) }), 1],
    ['an async callback that resolves is not reported', async () => 'done', 0],
  ])('%s', async (_name, callback, times) => {
    const reports: string[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(() => callPage(callback, 'answer', () => void reports.push('reported'))).not.toThrow();
      await vi.waitFor(() => expect(reports).toHaveLength(times));
      await new Promise((resolve) => setImmediate(resolve));
      expect(reports).toHaveLength(times);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});

describe('spec 001 §6, spec 000 §2: listenToPage, each window event calls its method', () => {
  function setup() {
    const target = new EventTarget();
    const calls: unknown[][] = [];
    const answers: unknown[][] = [];
    const record = (name: string, answer?: unknown) => (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer;
    };
    const api = {
      login: record('login', Promise.resolve()),
      sessionError: record('sessionError', Promise.resolve()),
      serviceStatus: record('serviceStatus'),
      requestProductQuote: record('requestProductQuote', Promise.resolve({ productQuotes: [] })),
      addSyncListener: record('addSyncListener'),
      requestInsuranceData: record('requestInsuranceData', Promise.resolve({ on: false })),
      open: record('open'),
      close: record('close'),
      render: record('render', true),
    } as unknown as DirectBillingApi;
    const reported: [string, unknown][] = [];
    listenToPage(target, api, (callback, value) => void answers.push([callback, value]), (event, error) => void reported.push([event, error]));
    const fire = (name: string, detail?: unknown) => target.dispatchEvent(new CustomEvent(name, { detail }));
    return { calls, answers, fire, reported, target };
  }
  const listener = () => undefined;
  const done = () => undefined;
  const element = { tagName: 'DIV' };

  test.each<[string, string, unknown, unknown[]]>([
    ['login takes no argument', 'direct-billing:login', undefined, ['login']],
    ['session-error passes its code', 'direct-billing:session-error', { code: 'CWXBB1011E' }, ['sessionError', 'CWXBB1011E']],
    ['service-status passes online', 'direct-billing:service-status', { online: false }, ['serviceStatus', false]],
    ['request-product-quote passes the products', 'direct-billing:request-product-quote', { products: ['p'] }, ['requestProductQuote', ['p']]],
    ['add-sync-listener passes the listener', 'direct-billing:add-sync-listener', { listener }, ['addSyncListener', listener]],
    ['open passes the target and the whole detail', 'direct-billing:open', { target: 'intro', viewOnly: true }, ['open', 'intro', { target: 'intro', viewOnly: true }]],
    ['open-drawer, the browser event of spec 000 §2, is open', 'open-drawer', { target: 'intro' }, ['open', 'intro', { target: 'intro' }]],
    ['open-drawer without a detail opens with no target', 'open-drawer', null, ['open', undefined, {}]],
    ['close passes the widget', 'direct-billing:close', { widget: 'ctaWidget' }, ['close', 'ctaWidget', undefined]],
    ['close passes the widget and the element', 'direct-billing:close', { widget: 'ctaWidget', element }, ['close', 'ctaWidget', element]],
    ['render passes the widget and the element', 'direct-billing:render', { widget: 'ctaWidget', element }, ['render', 'ctaWidget', element]],
    ['a detail that is not an object passes nothing', 'direct-billing:session-error', 'CWXBB1011E', ['sessionError', undefined]],
  ])('%s', (_name, event, detail, call) => {
    const { calls, fire } = setup();
    fire(event, detail);
    expect(calls).toEqual([call]);
  });

  test.each<[string, string, unknown, unknown[][]]>([
    ['a method that answers a value hands it to the callback', 'direct-billing:request-insurance-data', { callback: done }, [[done, { on: false }]]],
    ['a method that answers nothing hands null to the callback', 'direct-billing:login', { callback: done }, [[done, null]]],
    ['a method that answers a plain value hands it to the callback at once', 'direct-billing:render', { widget: 'ctaWidget', element, callback: done }, [[done, true]]],
    ['a method that answers nothing at once hands null to the callback', 'direct-billing:close', { callback: done }, [[done, null]]],
    ['so does a method whose detail field is missing', 'direct-billing:service-status', { callback: done }, [[done, null]]],
    ['open answers its callback itself, once the drawer is open', 'direct-billing:open', { target: 'intro', callback: done }, []],
    ['open-drawer too', 'open-drawer', { callback: done }, []],
  ])('%s', async (_name, event, detail, expected) => {
    const { answers, fire } = setup();
    fire(event, detail);
    await Promise.resolve();
    await Promise.resolve();
    expect(answers).toEqual(expected);
  });

  const boom = new Error('page bug');
  const throwing = () => {
    throw boom;
  };
  test.each<[string, string, () => Event]>([
    ['a detail getter that throws', 'direct-billing:login', () => Object.defineProperty(new CustomEvent('direct-billing:login'), 'detail', { get: throwing })],
    ['a field getter that throws', 'direct-billing:session-error', () => new CustomEvent('direct-billing:session-error', { detail: Object.defineProperty({}, 'code', { get: throwing }) })],
    ['a callback getter that throws', 'direct-billing:request-insurance-data', () => new CustomEvent('direct-billing:request-insurance-data', { detail: Object.defineProperty({}, 'callback', { get: throwing }) })],
    ['a detail whose whole-detail read throws (a revoked proxy)', 'direct-billing:open', () => {
      const { proxy, revoke } = Proxy.revocable({}, {});
      revoke();
      return new CustomEvent('direct-billing:open', { detail: proxy });
    }],
  ])('spec 001 §6: %s is contained like a throwing listener: reported once under the event\'s name, nothing thrown into the page', (_name, event, make) => {
    const { calls, reported, target } = setup();
    expect(() => target.dispatchEvent(make())).not.toThrow();
    expect(reported).toHaveLength(1);
    expect(reported[0]?.[0]).toBe(event);
    expect(calls).toEqual([]);
  });

  test('spec 001 §6: a contained event leaves the next one working', () => {
    const { calls, fire, target } = setup();
    target.dispatchEvent(Object.defineProperty(new CustomEvent('direct-billing:login'), 'detail', { get: throwing }));
    fire('direct-billing:login');
    expect(calls).toEqual([['login']]);
  });

  test('an event of another name calls nothing', () => {
    const { calls, fire } = setup();
    fire('direct-billing:loginn');
    fire('login');
    expect(calls).toEqual([]);
  });
});
