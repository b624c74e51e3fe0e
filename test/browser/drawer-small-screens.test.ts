// What the drawer shows on a phone and on a desktop, in real Chromium (happy-dom has no layout): a waiting screen's
// message lines up under its spinner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawerIn, INSURER_WAIT, shopPage } from './flow.ts';
import { insurerChosen, visitorOfPage } from './claims.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The drawer as a signed-in Quebec shopper resumes it on a phone, the record brought to a step. */
async function quebecShopper(width: number, height: number, setup: (page: Page) => Promise<unknown>) {
  const { page, errors } = await shopPage(h, width, height);
  await cartAfterSetup(h, page, setup, 'fr-ca');
  await page.getByRole('button', { name: 'Reprendre ma demande' }).click();
  return { page, errors, d: drawerIn(page, 'fr-ca') };
}

describe('the member lookup’s waiting screen: the spinner on its own line, the message aligned under it', () => {
  for (const [width, height] of [
    [320, 640],
    [1280, 900],
  ] as const) {
    it(`fr-CA at ${width} × ${height}`, async () => {
      const { page, errors, d } = await quebecShopper(width, height, async (p) => insurerChosen(h, await visitorOfPage(h, p)));
      await d.getByRole('heading', { name: 'Vérifier l’admissibilité' }).waitFor(INSURER_WAIT);
      // SLOW: the insurer answers after 20 seconds, so the waiting screen stays while it is measured.
      await d.getByRole('textbox', { name: 'Numéro de membre' }).fill('SLOW-1234');
      await d.getByRole('textbox', { name: 'Numéro de groupe' }).fill('GRP-100');
      await d.getByRole('textbox', { name: 'Date de naissance' }).fill('04/12/1988');
      await d.getByRole('textbox', { name: 'Code postal' }).fill('H2X 1Y4');
      await d.getByRole('button', { name: 'Vérifier l’admissibilité' }).click();
      await d.getByRole('heading', { name: 'Un instant, nous vous cherchons' }).waitFor(INSURER_WAIT);
      const status = d.getByRole('status').filter({ hasText: 'Nous vérifions vos renseignements' });
      const layout = await status.evaluate((paragraph) => {
        const spinner = paragraph.querySelector('.spinner')?.getBoundingClientRect();
        // The boxes of the message's lines: its text's, the spinner's own box left out.
        const lines: DOMRect[] = [];
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          lines.push(...[...range.getClientRects()].filter((r) => r.width > 0));
        }
        const left = paragraph.getBoundingClientRect().left + parseFloat(getComputedStyle(paragraph).paddingLeft);
        return {
          indents: [...new Set(lines.map((r) => Math.round(r.left - left)))],
          spinnerAbove: !!spinner && lines.every((r) => r.top >= spinner.bottom - 1),
        };
      });
      expect(layout, 'every line of the message starts at the paragraph’s edge, under the spinner').toEqual({ indents: [0], spinnerAbove: true });
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
