// Issue 7 acceptance, the quote view: real Chromium on the French cart (/fr-fr/cart) as a French shopper. The record is
// brought to QUOTE_REQUIRED through the service API, or by the French forms, then the shopper asks for a quote in the
// drawer: an accepted quote reduces the cart's total by exactly the mutuelle's share; OFFLINE (e-mail opt-in), LOWBAL
// and 4 contact lenses at a mutuelle that quotes them by six each end on their screen. Axe runs on every state, and no
// English text of the quote view may show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { clientOf, visitorOfPage } from './claims.ts';
import { cartTotal, drawer, expectNoAxe, INSURER_WAIT, keyboard, shopPage, signInToCart } from './flow.ts';
import { MUTUELLE_ID, SECOND_MUTUELLE_ID } from '../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { createClaimRecord, getClaimRecord, updateClaimRecord } from '../../src/api/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/eligibility.ts';
import * as quoteStrings from '../../strings/quote.ts';
import * as amountStrings from '../../strings/quote-amounts.ts';
import * as offlineStrings from '../../strings/quote-offline.ts';
import * as problemStrings from '../../strings/quote-problem.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The French drawer, by its accessible name. */
const frDrawer = (page: Page): Locator => drawer(page, 'Assurance vision');

/** Every English text of the quote view that French words differently. */
const ENGLISH = [quoteStrings, amountStrings, offlineStrings, problemStrings].flatMap((s) =>
  Object.entries(s.en).filter(([key, text]) => (s.fr as Record<string, string>)[key] !== text && !text.includes('{{')).map(([, text]) => text),
);

/** Fails naming the English text when the drawer shows one (the French flow speaks French only). */
async function expectNoEnglishQuote(d: Locator): Promise<void> {
  const text = await d.innerText();
  for (const english of ENGLISH) expect(text, `English shown: ${english}`).not.toContain(english);
}

/** The visitor's French record at QUOTE_REQUIRED with the forms done: member at a mutuelle (the member number carrying the scenario word), terms accepted. */
async function quoteRequired(page: Page, contractId = '12345678', insurer = MUTUELLE_ID): Promise<string> {
  const visitor = await visitorOfPage(h, page);
  const api = clientOf(h, visitor);
  const { id } = await createClaimRecord(api, {
    cartId: visitor.cartId,
    sessionId: visitor.activityId,
    customerNumber: visitor.userId,
    customerEmail: visitor.email,
    customerName: { firstName: visitor.firstName ?? '', lastName: visitor.lastName ?? '' },
    eligibleProducts: visitor.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity })),
    locale: 'fr_FR',
    ecommerce: 'N1',
  });
  await syncInsuranceMember(api, id, {
    primaryCoverage: { insurer: { id: insurer }, insuree: { contractId, firstName: 'Alex', lastName: 'Martin', insuranceType: 'ADDITIONAL_INSURANCE' } },
    patient: { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: '75011' },
    patientRelationship: 'SELF',
  });
  await new Promise((resolve) => setTimeout(resolve, INSURER_DELAYS_MS.memberSync + 50));
  expect((await getClaimRecord(api, id)).status).toBe('QUOTE_REQUIRED');
  // The patient pages' last page accepts the terms (a valid prescription held): the drawer then resumes on the quote.
  await updateClaimRecord(api, id, { termsAndConditionsAccepted: true });
  return id;
}

/** A signed-in French shopper on the cart whose record the setup brought to QUOTE_REQUIRED; the drawer resumes on the quote. */
async function shopperAtQuote(setup: (page: Page) => Promise<unknown>, width = 1024) {
  const { page, errors } = await shopPage(h, width, 800);
  await signInToCart(h, page, 'fr-fr');
  await setup(page);
  await page.reload();
  await page.getByRole('button', { name: 'Reprendre ma demande' }).click();
  const d = frDrawer(page);
  await d.getByRole('heading', { name: 'Demandez votre devis' }).waitFor();
  await expectNoAxe(page, 'request');
  await expectNoEnglishQuote(d);
  return { page, errors, d };
}

describe('issue 7: the French quote view on /fr-fr/cart', () => {
  it('requests a quote by keyboard, shows the amounts, accepts, and the cart total drops by exactly the share', async () => {
    const { page, errors, d } = await shopperAtQuote((p) => quoteRequired(p), 320);
    const hands = keyboard(page);
    const before = await cartTotal(page, 'remainder');
    await hands.click(d.getByRole('button', { name: 'Demander un devis' }));
    await d.getByRole('status').filter({ hasText: /mutuelle/ }).first().waitFor();
    await d.getByRole('heading', { name: 'Votre devis' }).waitFor(INSURER_WAIT);
    await d.getByText('Reste à payer', { exact: true }).waitFor();
    await expectNoAxe(page, 'approved');
    await expectNoEnglishQuote(d);
    // 320 px wide: the amounts fit, nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const amount = (term: string) => d.getByText(term, { exact: true }).locator('xpath=following-sibling::dd').innerText();
    expect(await amount('Livraison')).toBe('Offerte');
    // fr-FR money: "-299,00 €" with a comma and the euro sign after; its digits are the share in cents.
    const quoted = await amount('Pris en charge par votre mutuelle');
    expect(quoted).toMatch(/^[-−]\d[\d\s\u202f]*,\d\d\s€$/);
    const quotedShare = Number(quoted.replace(/\D/g, ''));
    await hands.click(d.getByRole('button', { name: 'Accepter le devis' }));
    const checkout = d.getByRole('button', { name: 'Passer à la caisse' });
    await checkout.waitFor(INSURER_WAIT);
    await expectNoAxe(page, 'accepted');
    await expectNoEnglishQuote(d);
    await hands.click(checkout);
    await expect.poll(() => d.count()).toBe(0);
    await expect.poll(() => cartTotal(page, 'share'), INSURER_WAIT).toBeGreaterThan(0);
    expect(await cartTotal(page, 'share')).toBe(quotedShare);
    expect(await cartTotal(page, 'remainder')).toBe(before - quotedShare);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('OFFLINE: explains the 48 hours and opts in to the e-mail retry', async () => {
    const { page, errors, d } = await shopperAtQuote((p) => quoteRequired(p, '1234OFFLINE'));
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    await d.getByRole('heading', { name: 'Votre mutuelle ne répond pas' }).waitFor(INSURER_WAIT);
    await d.getByText(/48 heures/).first().waitFor();
    await expectNoAxe(page, 'offline');
    await expectNoEnglishQuote(d);
    await d.getByRole('button', { name: 'Me prévenir par e-mail' }).click();
    await d.getByRole('heading', { name: 'Nous vous préviendrons par e-mail' }).waitFor(INSURER_WAIT);
    await expectNoAxe(page, 'opted in');
    await expectNoEnglishQuote(d);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('LOWBAL: the allowance is used up; the shopper may check out at full price', async () => {
    const { page, errors, d } = await shopperAtQuote((p) => quoteRequired(p, '1234LOWBAL'));
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    await d.getByRole('alert').filter({ hasText: 'Garanties insuffisantes' }).waitFor(INSURER_WAIT);
    await d.getByRole('button', { name: 'Payer au prix plein' }).waitFor();
    await expectNoAxe(page, 'insufficient coverage');
    await expectNoEnglishQuote(d);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('4 contact lenses at a mutuelle that quotes them by six: names the line and says to choose 6', async () => {
    const { page, errors, d } = await shopperAtQuote(async (p) => {
      const visitor = await visitorOfPage(h, p);
      const lenses = visitor.lines.find((l) => l.productType === 'PRESCRIPTION_CONTACT_LENS');
      expect(lenses && h.state.setQuantity(visitor, lenses.id, 4)).toBe(true);
      return quoteRequired(p, '12345678', SECOND_MUTUELLE_ID);
    });
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    const alert = d.getByRole('alert').filter({ hasText: 'Modifiez le nombre de lentilles' });
    await alert.waitFor(INSURER_WAIT);
    await alert.getByText(/: 4 dans votre panier\. Choisissez 6\.$/).waitFor();
    await d.getByRole('button', { name: 'Modifier mon panier' }).waitFor();
    await expectNoAxe(page, 'restricted product');
    await expectNoEnglishQuote(d);
    expect(errors).toEqual([]);
    await page.close();
  });
});
