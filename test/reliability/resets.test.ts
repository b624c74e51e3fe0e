// Logout, session expiry and order completion in the middle of a flow (spec 000 §4: they reset claim state and
// webchat; an order also clears claim and quote details): the drawer closes, the widgets forget the shopper (what they
// typed, the claim), and nothing of the shopper is left in storage.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from '../browser/harness.ts';
import { drawer, shopPage, signInToCart } from '../browser/flow.ts';
import { visitorOfPage } from '../browser/claims.ts';
import { SESSION_COOKIE } from '../../sandbox/shop.ts';
import type { ShopSession } from '../../sandbox/state.ts';
import { SESSION_KEYS } from '../../src/host/session-memory.ts';
import { TOKEN_STORAGE_KEY } from '../../src/api/token-store.ts';
import { hostEventsOf, persisted, personalIn, watchPage, word, type Watch } from './host-kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const MEMBER_ID = 'W7654321';

/** A signed-in shopper in the middle of the flow: insurer chosen, member lookup half typed (a draft, not sent). */
async function midFlow(): Promise<{ page: Page; watch: Watch; visitor: ShopSession }> {
  const { page } = await shopPage(h, 1280, 800);
  const watch = await watchPage(page);
  await signInToCart(h, page);
  const visitor = await visitorOfPage(h, page);
  const d = drawer(page);
  await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
  await d.getByRole('button', { name: 'Get started' }).click();
  await d.getByRole('button', { name: 'Quillfeather Vision Plan' }).click();
  await d.getByRole('heading', { name: 'Check eligibility' }).waitFor();
  await d.getByRole('textbox', { name: 'Member ID' }).fill(MEMBER_ID);
  await d.getByRole('textbox', { name: 'Policy holder’s first name' }).fill('Alex');
  await d.getByRole('textbox', { name: 'Date of birth' }).fill('04/12/1988');
  return { page, watch, visitor };
}

/** What the host page may ask of the widgets about the shopper's insurance now. */
const insuranceData = (page: Page) =>
  page.evaluate(() => (window as unknown as { directBilling: { requestInsuranceData(): Promise<unknown> } }).directBilling.requestInsuranceData());

/** The drawer closed, the host heard it, and storage holds nothing of the shopper (and no token unless `tokenMayStay`). */
async function expectForgotten(page: Page, visitor: ShopSession, { tokenMayStay = false } = {}): Promise<void> {
  await drawer(page).waitFor({ state: 'hidden' });
  const names = (await hostEventsOf(page)).map((e) => e.name);
  expect(names).toContain('drawer-close');
  const record = [...h.state.service.records.values()].find((r) => r.customerNumber === visitor.userId);
  expect(record, 'the flow had created a claim record').toBeDefined();
  const stored = await persisted(page, [SESSION_COOKIE]);
  const text = JSON.stringify(stored);
  expect(personalIn(text, { 'member id': [MEMBER_ID], 'date of birth': ['04/12/1988', '1988-04-12'], name: [word('Alex'), word('Martin')], 'e-mail': [visitor.email ?? '@'], phone: [visitor.phone ?? '+'] })).toEqual([]);
  expect(text).not.toContain(record?.record.id);
  if (!tokenMayStay) expect(stored.session[TOKEN_STORAGE_KEY]).toBeUndefined();
  // Where the drawer was goes too: the next shopper of this tab, or the next cart, starts at the beginning.
  expect(stored.session[SESSION_KEYS.lastPath]).toBeUndefined();
  expect(stored.local).toEqual({});
}

describe('spec 000 §4: resets in the middle of a flow', () => {
  it('resets: logout mid-flow closes the drawer, forgets the shopper and leaves no token or personal data in storage', async () => {
    const { page, watch, visitor } = await midFlow();
    expect((await persisted(page))['session'][TOKEN_STORAGE_KEY]).toBeDefined();
    // What a shop does at sign-out: its own session ends, then it tells the widgets.
    await page.evaluate(async () => {
      await fetch('/en-ca/sign-out', { method: 'POST', credentials: 'same-origin' });
      await (window as unknown as { directBilling: { logout(): Promise<void> } }).directBilling.logout();
    });
    await expectForgotten(page, visitor);
    expect((await hostEventsOf(page)).some((e) => e.name === 'chat' && JSON.stringify(e.payload).includes('reset'))).toBe(true);
    expect(await insuranceData(page)).toMatchObject({ on: false, customerFacingStatus: 'DEFAULT' });
    // Signed out, the switch no longer opens the flow: a sign-in prompt does.
    await page.getByRole('link', { name: /sign in/i }).first().waitFor();
    expect(watch.pageErrors).toEqual([]);
    await page.close();
  });

  it('resets: session expiry mid-flow (401 twice) ends the claim’s steps, says why in the drawer, tells the host and leaves nothing of the shopper', async () => {
    const { page, watch, visitor } = await midFlow();
    const d = drawer(page);
    await d.getByRole('textbox', { name: 'Group ID' }).fill('GRP-100');
    await d.getByRole('textbox', { name: 'Policy holder’s last name' }).fill('Martin');
    await d.getByRole('textbox', { name: 'Postal code' }).fill('H2X 1Y4');
    // The service refuses the token, and the refetched one too: the session has ended (spec 000 §8).
    await fetch(`${h.origin}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ call: 'sync-insurance-member', kind: 'status', status: 401, count: 2 }),
    });
    await d.getByRole('button', { name: 'Check eligibility' }).click();
    // The drawer says the session ended, the claim's steps closed behind it; the shopper closes it.
    await d.getByRole('region', { name: 'Your session has ended' }).getByRole('button', { name: 'Close' }).click();
    await expectForgotten(page, visitor);
    expect((await hostEventsOf(page)).filter((e) => e.name === 'session-expired')).toHaveLength(1);
    expect(await insuranceData(page)).toMatchObject({ on: false, customerFacingStatus: 'DEFAULT' });
    expect(watch.pageErrors).toEqual([]);
    await page.close();
  });

  it('resets: order completion mid-flow closes the drawer, clears the claim and what was typed, and leaves no personal data', async () => {
    const { page, watch, visitor } = await midFlow();
    // A single-page checkout: the shop places the order (a new cart follows), then fires the widgets' window event.
    await page.evaluate(async () => {
      await fetch('/en-ca/checkout', { method: 'POST', credentials: 'same-origin', redirect: 'manual' });
      window.dispatchEvent(new CustomEvent('direct-billing:order-complete'));
    });
    await expectForgotten(page, visitor, { tokenMayStay: true });
    expect(await insuranceData(page)).toMatchObject({ customerFacingStatus: 'DEFAULT' });
    // The next flow starts afresh: nothing the shopper typed for the placed order comes back.
    await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
    const d = drawer(page);
    await d.getByRole('button', { name: 'Get started' }).click();
    await d.getByRole('button', { name: 'Quillfeather Vision Plan' }).click();
    await d.getByRole('heading', { name: 'Check eligibility' }).waitFor();
    expect(await d.getByRole('textbox', { name: 'Member ID' }).inputValue()).toBe('');
    expect(await d.getByRole('textbox', { name: 'Date of birth' }).inputValue()).toBe('');
    expect(watch.pageErrors).toEqual([]);
    await page.close();
  });
});
