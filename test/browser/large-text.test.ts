// A French shopper who sees poorly, in real Chromium: a desktop zoomed in to 400 % (320 × 720 CSS px, 4 device pixels to
// the CSS pixel), the browser's text at 200 % (32 px), forced colours and reduced motion, the keyboard alone. Words wrap
// between words and stay inside their boxes, and what has focus is in sight (WCAG 1.4.4, 1.4.10, 2.4.11). happy-dom
// has no layout: this is checked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawerIn, INSURER_WAIT, keyboard, signInToCart, tabTo } from './flow.ts';
import { frenchQuoteApproved, frenchQuoteRequired, memberFound, visitorOfPage } from './claims.ts';
import { focusInSight } from './focus-place.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/**
 * A page in a browser set as the walker's: 400 % zoom on a 1280 × 2880 screen, 200 % text, forced colours, reduced
 * motion; `text` the browser's text size (16 px its default, to compare).
 */
async function largeTextPage(text = 32) {
  const context = await h.browser.newContext({ viewport: { width: 320, height: 720 }, deviceScaleFactor: 4, forcedColors: 'active', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // The browser's own text size setting (the shopper's 200 %), before any page loads.
  await (await context.newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: text, fixed: Math.round((text * 13) / 16) } });
  return { context, page, errors };
}

/** A signed-in shopper of a French cart (of France, or of Quebec) whose record the setup brought to a step; the card's button resumes the drawer on it. */
async function frenchShopper(setup: (page: Page) => Promise<unknown>, resume = 'Reprendre ma demande', locale: 'fr-fr' | 'fr-ca' = 'fr-fr', text = 32) {
  const { context, page, errors } = await largeTextPage(text);
  await cartAfterSetup(h, page, setup, locale);
  await page.getByRole('button', { name: resume }).click();
  return { context, page, errors, d: drawerIn(page, locale) };
}

/** Whether each amount of the table lies inside its row, at its right edge: beside its label, or under it. */
const amountsAtEdge = (table: Locator): Promise<boolean[]> =>
  table.locator('dt').evaluateAll((terms) =>
    terms.map((term) => {
      const amount = term.nextElementSibling?.getBoundingClientRect();
      const row = term.parentElement?.getBoundingClientRect();
      return !!amount && !!row && amount.left >= row.left && Math.round(amount.right) === Math.round(row.right);
    }),
  );

/** The words of each element's text that the layout cut over two lines (a word on one line has one box). */
const wordsCut = (elements: Locator): Promise<string[]> =>
  elements.evaluateAll((all) =>
    all.flatMap((element) => {
      const cut: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) cut.push(match[0]);
        }
      }
      return cut;
    }),
  );

describe('the amounts tables: labels wrap between words, an amount goes under its label when the row is too narrow', () => {
  it('fr-FR at 320 × 720 with 200 % text, the approved quote', async () => {
    const { context, errors, d } = await frenchShopper(async (p) => frenchQuoteApproved(h, await visitorOfPage(h, p)), 'Voir mon devis');
    await d.getByRole('heading', { name: 'Votre devis' }).waitFor();
    const table = d.getByRole('term').first().locator('xpath=ancestor::dl');
    await table.waitFor();
    expect(await d.getByRole('term').allInnerTexts()).toEqual(['Montant de la commande', 'Livraison', 'Pris en charge par votre mutuelle', 'Reste à payer']);
    expect(await wordsCut(table.locator('dt, dd')), 'no word of the table cut over two lines').toEqual([]);
    // Each amount inside its row, at its right edge: under its label where the two do not fit side by side.
    expect(await amountsAtEdge(table)).toEqual([true, true, true, true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fr-CA at 320 × 720 with 200 % text, the estimate of the member found (the drawer’s estimate, as the review shows it)', async () => {
    const { context, errors, d } = await frenchShopper(async (p) => memberFound(h, await visitorOfPage(h, p)), 'Reprendre ma demande', 'fr-ca');
    const estimate = d.getByRole('region', { name: 'Couverture estimée' });
    const table = estimate.locator('dl');
    await table.waitFor();
    expect(await estimate.getByRole('term').count()).toBe(2);
    expect(await wordsCut(table.locator('dt, dd')), 'no word of the table cut over two lines').toEqual([]);
    expect(await amountsAtEdge(table)).toEqual([true, true]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('focus in sight on each new screen of the quote (WCAG 2.4.11)', () => {
  it('fr-FR at 320 × 720 with 200 % text: « Demander un devis » by keyboard, the waiting screen then the mutuelle offline, each heading focused in sight under the estimate', async () => {
    // SLOW: the mutuelle answers after 20 seconds, so the waiting screen stays while it is measured; OFFLINE: then it does not answer.
    const { context, page, errors, d } = await frenchShopper(async (p) => frenchQuoteRequired(h, await visitorOfPage(h, p), 'SLOW-OFFLINE'));
    await d.getByRole('heading', { name: 'Demandez votre devis' }).waitFor();
    await expect.poll(() => focusInSight(page)).toEqual({ name: 'Demandez votre devis', hidden: 0 });
    const request = d.getByRole('button', { name: 'Demander un devis' });
    await tabTo(page, request);
    await page.keyboard.press('Enter');
    await d.getByRole('heading', { name: 'Demande de devis en cours' }).waitFor();
    await expect.poll(() => focusInSight(page), { message: 'the waiting screen’s heading, focused, in sight' }).toEqual({ name: 'Demande de devis en cours', hidden: 0 });
    h.state.advanceClock(20_000);
    await d.getByRole('heading', { name: 'Votre mutuelle ne répond pas' }).waitFor(INSURER_WAIT);
    await expect.poll(() => focusInSight(page), { message: 'the offline screen’s heading, focused, in sight' }).toEqual({ name: 'Votre mutuelle ne répond pas', hidden: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The chosen option written under a select, as the shopper sees it: whole, its words uncut, inside the field; hidden from screen readers, which read the select's value. */
const chosenShown = (field: Locator, text: string) =>
  field
    .locator('xpath=..')
    .getByText(text, { exact: true })
    .filter({ visible: true })
    .evaluateAll((shown) =>
      shown.map((element) => {
        const box = element.getBoundingClientRect();
        const edges = element.parentElement?.getBoundingClientRect();
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = [...range.getClientRects()].filter((r) => r.width > 0);
        return {
          inside: !!edges && box.left >= edges.left && box.right <= edges.right && box.bottom <= innerHeight * 4,
          uncut: lines.every((line) => line.right <= (edges?.right ?? 0) + 0.5),
          hidden: element.getAttribute('aria-hidden'),
        };
      }),
    );

/** A French shopper signed in on the cart who turns the switch on and chooses a mutuelle, by keyboard: the drawer on the member form. */
async function frenchMemberForm() {
  const { context, page, errors } = await largeTextPage();
  await signInToCart(h, page, 'fr-fr');
  const hands = keyboard(page);
  const d = drawerIn(page, 'fr-fr');
  await hands.click(page.getByRole('switch', { name: 'Utiliser le tiers payant' }));
  await hands.click(d.getByRole('button', { name: 'Commencer' }));
  await hands.click(d.getByRole('button', { name: 'Mutuelle Pivoine Santé' }));
  await d.getByRole('heading', { name: 'Votre contrat de mutuelle' }).waitFor(INSURER_WAIT);
  return { context, page, errors, hands, d };
}

/** Fills the member form by keyboard and goes on to the patient's page. */
async function onToPatient(hands: ReturnType<typeof keyboard>, d: Locator): Promise<void> {
  await hands.fill(d.getByRole('textbox', { name: 'Numéro d’adhérent', exact: true }), 'MUT-778899');
  await hands.fill(d.getByRole('textbox', { name: 'Prénom de l’assuré', exact: true }), 'Camille');
  await hands.fill(d.getByRole('textbox', { name: 'Nom de l’assuré', exact: true }), 'Durand');
  await hands.click(d.getByRole('button', { name: 'Continuer' }));
  await d.getByRole('heading', { name: 'Le patient' }).waitFor(INSURER_WAIT);
}

describe('a select’s chosen option is readable whole (WCAG 1.4.4, 1.4.10)', () => {
  it('fr-FR at 320 × 720 with 200 % text: « Complémentaire santé » and « Personne à charge en situation de handicap » are written whole under their selects; « Enfant », which fits, is not written twice', async () => {
    const { context, errors, hands, d } = await frenchMemberForm();
    const coverage = d.getByRole('combobox', { name: 'Type de couverture', exact: true });
    await hands.select(coverage, 'Complémentaire santé');
    await expect.poll(() => chosenShown(coverage, 'Complémentaire santé')).toEqual([{ inside: true, uncut: true, hidden: 'true' }]);
    await onToPatient(hands, d);
    const relationship = d.getByRole('combobox', { name: 'Lien du patient avec l’assuré', exact: true });
    await hands.select(relationship, 'Enfant');
    await expect.poll(() => relationship.inputValue()).toBe('CHILD');
    expect(await relationship.locator('xpath=..').getByText('Enfant').filter({ visible: true }).count(), 'a choice that fits is not written twice').toBe(0);
    await hands.select(relationship, 'Personne à charge en situation de handicap');
    await expect.poll(() => chosenShown(relationship, 'Personne à charge en situation de handicap')).toEqual([{ inside: true, uncut: true, hidden: 'true' }]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The buttons (or what `selector` names, the tags) of every widget on the page whose text sticks out of their rounded
 * outline: a line of text whose corner lies outside the circle of the outline's corner, the radius as drawn (CSS scales
 * radii that do not fit the box down).
 */
const textOutOfOutline = (page: Page, selector = '.btn'): Promise<string[]> =>
  page.evaluate((selector) => {
    const out: string[] = [];
    for (const host of document.querySelectorAll('[data-direct-billing]')) {
      for (const button of host.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? []) {
        const box = button.getBoundingClientRect();
        if (!button.checkVisibility() || box.width === 0) continue;
        const style = getComputedStyle(button);
        const asked = parseFloat(style.borderTopLeftRadius);
        const radius = Math.min(asked, asked * Math.min(box.width / (2 * asked), box.height / (2 * asked)));
        const range = document.createRange();
        range.selectNodeContents(button);
        const cut = [...range.getClientRects()].filter((r) => r.width > 0).some((line) =>
          [[line.left, line.top], [line.right, line.top], [line.left, line.bottom], [line.right, line.bottom]].some(([x = 0, y = 0]) => {
            // The centre of the corner's circle nearest the point; a point beside a straight side is inside.
            const cx = Math.min(Math.max(x, box.left + radius), box.right - radius);
            const cy = Math.min(Math.max(y, box.top + radius), box.bottom - radius);
            return Math.hypot(x - cx, y - cy) > radius + 0.5;
          }),
        );
        if (cut) out.push((button.textContent ?? '').trim());
      }
    }
    return out;
  }, selector);

describe('a button whose words wrap keeps them inside its outline', () => {
  it('fr-FR at 320 × 720 with 200 % text: the overview’s « Prendre rendez-vous pour un examen de la vue », over five lines, and every button of the page', async () => {
    const { context, page, errors } = await largeTextPage();
    await cartAfterSetup(h, page, async (p) => frenchQuoteRequired(h, await visitorOfPage(h, p)), 'fr-fr');
    await page.goto(`${h.origin}/fr-fr/direct-billing-vision-care-insurance`);
    const exam = page.getByRole('link', { name: 'Prendre rendez-vous pour un examen de la vue' });
    await exam.waitFor(INSURER_WAIT);
    expect(await exam.evaluate((link) => link.getBoundingClientRect().height / parseFloat(getComputedStyle(link).lineHeight)), 'the button wraps').toBeGreaterThan(3);
    expect(await textOutOfOutline(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a tag whose words wrap keeps them inside its outline', () => {
  it('fr-FR at 320 × 720 with 200 % text: the overview’s « 40 % de réduction sur une monture avec verres », over more than two lines, and every tag of the page', async () => {
    const { context, page, errors } = await largeTextPage();
    await page.goto(`${h.origin}/fr-fr/direct-billing-vision-care-insurance`);
    const offer = page.getByText('40\u202f% de réduction sur une monture avec verres', { exact: true });
    await offer.waitFor(INSURER_WAIT);
    expect(await offer.evaluate((tag) => tag.getBoundingClientRect().height / parseFloat(getComputedStyle(tag).lineHeight)), 'the tag wraps').toBeGreaterThan(2);
    expect(await textOutOfOutline(page, '.tag')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the step counter is said on one line', () => {
  it('fr-FR at 320 × 720 with 200 % text: « Étape 4 sur 4 » whole, its bar under it, the header’s back and close beside the title', async () => {
    const { context, errors, d } = await frenchShopper(async (p) => frenchQuoteRequired(h, await visitorOfPage(h, p)));
    await d.getByRole('heading', { name: 'Demandez votre devis' }).waitFor();
    // The words shown are the bar's name (hidden from screen readers, which read the name).
    const shown = await d.getByRole('progressbar', { name: 'Étape 4 sur 4' }).evaluate((bar) => {
      const words = (bar.getRootNode() as ShadowRoot).getElementById(bar.getAttribute('aria-labelledby') ?? '');
      const range = document.createRange();
      if (words) range.selectNodeContents(words);
      return { text: words?.textContent, lines: new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size };
    });
    expect(shown).toEqual({ text: 'Étape\u00a04\u00a0sur\u00a04', lines: 1 });
    const header = await d.getByRole('heading', { name: 'Tiers payant' }).evaluate((title) => {
      const top = (element: Element | null | undefined) => Math.round(element?.getBoundingClientRect().top ?? -1);
      const root = title.getRootNode() as ShadowRoot;
      const bar = root.querySelector('progress')?.getBoundingClientRect();
      return { closeBesideTitle: top(root.querySelector('[aria-label="Fermer"]')) <= top(title), barUnderStep: !!bar && bar.top >= (root.getElementById('db-drawer-progress')?.getBoundingClientRect().bottom ?? Infinity) - 1 };
    });
    expect(header).toEqual({ closeBesideTitle: true, barUnderStep: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** The boxes of the toggle's switch (its track and thumb) and of the drawer header's close icon, in CSS px. */
async function controlSizes(text: number) {
  const { context, page, errors, d } = await frenchShopper(async (p) => frenchQuoteRequired(h, await visitorOfPage(h, p)), 'Reprendre ma demande', 'fr-fr', text);
  await d.getByRole('heading', { name: 'Demandez votre devis' }).waitFor();
  const box = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  const [icon, track, thumb] = await Promise.all([box(d.getByRole('button', { name: 'Fermer' }).locator('svg')), box(page.locator('[data-direct-billing="toggle"] .track')), box(page.locator('[data-direct-billing="toggle"] .thumb'))]);
  expect(errors).toEqual([]);
  await context.close();
  return {
    icon: [icon.width, icon.height],
    track: [track.width, track.height],
    thumb: [thumb.width, thumb.height],
    // The thumb inside the track, as far from its top as from its bottom.
    thumbCentred: thumb.left > track.left && thumb.right < track.right && Math.abs(thumb.top - track.top - (track.bottom - thumb.bottom)) < 0.5,
  };
}

describe('the fixed-size controls grow with the text (WCAG 1.4.4)', () => {
  it('fr-FR at 320 × 720: with the browser’s text at 16 px the switch and the close icon keep their pixels; at 32 px they are at least 1.8 times as large', async () => {
    const normal = await controlSizes(16);
    expect(normal).toEqual({ icon: [24, 24], track: [44, 24], thumb: [16, 16], thumbCentred: true });
    const large = await controlSizes(32);
    for (const control of ['icon', 'track', 'thumb'] as const) {
      large[control].forEach((size, i) => expect(size, `${control} at 32 px text`).toBeGreaterThanOrEqual(1.8 * normal[control][i]!));
    }
    expect(large.thumbCentred).toBe(true);
  });
});

describe('the relationship help opens at its top (spec 001 §2)', () => {
  it('fr-FR at 320 × 720 with 200 % text: « Qu’est-ce que cela signifie ? » by keyboard opens the help at its top, focused, its title in sight; Tab then reaches « Fermer », in sight', async () => {
    const { context, page, errors, hands, d } = await frenchMemberForm();
    await onToPatient(hands, d);
    await hands.click(d.getByRole('button', { name: 'Qu’est-ce que cela signifie ?' }));
    const help = page.getByRole('dialog', { name: 'Lien avec l’assuré' });
    await help.waitFor();
    const seen = (target: Locator) => target.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= innerHeight;
    });
    await expect.poll(() => focusInSight(page).then((focus) => focus.name.startsWith('Lien avec l’assuré'))).toBe(true);
    expect(await seen(help.getByRole('heading', { name: 'Lien avec l’assuré' })), 'the title in sight').toBe(true);
    expect(await help.evaluate((dialog) => dialog.scrollTop), 'the help at its top').toBe(0);
    await page.keyboard.press('Tab');
    await expect.poll(() => focusInSight(page)).toEqual({ name: 'Fermer', hidden: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the demo shop’s own page fits the screen (WCAG 1.4.10)', () => {
  it('fr-FR at 320 × 720 with 200 % text: the header’s « Connecté en tant que alex.martin@example.com » wraps, and nothing scrolls sideways', async () => {
    const { context, page, errors } = await largeTextPage();
    await signInToCart(h, page, 'fr-fr');
    const account = page.getByRole('navigation', { name: 'Compte' }).getByText(/^Connecté en tant que/);
    await account.waitFor();
    expect(await account.evaluate((item) => item.textContent?.replace(/\s+/g, ' ').trim())).toBe('Connecté en tant que alex.martin@example.com');
    const fits = await account.evaluate((item) => ({ right: item.getBoundingClientRect().right <= document.documentElement.clientWidth, sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth }));
    expect(fits).toEqual({ right: true, sideways: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
