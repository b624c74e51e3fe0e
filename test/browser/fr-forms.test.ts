// The French forms in real Chromium on the French demo cart: a French shopper goes by keyboard alone, at 320 px, through
// the intro's four steps, the mutuelles, the member page (refused empty with "Champ obligatoire"), the patient page
// (accident yes asks its type and date) and the optional second insurance, to the quote's step; axe and no English on
// every view (spec 001 §§1, 5; spec 000 §§2, 3, 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { getActiveClaimRecord } from '../../src/api/claim/claim-records.ts';
import { startHarness, type Harness } from './harness.ts';
import { clientOf, visitorOfPage } from './claims.ts';
import { drawer, expectNoAxe, INSURER_WAIT, keyboard, mouseEvents, shopPage, signInToCart } from './flow.ts';
import { englishTexts, expectNoEnglish } from './french.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The text that describes the focused control (its hint and error), looking through shadow roots. */
function focusedDescription(page: Page): Promise<{ invalid: string | null; description: string }> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const root = active?.getRootNode() as Document | ShadowRoot;
    const ids = active?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return {
      invalid: active?.getAttribute('aria-invalid') ?? null,
      description: ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' '),
    };
  });
}

/** Sideways scrolling of the page, in pixels (none at 320 px). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('the French forms on /fr-fr/cart', () => {
  it('the English texts are gathered from strings/ (the check below can fail)', async () => {
    const texts = await englishTexts();
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.find((t) => t.text === 'Required field')?.pattern.test('Champ obligatoire')).toBe(false);
    expect(texts.find((t) => t.text === 'Continue')?.pattern.test('Continuer')).toBe(false);
    expect(texts.find((t) => t.text === 'Continue')?.pattern.test('Retour Continue')).toBe(true);
    expect(texts.find((t) => t.text === 'Step\u00a0{{current}}\u00a0of\u00a0{{max}}')?.pattern.test('Step\u00a02\u00a0of\u00a04')).toBe(true);
  });

  it('a French shopper goes by keyboard alone at 320 px from the switch to the quote step', async () => {
    const { page, errors } = await shopPage(h, 320, 720);
    await signInToCart(h, page, 'fr-fr');
    const hands = keyboard(page);
    const d = drawer(page, 'Tiers payant');
    const check = async (view: string) => {
      await expectNoAxe(page, view);
      await expectNoEnglish(d, view);
      expect(await overflow(page), `sideways scrolling on ${view}`).toBeLessThanOrEqual(0);
    };
    const heading = (name: string | RegExp, wait = {}) => d.getByRole('heading', { name }).waitFor(wait);
    const field = (name: string | RegExp): Locator => d.getByRole('textbox', { name, exact: true });
    const choice = (name: string | RegExp): Locator => d.getByRole('combobox', { name, exact: true });
    const next = () => hands.click(d.getByRole('button', { name: 'Continuer' }));

    await hands.click(page.getByRole('switch', { name: 'Utiliser le tiers payant' }));
    await heading('Profitez du tiers payant de votre mutuelle');
    // The steps come with the intro page's configuration, after the heading (widgets/drawer/entry/Intro.tsx).
    await expect.poll(() => d.locator('ol.steps li').count()).toBe(4);
    await check('intro');
    await hands.click(d.getByRole('button', { name: 'Commencer' }));

    await heading('Choisissez votre mutuelle');
    await d.getByRole('progressbar', { name: 'Étape 1 sur 4' }).waitFor();
    await d.getByRole('button', { name: 'Mutuelle Lavandière' }).waitFor();
    await check('insurers');
    // Each mutuelle is a button: pressing it chooses and moves on.
    await hands.click(d.getByRole('button', { name: 'Mutuelle Pivoine Santé' }));

    await heading('Votre contrat de mutuelle');
    await next();
    await d.getByText('Champ obligatoire').first().waitFor();
    // The insured person's names come filled from the shop's customer (spec 000 §§3, 6), and the mutuelle's one cover type
    // is chosen (a required choice of one option): one field is refused.
    expect(await d.getByText('Champ obligatoire').count()).toBe(1);
    expect(await choice('Type de couverture').inputValue()).toBe('ADDITIONAL_INSURANCE');
    // The first refused field has focus, and its message describes it: a screen reader says it at once.
    await expect.poll(() => focusedDescription(page)).toEqual({ invalid: 'true', description: 'Champ obligatoire' });
    expect(await field('Numéro d’adhérent').evaluate((input) => input === input.ownerDocument.activeElement || input === (input.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    await check('member, refused empty');
    await hands.fill(field('Numéro d’adhérent'), 'MUT-778899');
    await hands.fill(field('Prénom de l’assuré'), 'Camille');
    await hands.fill(field('Nom de l’assuré'), 'Durand');
    await next();

    await heading('Le patient', INSURER_WAIT);
    await d.getByRole('progressbar', { name: 'Étape 2 sur 4' }).waitFor();
    expect(await field('Rang de naissance').inputValue()).toBe('1');
    expect(await d.getByText(/jumeaux/).isVisible()).toBe(true);
    expect(await choice('Type d’accident').count()).toBe(0);
    await hands.select(choice('Lien du patient avec l’assuré'), 'L’assuré lui-même');
    await hands.fill(field('Prénom du patient'), 'Camille');
    await hands.fill(field('Nom du patient'), 'Durand');
    await hands.fill(field('Date de naissance du patient'), '14/07/1985');
    await hands.fill(field('Numéro de sécurité sociale'), '2850775123456');
    await hands.select(choice('Sexe'), 'Femme');
    await hands.fill(field('Numéro de téléphone'), '06 12 34');
    await hands.fill(field('Date de l’ordonnance'), '15/10/2026');
    await hands.select(choice('L’équipement fait-il suite à un accident\u202f?'), 'Oui');
    await choice('Type d’accident').waitFor();
    await next();
    // Refused: the phone is short, "yes" made the accident's type and date required, and the terms are not accepted.
    await d.getByText('Le numéro de téléphone compte 10 chiffres').waitFor();
    expect(await d.getByText('Champ obligatoire').count()).toBe(3);
    // The phone has focus: its hint, then its message, describe it.
    await expect.poll(() => focusedDescription(page)).toEqual({ invalid: 'true', description: '10\u00a0chiffres, par exemple 06\u00a012\u00a034\u00a056\u00a078 Le numéro de téléphone compte 10\u00a0chiffres' });
    await check('patient, accident yes');
    await hands.fill(field('Numéro de téléphone'), '06 12 34 56 78');
    await hands.select(choice('Type d’accident'), 'Accident de sport');
    await hands.fill(field('Date de l’accident'), '01/10/2026');
    await hands.check(d.getByRole('checkbox', { name: /Je certifie détenir une ordonnance valide/ }));
    await next();

    await heading('Seconde mutuelle (facultatif)');
    await d.getByRole('progressbar', { name: 'Étape 3 sur 4' }).waitFor();
    await check('second insurance');
    await next();

    // The last wizard page saves the patient and moves to the quote, the flow's last step.
    await d.getByRole('progressbar', { name: 'Étape 4 sur 4' }).waitFor(INSURER_WAIT);
    const visitor = await visitorOfPage(h, page);
    const saved = await getActiveClaimRecord(clientOf(h, visitor), visitor.userId);
    expect(saved?.status).toBe('QUOTE_REQUIRED');
    expect(saved?.claimData?.primaryCoverage?.insuree).toMatchObject({ contractId: 'MUT-778899', insuranceType: 'ADDITIONAL_INSURANCE', lastName: 'Durand' });
    expect(saved?.claimData?.patient).toMatchObject({
      dateOfBirth: '1985-07-14', dateOfPrescription: '2026-10-15', birthRank: 1, gender: 'FEMALE', nationalIdentifier: '2850775123456', phoneNumber: '0612345678',
    });
    expect(saved?.claimData).toMatchObject({ isAccident: 'Y', accident: { type: 'SPORT', date: '2026-10-01' }, termsAndConditionsAccepted: true, patientRelationship: 'SELF' });
    expect(saved?.claimData?.secondaryInsurance ?? null).toBeNull();
    expect(await mouseEvents(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('nothing typed is lost going back and forward, or closing and reopening the drawer', async () => {
    const { page, errors } = await shopPage(h, 1024, 800);
    await signInToCart(h, page, 'fr-fr');
    const d = drawer(page, 'Tiers payant');
    const field = (name: string) => d.getByRole('textbox', { name, exact: true });
    await page.getByRole('switch', { name: 'Utiliser le tiers payant' }).click();
    await d.getByRole('button', { name: 'Commencer' }).click();
    await d.getByRole('button', { name: 'Mutuelle Pivoine Santé' }).click();
    await field('Numéro d’adhérent').fill('MUT-1');
    await d.getByRole('combobox', { name: 'Type de couverture' }).selectOption({ label: 'Complémentaire santé' });
    await field('Prénom de l’assuré').fill('Camille');
    await field('Nom de l’assuré').fill('Durand');
    await d.getByRole('button', { name: 'Continuer' }).click();
    await d.getByRole('heading', { name: 'Le patient' }).waitFor(INSURER_WAIT);
    await field('Prénom du patient').fill('Lou');
    await d.getByRole('combobox', { name: 'L’équipement fait-il suite à un accident\u202f?' }).selectOption({ label: 'Oui' });
    await field('Date de l’accident').fill('02/11/2026');

    // Back to the member page: it shows what was sent, and the patient page keeps what was typed.
    await d.getByRole('button', { name: 'Retour' }).click();
    await d.getByRole('heading', { name: 'Votre contrat de mutuelle' }).waitFor();
    expect(await field('Numéro d’adhérent').inputValue()).toBe('MUT-1');
    await d.getByRole('button', { name: 'Continuer' }).click();
    await d.getByRole('heading', { name: 'Le patient' }).waitFor(INSURER_WAIT);
    expect(await field('Prénom du patient').inputValue()).toBe('Lou');
    expect(await field('Date de l’accident').inputValue()).toBe('02/11/2026');

    // Closed (the question says nothing is lost) and reopened: still there.
    await d.getByRole('button', { name: 'Fermer' }).first().click();
    const question = page.getByRole('dialog', { name: 'Fermer pour le moment\u202f?' });
    if (await question.isVisible()) await question.getByRole('button', { name: 'Fermer' }).click();
    await d.waitFor({ state: 'detached' });
    // The call-to-action resumes the claim where it stands: the member is known, the patient pages are not saved yet.
    await page.getByRole('button', { name: 'Reprendre ma demande' }).click();
    await d.getByRole('heading', { name: 'Le patient' }).waitFor(INSURER_WAIT);
    expect(await field('Prénom du patient').inputValue()).toBe('Lou');
    expect(await field('Date de l’accident').inputValue()).toBe('02/11/2026');
    expect(errors).toEqual([]);
    await page.close();
  });
});
