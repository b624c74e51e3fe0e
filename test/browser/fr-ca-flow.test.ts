// A Quebec shop in real Chromium (spec 001 §1: the shop's locale picks its dictionaries, fr-ca reads Quebec French): on
// /fr-ca/cart, a Canadian shop, the shopper walks the North American flow (spec 000 §2) in Quebec French, with the
// keyboard alone, to a claim applied and a total reduced by the confirmed amount; axe runs on every view and no English
// text of ours, nor a word of the French of France the Quebec table says otherwise, may show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getActiveClaimRecord } from '../../src/api/claim/claim-records.ts';
import { confirmedShare, toMinor } from '../../src/domain/money.ts';
import { startHarness, type Harness } from './harness.ts';
import { clientOf, visitorOfPage } from './claims.ts';
import { cartTotal, completeFlow, drawerIn, INSURER_WAIT, keyboard, mouseEvents, press, QUEBEC_FLOW, shopPage, signInToCart, typeInto } from './flow.ts';
import { expectNoEnglish } from './french.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The insurer's confirmed share of the visitor's active claim, in minor units of the Canadian dollar. */
async function confirmedShareOf(page: Page): Promise<number> {
  const visitor = await visitorOfPage(h, page);
  const active = await getActiveClaimRecord(clientOf(h, visitor), visitor.userId);
  expect(active?.status).toBe('CLAIM_ACCEPTED');
  expect(active?.locale).toBe('fr_CA');
  return toMinor(confirmedShare(active?.claimData) ?? 0, 'CAD');
}

describe('the North American flow on a Quebec page (/fr-ca/cart)', () => {
  it('a Quebec shopper walks the flow in Quebec French by keyboard to a claim applied, and the total drops by the share', async () => {
    const { page, errors } = await shopPage(h, 1024, 800);
    await signInToCart(h, page, 'fr-ca');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    const before = await cartTotal(page, 'remainder');
    const d = drawerIn(page, 'fr-ca');
    const views: string[] = [];
    await completeFlow(page, keyboard(page), {
      words: QUEBEC_FLOW,
      onView: async (heading) => {
        views.push(heading);
        await expectNoEnglish(d, heading, 'fr-CA');
        // The Quebec table, not the French of France’s: its words for the same things (an insurer may be named "mutuelle").
        expect(await d.innerText(), heading).not.toMatch(/votre mutuelle|tiers payant|Importez/i);
      },
    });
    expect(views).toEqual([QUEBEC_FLOW.intro, QUEBEC_FLOW.insurers, QUEBEC_FLOW.member, QUEBEC_FLOW.found, QUEBEC_FLOW.upload, QUEBEC_FLOW.products, QUEBEC_FLOW.review]);
    const share = await confirmedShareOf(page);
    expect(share).toBeGreaterThan(0);
    const applied = page.getByRole('dialog', { name: QUEBEC_FLOW.applied });
    await expectNoEnglish(applied, 'claim applied', 'fr-CA');
    await press(page, applied.getByRole('button', { name: QUEBEC_FLOW.checkout }));
    await expect.poll(() => cartTotal(page, 'remainder'), { timeout: 15_000 }).toBe(before - share);
    expect(await cartTotal(page, 'share')).toBe(share);
    expect(await page.getByRole('switch', { name: QUEBEC_FLOW.toggle }).getAttribute('aria-checked')).toBe('true');
    expect(await mouseEvents(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a doctor changed from the review sends the prescription to be checked again, then the claim is sent (spec 000 §4)', async () => {
    // The tester's walk: a phone's width, the keyboard alone.
    const { page, errors } = await shopPage(h, 320, 720);
    await signInToCart(h, page, 'fr-ca');
    const d = drawerIn(page, 'fr-ca');
    const hands = keyboard(page);
    await completeFlow(page, hands, { words: QUEBEC_FLOW, axe: false, stopAt: QUEBEC_FLOW.review });
    await press(page, d.getByRole('button', { name: /^Modifier\s«\sMédecin\s»$/u }));
    const lastName = d.getByRole('textbox', { name: QUEBEC_FLOW.doctorLastName });
    await typeInto(page, lastName, 'Lee-Tremblay');
    await d.getByText(/votre ordonnance validée sera vérifiée de nouveau/).waitFor();
    await press(page, d.getByRole('button', { name: QUEBEC_FLOW.continue }));
    // The service sent the validated prescription back: it is validated again and, a name change clearing no product,
    // the edit comes back to the review, its return route, with the products as chosen.
    await d.getByRole('heading', { name: QUEBEC_FLOW.review }).waitFor(INSURER_WAIT);
    expect(await d.getByRole('heading', { name: QUEBEC_FLOW.products }).count()).toBe(0);
    await d.getByText(/prescription\.png\s:\svalidée/u).waitFor();
    expect(await d.getByText('Sam Lee-Tremblay').isVisible()).toBe(true);
    await expectNoEnglish(d, 'review after the doctor changed', 'fr-CA');
    await press(page, d.getByRole('checkbox', { name: QUEBEC_FLOW.terms }), 'Space');
    await press(page, d.getByRole('button', { name: QUEBEC_FLOW.submit }));
    await page.getByRole('dialog', { name: QUEBEC_FLOW.applied }).waitFor(INSURER_WAIT);
    const visitor = await visitorOfPage(h, page);
    const active = await getActiveClaimRecord(clientOf(h, visitor), visitor.userId);
    expect([active?.status, active?.claimData?.referrer?.lastName]).toEqual(['CLAIM_ACCEPTED', 'Lee-Tremblay']);
    expect(await mouseEvents(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
