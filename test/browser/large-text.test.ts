// A French shopper who sees poorly, in real Chromium: a desktop zoomed in to 400 % (320 × 720 CSS px, 4 device pixels to
// the CSS pixel), the browser's text at 200 % (32 px), forced colours and reduced motion, the keyboard alone. Words wrap
// between words and stay inside their boxes, and what has focus is in sight (WCAG 1.4.4, 1.4.10, 2.4.11). happy-dom
// has no layout: this is checked here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawerIn } from './flow.ts';
import { frenchQuoteApproved, memberFound, visitorOfPage } from './claims.ts';

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
