// Double submits: a double click, or Enter pressed again and again (or held down), on the claim's submit and
// on the call-to-action's cancel-claim confirmation (nullify), and on the French quote's request and accept, sends
// exactly one request (spec 000 §7 claim/submit, claim/nullify, quote/request-new, quote/cx-accept; the busy flag).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startHarness, type Harness } from '../browser/harness.ts';
import { acceptedClaim, readyToClaim, visitorOfPage } from '../browser/claims.ts';
import { INSURER_WAIT, tabTo } from '../browser/flow.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { SUBMIT_POLLING } from '../../src/domain/constants.ts';
import { clearFaults, frenchQuoteApproved, frenchQuoteRequired, SEE_QUOTE, shopperAt, signedInPage, unexpected } from './kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** How the shopper hammers a button. */
type Hammer = (page: Page, button: Locator) => Promise<void>;

const HAMMERS: [string, Hammer][] = [
  ['a double click', (_, button) => button.dblclick()],
  [
    'Enter pressed eight times, then held down',
    async (page, button) => {
      await tabTo(page, button);
      for (let i = 0; i < 8; i++) await page.keyboard.press('Enter');
      // Held down: the key repeats (keydown with repeat set) until it is let go.
      for (let i = 0; i < 6; i++) await page.keyboard.down('Enter');
      await page.keyboard.up('Enter');
    },
  ],
];

// Side by side: each test is its own shopper on its own page and sets no fault.
describe.concurrent('double submits send exactly one request', () => {
  it.each(HAMMERS)('submit claim: %s sends one claim/submit', async (_, hammer) => {
    await clearFaults(h);
    const { page, errors, log, d } = await shopperAt(h, async (p) => readyToClaim(h, await visitorOfPage(h, p)));
    await d.getByRole('heading', { name: 'Review your claim' }).waitFor(INSURER_WAIT);
    await d.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await hammer(page, d.getByRole('button', { name: 'Submit claim' }));
    await page.getByRole('dialog', { name: 'Claim applied' }).waitFor(INSURER_WAIT);
    expect(log.count(/\/claim\/submit$/, 'POST')).toBe(1);
    // The drawer's own read, then one poll for the one submit: a read every 2 s until the insurer's answer (spec 000 §9,
    // submit polling), with a read of slack either side of it.
    expect(log.count(/\/claim-records\/[^/]+$/, 'GET')).toBeLessThanOrEqual(1 + (1 + INSURER_DELAYS_MS.claim / SUBMIT_POLLING.intervalMs) + 2);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it.each(HAMMERS)('nullify (cancel claim): %s on the confirmation sends one claim/nullify', async (_, hammer) => {
    await clearFaults(h);
    const { page, errors, log } = await signedInPage(h);
    await acceptedClaim(h, await visitorOfPage(h, page));
    await page.reload();
    const cta = page.locator('[data-direct-billing="cta"]');
    await cta.getByRole('heading', { name: 'Your insurance is applied' }).waitFor(INSURER_WAIT);
    await cta.getByRole('button', { name: 'Cancel claim' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your claim?' });
    await dialog.waitFor();
    await hammer(page, dialog.getByRole('button', { name: 'Yes, cancel my claim' }));
    await cta.getByRole('heading', { name: 'Your claim was cancelled' }).waitFor(INSURER_WAIT);
    expect(log.count(/\/claim\/nullify$/, 'POST')).toBe(1);
    // The keys that followed the confirmation reached the call-to-action's own button, busy meanwhile: no second dialog.
    expect(await dialog.count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it.each(HAMMERS)('French request quote: %s sends one quote/request-new', async (_, hammer) => {
    const { page, errors, log, d } = await shopperAt(h, (p) => frenchQuoteRequired(h, p), { locale: 'fr-fr' });
    await d.getByRole('heading', { name: 'Demandez votre devis' }).waitFor(INSURER_WAIT);
    await hammer(page, d.getByRole('button', { name: 'Demander un devis' }));
    await d.getByRole('heading', { name: 'Votre devis' }).waitFor(INSURER_WAIT);
    expect(log.count(/\/quote\/request-new$/, 'POST')).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it.each(HAMMERS)('French accept quote: %s sends one quote/cx-accept', async (_, hammer) => {
    const { page, errors, log, d } = await shopperAt(h, (p) => frenchQuoteApproved(h, p), { locale: 'fr-fr', resume: SEE_QUOTE });
    const accept = d.getByRole('button', { name: 'Accepter le devis' });
    await accept.waitFor(INSURER_WAIT);
    await hammer(page, accept);
    await d.getByRole('button', { name: 'Passer commande' }).waitFor(INSURER_WAIT);
    expect(log.count(/\/quote\/cx-accept$/, 'POST')).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
