// A French shopper who sees poorly, in real Chromium: a desktop zoomed in to 400 % (320 × 720 CSS px, 4 device pixels to
// the CSS pixel), the browser's text at 200 % (32 px), forced colours and reduced motion, the keyboard alone. Words wrap
// between words and stay inside their boxes, and what has focus is in sight (WCAG 1.4.4, 1.4.10, 2.4.11). happy-dom
// has no layout: this is checked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawerIn, INSURER_WAIT, tabTo } from './flow.ts';
import { frenchQuoteApproved, frenchQuoteRequired, memberFound, visitorOfPage } from './claims.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A page in a browser set as the walker's: 400 % zoom on a 1280 × 2880 screen, 200 % text, forced colours, reduced motion. */
async function largeTextPage() {
  const context = await h.browser.newContext({ viewport: { width: 320, height: 720 }, deviceScaleFactor: 4, forcedColors: 'active', reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = collectErrors(page);
  // The browser's own text size setting (the shopper's 200 %), before any page loads.
  await (await context.newCDPSession(page)).send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  return { context, page, errors };
}

/** A signed-in shopper of a French cart (of France, or of Quebec) whose record the setup brought to a step; the card's button resumes the drawer on it. */
async function frenchShopper(setup: (page: Page) => Promise<unknown>, resume = 'Reprendre ma demande', locale: 'fr-fr' | 'fr-ca' = 'fr-fr') {
  const { context, page, errors } = await largeTextPage();
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

/**
 * What has focus, looking through shadow roots, and how many pixels of it and its ring lie out of the shopper's sight: off
 * the window, above the drawer's body (under its header) or under the view's sticky footer.
 */
const focusSeen = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const element = active as HTMLElement;
    const root = element.getRootNode() as ShadowRoot | Document;
    // The focus ring: 3 px (--db-focus-width) drawn 2 px outside the control (widgets/ui/styles.ts).
    const ring = 5;
    const box = element.getBoundingClientRect();
    const body = root.querySelector('.drawer-body')?.getBoundingClientRect();
    const footer = root.querySelector('.drawer-body .footer')?.getBoundingClientRect();
    const top = Math.max(0, body?.top ?? 0);
    const bottom = Math.min(innerHeight, body?.bottom ?? innerHeight, footer && footer.bottom >= innerHeight - 1 ? footer.top : innerHeight);
    return { name: (element.textContent ?? '').trim(), hidden: Math.round(Math.max(0, top - (box.top - ring)) + Math.max(0, box.bottom + ring - bottom)) };
  });

describe('focus in sight on each new screen of the quote (WCAG 2.4.11)', () => {
  it('fr-FR at 320 × 720 with 200 % text: « Demander un devis » by keyboard, the waiting screen then the mutuelle offline, each heading focused in sight under the estimate', async () => {
    // SLOW: the mutuelle answers after 20 seconds, so the waiting screen stays while it is measured; OFFLINE: then it does not answer.
    const { context, page, errors, d } = await frenchShopper(async (p) => frenchQuoteRequired(h, await visitorOfPage(h, p), 'SLOW-OFFLINE'));
    await d.getByRole('heading', { name: 'Demandez votre devis' }).waitFor();
    await expect.poll(() => focusSeen(page)).toEqual({ name: 'Demandez votre devis', hidden: 0 });
    const request = d.getByRole('button', { name: 'Demander un devis' });
    await tabTo(page, request);
    await page.keyboard.press('Enter');
    await d.getByRole('heading', { name: 'Demande de devis en cours' }).waitFor();
    await expect.poll(() => focusSeen(page), { message: 'the waiting screen’s heading, focused, in sight' }).toEqual({ name: 'Demande de devis en cours', hidden: 0 });
    h.state.advanceClock(20_000);
    await d.getByRole('heading', { name: 'Votre mutuelle ne répond pas' }).waitFor(INSURER_WAIT);
    await expect.poll(() => focusSeen(page), { message: 'the offline screen’s heading, focused, in sight' }).toEqual({ name: 'Votre mutuelle ne répond pas', hidden: 0 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
