// The shop session through the host page's action module (spec 000 section 7, "Host shop calls").
import { afterEach, describe, expect, test, vi } from 'vitest';
import { configure } from '../../test/unit/configure.ts';
import { resetConfig } from '../host/config.ts';
import { loadSession, markSessionExpired, resetSession, session, sessionExpired, sessionStatus, signedIn } from './session.ts';
import { customerNumberValid } from '../claim/claim.ts';

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

describe('spec 000 §4 session init: a lock, and the valid-session short cut', () => {
  const person = vi.fn(async () => ({ userId: '1001', registerType: 'R' }));
  const userContext = vi.fn(async () => ({ activityToken: { activityId: 'act_9' } }));

  test('concurrent loads share one; a valid session is kept unless forced', async () => {
    person.mockClear();
    configure({ actions: { person, userContext } });
    await Promise.all([loadSession(), loadSession(), loadSession()]);
    expect(person).toHaveBeenCalledTimes(1);
    await loadSession();
    expect(person).toHaveBeenCalledTimes(1);
    await loadSession({ force: true });
    expect(person).toHaveBeenCalledTimes(2);
    expect(customerNumberValid.value).toBe(true);
  });

  test('an anonymous visitor is loaded again each time, and its number cannot own a record (spec 000 §5)', async () => {
    const anonymous = vi.fn(async () => ({ userId: '-1002', registerType: 'G' }));
    configure({ actions: { person: anonymous, userContext } });
    await loadSession();
    await loadSession();
    expect(anonymous).toHaveBeenCalledTimes(2);
    expect(signedIn.value).toBe(false);
    expect(customerNumberValid.value).toBe(false);
  });

  test('spec 000 §8: an expired session signs the visitor out until the next load succeeds', async () => {
    configure({ actions: { person, userContext } });
    await loadSession();
    markSessionExpired();
    expect(sessionExpired.value).toBe(true);
    expect(signedIn.value).toBe(false);
    await loadSession();
    expect(sessionExpired.value).toBe(false);
    expect(signedIn.value).toBe(true);
  });
});
