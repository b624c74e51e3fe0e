// The shop session through the host page's action module (spec 000 section 7, "Host shop calls").
import { afterEach, describe, expect, test, vi } from 'vitest';
import { configure } from '../test/unit/configure.ts';
import { resetConfig } from './config.ts';
import { loadSession, resetSession, session, sessionStatus, signedIn } from './session.ts';

afterEach(() => {
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
});

describe('spec 000 §7: an action module on the host page replaces the /wcs session calls', () => {
  test('the session comes from the actions, and no request is sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    configure({
      actions: {
        person: async () => ({ userId: '1001', registerType: 'R', firstName: 'Pat' }),
        userContext: async () => ({ activityToken: { activityId: 'act_9' } }),
      },
    });
    await loadSession();
    expect(sessionStatus.value).toBe('ready');
    expect(session.value).toMatchObject({ userId: '1001', sessionId: 'act_9', isLoggedIn: true });
    expect(signedIn.value).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('a module without the user-context callback is a configuration error: no session, no request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    configure({ actions: { person: async () => ({ userId: '1001', registerType: 'R' }) } });
    await loadSession();
    expect(sessionStatus.value).toBe('error');
    expect(session.value).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('without a module the store token headers travel with the /wcs calls', async () => {
    const seen: Headers[] = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return Response.json(String(input).includes('person') ? { userId: '1001', registerType: 'R' } : { activityToken: { activityId: 'act_1' } });
    });
    configure({ storeTokens: { WCToken: 'wc_1', WCTrustedToken: 'wct_1' } });
    await loadSession();
    expect(sessionStatus.value).toBe('ready');
    expect(seen.map((h) => [h.get('WCToken'), h.get('WCTrustedToken')])).toEqual([['wc_1', 'wct_1'], ['wc_1', 'wct_1']]);
  });
});
