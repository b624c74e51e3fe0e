// The call-to-action's record states in real Chromium on the demo shop (spec 001 §2): an accepted claim at 320 px
// cancelled with the keyboard through its confirmation and applied again on a new claim record, the French signed-in and accepted states with euros, and
// the toggle's "See benefits" list; in each state shown, no console error, no sideways scroll, no axe violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations, collectErrors, startHarness, type Harness } from './harness.ts';
import { getActiveClaimRecord, getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { acceptedClaim, acceptedFrenchClaim, clientOf, visitorOfPage } from './claims.ts';
import { drawer, INSURER_WAIT } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Long enough for the insurer's answer plus the widget's polls (nullify: every 1 s; use of insurance: every 2 s). */
const WAIT = { timeout: 15_000, interval: 200 };

async function newPage(width: number) {
  const page = await h.browser.newPage({ viewport: { width, height: 800 } });
  const errors = collectErrors(page);
  return { page, errors };
}

const cta = (page: Page) => page.locator('[data-direct-billing="cta"]');

/** A total of the cart page's totals region (sandbox/pages/cart.ts), in minor units. */
async function total(page: Page, key: 'subtotal' | 'shipping' | 'share' | 'remainder'): Promise<number> {
  const text = (await page.locator(`#cart-totals [data-total="${key}"]`).textContent()) ?? '';
  return /\d/.test(text) ? Number(text.replace(/\D/g, '')) : 0;
}

/** Whether the page scrolls sideways: it must not, down to 320 px. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** What has focus, looking through shadow roots. */
function deepFocus(page: Page) {
  return page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { text: el?.textContent?.trim() ?? '', tag: el?.tagName.toLowerCase() ?? '', inDialog: Boolean(el?.closest('dialog')) };
  });
}

/** Presses Tab until the element with this text has focus; answers what has focus in the end. */
async function tabTo(page: Page, text: string, most = 60) {
  let focused = await deepFocus(page);
  for (let i = 0; i < most && focused.text !== text; i++) {
    await page.keyboard.press('Tab');
    focused = await deepFocus(page);
  }
  return focused;
}

/** A minor-unit amount as the shop's locale writes it, computed apart from the widget's own formatter. */
const money = (minor: number, locale: string, currency: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

/** Signs the page's visitor in on the English demo shop and lands on the cart with the default call-to-action. */
async function signedInCart(page: Page) {
  await page.goto(`${h.origin}/en-ca/sign-in?redirectUrl=/en-ca/cart`);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/en-ca/cart');
  await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor();
}

/** Gives the visitor an accepted claim with insurance on, and reloads the cart so the widgets read it. */
async function withAcceptedClaim(page: Page) {
  const claim = await acceptedClaim(h, await visitorOfPage(h, page));
  expect(claim.shareMinor).toBeGreaterThan(0);
  // An accepted claim starts with insurance on (sandbox/walk.test.ts): no toggle call is needed.
  expect(claim.record.claimData?.useInsuranceStatus).toBe('INSURANCE_ENABLED');
  await page.reload();
  await cta(page).getByRole('heading', { name: 'Your insurance is applied' }).waitFor();
  const toggle = page.getByRole('switch', { name: 'Use insurance benefits' });
  await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('true');
  return { claim, toggle };
}

describe('spec 001 §2: the call-to-action\'s record states on the demo cart', () => {
  it('spec 001 §2: at 320 px, an accepted claim shows its share; the keyboard opens, escapes and confirms "Cancel claim" to a nullified claim at full price', async () => {
    const { page, errors } = await newPage(320);
    await signedInCart(page);
    const { claim, toggle } = await withAcceptedClaim(page);

    const body = cta(page).getByText(/^Your insurer covers /);
    // The remainder to pay is the claim residual, subtotal − share (spec 000 §9).
    const left = money((await total(page, 'subtotal')) - claim.shareMinor, 'en-CA', 'CAD');
    expect(await body.textContent()).toBe(
      `Your insurer covers ${money(claim.shareMinor, 'en-CA', 'CAD')} of this order. You pay the remaining ${left}. Complete your checkout to keep this amount.`,
    );
    expect(await body.textContent()).toMatch(/\$\d+\.\d{2} /);
    const full = (await total(page, 'subtotal')) + (await total(page, 'shipping'));
    await expect.poll(() => total(page, 'remainder'), WAIT).toBe(full - claim.shareMinor);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only from here: Tab to the button, Enter opens the confirmation with focus inside it.
    expect((await tabTo(page, 'Cancel claim')).text).toBe('Cancel claim');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel your claim?' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => (d as HTMLDialogElement).open && d.matches(':modal'))).toBe(true);
    expect((await deepFocus(page)).inDialog).toBe(true);
    expect((await dialog.boundingBox())?.width).toBeLessThanOrEqual(320);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await deepFocus(page)).toMatchObject({ text: 'Cancel claim', inDialog: false });

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    // Focus starts on the safe choice; Tab cycles inside the modal to the confirm button.
    const confirm = await tabTo(page, 'Yes, cancel my claim', 6);
    expect(confirm).toMatchObject({ text: 'Yes, cancel my claim', inDialog: true });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });

    // The insurer takes 2 s to nullify: a polite status says the cancellation is under way meanwhile.
    const progress = cta(page).getByRole('status').filter({ hasText: 'Cancelling your claim…' });
    await expect.poll(() => progress.count(), { timeout: 2_000, interval: 50 }).toBe(1);

    const cancelled = cta(page).getByRole('heading', { name: 'Your claim was cancelled' });
    await cancelled.waitFor({ timeout: WAIT.timeout });
    expect(await cta(page).getByText('Your order is back at full price. You can apply your vision insurance again.').count()).toBe(1);
    expect(await cta(page).getByRole('alert').count()).toBe(0);
    await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('false');
    await expect.poll(() => total(page, 'remainder'), WAIT).toBe(full);
    expect(await page.locator('#cart-totals [data-total-row="share"]').isHidden()).toBe(true);
    // The button used is gone: focus goes to the new heading rather than to the page's start.
    expect((await deepFocus(page)).text).toBe('Your claim was cancelled');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 001 §4: at 1280 px, "Apply again" after cancelling the applied claim starts a new claim record: its member lookup finds the member', async () => {
    const { page, errors } = await newPage(1280);
    await signedInCart(page);
    const { claim } = await withAcceptedClaim(page);
    await cta(page).getByRole('button', { name: 'Cancel claim' }).click();
    await page.getByRole('dialog', { name: 'Cancel your claim?' }).getByRole('button', { name: 'Yes, cancel my claim' }).click();
    await cta(page).getByRole('heading', { name: 'Your claim was cancelled' }).waitFor({ timeout: WAIT.timeout });

    await cta(page).getByRole('button', { name: 'Apply again' }).click();
    const d = drawer(page);
    await d.getByRole('button', { name: 'Get started' }).click();
    await d.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    await d.getByRole('button', { name: 'Quillfeather Vision Plan' }).click();
    await d.getByRole('heading', { name: 'Check eligibility' }).waitFor();
    await d.getByRole('textbox', { name: 'Member ID' }).fill('DEMO1234');
    await d.getByRole('textbox', { name: 'Group ID' }).fill('G1');
    await d.getByRole('textbox', { name: 'Policy holder’s first name' }).fill('Alex');
    await d.getByRole('textbox', { name: 'Policy holder’s last name' }).fill('Martin');
    await d.getByRole('textbox', { name: 'Date of birth' }).fill('01/15/1985');
    await d.getByRole('textbox', { name: 'Postal code' }).fill('H2X 1Y4');
    await d.getByRole('button', { name: 'Check eligibility' }).click();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor(INSURER_WAIT);
    expect(await d.getByText("We’re experiencing some issues").count()).toBe(0);

    // The new claim is a record of its own; the cancelled one stays as it was.
    const visitor = await visitorOfPage(h, page);
    const active = await getActiveClaimRecord(clientOf(h, visitor), visitor.userId);
    expect(active?.id).not.toBe(claim.record.id);
    expect(active?.status).toBe('INSURANCE_MEMBER_FOUND');
    expect((await getClaimRecord(clientOf(h, visitor), claim.record.id)).status).toBe('CLAIM_NULLIFIED');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 001 §2: at 320 px on /fr-fr/cart, signed in: the French call-to-action and switch, then an accepted claim in euros', async () => {
    const { page, errors } = await newPage(320);
    await page.goto(`${h.origin}/fr-fr/cart`);
    await cta(page).getByRole('link', { name: 'Connectez-vous pour utiliser votre mutuelle' }).click();
    await page.waitForURL('**/fr-fr/sign-in?redirectUrl=*');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/fr-fr/cart');

    await cta(page).getByRole('button', { name: 'Utiliser ma mutuelle' }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Utiliser le tiers payant' });
    await expect.poll(() => toggle.getAttribute('aria-disabled'), WAIT).toBe('false');
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    const claim = await acceptedFrenchClaim(h, await visitorOfPage(h, page));
    expect(claim.shareMinor).toBeGreaterThan(0);
    await page.reload();
    await cta(page).getByRole('heading', { name: 'Votre prise en charge est appliquée' }).waitFor();
    const body = (await cta(page).getByText(/^Votre mutuelle prend en charge /).textContent()) ?? '';
    expect(body).toMatch(/\d+,\d{2}\s€/);
    const left = money((await total(page, 'subtotal')) - claim.shareMinor, 'fr-FR', 'EUR');
    expect(body).toBe(
      `Votre mutuelle prend en charge ${money(claim.shareMinor, 'fr-FR', 'EUR')} sur cette commande. Il vous reste ${left} à payer. Finalisez votre commande pour conserver ce montant.`,
    );
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 001 §2: at 1024 px with insurance on, "See benefits" expands the list of plans, available and unavailable', async () => {
    const { page, errors } = await newPage(1024);
    await signedInCart(page);
    await withAcceptedClaim(page);

    const see = page.getByRole('button', { name: 'See benefits' });
    expect(await see.getAttribute('aria-expanded')).toBe('false');
    await see.click();
    expect(await see.getAttribute('aria-expanded')).toBe('true');
    const list = page.getByRole('list', { name: 'Your benefits' });
    await list.waitFor();
    // innerText keeps the line breaks between a plan's name, status and description, as the shopper reads them.
    const plans = (await list.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
    // The sandbox's member (sandbox/service/member.ts): frame, lenses and contact lenses covered; the eye exam never online.
    expect(plans.find((p) => p.startsWith('Frames '))).toMatch(/^Frames Benefits available Frame allowance up to \$\d+\.\d{2} Renews on /);
    expect(plans.find((p) => p.startsWith('Lenses '))).toMatch(/^Lenses Benefits available Lenses up to /);
    expect(plans.find((p) => p.startsWith('Eye exams '))).toMatch(/^Eye exams Benefits unavailable In store only Renews on /);
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await see.click();
    expect(await see.getAttribute('aria-expanded')).toBe('false');
    expect(await list.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 001 §6: on a product page, the page asks for a product quote and hears the insurer\'s share; the switch is on', async () => {
    const { page, errors } = await newPage(390);
    await signedInCart(page);
    const { toggle } = await withAcceptedClaim(page);
    await page.goto(`${h.origin}/en-ca/products`);
    await page.locator('a[href*="/product/"]').first().click();
    await page.waitForURL('**/en-ca/product/**');
    await expect.poll(() => toggle.getAttribute('aria-checked'), WAIT).toBe('true');
    const frame = { productType: 'FRAME', ecommerceId: '0123456789012', ecommerceIdType: 'UPC', quantity: 1, unitFullPrice: { amount: 129.5 } };
    const [insurance, quotes] = await page.evaluate(async (product) => {
      const api = (window as unknown as { directBilling: { requestInsuranceData(): Promise<unknown>; requestProductQuote(p: unknown[]): Promise<unknown> } }).directBilling;
      return [await api.requestInsuranceData(), await api.requestProductQuote([product])];
    }, frame);
    expect(insurance).toEqual({ on: true, customerFacingStatus: 'ACCEPTED', ctaState: 'ACCEPTED' });
    expect(quotes).toMatchObject({ productQuotes: [{ ecommerceId: frame.ecommerceId, status: 'APPROVED', coveredAmount: { amount: expect.any(Number) } }] });
    expect(await scrollsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
