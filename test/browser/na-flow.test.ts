// The North American flow in real Chromium on the demo shop: a shopper completes the North American flow from the cart's
// switch to an accepted claim and a total reduced by the confirmed amount, by mouse at desktop width and by keyboard
// alone at 360 × 740, with axe on every view (spec 000 §2 views and drawer behaviour; spec 001 §2, §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getActiveClaimRecord } from '../../src/api/claim/claim-records.ts';
import { confirmedShare, formatMoney, toMinor } from '../../src/domain/money.ts';
import { startHarness, type Harness } from './harness.ts';
import { clientOf, visitorOfPage } from './claims.ts';
import { cartTotal, completeFlow, keyboard, mouse, mouseEvents, press, shopPage, signInToCart } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The insurer's confirmed share of the visitor's active claim, in minor units. */
async function confirmedShareOf(page: Page): Promise<number> {
  const visitor = await visitorOfPage(h, page);
  const active = await getActiveClaimRecord(clientOf(h, visitor), visitor.userId);
  expect(active?.status).toBe('CLAIM_ACCEPTED');
  return toMinor(confirmedShare(active?.claimData) ?? 0, 'CAD');
}

describe('the North American claim flow on the demo shop', () => {
  it('a shopper goes from the cart’s switch to an accepted claim, and the total drops by the confirmed amount', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await signInToCart(h, page);
    const before = await cartTotal(page, 'remainder');
    await completeFlow(page, mouse);
    const share = await confirmedShareOf(page);
    expect(share).toBeGreaterThan(0);
    const modal = page.getByRole('dialog', { name: 'Claim applied' });
    // The remainder to pay is the claim residual, the cart's subtotal less the share (spec 000 §9), as the shop formats money.
    const left = formatMoney((await cartTotal(page, 'subtotal')) - share, { locale: 'en-CA', currency: 'CAD' });
    expect(await modal.textContent()).toContain(`You pay the remaining ${left} at checkout.`);
    await modal.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect.poll(() => cartTotal(page, 'remainder'), { timeout: 15_000 }).toBe(before - share);
    expect(await cartTotal(page, 'share')).toBe(share);
    expect(await page.getByRole('switch', { name: 'Use insurance benefits' }).getAttribute('aria-checked')).toBe('true');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the same flow at 360 × 740 with the keyboard alone: no mouse event, no sideways scrolling, axe clean', async () => {
    const { page, errors } = await shopPage(h, 360, 740);
    await signInToCart(h, page);
    const before = await cartTotal(page, 'remainder');
    await completeFlow(page, keyboard(page));
    const share = await confirmedShareOf(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await press(page, page.getByRole('dialog', { name: 'Claim applied' }).getByRole('button', { name: 'Proceed to checkout' }));
    await expect.poll(() => cartTotal(page, 'remainder'), { timeout: 15_000 }).toBe(before - share);
    expect(await mouseEvents(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
