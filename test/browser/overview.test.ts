// The overview widget on the demo landing page (spec 001 §2 Overview widget): a visitor finds an insurer by part of its
// name with the keyboard alone and sees the right card, in network and out of network, downloads the out-of-network
// claim form (a PDF arrives); axe finds nothing at 320 px and 1440 px, no sideways scrolling, no console error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { expectNoAxe, mouseEvents, press, shopPage, signInToCart, typeInto } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const LANDING = '/en-ca/direct-billing-vision-care-insurance';
const search = (page: Page) => page.getByRole('combobox', { name: 'Find your insurer' });

/** Types part of a name into the search, arrows to the first option and chooses it with Enter. */
async function findInsurer(page: Page, part: string): Promise<void> {
  await typeInto(page, search(page), part);
  await page.getByRole('listbox', { name: 'Find your insurer' }).getByRole('option').first().waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('spec 001 §2: the overview widget on the demo landing page', () => {
  for (const [width, height] of [[320, 720], [1440, 900]] as const) {
    it(`at ${width} px: keyboard search finds the in-network and out-of-network cards, the claim form is a PDF, axe is clean`, async () => {
      const { page, errors } = await shopPage(h, width, height);
      await page.goto(`${h.origin}${LANDING}`);
      await page.getByRole('heading', { name: 'Use your vision insurance with us' }).waitFor();
      await page.getByRole('list', { name: 'Insurers we work with' }).waitFor();
      await expectNoAxe(page, `home at ${width}`);

      await typeInto(page, search(page), 'feath');
      await page.getByRole('status').filter({ hasText: '1 insurer found' }).waitFor();
      expect(await page.getByRole('listbox', { name: 'Find your insurer' }).getByRole('option').allTextContents()).toEqual(['Quillfeather Vision Plan']);
      await expectNoAxe(page, `listbox open at ${width}`);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Quillfeather Vision Plan' }).waitFor();
      expect(await page.getByText('In network', { exact: true }).isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Sign in to check my benefits' }).waitFor();
      await expectNoAxe(page, `in-network card at ${width}`);
      await press(page, page.getByRole('button', { name: 'Back to all insurers' }));

      await findInsurer(page, 'marsh');
      await page.getByRole('heading', { name: 'Saltmarsh Mutual Vision' }).waitFor();
      expect(await page.getByText('Out of network', { exact: true }).isVisible()).toBe(true);
      await expectNoAxe(page, `out-of-network card at ${width}`);
      const popup = page.context().waitForEvent('page').catch(() => null);
      await press(page, page.getByRole('button', { name: 'Download the claim form (PDF)' }));
      const link = page.getByRole('link', { name: /open it here \(PDF\)/ });
      await link.waitFor();
      await (await popup)?.close();
      const href = (await link.getAttribute('href')) ?? '';
      const pdf = await page.evaluate(async (url) => {
        const answer = await fetch(url);
        const bytes = new Uint8Array(await answer.arrayBuffer());
        return { type: answer.headers.get('content-type'), head: String.fromCharCode(...bytes.slice(0, 4)) };
      }, href);
      expect(pdf).toEqual({ type: 'application/pdf', head: '%PDF' });
      await expectNoAxe(page, `claim form link at ${width}`);

      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await mouseEvents(page)).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

describe('spec 000 §7: the insurer chosen on the overview is the claim\'s', () => {
  it('a signed-in shopper chooses an insurer, checks their benefits, and the drawer goes on to the member form without the insurer list', async () => {
    const { page, errors } = await shopPage(h, 1024, 800);
    await signInToCart(h, page);
    const created: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && new URL(r.url()).pathname.endsWith('/claim-records')) created.push(r.postDataJSON());
    });
    await page.goto(`${h.origin}${LANDING}`);
    await findInsurer(page, 'feath');
    await page.getByRole('heading', { name: 'Quillfeather Vision Plan' }).waitFor();
    await press(page, page.getByRole('button', { name: 'Check my benefits' }));
    await page.getByLabel('Member ID').waitFor();
    expect(await page.getByText('Insurer: Quillfeather Vision Plan').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Choose your insurer' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: /Choose your insurer|Select your insurer/ }).count()).toBe(0);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ claimData: { primaryCoverage: { insurer: { id: 'ins_quillfeather' } } } });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('each widget is its own lazy chunk, fetched only where it is mounted', () => {
  /** The scripts a page fetched once it settled, by their chunk's name (Overview, MyClaims, Plans…). */
  async function chunksOf(path: string): Promise<string[]> {
    const { page } = await shopPage(h, 1024, 800);
    const fetched: string[] = [];
    page.on('request', (r) => {
      // A chunk's file is its name, a dash and an 8-character hash that may itself hold a dash (Overview-DcrG-4NC.js).
      const match = /\/widgets\/chunks\/(.+)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
      if (match?.[1]) fetched.push(match[1]);
    });
    await signInToCart(h, page);
    fetched.length = 0;
    await page.goto(`${h.origin}${path}`);
    await page.waitForLoadState('networkidle');
    await page.close();
    return fetched;
  }

  it('a French shopper\'s "Voir nos lunettes" leads to the shop\'s French products (the demo\'s shopPath), not the English home', async () => {
    const { page, errors } = await shopPage(h, 360, 740);
    await page.goto(`${h.origin}/fr-fr/direct-billing-vision-care-insurance`);
    await page.getByRole('link', { name: 'Voir nos lunettes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nos produits' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr-fr/products');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a signed-in cart page (no overview or my-claims mount) fetches neither widget', async () => {
    const fetched = await chunksOf('/en-ca/cart');
    expect(fetched).not.toContain('Overview');
    expect(fetched).not.toContain('MyClaims');
    expect(fetched).not.toContain('Plans');
  });

  it('the landing page fetches the overview and not my-claims; the account page the reverse', async () => {
    const landing = await chunksOf(LANDING);
    expect(landing).toContain('Overview');
    expect(landing).not.toContain('MyClaims');
    const account = await chunksOf('/en-ca/account/claims');
    expect(account).toContain('MyClaims');
    expect(account).not.toContain('Overview');
  });
});
