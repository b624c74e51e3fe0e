// The demo shop module's signed-out shopper (README, "Quick start"): a page of one's own shows the signed-out widgets by
// answering the shop's anonymous visitor, and signs the shopper in later, as a shop does.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { demoShop, SESSION_ENDED, STORAGE_KEY, type DemoCart } from './module.ts';
import { parse } from '../../src/contract/parse.ts';
import { Person, UserContext } from '../../src/contract/host/host.ts';
import { isValidUserId } from '../../src/domain/session/session.ts';
import { readShopErrors } from '../../src/host/shop.ts';
import { shopSessionFailure } from '../../src/domain/session/session-expiry.ts';

const cart: DemoCart = { cartId: 'c1', products: [], orderSubtotal: { amount: 0 } };
const shopper = { session: 's1', person: { userId: '3001', registerType: 'R', firstName: 'Alex' }, userContext: { activityToken: { activityId: 'a1' } } };

afterEach(() => vi.unstubAllGlobals());

describe('demoShop({ signedIn }): a signed-out page of one\'s own', () => {
  test('signed out, the widgets hear the shop\'s anonymous visitor, and the sandbox is not asked for a shopper', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const actions = demoShop({ cart: () => cart, signedIn: () => false });
    const person = parse(await actions.person(), Person, 'person');
    parse(await actions.userContext(), UserContext, 'userContext');
    expect(isValidUserId(person.userId)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  test('once the page says the shopper signed in, the next read signs the demo shopper in', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(shopper), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    let signedIn = false;
    const actions = demoShop({ cart: () => cart, signedIn: () => signedIn });
    expect((await actions.person()).userId).toBe('-1002');
    signedIn = true;
    expect(isValidUserId((await actions.person()).userId)).toBe(true);
    expect(fetch).toHaveBeenCalled();
  });

  test('left out, the shopper is signed in, as the quick start has it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(shopper), { status: 200 })));
    expect((await demoShop({ cart: () => cart }).person()).userId).toBe('3001');
  });
});

describe('demoShop: a shopper the sandbox forgot while the page stayed open (a restart, a reset)', () => {
  /** The sandbox's demo calls: it knows the shoppers in `known`, and starts each new one with the next session id. */
  function sandbox(known: Set<string>) {
    let next = 0;
    const fetch = vi.fn(async (url: URL | string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (init?.method === 'POST' && path.endsWith('/sessions')) {
        const session = `s${++next}`;
        known.add(session);
        return json({ ...shopper, session, person: { ...shopper.person, userId: String(3000 + next) } });
      }
      const session = /sessions\/([^/]+)/.exec(path)?.[1] ?? '';
      // As routes.ts answers: the check of a forgotten shopper succeeds and says so; their cart is not found.
      if (!known.has(session)) return init?.method === 'PUT' ? json({ message: 'No such demo shopper' }, 404) : json({ forgotten: true, message: 'No such demo shopper' });
      return json(init?.method === 'PUT' ? {} : { ...shopper, session });
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }

  test('the next read rejects as a shop\'s ended session, which the widgets read as the session-expired path; the read after signs a new shopper in', async () => {
    const known = new Set<string>();
    sandbox(known);
    const actions = demoShop({ cart: () => cart });
    expect((await actions.person()).userId).toBe('3001');
    expect((await actions.userContext()).activityToken).toEqual({ activityId: 'a1' });
    known.clear();
    const ended = await actions.person().then(() => null, (error: unknown) => error);
    expect(ended).toBe(SESSION_ENDED);
    // As src/host/shop.ts reads an action's rejection, and the session rule decides (spec 000 section 8).
    const { status, errors } = readShopErrors(ended);
    expect(shopSessionFailure({ status: status ?? 0, errors, hasSessionId: true, alreadyExpired: false, loggingOut: false })).toBe('session-expired');
    expect((await actions.person()).userId).toBe('3002');
  });

  test('a page loaded again after the sandbox forgot the shopper it remembered signs a new one in', async () => {
    const known = new Set<string>();
    const fetch = sandbox(known);
    const kept = new Map<string, string>([[STORAGE_KEY, 's9']]);
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value), removeItem: (key: string) => void kept.delete(key) });
    expect((await demoShop({ cart: () => cart }).person()).userId).toBe('3001');
    expect(fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(url).pathname.replace(/.*\/demo\//, '')}`)).toEqual(['GET sessions/s9', 'POST sessions']);
    expect(kept.get(STORAGE_KEY)).toBe('s1');
  });

  test('the cart read after the sandbox forgot the shopper ends the session the same way', async () => {
    const known = new Set<string>();
    sandbox(known);
    const actions = demoShop({ cart: () => cart });
    await actions.cart();
    known.clear();
    await expect(actions.cart()).rejects.toBe(SESSION_ENDED);
  });
});
