// Issue 6 acceptance in real Chromium on the demo shop: a shopper completes the North American flow from the cart's
// switch to an accepted claim and a total reduced by the confirmed amount, by mouse at desktop width and by keyboard
// alone at 360 × 740, with axe on every view (spec 000 §2 views and drawer behaviour; spec 001 §2, §5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { getActiveClaimRecord } from '../../src/api/claim-records.ts';
import { confirmedShare, toMinor } from '../../src/domain/money.ts';
import { startHarness, type Harness } from './harness.ts';
import { clientOf, PNG_BYTES, visitorOfPage } from './claims.ts';
import { cartTotal, drawer, expectNoAxe, INSURER_WAIT, mouseEvents, press, shopPage, signInToCart, tabTo, typeInto } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** How the shopper works the controls: with the mouse, or with the keyboard alone. */
interface Hands {
  click(target: Locator): Promise<void>;
  check(target: Locator): Promise<void>;
  fill(target: Locator, text: string): Promise<void>;
  select(target: Locator, label: string): Promise<void>;
  upload(target: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void>;
}

const mouse: Hands = {
  click: (target) => target.click(),
  check: (target) => target.check(),
  fill: (target, text) => target.fill(text),
  select: async (target, label) => void (await target.selectOption({ label })),
  upload: (target, file) => target.setInputFiles(file),
};

function keyboard(page: Page): Hands {
  return {
    click: (target) => press(page, target, 'Enter'),
    check: (target) => press(page, target, 'Space'),
    fill: (target, text) => typeInto(page, target, text),
    async select(target, label) {
      await tabTo(page, target);
      for (let i = 0; i < 10; i++) {
        const chosen = await target.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
        if (chosen === label) return;
        await page.keyboard.press('ArrowDown');
      }
      throw new Error(`the option ${label} was not reached with the arrow keys`);
    },
    async upload(target, file) {
      await tabTo(page, target);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(file);
    },
  };
}

/** The whole North American flow, view by view, as the screen words it; axe runs on every view. */
async function completeFlow(page: Page, hands: Hands): Promise<void> {
  const d = drawer(page);
  const view = async (heading: string | RegExp, wait = {}) => {
    await d.getByRole('heading', { name: heading }).waitFor(wait);
    await expectNoAxe(page, String(heading));
  };

  await hands.click(page.getByRole('switch', { name: 'Use insurance benefits' }));
  await view('Apply your vision insurance');
  await hands.click(d.getByRole('button', { name: 'Get started' }));

  await view('Choose your insurer');
  await d.getByRole('progressbar', { name: 'Step 1 of 6' }).waitFor();
  await hands.check(d.getByRole('radio', { name: 'Quillfeather Vision Plan' }));
  await hands.click(d.getByRole('button', { name: 'Continue' }));

  await view('Check eligibility');
  await hands.fill(d.getByRole('textbox', { name: 'Member ID' }), 'W1234567');
  await hands.fill(d.getByRole('textbox', { name: 'Group ID' }), 'GRP-100');
  await hands.fill(d.getByRole('textbox', { name: 'Policy holder’s first name' }), 'Alex');
  await hands.fill(d.getByRole('textbox', { name: 'Policy holder’s last name' }), 'Martin');
  await hands.fill(d.getByRole('textbox', { name: 'Date of birth' }), '04/12/1988');
  await hands.fill(d.getByRole('textbox', { name: 'Postal code' }), 'H2X 1Y4');
  await hands.click(d.getByRole('button', { name: 'Check eligibility' }));
  await view('Good news, we found you', INSURER_WAIT);
  await hands.click(d.getByRole('button', { name: 'Continue' }));

  await view('Who is the eyewear for?');
  await d.getByRole('progressbar', { name: 'Step 2 of 6' }).waitFor();
  await hands.fill(d.getByRole('textbox', { name: 'Patient’s first name' }), 'Alex');
  await hands.fill(d.getByRole('textbox', { name: 'Patient’s last name' }), 'Martin');
  await hands.click(d.getByRole('button', { name: 'Continue' }));

  await view('Your eye doctor');
  await hands.select(d.getByRole('combobox', { name: 'Doctor’s credential' }), 'Optometrist');
  await hands.fill(d.getByRole('textbox', { name: 'Doctor’s first name' }), 'Sam');
  await hands.fill(d.getByRole('textbox', { name: 'Doctor’s last name' }), 'Lee');
  await hands.click(d.getByRole('button', { name: 'Continue' }));

  await view('Upload your prescription');
  await d.getByRole('progressbar', { name: 'Step 4 of 6' }).waitFor();
  await hands.upload(d.getByLabel('Add prescription files'), { name: 'prescription.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
  await d.getByRole('button', { name: 'Remove prescription.png' }).waitFor(INSURER_WAIT);
  await expectNoAxe(page, 'uploaded');
  await hands.click(d.getByRole('button', { name: 'Continue' }));

  await view('Choose the products to cover', INSURER_WAIT);
  expect(await d.getByText('Prescription 1 of 1').isVisible()).toBe(true);
  await hands.check(d.getByRole('checkbox', { name: /Harbour round frame/ }));
  await hands.click(d.getByRole('button', { name: 'Continue' }));

  await view('Review your claim');
  await d.getByRole('progressbar', { name: 'Step 6 of 6' }).waitFor();
  await hands.check(d.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
  await hands.click(d.getByRole('button', { name: 'Submit claim' }));
  await page.getByRole('dialog', { name: 'Claim applied' }).waitFor(INSURER_WAIT);
  await expectNoAxe(page, 'claim applied');
}

/** The insurer's confirmed share of the visitor's active claim, in minor units. */
async function confirmedShareOf(page: Page): Promise<number> {
  const visitor = await visitorOfPage(h, page);
  const active = await getActiveClaimRecord(clientOf(h, visitor), visitor.userId);
  expect(active?.status).toBe('CLAIM_ACCEPTED');
  return toMinor(confirmedShare(active?.claimData) ?? 0, 'CAD');
}

describe('issue 6: the North American claim flow on the demo shop', () => {
  it('a shopper goes from the cart’s switch to an accepted claim, and the total drops by the confirmed amount', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await signInToCart(h, page);
    const before = await cartTotal(page, 'remainder');
    await completeFlow(page, mouse);
    const share = await confirmedShareOf(page);
    expect(share).toBeGreaterThan(0);
    const modal = page.getByRole('dialog', { name: 'Claim applied' });
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
