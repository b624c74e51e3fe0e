// The shop's session ends under a signed-in shopper on the demo cart, in real Chromium (spec 000 §7, §8; spec 001 §6):
// the shopper removes a line, the service refuses the token, the shop's /wcs session answer says the session expired,
// and the service refuses a token for no session. The call-to-action asks the shopper to sign in again, and the page hears
// `session-expired` and the chat `reset` once. In English and French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { drawerIn, expectNoAxe, shopPage, signInToCart } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The sandbox's faults on demand (README, "Faults on demand"). */
async function addFaults(faults: object[]): Promise<void> {
  const response = await fetch(`${h.origin}/sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });
  expect(response.ok).toBe(true);
}

/** Starts recording what the page hears of the two events, as a shop's own listener would. */
function listen(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { heard: unknown[]; directBilling: { on(name: string, listener: (payload: unknown) => void): void } };
    w.heard = [];
    for (const name of ['session-expired', 'chat']) w.directBilling.on(name, (payload) => w.heard.push({ name, payload }));
  });
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);

const CASES = [
  {
    locale: 'en-ca',
    apply: 'Apply vision insurance',
    remove: 'Remove',
    signIn: 'Sign in to apply Vision Insurance',
    ended: 'Your session has ended. Sign in again to use your insurance benefits.',
  },
  {
    // A France shop: the French of France (strings/fr-FR).
    locale: 'fr-fr',
    apply: 'Utiliser ma mutuelle',
    remove: 'Retirer',
    signIn: 'Connectez-vous pour utiliser votre mutuelle',
    ended: 'Votre session a expiré. Reconnectez-vous pour utiliser votre mutuelle.',
  },
  {
    // A Quebec shop: Quebec French (strings/fr-CA).
    locale: 'fr-ca',
    apply: 'Utiliser mon assurance vision',
    remove: 'Retirer',
    signIn: 'Connectez-vous pour utiliser votre assurance vision',
    ended: 'Votre session a expiré. Reconnectez-vous pour utiliser vos garanties.',
  },
] as const;

describe('spec 000 §8: the session-expired path on the demo shop', () => {
  it.each(CASES)('$locale: an expired /wcs session under a cart change shows the sign-in prompt and tells the page once', async (c) => {
    // No fault a failed case left may meet this case's sign-in, and its page never outlives it (finally, below).
    await fetch(`${h.origin}/sandbox/faults`, { method: 'DELETE' });
    const { page, errors } = await shopPage(h, 1024, 800);
    try {
      await expiresUnderCartChange(page, errors, c);
    } finally {
      await page.close();
    }
  });
});

describe('spec 000 §8: the session ends under the open drawer, at 360 × 740', () => {
  it('the drawer stays and says why, focused; the page says it once; Close leaves focus on the page', async () => {
    await fetch(`${h.origin}/sandbox/faults`, { method: 'DELETE' });
    const { page, errors } = await shopPage(h, 360, 740);
    try {
      await signInToCart(h, page, 'en-ca');
      const cta = page.locator('[data-direct-billing="cta"]');
      await cta.getByRole('button', { name: 'Apply vision insurance' }).click();
      const d = drawerIn(page);
      await d.getByRole('button', { name: 'Get started' }).click();
      const insurer = d.getByRole('button', { name: 'Quillfeather Vision Plan' });
      await insurer.waitFor();
      // The insurer's press makes the claim record: the service refuses the token, the shop says the session expired.
      await addFaults([
        { call: 'claim-records', kind: 'status', status: 401, count: 1 },
        { call: 'person/@self', kind: 'session-expired', status: 401, count: 1 },
      ]);
      await insurer.click();
      const heading = d.getByRole('heading', { name: 'Your session has ended' });
      await heading.waitFor().catch((error: unknown) => explain(error, errors));
      expect(await heading.evaluate((el) => (el.getRootNode() as ShadowRoot | Document).activeElement === el)).toBe(true);
      expect(await d.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toMatch(/^\/en-ca\/sign-in\?redirectUrl=/);
      expect(await d.getByRole('progressbar').count()).toBe(0);
      await expectNoAxe(page, 'en-ca drawer, session ended');
      // Behind it, the cart says it once: by the call-to-action, the toggle keeping its plain sign-in hint.
      expect(await page.getByText('Your session has ended. Sign in again to use your insurance benefits.').count()).toBe(1);
      await d.getByRole('region', { name: 'Your session has ended' }).getByRole('button', { name: 'Close' }).click();
      await d.waitFor({ state: 'detached' });
      // Focus is on the page's widgets (the call-to-action, whose Apply became the sign-in), not the page's body.
      expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement !== null)).toBe(true);
      expect(await cta.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).count()).toBe(1);
    } finally {
      await page.close();
    }
  });
});

/** What the sandbox says when a wait fails: the faults no call met, and what the page logged. */
async function explain(error: unknown, errors: string[]): Promise<never> {
  const left = await (await fetch(`${h.origin}/sandbox/faults`)).json();
  throw new Error(`${error instanceof Error ? error.message : String(error)}\nfaults not met: ${JSON.stringify(left)}\npage console: ${JSON.stringify(errors)}`);
}

/** One case: signed in on the cart, a line removed while the shop's session has ended. */
async function expiresUnderCartChange(page: Page, errors: string[], c: (typeof CASES)[number]): Promise<void> {
  await signInToCart(h, page, c.locale);
  const cta = page.locator('[data-direct-billing="cta"]');
  await cta.getByRole('button', { name: c.apply }).waitFor();
  await listen(page);

  // The service refuses the call's token; the shop's session answer then says it expired, so the token asked for
  // again carries no session and is refused too (sandbox/state.ts, authenticate): two 401s of the service.
  await addFaults([
    { call: 'check-insurance-eligibility', kind: 'status', status: 401, count: 1 },
    { call: 'person/@self', kind: 'session-expired', status: 401, count: 1 },
  ]);
  await page.getByRole('button', { name: c.remove }).first().click();

  await cta.getByRole('link', { name: c.signIn }).waitFor().catch((error: unknown) => explain(error, errors));
  // The card's status region is there before its words, which come a task later so that a screen reader says them.
  await expect.poll(() => cta.getByRole('status').textContent()).toBe(c.ended);
  expect(await cta.getByRole('button', { name: c.apply }).count()).toBe(0);
  expect(await cta.getByRole('alert').count()).toBe(0);
  expect(await heard(page)).toEqual([
    { name: 'chat', payload: { action: 'reset' } },
    { name: 'session-expired', payload: { key: 'ERR_COOKIE_EXPIRED' } },
  ]);
  await expectNoAxe(page, `${c.locale} cart, session ended`);
  // The browser logs each refused request on its own: the service's two 401s and the shop's; nothing else.
  const refused = (e: string) => /Failed to load resource: .* 401 /.test(e);
  expect(errors.filter(refused)).toHaveLength(3);
  expect(errors.filter((e) => !refused(e))).toEqual([]);
}
