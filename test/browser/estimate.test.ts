// The money as soon as it is known, in real Chromium on the demo shop (spec 000 §9; issue 24's acceptance): walking the
// North American flow with the demo's default cart, the insurer's estimated amount is on screen once the member is found,
// every line the plans would pay (a prescription of each kind to come), then, from the products view on, the claim the
// one prescription uploaded covers, beside Submit; the estimate shown before Submit equals the amount the insurer
// confirms after it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getActiveClaimRecord } from '../../src/api/claim/claim-records.ts';
import { confirmedShare, formatMoney, toMinor } from '../../src/domain/money.ts';
import { startHarness, type Harness } from './harness.ts';
import { clientOf, visitorOfPage } from './claims.ts';
import { cartTotal, completeFlow, drawer, ENGLISH_FLOW, mouse, QUEBEC_FLOW, shopPage, signInToCart } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The insurer's confirmed share of the visitor's accepted claim, in minor units. */
async function confirmedShareOf(page: Page): Promise<number> {
  const visitor = await visitorOfPage(h, page);
  const active = await getActiveClaimRecord(clientOf(h, visitor), visitor.userId);
  expect(active?.status).toBe('CLAIM_ACCEPTED');
  return toMinor(confirmedShare(active?.claimData) ?? 0, 'CAD');
}

/** What the drawer's estimate says the insurer pays and leaves to pay, as shown, once it shows. */
async function estimateShown(page: Page): Promise<{ share: string; remainder: string }> {
  const region = drawer(page).getByRole('region', { name: 'Estimated coverage' });
  await region.waitFor();
  expect(await region.getByText('An estimate until your insurer confirms your claim.').isVisible()).toBe(true);
  // On a wide screen every line shows, with nothing to unfold.
  expect(await region.getByRole('button').count()).toBe(0);
  const amount = async (term: string) => ((await region.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd').textContent()) ?? '').trim();
  return { share: await amount('Your insurer pays (estimate)'), remainder: await amount('You pay (estimate)') };
}

/** The estimate's line in the footer that holds the view's main button, once it shows. */
async function footerEstimate(page: Page, name?: string): Promise<string> {
  const line = drawer(page, name).locator('.footer .estimate-footer');
  await line.waitFor();
  return ((await line.textContent()) ?? '').trim();
}

describe('issue 24: the insurer\'s estimated amount before Submit equals the confirmed amount after it', () => {
  it('at 360 × 740 the estimate is in sight beside the main button on the member found, the products and the review, each screen starts at its top, and the lines above fold behind Details, in Quebec French too', async () => {
    for (const [path, words, start] of [
      ['en-ca', ENGLISH_FLOW, 'Estimate: your insurer pays $'],
      ['fr-ca', QUEBEC_FLOW, 'Estimation\u00a0: votre assureur paie '],
    ] as const) {
      const { page, errors } = await shopPage(h, 360, 740);
      await signInToCart(h, page, path);
      const lines: string[] = [];
      const d = drawer(page, words.drawer);
      await completeFlow(page, mouse, {
        axe: false,
        words,
        onView: async (heading) => {
          // Every screen starts at its top, whatever the last one was scrolled to.
          await expect.poll(() => d.locator('.drawer-body').evaluate((body) => body.scrollTop), { message: heading }).toBe(0);
          if (heading === words.products) {
            // Above the products, the estimate's totals show and its lines fold behind Details, so the choice is on the first screen.
            const card = d.locator('section.estimate');
            const details = card.getByRole('button', { name: path === 'en-ca' ? 'Details' : 'Détail' });
            await details.waitFor();
            expect(await card.locator('li').first().isVisible()).toBe(false);
            const box = await d.getByRole('checkbox').first().boundingBox();
            expect(box !== null && box.y + box.height <= 740, `the first product: ${JSON.stringify(box)}`).toBe(true);
            await details.click();
            expect(await details.getAttribute('aria-expanded')).toBe('true');
            await card.locator('li').first().waitFor();
            await details.click();
            expect(await card.locator('li').first().isVisible()).toBe(false);
          }
          if (heading !== words.found && heading !== words.products && heading !== words.review) return;
          lines.push(await footerEstimate(page, words.drawer));
          // In the viewport without scrolling: the sticky footer keeps it beside the button.
          const box = await drawer(page, words.drawer).locator('.footer .estimate-footer').boundingBox();
          expect(box !== null && box.y >= 0 && box.y + box.height <= 740, `${heading}: ${JSON.stringify(box)}`).toBe(true);
        },
      });
      expect(lines).toHaveLength(3);
      for (const line of lines) expect(line.startsWith(start), line).toBe(true);
      // The member found counts glasses and contacts; the one prescription uploaded is for the glasses, which the
      // products view and the review then count alike.
      expect(lines[1], lines.join(' | ')).toBe(lines[2]);
      expect(lines[0], lines.join(' | ')).not.toBe(lines[1]);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('the demo member and the demo cart: an estimate once the member is found, the same amount beside Submit and confirmed', async () => {
    const { page, errors } = await shopPage(h, 1280, 900);
    await signInToCart(h, page);
    const seen: Record<string, { share: string; remainder: string }> = {};
    let footerLine = '';
    await completeFlow(page, mouse, {
      axe: true,
      onView: async (heading) => {
        if (heading === ENGLISH_FLOW.found || heading === ENGLISH_FLOW.review) seen[heading] = await estimateShown(page);
        if (heading === ENGLISH_FLOW.review) {
          // Beside Submit: the estimate is the last thing before the footer that holds the Submit button.
          const next = await drawer(page).getByRole('region', { name: 'Estimated coverage' }).evaluate((el) => el.nextElementSibling?.querySelector('button')?.textContent ?? '');
          expect(next).toBe(ENGLISH_FLOW.submit);
          footerLine = await footerEstimate(page);
        }
      },
    });
    const share = await confirmedShareOf(page);
    const money = (minor: number) => formatMoney(minor, { locale: 'en-CA', currency: 'CAD' });
    expect(share).toBeGreaterThan(0);
    // Once the member is found the estimate is on screen: before the products step it counts every line the plans would
    // pay, the frame, the lenses less their 10.00 copay and the contact lenses, a prescription of each kind to come (spec
    // 000 §5 and §9).
    const every = 14_900 + 8_900 + 2 * 7_450;
    expect(seen[ENGLISH_FLOW.found]).toEqual({ share: money(every), remainder: money((await cartTotal(page, 'subtotal')) - every) });
    // Before Submit: the estimated share and remainder are the confirmed share and the claim residual (spec 000 §9).
    expect(seen[ENGLISH_FLOW.review]).toEqual({ share: money(share), remainder: money((await cartTotal(page, 'subtotal')) - share) });
    // And in one line in the footer beside Submit, where it stays in sight however far the review scrolls.
    expect(footerLine).toBe(`Estimate: your insurer pays ${money(share)}, you pay ${money((await cartTotal(page, 'subtotal')) - share)}`);
    const modal = page.getByRole('dialog', { name: ENGLISH_FLOW.applied });
    expect(await modal.textContent()).toContain(`Your insurer pays ${money(share)} of your order.`);
    expect(errors).toEqual([]);
    await page.close();
  });
});
