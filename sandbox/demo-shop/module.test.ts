// The demo shop module's signed-out shopper (README, "Quick start"): a page of one's own shows the signed-out widgets by
// answering the shop's anonymous visitor, and signs the shopper in later, as a shop does.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { demoShop, type DemoCart } from './module.ts';
import { parse } from '../../src/contract/parse.ts';
import { Person, UserContext } from '../../src/contract/host/host.ts';
import { isValidUserId } from '../../src/domain/session/session.ts';

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
