// The drawer by keyboard alone in real Chromium, on a phone (320 × 640 in Quebec French, 360 × 740) and a desktop
// (1280 × 900): every control is in the Tab order, the tip ("Why we ask") after the footer's "Finish later" where it is shown,
// and each control Tab reaches is in sight with its focus ring, never under the view's sticky footer nor above the
// drawer's body under its header (WCAG 2.4.11, focus not obscured). happy-dom has no layout: this is checked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawerIn, INSURER_WAIT, press, QUEBEC_FLOW, shopPage, tabTo } from './flow.ts';
import { insurerChosen, memberFound, prescriptionRequired, readyToClaim, visitorOfPage } from './claims.ts';
import { focusedPlace, focusInSight, type FocusPlace } from './focus-place.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** How many controls of the drawer the browser's Tab can stop on as the view stands. */
const controlsShown = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const dialog = document.querySelector('[data-direct-billing="drawer"]')?.shadowRoot?.querySelector('dialog');
    const all = dialog?.querySelectorAll<HTMLElement>('a[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),details>summary:first-of-type');
    return [...(all ?? [])].filter((element) => element.checkVisibility()).length;
  });

/** Tabs once round the drawer from its first control: where each stop was, in the order Tab reached them. */
async function tabRound(page: Page, first: string): Promise<FocusPlace[]> {
  const places: FocusPlace[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const place = await focusedPlace(page);
    if (place.name === first && places.length > 0) return places;
    if (place.name === first || places.length > 0) places.push(place);
  }
  throw new Error(`Tab never came back to ${first}: ${places.map((p) => p.name).join(' → ')}`);
}

const WORDS = {
  'en-ca': { resume: 'Continue my claim', member: 'Check eligibility', found: 'Good news, we found you', back: 'Back', cancel: 'Finish later', tip: 'Why we ask', postal: 'Postal code', doctor: 'Doctor’s last name', retry: 'Try again', error: 'We’re experiencing some issues' },
  'fr-ca': { resume: 'Reprendre ma demande', member: 'Vérifier l’admissibilité', found: 'Bonne nouvelle, nous vous avons trouvé', back: 'Retour', cancel: 'Terminer plus tard', tip: 'Pourquoi nous le demandons', postal: 'Code postal', doctor: 'Nom du médecin', retry: 'Réessayer', error: 'Nous éprouvons quelques difficultés' },
} as const;

const SCREENS = [
  ['fr-ca', 320, 640],
  ['en-ca', 360, 740],
  ['en-ca', 1280, 900],
] as const;

describe('the drawer by keyboard: every control in the Tab order, in sight once focused', () => {
  for (const [locale, width, height] of SCREENS) {
    const w = WORDS[locale];
    for (const screen of ['member', 'found'] as const) {
      it(`${locale} at ${width} × ${height}, the ${screen === 'member' ? 'member lookup form' : 'member found with the doctor’s fields'}`, async () => {
        const { page, errors } = await shopPage(h, width, height);
        await cartAfterSetup(h, page, async (p) => (screen === 'member' ? insurerChosen : memberFound)(h, await visitorOfPage(h, p)), locale);
        await page.getByRole('button', { name: w.resume }).click();
        const d = drawerIn(page, locale);
        await d.getByRole('heading', { name: screen === 'member' ? w.member : w.found }).waitFor(INSURER_WAIT);
        await d.getByText(w.tip).waitFor();

        const places = await tabRound(page, w.back);
        const names = places.map((p) => p.name);
        // Every control is a stop, once; the tip comes after "Finish later", as it is laid out after the footer, then Back again.
        expect(places.length, names.join(' → ')).toBe(await controlsShown(page));
        expect(names.slice(-2), names.join(' → ')).toEqual([w.cancel, w.tip]);
        for (const place of places) {
          expect(place.underFooter, `${place.name}: hidden under the footer`).toBe(0);
          expect(place.outOfBody, `${place.name}: out of the drawer's body`).toBe(0);
        }
        expect(places.at(-1)?.belowFooter, 'the tip lies after the footer').toBeGreaterThanOrEqual(0);
        // And back the other way: Shift+Tab from Back reaches the tip.
        await page.keyboard.press('Shift+Tab');
        expect((await focusedPlace(page)).name).toBe(w.tip);
        expect(errors).toEqual([]);
        await page.close();
      });
    }
  }

  it('fr-ca at 320 × 640: a lookup that fails after Enter in the last field shows its error screen, its Try again focused and in sight above the footer', async () => {
    const w = WORDS['fr-ca'];
    const { page, errors } = await shopPage(h, 320, 640);
    await cartAfterSetup(h, page, async (p) => insurerChosen(h, await visitorOfPage(h, p)), 'fr-ca');
    await page.getByRole('button', { name: w.resume }).click();
    const d = drawerIn(page, 'fr-ca');
    await d.getByRole('heading', { name: w.member }).waitFor(INSURER_WAIT);
    await d.getByRole('textbox', { name: 'Numéro de membre' }).fill('W1234567');
    await d.getByRole('textbox', { name: 'Numéro de groupe' }).fill('GRP-100');
    await d.getByRole('textbox', { name: 'Date de naissance' }).fill('04/12/1988');
    await d.getByRole('textbox', { name: w.postal }).fill('H2X 1Y4');
    // The service's gateway gives up on the lookup: the end a lookup that hangs past the widget's timeout meets too.
    h.state.faults.add({ call: 'claim-records/*/sync-insurance-member', kind: 'status', status: 504, remaining: 1 });
    await d.getByRole('textbox', { name: w.postal }).press('Enter');
    // The lookup's wait is a screen of its own ("Un instant, nous vous cherchons"); whether the 504 comes before that
    // screen is drawn or after, the failure's Try again takes focus and says the error, under the error's heading.
    await expect.poll(async () => (await focusedPlace(page)).name, INSURER_WAIT).toBe(w.retry);
    await d.getByRole('heading', { name: w.error }).waitFor();
    // The error holding Try again (kit/Failure.tsx), whole in the body above the footer.
    const alert = await d.getByRole('button', { name: w.retry }).locator('..').evaluate((element) => {
      const box = element.getBoundingClientRect();
      const root = element.getRootNode() as ShadowRoot;
      const body = root.querySelector('.drawer-body')?.getBoundingClientRect();
      const footer = root.querySelector('.drawer-body .footer')?.getBoundingClientRect();
      return { text: element.textContent, inBody: !!body && box.top >= body.top && box.bottom <= (footer?.top ?? body.bottom) };
    });
    expect(alert).toEqual({ text: 'Nous n’avons pas pu vérifier votre admissibilité. Vos renseignements sont conservés.Réessayer', inBody: true });
    expect((await focusedPlace(page)).underFooter).toBe(0);
    // The browser logs the 504 it was given; nothing else may fail.
    expect(errors.filter((e) => !/Failed to load resource: .* 504 /.test(e))).toEqual([]);
    await page.close();
  });
});

describe('a refused page: its first refused field focused with its label whole in sight, below the header (WCAG 2.4.11)', () => {
  for (const [width, height] of [
    [360, 740],
    [1280, 900],
  ] as const) {
    it(`fr-fr at ${width} × ${height}: « Le patient » with « Prénom du patient » emptied, « Continuer »`, async () => {
      const { page, errors } = await shopPage(h, width, height);
      await cartAfterSetup(h, page, undefined, 'fr-fr');
      const d = drawerIn(page, 'fr-fr');
      await page.getByRole('switch', { name: 'Utiliser le tiers payant' }).click();
      await d.getByRole('button', { name: 'Commencer' }).click();
      await d.getByRole('button', { name: 'Mutuelle Pivoine Santé' }).click();
      await d.getByRole('heading', { name: 'Votre contrat de mutuelle' }).waitFor(INSURER_WAIT);
      await d.getByRole('textbox', { name: 'Numéro d’adhérent', exact: true }).fill('MUT-778899');
      await d.getByRole('button', { name: 'Continuer' }).click();
      await d.getByRole('heading', { name: 'Le patient' }).waitFor(INSURER_WAIT);
      await d.getByRole('textbox', { name: 'Prénom du patient', exact: true }).fill('');
      await d.getByRole('button', { name: 'Continuer' }).click();
      await expect.poll(async () => (await focusedPlace(page)).name, INSURER_WAIT).toBe('Prénom du patient');
      expect(await focusedPlace(page)).toMatchObject({ hidden: 0, labelHidden: 0, underFooter: 0, outOfBody: 0 });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('the prescription upload by keyboard: its file button in sight with its ring whole, above the footer (WCAG 2.4.11)', () => {
  const q = QUEBEC_FLOW;
  for (const [width, height] of [
    [360, 640],
    [320, 640],
  ] as const) {
    it(`fr-ca at ${width} × ${height}: Tab round the upload step, every stop clear of the footer; « ${q.addFiles} » too when Tab meets it half under the footer`, async () => {
      const { page, errors } = await shopPage(h, width, height);
      await cartAfterSetup(h, page, async (p) => prescriptionRequired(h, await visitorOfPage(h, p), 'DEMO5678'), 'fr-ca');
      await page.getByRole('button', { name: WORDS['fr-ca'].resume }).click();
      const d = drawerIn(page, 'fr-ca');
      await d.getByRole('heading', { name: q.upload }).waitFor(INSURER_WAIT);
      // The step as it settles: the estimate in its footer.
      await d.getByText(/^Estimation/).first().waitFor();

      const places = await tabRound(page, WORDS['fr-ca'].back);
      expect(places.map((p) => p.name)).toContain(q.addFiles);
      for (const place of places) {
        expect(place.underFooter, `${place.name}: its ring under the footer`).toBe(0);
        expect(place.outOfBody, `${place.name}: out of the drawer's body`).toBe(0);
      }

      // As a Quebec shopper met it at 360 × 740 (the button at 555–623, the footer from 611): the button's lower edge
      // under the footer, the middle of the hidden input it labels clear above it, when Tab comes to it from the stop before.
      await tabTo(page, d.getByRole('button', { name: q.addFiles }));
      await page.keyboard.press('Shift+Tab');
      const straddle = await page.evaluate(() => {
        const root = document.querySelector('[data-direct-billing="drawer"]')?.shadowRoot;
        const body = root?.querySelector<HTMLElement>('.drawer-body');
        const button = root?.querySelector<HTMLElement>('label[for="db-rx-files"]')?.getBoundingClientRect();
        const footer = root?.querySelector('.drawer-body .footer')?.getBoundingClientRect();
        if (!body || !button || !footer) return null;
        body.scrollTop += button.bottom - footer.top - 6;
        const moved = root?.querySelector<HTMLElement>('label[for="db-rx-files"]')?.getBoundingClientRect();
        return moved ? Math.round(moved.bottom - footer.top) : null;
      });
      expect(straddle, 'the button’s lower edge under the footer before Tab').toBeGreaterThan(0);
      await page.keyboard.press('Tab');
      expect(await focusedPlace(page)).toMatchObject({ name: q.addFiles, underFooter: 0, outOfBody: 0 });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('an edit from the review ends where it began: its Edit focused, in sight (WCAG 2.4.3, 2.4.11)', () => {
  const q = QUEBEC_FLOW;
  it('fr-ca at 360 × 740, by keyboard: Modifier « Patient » then « Enregistrer », Modifier « Ordonnances » then « Continuer » through the products', async () => {
    const { page, errors } = await shopPage(h, 360, 740);
    await cartAfterSetup(h, page, async (p) => readyToClaim(h, await visitorOfPage(h, p)), 'fr-ca');
    await page.getByRole('button', { name: WORDS['fr-ca'].resume }).click();
    const d = drawerIn(page, 'fr-ca');
    await d.getByRole('heading', { name: q.review }).waitFor(INSURER_WAIT);
    // The review as it settles: its estimate in the footer, the benefits of the coverage section.
    await d.getByText(/^Estimation/).first().waitFor();

    const patient = d.getByRole('button', { name: 'Modifier «\u00a0Patient\u00a0»' });
    await press(page, patient);
    await d.getByRole('heading', { name: q.patient }).waitFor();
    await press(page, d.getByRole('button', { name: 'Enregistrer' }));
    await d.getByRole('heading', { name: q.review }).waitFor();
    await expect.poll(async () => (await focusedPlace(page)).name, INSURER_WAIT).toBe('Modifier «\u00a0Patient\u00a0»');
    await expect.poll(() => focusedPlace(page), { message: 'Modifier « Patient » in sight, its ring whole' }).toMatchObject({ underFooter: 0, outOfBody: 0 });

    const prescriptions = d.getByRole('button', { name: 'Modifier «\u00a0Ordonnances\u00a0»' });
    await press(page, prescriptions);
    await d.getByRole('heading', { name: q.upload }).waitFor();
    await press(page, d.getByRole('button', { name: q.continue }));
    await d.getByRole('heading', { name: q.products }).waitFor(INSURER_WAIT);
    await press(page, d.getByRole('button', { name: q.continue }));
    await d.getByRole('heading', { name: q.review }).waitFor();
    await expect.poll(async () => (await focusedPlace(page)).name, INSURER_WAIT).toBe('Modifier «\u00a0Ordonnances\u00a0»');
    await expect.poll(() => focusedPlace(page), { message: 'Modifier « Ordonnances » in sight, its ring whole' }).toMatchObject({ underFooter: 0, outOfBody: 0 });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the on-screen keyboard: the focused field comes into sight above it and above the footer', () => {
  for (const [width, height, keyboard, field, typed] of [
    [390, 844, 300, 'Date of birth', '04121988'],
    [320, 640, 300, 'ZIP code', '90210'],
  ] as const) {
    it(`en-us at ${width} × ${height}, a ${keyboard} px keyboard up under the ${field} field, then typing in it`, async () => {
      const { page, errors } = await shopPage(h, width, height);
      await cartAfterSetup(h, page, async (p) => insurerChosen(h, await visitorOfPage(h, p)), 'en-us');
      await page.getByRole('button', { name: 'Continue my claim' }).click();
      const d = drawerIn(page, 'en-us');
      await d.getByRole('heading', { name: 'Check eligibility' }).waitFor(INSURER_WAIT);
      const input = d.getByRole('textbox', { name: new RegExp(`^${field}`) });
      // The shopper taps the field, where the drawer shows it; the keyboard then takes the screen's lower part.
      await input.scrollIntoViewIfNeeded();
      await input.focus();
      expect(await focusInSight(page)).toEqual({ name: field, hidden: 0 });
      await page.setViewportSize({ width, height: height - keyboard });
      await expect.poll(() => focusInSight(page), { message: 'the field in sight above the keyboard and the footer' }).toEqual({ name: field, hidden: 0 });
      await page.keyboard.type(typed);
      expect(await focusInSight(page)).toEqual({ name: field, hidden: 0 });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
