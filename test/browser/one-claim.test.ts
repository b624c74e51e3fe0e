// Issue 27 in real Chromium against the sandbox: one order gets one claim across two tabs of one shopper (spec 000 §5),
// Submit asks the shop session first so a sign-out in another tab ends in the session-expired path (spec 000 §8), and
// nothing personal travels in a request URL or header through a whole North American flow.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { readyToClaim, visitorOfPage } from './claims.ts';
import { completeFlow, drawerIn, ENGLISH_FLOW, INSURER_WAIT, mouse, QUEBEC_FLOW, shopPage, signInToCart, type FlowWords, type Hands } from './flow.ts';
import { holdsOrderClaim } from '../../src/domain/claim/one-claim.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The call-to-action's words each case reads besides the flow's (strings/en, strings/fr-CA). */
const CTA = {
  'en-ca': { resume: 'Continue my claim', signIn: 'Sign in to apply Vision Insurance', ended: 'Your session has ended. Sign in again to use your insurance benefits.' },
  'fr-ca': { resume: 'Reprendre ma demande', signIn: 'Connectez-vous pour utiliser votre assurance vision', ended: 'Votre session a expiré. Reconnectez-vous pour utiliser vos garanties.' },
} as const;

/** A tab of the shopper's browser (one context: one cookie jar, one shop session), its errors collected. */
async function tab(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

/** Signs the context's shopper in and brings their record to the review, through the service as the earlier views would. */
async function signedInAtReview(page: Page, locale: string): Promise<void> {
  const response = await page.request.post(`${h.origin}/${locale}/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: `/${locale}/cart` }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await readyToClaim(h, await visitorOfPage(h, page));
}

/** Opens the cart in the tab and the drawer on the review, terms accepted. */
async function atReview(page: Page, locale: keyof typeof CTA, w: FlowWords) {
  await page.goto(`${h.origin}/${locale}/cart`);
  await page.getByRole('button', { name: CTA[locale].resume }).click();
  const d = drawerIn(page, locale);
  await d.getByRole('heading', { name: w.review }).waitFor(INSURER_WAIT);
  await d.getByRole('checkbox', { name: w.terms }).check();
  return d;
}

/** Records what the page hears of `session-expired`, as a shop's own listener would. */
const listen = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { heard: unknown[]; directBilling: { on(name: string, listener: (payload: unknown) => void): void } };
    w.heard = [];
    w.directBilling.on('session-expired', (payload) => w.heard.push(payload));
  });
const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard);

/** The records of the visitor's cart holding its claim, and the submits the service took today. */
function claimsOf(visitor: Awaited<ReturnType<typeof visitorOfPage>>) {
  const held = [...h.state.service.records.values()].filter((s) => s.record.cartId === visitor.cartId && holdsOrderClaim(s.record.status));
  return { held: held.length, submits: h.state.service.customer(visitor.userId).submits.length };
}

const unexpected = (errors: readonly string[]) => errors.filter((e) => !/Failed to load resource|status of (4|5)\d\d/.test(e));

describe('issue 27, spec 000 §5: one order, one claim, in every tab', () => {
  it('two tabs of one shopper submit: one claim exists and both tabs show it applied', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 800 } });
    const a = await tab(context);
    await signedInAtReview(a.page, 'en-ca');
    const b = await tab(context);
    const inA = await atReview(a.page, 'en-ca', ENGLISH_FLOW);
    const inB = await atReview(b.page, 'en-ca', ENGLISH_FLOW);

    await inA.getByRole('button', { name: ENGLISH_FLOW.submit }).click();
    await a.page.getByRole('dialog', { name: ENGLISH_FLOW.applied }).waitFor(INSURER_WAIT);
    // The second tab, still on its review, submits too: the service takes no second claim, and the tab shows the one.
    await b.page.bringToFront();
    await inB.getByRole('button', { name: ENGLISH_FLOW.submit }).click();
    await b.page.getByRole('dialog', { name: ENGLISH_FLOW.applied }).waitFor(INSURER_WAIT);

    expect(claimsOf(await visitorOfPage(h, a.page))).toEqual({ held: 1, submits: 1 });
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });

  it('a tab without the claim catches up when the shopper comes back to it: its call-to-action shows the claim applied', async () => {
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 800 } });
    const a = await tab(context);
    await signedInAtReview(a.page, 'en-ca');
    const b = await tab(context);
    await b.page.goto(`${h.origin}/en-ca/cart`);
    const ctaB = b.page.locator('[data-direct-billing="cta"]');
    await ctaB.getByRole('button', { name: CTA['en-ca'].resume }).waitFor(INSURER_WAIT);

    const inA = await atReview(a.page, 'en-ca', ENGLISH_FLOW);
    await inA.getByRole('button', { name: ENGLISH_FLOW.submit }).click();
    await a.page.getByRole('dialog', { name: ENGLISH_FLOW.applied }).waitFor(INSURER_WAIT);

    // The shopper returns to the other tab: it is shown and focused again.
    await b.page.bringToFront();
    await b.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await ctaB.getByRole('heading', { name: 'Your insurance is applied' }).waitFor(INSURER_WAIT);
    expect(await ctaB.getByRole('button', { name: CTA['en-ca'].resume }).count()).toBe(0);
    expect(claimsOf(await visitorOfPage(h, a.page))).toEqual({ held: 1, submits: 1 });
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });
});

describe('issue 27, spec 000 §8: Submit asks the shop session first', () => {
  it.each([
    { locale: 'en-ca' as const, w: ENGLISH_FLOW },
    { locale: 'fr-ca' as const, w: QUEBEC_FLOW },
  ])('$locale: signed out in another tab, then Submit: the sign-in prompt and the session-expired event, no claim', async ({ locale, w }) => {
    const context = await h.browser.newContext({ viewport: { width: 1024, height: 800 } });
    const a = await tab(context);
    await signedInAtReview(a.page, locale);
    const visitor = await visitorOfPage(h, a.page);
    const d = await atReview(a.page, locale, w);
    await listen(a.page);

    // The other tab: the shop's own sign-out button.
    const b = await tab(context);
    await b.page.goto(`${h.origin}/${locale}/cart`);
    await b.page.getByRole('button', { name: locale === 'en-ca' ? 'Sign out' : 'Se déconnecter' }).click();
    await b.page.waitForURL(`**/${locale}/cart`);

    await a.page.bringToFront();
    const submits: string[] = [];
    a.page.on('request', (r) => {
      if (/\/claim\/submit$/.test(new URL(r.url()).pathname)) submits.push(r.url());
    });
    await d.getByRole('button', { name: w.submit }).click();
    const cta = a.page.locator('[data-direct-billing="cta"]');
    await cta.getByRole('link', { name: CTA[locale].signIn }).waitFor(INSURER_WAIT);
    // The card's status region is there before its words, which come a task later so that a screen reader says them.
    await expect.poll(() => cta.getByRole('status').textContent()).toBe(CTA[locale].ended);
    expect(await heard(a.page)).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(submits).toEqual([]);
    expect(claimsOf(visitor)).toEqual({ held: 0, submits: 0 });
    expect(await a.page.getByRole('dialog', { name: w.applied }).count()).toBe(0);
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });
});

describe('issue 27, DESIGN "No personal data leaks": nothing personal in a request URL or header', () => {
  it('a whole North American flow, from sign-in to the claim applied, sends the shopper\'s names, birth date, member ID and own file name in no URL or header', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    const own = 'Alex_Martin_rx_1988-04-12.png';
    const sent: { url: string; headers: Record<string, string> }[] = [];
    page.on('request', (request) => {
      void request.allHeaders().then((headers) => sent.push({ url: request.url(), headers }));
    });
    await signInToCart(h, page);
    const visitor = await visitorOfPage(h, page);
    // The shopper's prescription photo is named after them, as phones and scanners often name it.
    const hands: Hands = { ...mouse, upload: (target, file) => mouse.upload(target, { ...file, name: own }) };
    await completeFlow(page, hands, { axe: false, words: { ...ENGLISH_FLOW, remove: () => `Remove ${own}` } });

    const email = visitor.email ?? '';
    expect([visitor.firstName, visitor.lastName, email]).toEqual(['Alex', 'Martin', 'alex.martin@example.com']);
    // Every way the birth date may be written, and each value as typed into the forms.
    const personal = ['Alex', 'Martin', 'W1234567', '1988-04-12', '04/12/1988', '12/04/1988', '04-12-1988', '12-04-1988', '19880412', '04121988', '12041988', '1988/04/12', own, 'alex.martin', email];
    const found = (text: string) => personal.filter((value) => text.toLowerCase().includes(value.toLowerCase()));
    const decoded = (text: string) => {
      try {
        return decodeURIComponent(text.replace(/\+/g, ' '));
      } catch {
        return text;
      }
    };
    const leaks: string[] = [];
    for (const { url, headers } of sent) {
      for (const value of found(`${url} ${decoded(url)}`)) leaks.push(`${value} in ${url}`);
      for (const [name, raw] of Object.entries(headers)) {
        // The e-mail travels where spec 000 §7 puts it, the service calls' x-customer-email header: nowhere else.
        const allowed = name === 'x-customer-email' && new URL(url).pathname.startsWith('/services/');
        const text = `${raw} ${decoded(raw)}`;
        for (const value of found(allowed ? text.split(email).join(' ') : text)) leaks.push(`${value} in header ${name} of ${url}`);
      }
    }
    // The scan saw the whole flow: the put-url call and the upload itself among its requests.
    expect(sent.some((r) => /\/prescriptions\/put-url/.test(r.url))).toBe(true);
    expect(sent.some((r) => /\/storage\/uploads\//.test(r.url))).toBe(true);
    expect(sent.some((r) => /\/claim\/submit$/.test(r.url))).toBe(true);
    expect(leaks).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
