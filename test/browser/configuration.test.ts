// The service's configuration and the shop's date format as a shopper meets them in real Chromium on the demo shop
// (spec 000 §7 cta/state and intro-page, set through the sandbox's PUT /sandbox/configurations; spec 000 §3 dateFormat).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { signInToCart } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});
afterEach(async () => {
  await fetch(`${h.origin}/sandbox/configurations`, { method: 'DELETE' });
});

/** Sets what the sandbox answers for a configuration path, as an integrator would. */
async function configure(path: string, answer: unknown): Promise<void> {
  const response = await fetch(`${h.origin}/sandbox/configurations?path=${encodeURIComponent(path)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  });
  expect(response.status).toBe(200);
}

async function newPage() {
  const page = await h.browser.newPage({ viewport: { width: 1024, height: 800 } });
  return { page, errors: collectErrors(page) };
}

const cta = (page: Page) => page.locator('[data-direct-billing="cta"]');
const drawer = (page: Page) => page.getByRole('dialog');

/** Loads a page and waits for the answer of the cta/state configuration the call-to-action asks for. */
async function loadWithCtaConfig(page: Page, url: string) {
  const answered = page.waitForResponse((r) => r.url().includes('configurations') && r.url().includes('cta%2Fstate'));
  await page.goto(url);
  await answered;
}

describe('spec 000 §7 cta/state on the demo cart', () => {
  it('turned off: the signed-out visitor sees no call-to-action while the toggle still offers its sign-in', async () => {
    const { page, errors } = await newPage();
    await configure('cta/state', { enabled: false });
    await loadWithCtaConfig(page, `${h.origin}/en-ca/cart`);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
    await expect.poll(() => cta(page).getByRole('region').count()).toBe(0);
    expect(await cta(page).getByRole('link').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('French, SIGNED_OUT hidden: no sign-in prompt before sign-in, the call-to-action after it', async () => {
    const { page, errors } = await newPage();
    await configure('cta/state', { enabled: true, hiddenStates: ['SIGNED_OUT'] });
    await loadWithCtaConfig(page, `${h.origin}/fr-fr/cart`);
    await page.getByRole('switch').waitFor();
    await expect.poll(() => cta(page).getByRole('region').count()).toBe(0);
    await signInToCart(h, page, 'fr-fr');
    // Signed in, the card the signed-out page did not show is there, with its apply button (in the shop's French).
    await cta(page).getByRole('region').getByRole('button').first().waitFor();
    expect(await cta(page).getByRole('region').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('spec 000 §7 intro-page on the demo cart', () => {
  const ENGLISH = ['Tell us who the eyewear is for.', 'Submit your claim and pay any remainder.'];

  /** Signs in on a demo shop, opens the intro from the call-to-action and answers the steps it lists. */
  async function introSteps(page: Page, locale: 'en-ca' | 'fr-fr'): Promise<string[]> {
    await configure('insurance-flow/intro-page', { steps: [{ titleKey: 'intro.na2' }, { titleKey: 'intro.na6' }] });
    await signInToCart(h, page, locale);
    await cta(page).getByRole('region').getByRole('button').first().click();
    const list = drawer(page).getByRole('list').filter({ has: page.getByRole('listitem') });
    await list.waitFor();
    return list.getByRole('listitem').allTextContents();
  }

  it('English: the intro lists the two configured steps', async () => {
    const { page, errors } = await newPage();
    expect(await introSteps(page, 'en-ca')).toEqual(ENGLISH);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('French: the intro lists the two configured steps, translated (not the English, not the four French steps)', async () => {
    const { page, errors } = await newPage();
    const steps = await introSteps(page, 'fr-fr');
    expect(steps).toHaveLength(2);
    steps.forEach((step, i) => expect(step).not.toBe(ENGLISH[i]));
    expect(steps[0]).toMatch(/lunettes|équipement/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
