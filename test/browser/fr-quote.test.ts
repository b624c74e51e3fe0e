// The French quote view in real Chromium on the French cart (/fr-fr/cart) as a French shopper. The record is
// brought to QUOTE_REQUIRED by the French forms (keyboard alone), or through the service API, then the shopper asks for a quote in the
// drawer: an accepted quote reduces the cart's total by exactly the mutuelle's share; OFFLINE (e-mail opt-in, then the answer), LOWBAL
// and 4 contact lenses at a mutuelle that quotes them by six each end on their screen. Axe runs on every state, and no
// English text of the quote view may show.
// The tests of each group run side by side: each is its own shopper on its own page and sets no fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { frenchQuoteRequired, visitorOfPage } from './claims.ts';
import type { Api } from '../../src/api/client.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { cartTotal, drawer, expectNoAxe, INSURER_WAIT, keyboard, mouseEvents, shopPage, signInToCart, cartAfterSetup, stepShown } from './flow.ts';
import { expectNoEnglish } from './french.ts';
import { MUTUELLE_ID, SECOND_MUTUELLE_ID } from '../../sandbox/service/catalogue.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The French drawer, by its accessible name. */
const frDrawer = (page: Page): Locator => drawer(page, 'Tiers payant');

/** Axe and no English (test/browser/french.ts: every English text of strings/ that French words differently) on a state. */
async function check(page: Page, d: Locator, state: string): Promise<void> {
  await expectNoAxe(page, state);
  await expectNoEnglish(d, `quote (${state})`);
}

/** The visitor's French record at QUOTE_REQUIRED with the forms done (test/browser/claims.ts), at a mutuelle, with a member number that may carry a scenario word. */
async function quoteRequired(page: Page, contractId = '12345678', insurer = MUTUELLE_ID): Promise<string> {
  return (await frenchQuoteRequired(h, await visitorOfPage(h, page), contractId, insurer)).id;
}

/** A signed-in French shopper on the cart whose record the setup brought to QUOTE_REQUIRED; the drawer resumes on the quote. */
async function shopperAtQuote(setup: (page: Page) => Promise<unknown>, width = 1024) {
  const { page, errors } = await shopPage(h, width, 800);
  await cartAfterSetup(h, page, setup, 'fr-fr');
  await page.getByRole('button', { name: 'Reprendre ma demande' }).click();
  const d = frDrawer(page);
  await d.getByRole('heading', { name: 'Demandez votre devis' }).waitFor();
  await check(page, d, 'request');
  return { page, errors, d };
}

describe.concurrent('the French quote view on /fr-fr/cart', () => {
  it('a French shopper goes from the switch through the forms to an accepted quote, and the cart total drops by the share', async ({ expect }) => {
    const { page, errors } = await shopPage(h, 1024, 800);
    await signInToCart(h, page, 'fr-fr');
    const hands = keyboard(page);
    const d = frDrawer(page);
    const field = (name: string): Locator => d.getByRole('textbox', { name, exact: true });
    const choice = (name: string): Locator => d.getByRole('combobox', { name, exact: true });
    const next = () => hands.click(d.getByRole('button', { name: 'Continuer' }));
    const before = await cartTotal(page, 'remainder');
    // Step X of Y on each screen as the shopper meets it (spec 000 §2): going forward it never goes back.
    const steps: number[] = [];
    const met: Array<[string, number]> = [];
    const seen = async (heading: string) => {
      await d.getByRole('heading', { name: heading }).waitFor(INSURER_WAIT);
      steps.push(await stepShown(d));
      met.push([heading, steps.at(-1) ?? 0]);
    };

    await hands.click(page.getByRole('switch', { name: 'Utiliser le tiers payant' }));
    // The intro says only what the French flow does (spec 001 section 1): its four steps are the screens met below.
    const intro = d.getByRole('list').filter({ has: page.getByRole('listitem') }).first().getByRole('listitem');
    await intro.first().waitFor();
    const said = await intro.allInnerTexts();
    expect(said).toEqual([
      'Choisissez votre mutuelle et indiquez les informations de l’assuré.',
      'Indiquez qui portera les lunettes ou les lentilles, et la date de son ordonnance.',
      'Ajoutez une seconde mutuelle, si vous en avez une.',
      'Demandez votre devis, puis acceptez-le ou refusez-le.',
    ]);
    await hands.click(d.getByRole('button', { name: 'Commencer' }));
    await seen('Choisissez votre mutuelle');
    await hands.click(d.getByRole('button', { name: 'Mutuelle Pivoine Santé' }));
    await seen('Votre contrat de mutuelle');
    await hands.fill(field('Numéro d’adhérent'), 'MUT-778899');
    await hands.select(choice('Type de couverture'), 'Complémentaire santé');
    await hands.fill(field('Prénom de l’assuré'), 'Camille');
    await hands.fill(field('Nom de l’assuré'), 'Durand');
    await next();
    await seen('Le patient');
    await hands.select(choice('Lien du patient avec l’assuré'), 'L’assuré lui-même');
    await hands.fill(field('Prénom du patient'), 'Camille');
    await hands.fill(field('Nom du patient'), 'Durand');
    await hands.fill(field('Date de naissance du patient'), '14/07/1985');
    await hands.fill(field('Numéro de sécurité sociale'), '2850775123456');
    await hands.select(choice('Sexe'), 'Femme');
    await hands.fill(field('Numéro de téléphone'), '06 12 34 56 78');
    await hands.fill(field('Date de l’ordonnance'), '15/10/2026');
    await hands.select(choice('L’équipement fait-il suite à un accident\u202f?'), 'Non');
    await hands.check(d.getByRole('checkbox', { name: /Je certifie détenir une ordonnance valide/ }));
    await next();
    await seen('Seconde mutuelle (facultatif)');
    await next();

    await d.getByRole('progressbar', { name: 'Étape 4 sur 4' }).waitFor(INSURER_WAIT);
    await seen('Demandez votre devis');
    await check(page, d, 'request');
    // Before the quote the mutuelle's share is the quote's to say (spec 000 §1): words that it comes with it, no amount.
    const estimated = d.getByRole('region', { name: 'Prise en charge estimée' });
    await estimated.getByText('Votre mutuelle indiquera sa prise en charge dans son devis.').waitFor();
    expect(await estimated.innerText()).not.toContain('€');
    await hands.click(d.getByRole('button', { name: 'Demander un devis' }));
    await seen('Votre devis');
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBe(4);
    // Each intro step is one step of the progress bar, met in order: mutuelle and insuree, the patient with the
    // prescription's date, the second mutuelle, the quote requested then accepted (or refused).
    expect(met).toEqual([
      ['Choisissez votre mutuelle', 1],
      ['Votre contrat de mutuelle', 1],
      ['Le patient', 2],
      ['Seconde mutuelle (facultatif)', 3],
      ['Demandez votre devis', 4],
      ['Votre devis', 4],
    ]);
    expect(new Set(steps).size).toBe(said.length);
    await d.getByText('Reste à payer', { exact: true }).waitFor();
    await check(page, d, 'approved');
    const quoted = Number((await d.getByText('Pris en charge par votre mutuelle', { exact: true }).locator('xpath=following-sibling::dd').innerText()).replace(/\D/g, ''));
    expect(quoted).toBeGreaterThan(0);
    // The quote's ways on are accept or refuse (spec 000 §4): no cancel beside them.
    expect(await d.getByRole('button', { name: 'Terminer plus tard', exact: true }).count()).toBe(0);
    await hands.click(d.getByRole('button', { name: 'Accepter le devis' }));
    const checkout = d.getByRole('button', { name: 'Passer commande' });
    await checkout.waitFor(INSURER_WAIT);
    await d.getByRole('heading', { name: 'Devis accepté' }).waitFor();
    await check(page, d, 'accepted');
    await hands.click(checkout);
    await d.waitFor({ state: 'detached' });
    await expect.poll(() => cartTotal(page, 'share'), INSURER_WAIT).toBe(quoted);
    expect(await cartTotal(page, 'remainder')).toBe(before - quoted);
    // The quote covers the order: the switch offers its benefits, no other product to cover, which without a
    // prescription to claim it under could only fail (spec 000 §1, §9).
    await page.getByRole('button', { name: 'Voir mes garanties' }).waitFor();
    expect(await page.getByRole('button', { name: 'Changer de produit pris en charge' }).count()).toBe(0);
    expect(await mouseEvents(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('requests a quote by keyboard, shows the amounts, accepts, and the cart total drops by exactly the share', async ({ expect }) => {
    const { page, errors, d } = await shopperAtQuote((p) => quoteRequired(p), 320);
    const hands = keyboard(page);
    const before = await cartTotal(page, 'remainder');
    await hands.click(d.getByRole('button', { name: 'Demander un devis' }));
    await d.getByRole('status').filter({ hasText: /mutuelle/ }).first().waitFor();
    await d.getByRole('heading', { name: 'Votre devis' }).waitFor(INSURER_WAIT);
    await d.getByText('Reste à payer', { exact: true }).waitFor();
    await check(page, d, 'approved');
    // 320 px wide: the amounts fit, nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const amount = (term: string) => d.getByText(term, { exact: true }).locator('xpath=following-sibling::dd').innerText();
    expect(await amount('Livraison')).toBe('Offerte');
    // fr-FR money: "−299,00 €" (the true minus) with a comma and the euro sign after; its digits are the share in cents.
    const quoted = await amount('Pris en charge par votre mutuelle');
    expect(quoted).toMatch(/^−\d[\d\s\u202f]*,\d\d\s€$/);
    const quotedShare = Number(quoted.replace(/\D/g, ''));
    // Each amount on one line at 320 px: never "−299,00" above its "€".
    for (const term of ['Montant de la commande', 'Pris en charge par votre mutuelle', 'Reste à payer']) {
      const lines = await d.getByText(term, { exact: true }).locator('xpath=following-sibling::dd').evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, term).toBe(1);
    }
    await hands.click(d.getByRole('button', { name: 'Accepter le devis' }));
    const checkout = d.getByRole('button', { name: 'Passer commande' });
    await checkout.waitFor(INSURER_WAIT);
    await check(page, d, 'accepted');
    await hands.click(checkout);
    await expect.poll(() => d.count()).toBe(0);
    await expect.poll(() => cartTotal(page, 'share'), INSURER_WAIT).toBeGreaterThan(0);
    expect(await cartTotal(page, 'share')).toBe(quotedShare);
    expect(await cartTotal(page, 'remainder')).toBe(before - quotedShare);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('OFFLINE: explains the 48 hours, opts in to the e-mail retry, and learns the mutuelle’s answer with the page open', async () => {
    const { page, errors, d } = await shopperAtQuote((p) => quoteRequired(p, '1234OFFLINE'));
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    await d.getByRole('heading', { name: 'Votre mutuelle ne répond pas' }).waitFor(INSURER_WAIT);
    await d.getByText(/48\u00a0heures/u).first().waitFor();
    await check(page, d, 'offline');
    await d.getByRole('button', { name: 'Me prévenir par e-mail' }).click();
    await d.getByRole('heading', { name: 'Nous attendons la réponse de votre mutuelle' }).waitFor(INSURER_WAIT);
    await d.getByText(/^Nous vous enverrons un e-mail dès que votre mutuelle aura envoyé son devis/).waitFor();
    await check(page, d, 'opted in');
    // The mutuelle comes back 30 s after the opt-in (docs/sandbox.md, OFFLINE): the open page learns its answer, in the
    // drawer and on the cart's call-to-action, which leads to the quote to accept.
    h.state.advanceClock(30_000);
    await d.getByRole('button', { name: 'Accepter le devis' }).waitFor(INSURER_WAIT);
    await page.getByRole('heading', { name: 'Votre devis est prêt' }).waitFor();
    await page.getByRole('button', { name: 'Voir mon devis' }).waitFor();
    await check(page, d, 'the mutuelle back');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('LOWBAL: the allowance is used up; the shopper may check out at full price', async () => {
    const { page, errors, d } = await shopperAtQuote((p) => quoteRequired(p, '1234LOWBAL'));
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    // The heading names the problem, and names the box that explains it (spec 000 §8).
    await d.getByRole('heading', { name: 'Garanties insuffisantes' }).waitFor(INSURER_WAIT);
    await d.getByRole('group', { name: 'Garanties insuffisantes' }).waitFor();
    await d.getByRole('button', { name: 'Payer au plein tarif' }).waitFor();
    await check(page, d, 'insufficient coverage');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('4 contact lenses at a mutuelle that quotes them by six, at 360 px: names the line, says to choose 6, and « Modifier mon panier » leads to that line’s « Quantité »', async () => {
    let lensLine = '';
    const { page, errors, d } = await shopperAtQuote(async (p) => {
      const visitor = await visitorOfPage(h, p);
      const lenses = visitor.lines.find((l) => l.productType === 'PRESCRIPTION_CONTACT_LENS');
      expect(lenses && h.state.setQuantity(visitor, lenses.id, 4)).toBe(true);
      lensLine = lenses?.id ?? '';
      return quoteRequired(p, '12345678', SECOND_MUTUELLE_ID);
    }, 360);
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    const alert = d.getByRole('group', { name: 'Modifiez le nombre de lentilles' });
    await alert.waitFor(INSURER_WAIT);
    await alert.getByText(/\u202f: 4 dans votre panier\. Choisissez 6\.$/).waitFor();
    await d.getByRole('button', { name: 'Modifier mon panier' }).waitFor();
    await check(page, d, 'restricted product');
    // On the cart already: the drawer closes, the page hears the line to change (edit-cart), and the demo shop brings
    // the shopper to its « Quantité » field, in sight, far below the widget that opened the drawer.
    await d.getByRole('button', { name: 'Modifier mon panier' }).press('Enter');
    await expect.poll(() => d.count()).toBe(0);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        const box = active?.getBoundingClientRect();
        return { id: active?.id ?? '', label: active instanceof HTMLInputElement ? (active.labels?.[0]?.textContent ?? '') : '', inSight: !!box && box.top >= 0 && box.bottom <= innerHeight };
      });
    await expect.poll(focused).toEqual({ id: `qty-${lensLine}`, label: expect.stringMatching(/^Quantité/), inSight: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('spec 000 §3 CART_UPDATE: a line removed under an accepted quote, on /fr-fr/cart at 1280 px', () => {
  it('from the removal, no share of the order as it was is applied, said or paid: the card is pending, the cart and the order at full price', async () => {
    const { page, errors, d } = await shopperAtQuote((p) => quoteRequired(p), 1280);
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    await d.getByRole('button', { name: 'Accepter le devis' }).click();
    await d.getByRole('heading', { name: 'Devis accepté' }).waitFor(INSURER_WAIT);
    await expect.poll(() => cartTotal(page, 'share'), INSURER_WAIT).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => d.count()).toBe(0);
    const cta = page.locator('[data-direct-billing="cta"]');
    await cta.getByText(/Votre mutuelle prend en charge/).waitFor();
    await page.getByRole('button', { name: 'Retirer (Solution multifonction, 360 ml)' }).click();
    // The card, told the cart changed, says its claim may be cancelled and no longer the share of the cart as it was
    // (that it says so from the page's call on, in the same task, is entry/host-events.test.tsx's).
    await cta.getByText('Votre demande pourrait être annulée').waitFor(INSURER_WAIT);
    expect(await cta.getByText(/prend en charge/).count()).toBe(0);
    // The shop told the widgets after its totals were read again: the share accepted for the cart as it was is not this cart's.
    expect(await cartTotal(page, 'share')).toBe(0);
    const subtotal = await cartTotal(page, 'subtotal');
    expect(await cartTotal(page, 'remainder')).toBe(subtotal);
    await page.getByRole('button', { name: 'Passer la commande' }).click();
    await page.locator('#order').waitFor();
    // The order page's totals: paid in full, no share row.
    const paid = Number((await page.locator('[data-total="remainder"]').innerText()).replace(/\D/g, ''));
    expect(paid).toBe(subtotal);
    expect(await page.locator('[data-total-row="share"]').isHidden()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('spec 001 §2 and §9: the day\'s third quote on /fr-fr/cart', () => {
  it('refused twice and asked again, the third quote gives no advice to refuse, and « Refuser le devis » asks first with the 24 hours', async () => {
    const { page, errors, d } = await shopperAtQuote((p) => quoteRequired(p));
    const refuse = d.getByRole('button', { name: 'Refuser le devis' });
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    for (let quote = 0; quote < 2; quote++) {
      await refuse.waitFor(INSURER_WAIT);
      expect(await d.innerText()).toContain('refusez ce devis, appliquez le code');
      await refuse.click();
      await d.getByRole('button', { name: 'Demander un nouveau devis' }).click();
    }
    // The day's third request is its last: it asks first (the next test's).
    await page.getByRole('dialog', { name: 'Demander un nouveau devis\u202f?' }).getByRole('button', { name: 'Oui, demander un devis' }).click();
    await refuse.waitFor(INSURER_WAIT);
    await d.getByRole('button', { name: 'Accepter le devis' }).waitFor();
    expect(await d.innerText()).not.toContain('refusez ce devis');
    await d.getByText(/^C’est votre dernier devis aujourd’hui/).waitFor();
    await refuse.click();
    const dialog = page.getByRole('dialog', { name: 'Refuser ce devis\u202f?' });
    await dialog.getByText('C’est votre dernier devis aujourd’hui\u202f: si vous le refusez, vous devrez attendre 24\u00a0heures avant d’en demander un nouveau.').waitFor();
    await check(page, d, 'last refusal asked');
    await dialog.getByRole('button', { name: 'Conserver ce devis' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await d.getByRole('button', { name: 'Accepter le devis' }).waitFor();
    await refuse.click();
    await dialog.getByRole('button', { name: 'Oui, refuser le devis' }).click();
    // Refused, the day's last attempt spent: the limit, as the shopper was warned.
    await d.getByRole('heading', { name: 'Limite quotidienne de devis atteinte' }).waitFor(INSURER_WAIT);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a quote refused, a second one, then a line removed: « Demander un devis pour mon panier » asks first with the 24 hours, and only its Yes spends the day\'s third quote', async () => {
    let claim!: { api: Api; id: string };
    const { page, errors, d } = await shopperAtQuote(async (p) => {
      claim = await frenchQuoteRequired(h, await visitorOfPage(h, p));
    });
    const quotes = async () => (await getClaimRecord(claim.api, claim.id)).claimData?.quoteSummaries?.length ?? 0;
    const accept = d.getByRole('button', { name: 'Accepter le devis' });
    await d.getByRole('button', { name: 'Demander un devis' }).click();
    await d.getByRole('button', { name: 'Refuser le devis' }).click({ timeout: INSURER_WAIT.timeout });
    // The second request leaves a third: it is sent at once.
    await d.getByRole('button', { name: 'Demander un nouveau devis' }).click();
    await accept.waitFor(INSURER_WAIT);
    expect(await quotes()).toBe(2);
    await page.keyboard.press('Escape');
    await expect.poll(() => d.count()).toBe(0);
    await page.getByRole('button', { name: 'Retirer (Solution multifonction, 360 ml)' }).click();
    await page.locator('[data-direct-billing="cta"]').getByRole('button', { name: 'Voir mon devis' }).click({ timeout: INSURER_WAIT.timeout });
    const forCart = d.getByRole('button', { name: 'Demander un devis pour mon panier' });
    await forCart.waitFor(INSURER_WAIT);
    await forCart.click();
    const dialog = page.getByRole('dialog', { name: 'Demander un devis pour votre panier\u202f?' });
    await dialog.getByText('C’est votre dernière demande de devis aujourd’hui\u202f: si vous refusez le nouveau devis, ou si vous modifiez ensuite votre panier, vous devrez attendre 24\u00a0heures avant d’en demander un autre.').waitFor();
    await check(page, d, 'last request asked');
    await dialog.getByRole('button', { name: 'Conserver ce devis' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await forCart.evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await quotes()).toBe(2);
    await forCart.click();
    await dialog.getByRole('button', { name: 'Oui, demander un devis' }).click();
    await accept.waitFor(INSURER_WAIT);
    expect(await quotes()).toBe(3);
    // The day's third quote: the note and Refuse say it is the last.
    await d.getByText(/^C’est votre dernier devis aujourd’hui/).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
