// The language and country switch as a shopper walks it with a claim under way (spec 000 §1: France's site and the
// North American ones are different shops, Canada's and the United States' too): the claim of one shop's cart stays
// there, the other shop's call-to-action, toggle and drawer start afresh, and the claim is back on the way back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { acceptedFrenchClaim, clientOf, PNG_BYTES, prescriptionRequired, visitorOfPage } from './claims.ts';
import { cartAfterSetup, cartTotal, drawerIn, INSURER_WAIT, shopPage } from './flow.ts';
import { uploadPrescription } from '../../src/api/prescription/prescriptions.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const cta = (page: Page) => page.locator('[data-direct-billing="cta"]');

/** Follows the header's switch to another locale's cart, as the shopper would. */
async function switchTo(page: Page, from: string, name: string, locale: string): Promise<void> {
  await page.getByRole('navigation', { name: from }).getByRole('link', { name }).click();
  await page.waitForURL(`**/${locale}/cart`);
}

describe('the language and country switch with a claim under way, at 1280 px', () => {
  it('a North American claim with its prescription stays in Canada: France\'s and the United States\' shops start afresh', async () => {
    const { page, errors } = await shopPage(h, 1280, 900);
    await cartAfterSetup(h, page, async (p) => {
      // A carrier chosen, the member found, a prescription uploaded: the claim in progress.
      const visitor = await visitorOfPage(h, p);
      const { id } = await prescriptionRequired(h, visitor);
      await uploadPrescription(clientOf(h, visitor), id, new Blob([PNG_BYTES], { type: 'image/png' }), 'prescription.png');
    });
    await cta(page).getByRole('heading', { name: 'Your claim is in progress' }).waitFor(INSURER_WAIT);

    await switchTo(page, 'Language and country', 'Français (France)', 'fr-fr');
    // France's shop has no claim of this cart: the call-to-action offers to start, the toggle is off.
    await cta(page).getByRole('button', { name: 'Utiliser ma mutuelle' }).waitFor(INSURER_WAIT);
    expect(await page.getByText('Votre demande est en cours').count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Utiliser le tiers payant' }).getAttribute('aria-checked')).toBe('false');
    await cta(page).getByRole('button', { name: 'Utiliser ma mutuelle' }).click();
    const french = drawerIn(page, 'fr-fr');
    // The French flow's introduction, its four steps: a new claim of France's shop, not the Canadian one resumed.
    await french.getByRole('heading', { name: 'Profitez du tiers payant de votre mutuelle' }).waitFor(INSURER_WAIT);
    expect(await french.getByText('Étape 4 sur 6').count()).toBe(0);
    expect(await french.getByText('prescription.png').count()).toBe(0);
    expect(await french.getByText('Importez votre ordonnance').count()).toBe(0);
    await page.keyboard.press('Escape');
    await french.waitFor({ state: 'hidden' });

    await switchTo(page, 'Langue et pays', 'English (US)', 'en-us');
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor(INSURER_WAIT);
    expect(await page.getByText('Your claim is in progress').count()).toBe(0);

    await switchTo(page, 'Language and country', 'English (Canada)', 'en-ca');
    await cta(page).getByRole('heading', { name: 'Your claim is in progress' }).waitFor(INSURER_WAIT);
    await cta(page).getByRole('button', { name: 'Continue my claim' }).click();
    await drawerIn(page, 'en-ca').getByText('prescription.png').first().waitFor(INSURER_WAIT);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a French quote accepted stays in France: Canada\'s shop, in English and in Quebec French, shows no share of it', async () => {
    const { page, errors } = await shopPage(h, 1280, 900);
    await cartAfterSetup(h, page, async (p) => acceptedFrenchClaim(h, await visitorOfPage(h, p)), 'fr-fr');
    await cta(page).getByRole('heading', { name: 'Votre prise en charge est appliquée' }).waitFor(INSURER_WAIT);

    await switchTo(page, 'Langue et pays', 'English (Canada)', 'en-ca');
    await cta(page).getByRole('button', { name: 'Apply vision insurance' }).waitFor(INSURER_WAIT);
    expect(await page.getByText('Your insurance is applied').count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Use insurance benefits' }).getAttribute('aria-checked')).toBe('false');
    expect(await cartTotal(page, 'share')).toBe(0);
    expect(await cartTotal(page, 'remainder')).toBe((await cartTotal(page, 'subtotal')) + (await cartTotal(page, 'shipping')));

    await switchTo(page, 'Language and country', 'Français (Québec)', 'fr-ca');
    await cta(page).getByRole('button', { name: 'Utiliser mon assurance vision' }).waitFor(INSURER_WAIT);
    expect(await page.getByText('Votre assurance est appliquée').count()).toBe(0);

    await switchTo(page, 'Langue et pays', 'Français (France)', 'fr-fr');
    await cta(page).getByRole('heading', { name: 'Votre prise en charge est appliquée' }).waitFor(INSURER_WAIT);
    expect(errors).toEqual([]);
    await page.close();
  });
});
