// The review's submit and what ends it, in real Chromium against the sandbox, as a Quebec shopper on a 320-pixel phone
// with the keyboard alone: a claim cancelled in another tab ends on a message that says so with a new claim to start,
// never a drawer loading for ever; the applied claim's result is the end of the flow (Escape closes the drawer, focus
// back on the page); a send error closes back onto the review; and while the claim is being sent (the sandbox's `late`
// fault) the footer's cancel waits and Escape says closing does not stop the claim, never asking about unsent answers
// nor stacking two dialogs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { readyToClaim, visitorOfPage } from './claims.ts';
import { drawerIn, INSURER_WAIT, keyboard, press, QUEBEC_FLOW as w } from './flow.ts';
import { holdsOrderClaim } from '../../src/domain/claim/one-claim.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** What the call-to-action and the drawer say besides the flow's words (strings/fr-CA). */
const FR = {
  resume: 'Reprendre ma demande',
  cancel: 'Annuler la demande',
  confirmCancel: 'Oui, annuler ma demande',
  gone: 'Votre demande a été annulée',
  startAgain: 'Commencer une nouvelle demande',
  loading: 'Chargement…',
  closeFirst: 'Fermer pour le moment?',
  claimSending: 'Fermer pendant l’envoi de votre demande?',
  footerCancel: 'Terminer plus tard',
  issues: 'Nous rencontrons des difficultés',
  close: 'Fermer',
  appliedCard: 'Votre assurance est appliquée',
};

/** A tab of the shopper's browser (one context: one cookie jar, one shop session), its errors collected. */
async function tab(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  return { page, errors: collectErrors(page) };
}

/** A Quebec shopper's phone, signed in, with the claim brought to the review through the service, as the earlier views would. */
async function phoneAtReadyClaim(): Promise<{ context: BrowserContext; a: { page: Page; errors: string[] } }> {
  const context = await h.browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  const a = await tab(context);
  const response = await a.page.request.post(`${h.origin}/fr-ca/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: '/fr-ca/cart' }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  await readyToClaim(h, await visitorOfPage(h, a.page));
  return { context, a };
}

/** Opens the drawer on the review from the call-to-action, by keyboard; the terms, accepted on the doctor's page, are ticked. */
async function atReview(page: Page) {
  await page.goto(`${h.origin}/fr-ca/cart`);
  await keyboard(page).click(page.getByRole('button', { name: FR.resume }));
  const d = drawerIn(page, 'fr-ca');
  await d.getByRole('heading', { name: w.review }).waitFor(INSURER_WAIT);
  expect(await d.getByRole('checkbox', { name: w.terms }).isChecked()).toBe(true);
  return d;
}

/** What has focus, looking through shadow roots: its text, and which widget's mount holds it. */
const focus = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    const widget = el?.getAttribute('data-direct-billing') ?? null;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return { tag: el?.localName ?? '', text: el?.textContent?.trim() ?? '', widget };
  });

const unexpected = (errors: readonly string[]) => errors.filter((e) => !/Failed to load resource|status of (4|5)\d\d/.test(e));

describe('spec 000 §4: a claim cancelled in another tab', () => {
  it('Envoyer la demande: the drawer says the claim was cancelled, its heading focused, and starts a new one; no claim is made', async () => {
    const { context, a } = await phoneAtReadyClaim();
    const visitor = await visitorOfPage(h, a.page);
    const d = await atReview(a.page);

    const b = await tab(context);
    await b.page.goto(`${h.origin}/fr-ca/cart`);
    await b.page.getByRole('button', { name: FR.cancel }).click();
    await b.page.getByRole('button', { name: FR.confirmCancel }).click();
    await b.page.getByRole('button', { name: FR.resume }).waitFor({ state: 'detached', ...INSURER_WAIT });

    await a.page.bringToFront();
    await press(a.page, d.getByRole('button', { name: w.submit }));
    await d.getByRole('heading', { name: FR.gone }).waitFor(INSURER_WAIT);
    await expect.poll(() => focus(a.page)).toMatchObject({ tag: 'h3', text: FR.gone, widget: 'drawer' });
    expect(await d.getByText(FR.loading).count()).toBe(0);
    const claims = [...h.state.service.records.values()].filter((s) => s.record.cartId === visitor.cartId && holdsOrderClaim(s.record.status));
    expect(claims).toHaveLength(0);

    await press(a.page, d.getByRole('button', { name: FR.startAgain }));
    await d.getByRole('heading', { name: w.insurers }).waitFor(INSURER_WAIT);
    expect([...unexpected(a.errors), ...unexpected(b.errors)]).toEqual([]);
    await context.close();
  });
});

describe('spec 000 §2 and §8: where the submit\'s result leaves the shopper', () => {
  it('Escape on « Demande appliquée » closes the drawer: focus back on the call-to-action, which shows the claim applied', async () => {
    const { context, a } = await phoneAtReadyClaim();
    const d = await atReview(a.page);
    await press(a.page, d.getByRole('button', { name: w.submit }));
    const applied = a.page.getByRole('dialog', { name: w.applied });
    await applied.waitFor(INSURER_WAIT);
    await a.page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    const cta = a.page.locator('[data-direct-billing="cta"]');
    await cta.getByRole('heading', { name: FR.appliedCard }).waitFor(INSURER_WAIT);
    await expect.poll(() => focus(a.page)).toMatchObject({ widget: 'cta' });
    expect(unexpected(a.errors)).toEqual([]);
    await context.close();
  });

  it('« Fermer » on the send error closes back onto the review: the terms still ticked, Envoyer la demande focused', async () => {
    const { context, a } = await phoneAtReadyClaim();
    const d = await atReview(a.page);
    // A gateway timeout (504) is polled: the record, still ready to claim, says the claim never left.
    h.state.faults.add({ call: 'claim/submit', kind: 'status', status: 504, remaining: 1 });
    await press(a.page, d.getByRole('button', { name: w.submit }));
    const failed = a.page.getByRole('dialog', { name: FR.issues });
    await failed.waitFor(INSURER_WAIT);
    await press(a.page, failed.getByRole('button', { name: FR.close }));
    await failed.waitFor({ state: 'detached' });
    expect(await d.getByRole('heading', { name: w.review }).count()).toBe(1);
    expect(await d.getByRole('checkbox', { name: w.terms }).isChecked()).toBe(true);
    await expect.poll(() => focus(a.page)).toMatchObject({ text: w.submit, widget: 'drawer' });
    expect(unexpected(a.errors)).toEqual([]);
    await context.close();
  });

  it('while the claim is being sent (a late submit) the footer’s cancel waits; Escape asks in the claim’s words, and its Close leaves the claim going on, no result dialog following', async () => {
    const { context, a } = await phoneAtReadyClaim();
    const d = await atReview(a.page);
    // Ticked again by the shopper: the review holds an answer not sent yet, which a close would ask about.
    const terms = d.getByRole('checkbox', { name: w.terms });
    await press(a.page, terms, 'Space');
    await a.page.keyboard.press('Space');
    expect(await terms.isChecked()).toBe(true);
    // Late enough for the question to be asked and answered before the claim's answer comes.
    h.state.faults.add({ call: 'claim/submit', kind: 'late', delayMs: 6_000, remaining: 1 });
    const sent = a.page.waitForRequest((r) => /\/claim\/submit$/.test(new URL(r.url()).pathname));
    await press(a.page, d.getByRole('button', { name: w.submit }));
    await sent;
    // The footer's cancel could only close the drawer, never the claim: it is there, and waits.
    expect(await d.locator('.footer').getByRole('button', { name: FR.footerCancel }).getAttribute('aria-disabled')).toBe('true');
    await a.page.keyboard.press('Escape');
    expect(await a.page.getByRole('dialog', { name: FR.closeFirst }).count()).toBe(0);
    const question = a.page.getByRole('dialog', { name: FR.claimSending });
    await press(a.page, question.getByRole('button', { name: FR.close }));
    await d.waitFor({ state: 'detached' });
    await expect.poll(() => focus(a.page)).toMatchObject({ text: FR.resume, widget: 'cta' });
    // The claim is followed to its answer all the same: the call-to-action shows it applied, and no dialog opens.
    const cta = a.page.locator('[data-direct-billing="cta"]');
    await cta.getByRole('heading', { name: FR.appliedCard }).waitFor(INSURER_WAIT);
    expect(await a.page.getByRole('dialog').count()).toBe(0);
    expect(unexpected(a.errors)).toEqual([]);
    await context.close();
  });
});
