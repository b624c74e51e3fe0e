// The engineer's console line and diagnose()'s record: a fix for each failure the integration can cure, none for the
// shopper's own situations, once per call, and the configuration without secrets.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeFailure, maskedConfig, methodFailed, notMountable, noteCall, pageFunctionFailed, recorded, resetDiagnostics, unknownName, widgetFailed, type CallSide, type Finished } from './diagnostics.ts';
import { fixFor } from './fixes.ts';

afterEach(() => {
  resetDiagnostics();
  vi.restoreAllMocks();
});

describe('fixFor: what an engineer is told to do about a failed call', () => {
  it.each<[string, CallSide, Finished, boolean, RegExp | undefined]>([
    ['a /wcs 404', 'shop', { status: 404 }, false, /does not serve the shop's \/wcs calls; pass an actions module \(docs\/embedding\.md#actions\)/],
    ['a /wcs call with no answer (CORS)', 'shop', { status: 0, failure: 'network' }, false, /network, CORS/],
    ['a /wcs answer of the wrong shape', 'shop', { status: 200, failure: 'shape' }, false, /not the shop's \/wcs resource/],
    ['an actions module lacking a call', 'shop', { status: 500, failure: 'action' }, true, /give person, userContext and cart/],
    ['a /wcs 401 (the session, not the integration)', 'shop', { status: 401 }, false, undefined],
    ['a /wcs 500', 'shop', { status: 500 }, false, undefined],
    ['a service call with no answer', 'service', { status: 0, failure: 'network' }, false, /check apiBaseUrl/],
    ['a service 404 with no service error', 'service', { status: 404 }, false, /no direct-billing service answers at apiBaseUrl/],
    ['a service 403 with no service error', 'service', { status: 403 }, false, /check data-api-key/],
    ['a service 404 that is the service\'s own answer', 'service', { status: 404, errorType: 'INSURANCE_MEMBER_NOT_FOUND' }, false, undefined],
    ['a keyed call without a session refused, though the service says AUTHENTICATION_ERROR', 'service', { status: 401, errorType: 'AUTHENTICATION_ERROR', apiKey: true }, false, /refused the API key: check data-api-key \(apiKey\)/],
    ['a token refused (it may be the shop session, not the integration)', 'service', { status: 401, errorType: 'AUTHENTICATION_ERROR' }, false, undefined],
    ['a service 503', 'service', { status: 503 }, false, undefined],
  ])('%s', (_name, side, done, viaActions, fix) => {
    const said = fixFor(side, done, viaActions);
    if (fix) expect(said).toMatch(fix);
    else expect(said).toBeUndefined();
  });
});

describe('noteCall', () => {
  it('logs one line per call naming the call, the status and the fix, and records the last outcome of each', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const shown = 'GET /wcs/resources/store/10151/person/@self';
    await noteCall('shop', 'GET person/@self', { status: 404 }, { shown });
    await noteCall('shop', 'GET person/@self', { status: 404 }, { shown });
    await noteCall('shop', 'GET cart/cartItemDetails', { status: 200 });
    expect(lines).toEqual([
      `[direct-billing] shop call ${shown} answered 404: this page does not serve the shop's /wcs calls; pass an actions module (docs/embedding.md#actions) or serve them`,
    ]);
    expect(recorded().reachability.shop).toEqual([
      expect.objectContaining({ call: 'GET person/@self', ok: false, status: 404, fix: expect.stringContaining('actions module') }),
      expect.objectContaining({ call: 'GET cart/cartItemDetails', ok: true, status: 200 }),
    ]);
  });
});

describe('maskedConfig', () => {
  it('masks the API key and the store tokens and names the actions module\'s calls', () => {
    const shown = maskedConfig({ storeId: '10151', apiKey: 'pk_live_1234567890abcd', storeTokens: { WCToken: 'a', WCTrustedToken: 'b' }, actions: { person: () => null, cart: () => null }, chat: false, termsPath: undefined });
    expect(shown).toEqual({ storeId: '10151', apiKey: '…abcd', storeTokens: 'set', actions: ['cart', 'person'], chat: false });
  });
});

/** An error as the widgets' own code throws it, by name. */
const named = (name: string, message: string): Error => Object.assign(new Error(message), { name });
const CODE = new TypeError('Failed to fetch dynamically imported module: https://shop.example/widgets/chunks/actions-a1.js');
const SERVE = "serve the widgets' chunks/ to this page (network, script-src: docs/serving.md)";
const REPORT = 'report it with directBilling.diagnose() (docs/delivery.md#diagnose)';

describe('the console lines of the page API: each names what failed and what to do', () => {
  it.each<[string, unknown, boolean]>([
    ['Chromium\'s failed dynamic import', CODE, true],
    ['Firefox\'s', new TypeError('error loading dynamically imported module: https://x/a.js'), true],
    ['Safari\'s', new TypeError('Importing a module script failed.'), true],
    ['the chunk timeout (widgets/ui/chunk.ts withinTime)', new Error('no answer in 120000 ms'), true],
    ['code only a reload brings', named('NeedsReload', 'held'), true],
    ['a failed call', named('ApiError', 'GET claims failed with 500'), false],
    ['a thrown string', 'boom', false],
  ])('isCodeFailure: %s', (_name, error, code) => {
    expect(isCodeFailure(error)).toBe(code);
  });

  it.each<[string, unknown, string]>([
    ['a service call that failed: its own words, and where its fix is', named('ApiError', 'GET claims/customer/{id}/claims failed with 503'),
      'requestClaimCount failed (ApiError: GET claims/customer/{id}/claims failed with 503): directBilling.diagnose() names the call and its fix (docs/delivery.md#diagnose)'],
    ['code that did not come: which chunk, and what to serve', CODE, `requestClaimCount failed (${String(CODE)}): ${SERVE}`],
    ['a fault of the widgets\' own, whose message might hold a value: its name only', named('StructError', 'Expected a string, but received: "Alex"'), `requestClaimCount failed (StructError): ${REPORT}`],
    ['the engine\'s own error names code, never a value', new TypeError("Cannot read properties of undefined (reading 'amount')"),
      `requestClaimCount failed (TypeError: Cannot read properties of undefined (reading 'amount')): ${REPORT}`],
  ])('methodFailed: %s', (_name, error, line) => {
    expect(methodFailed('requestClaimCount', error)).toBe(line);
  });

  it.each<[string, unknown, string]>([
    ['its code did not come', CODE, `toggleWidget did not load its code (${String(CODE)}): ${SERVE}`],
    ['it failed while drawing', new RangeError('Invalid time value'), `toggleWidget failed (RangeError: Invalid time value): ${REPORT}`],
    ['its code came too late (the chunk timeout)', new Error('no answer in 5000 ms'), `toggleWidget did not load its code (Error: no answer in 5000 ms): ${SERVE}`],
  ])('widgetFailed: %s', (_name, error, line) => {
    expect(widgetFailed('toggleWidget', error)).toBe(line);
  });

  it('pageFunctionFailed names where the page gave the function and its own error, which is the page\'s to read', () => {
    expect(pageFunctionFailed("directBilling.on('sync', …)", new Error('cart not drawn'))).toBe(
      "your function given to directBilling.on('sync', …) failed (Error: cart not drawn): fix it; the widgets went on",
    );
    expect(pageFunctionFailed('open', 42)).toBe('your function given to open failed (number): fix it; the widgets went on');
  });

  it('unknownName lists every name taken, and the one meant', () => {
    expect(unknownName('widget', 'toggle', ['ctaWidget', 'toggleWidget'], 'data-direct-billing="toggle" is toggleWidget')).toBe(
      'unknown widget "toggle": use one of ctaWidget, toggleWidget (data-direct-billing="toggle" is toggleWidget)',
    );
    expect(unknownName('event', 'drawer-opened', ['drawer-open', 'sync'])).toBe('unknown event "drawer-opened": use one of drawer-open, sync');
  });

  it('notMountable names the element, and the one to give instead', () => {
    expect(notMountable('toggleWidget', { localName: 'input' } as Element)).toBe('toggleWidget cannot be mounted in this <input>: give it an empty <div> of its own');
  });
});
