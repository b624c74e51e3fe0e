// The my-claims widget on the demo account page (spec 001 §2 My-claims): a signed-in customer's claims in English and
// French with localized dates and money, an explanation of benefits downloaded (a PDF arrives), a table on wide
// screens and a list at 320 px without sideways scrolling; axe clean at 320 px and 1440 px, no console error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { expectNoAxe, press, shopPage, signInToCart } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Fetches a URL in the page and answers its content type and first bytes. */
const fileAt = (page: Page, url: string) =>
  page.evaluate(async (href) => {
    const answer = await fetch(href);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    return { type: answer.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 4)) };
  }, url);

describe('spec 001 §2: the my-claims widget on the demo account page', () => {
  it('at 1440 px, in English: a table of claims with dates and money, an explanation of benefits is a PDF, axe clean', async () => {
    const { page, errors } = await shopPage(h, 1440, 900);
    await signInToCart(h, page);
    await page.goto(`${h.origin}/en-ca/account/claims`);
    const table = page.getByRole('table', { name: 'Your vision insurance claims, newest first' });
    await table.waitFor();
    const row = table.getByRole('row', { name: /69990417/ });
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(cells[1]).toBe('Refunded');
    expect(cells[3]).toBe('$120.00');
    expect(await table.getByRole('row', { name: /69989852/ }).textContent()).toContain('Invoiced');
    await expectNoAxe(page, 'my-claims at 1440');

    const popup = page.context().waitForEvent('page').catch(() => null);
    await press(page, row.getByRole('button', { name: 'Download the explanation of benefits for order 69990417 (PDF) (opens in a new tab)' }));
    const link = row.getByRole('link', { name: /open it here \(PDF\)/ });
    await link.waitFor();
    await (await popup)?.close();
    expect(await fileAt(page, (await link.getAttribute('href')) ?? '')).toEqual({ type: 'application/pdf', head: '%PDF' });
    await expectNoAxe(page, 'my-claims after download at 1440');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at 320 px, in French: a list of claims in French with French dates and money, no sideways scrolling, axe clean', async () => {
    const { page, errors } = await shopPage(h, 320, 720);
    await signInToCart(h, page, 'fr-fr');
    await page.goto(`${h.origin}/fr-fr/account/claims`);
    const list = page.getByRole('list', { name: 'Vos demandes de prise en charge, les plus récentes d’abord' });
    await list.waitFor();
    expect(await page.getByRole('table').isVisible()).toBe(false);
    const card = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Commande 69990417' }) });
    const values = await card.locator('dd').allTextContents();
    // The French demo shop configures dd/MM/yyyy (spec 000 section 3): the day may exceed 12, the month never does.
    expect(values[0]).toMatch(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}, \d{2}:\d{2}$/);
    expect(values[1]).toBe('Remboursée');
    // The service's own line is in the customer's language too, and the amounts in euros (the French shop's currency).
    expect(values[2]).toBe('Demande remboursée après le retour de la commande');
    expect(values[3]?.replace(/\s/g, ' ')).toBe('120,00 €');
    await card.getByRole('button', { name: 'Télécharger le décompte de prise en charge de la commande 69990417 (PDF)' }).waitFor();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await expectNoAxe(page, 'my-claims at 320 in French');
    expect(errors).toEqual([]);
    await page.close();
  });
});
