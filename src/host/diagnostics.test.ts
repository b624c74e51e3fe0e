// The engineer's console line and diagnose()'s record: a fix for each failure the integration can cure, none for the
// shopper's own situations, once per call, and the configuration without secrets.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskedConfig, noteCall, recorded, resetDiagnostics, type CallSide, type Finished } from './diagnostics.ts';
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
