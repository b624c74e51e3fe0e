// The size budget's two product-page entries (size-limit.json: "loader: signed-out product page" and "signed-in product
// page before a click") name the files such a page fetches before a click: each file the page asks for is counted, and
// each file counted is asked for. Without this, a chunk a page starts to fetch (a module of a later group imported by
// an earlier one) weighs on every shopper while `npm run size` and the bench do not see it.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { entryFiles, readBudget } from '../../scripts/budget.ts';
import { PAGE_ENTRIES } from '../../scripts/bench-sizes.ts';
import { PRODUCT_PATH } from '../../scripts/bench-page.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

/** The files of the budget's entry, as the page names them under /widgets/ ("embed.js", "chunks/claim-Ab12Cd34.js"). */
function budgeted(name: string): string[] {
  const entry = readBudget(root).find((e) => e.name === name);
  if (!entry) throw new Error(`size-limit.json has no entry "${name}"`);
  return entryFiles(root, entry, 'dist');
}

/** Loads the product page in a fresh context and answers the widget files it fetched once its widgets are shown and the network is quiet. */
async function filesBeforeAClick(page: Page, shown: (page: Page) => Promise<void>): Promise<string[]> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/widgets/') && path.endsWith('.js')) files.add(path.slice('/widgets/'.length));
  });
  await page.goto(`${h.origin}${PRODUCT_PATH}`);
  await shown(page);
  await page.waitForLoadState('networkidle');
  return [...files].sort();
}

describe('size-limit.json counts what a product page fetches before a click', () => {
  it('signed out: the loader entry names exactly the files the page fetches', async () => {
    const context = await h.browser.newContext();
    try {
      const page = await context.newPage();
      const files = await filesBeforeAClick(page, async (p) => {
        await p.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).first().waitFor();
      });
      expect(files).toEqual(budgeted(PAGE_ENTRIES.signedOut));
    } finally {
      await context.close();
    }
  });

  it('signed in: the signed-in page entry names exactly the files the page fetches', async () => {
    const context = await h.browser.newContext();
    try {
      const page = await context.newPage();
      // Signed in by the demo sign-in form's own request: no page of the shop loaded before, so nothing comes from the cache.
      const signIn = await page.request.post(`${h.origin}/en-ca/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: '/en-ca/products' }, maxRedirects: 0 });
      expect(signIn.status()).toBe(303);
      const files = await filesBeforeAClick(page, async (p) => {
        await p.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
      });
      expect(files).toEqual(budgeted(PAGE_ENTRIES.signedIn));
      // A North American shopper has no quotes to keep: what the French ones' pages keep of them is never fetched.
      expect(files.filter((file) => file.startsWith('chunks/kept-quotes-'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
