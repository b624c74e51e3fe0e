// The drawer's routes on the demo shop, as a shopper and a shop's page meet them (spec 000 §2 "Screens and routes",
// §9 session storage keys): back from a sign-in prompt into the flow, a reload that resumes where the shopper was,
// Back that retraces the shopper's way, a step counter that never goes backwards going forward, and `open` on a view.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { prescriptionRequired, visitorOfPage } from './claims.ts';
import { cartAfterSetup, completeFlow, drawer, mouse, shopPage, stepShown } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The heading of the view shown (each view has one third-level heading). */
const heading = (page: Page): Promise<string> => drawer(page).getByRole('heading', { level: 3 }).first().innerText();

describe('the drawer’s routes on the demo shop (spec 000 §2)', () => {
  it('spec 000 §2 login-redirect: a shopper who signs in from the call-to-action’s prompt comes back to the cart with the drawer open on the flow', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await page.goto(`${h.origin}/en-ca/cart`);
    // The call-to-action's prompt (the switch's hint has a sign-in link of its own).
    await page.locator('[data-direct-billing="cta"]').getByRole('link', { name: 'Sign in to apply Vision Insurance' }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/en-ca/cart');
    await drawer(page).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    await drawer(page).getByRole('button', { name: 'Get started' }).click();
    await drawer(page).getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 000 §2, spec 001 §4: Back from the upload right after the member found saved the doctor returns to the member found, not to the lookup form', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterSetup(h, page);
    await completeFlow(page, mouse, { axe: false, stopAt: 'Upload your prescription' });
    const d = drawer(page);
    // The record is past the lookup now (PRESCRIPTIONS_REQUIRED): the member is still found and the plans allowed.
    await d.getByRole('button', { name: 'Back' }).click();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor();
    expect(await d.getByRole('button', { name: 'Check eligibility' }).count()).toBe(0);
    expect(await d.getByRole('textbox', { name: 'Doctor’s last name' }).inputValue()).toBe('Lee');
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 000 §2: going forward the step never goes back; Back retraces every screen the shopper saw; a reload resumes on the same screen with the answers given', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterSetup(h, page);
    const seen: string[] = [];
    const steps: number[] = [];
    await completeFlow(page, mouse, {
      axe: false,
      stopAt: 'Review your claim',
      onView: async (name) => {
        seen.push(name);
        steps.push(await stepShown(drawer(page)));
      },
    });
    // Step X of Y over the whole flow, view by view as the shopper meets them.
    expect(steps, `the steps of ${seen.join(', ')}`).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBe(6);
    // Each screen is a step of its own but the two of policy information, the carrier and the lookup (spec 000 §1); the
    // member found that asks the claimant and the doctor is the doctor's step, so the upload follows it as the next one.
    const repeated = seen.filter((_name, i) => i > 0 && steps[i] === steps[i - 1]);
    expect(repeated, `the steps of ${seen.join(', ')}: ${steps.join(', ')}`).toEqual(['Check eligibility']);
    expect(steps[seen.indexOf('Good news, we found you')]).toBe(3);
    expect(steps[seen.indexOf('Upload your prescription')]).toBe(4);

    // Back from the review walks the screens back, one by one, to the intro: every screen the shopper answered, in
    // reverse (the member found, then the lookup's form with what was typed; the prescription check is an animation).
    const d = drawer(page);
    // The patient and doctor pages under Self were no stops of their own (the member found asked the doctor, and its one
    // Continue saved both): Back from the upload returns to the member found, the screen the shopper saw.
    const expected = ['Choose the products to cover', 'Upload your prescription', 'Good news, we found you', 'Check eligibility', 'Choose your insurer', 'Apply your vision insurance'];
    const walkedBack: string[] = [];
    const backSteps: number[] = [];
    for (const name of expected) {
      await d.getByRole('button', { name: 'Back' }).click();
      await d.getByRole('heading', { name }).waitFor();
      walkedBack.push(await heading(page));
      backSteps.push(await stepShown(drawer(page)));
    }
    expect(walkedBack).toEqual(expected);
    expect(backSteps).toEqual([...backSteps].sort((a, b) => b - a));

    // Forward again to the doctor, changing the patient's first name on the way, then a reload: the next open comes
    // back to the doctor's page, and the patient's page has the name given.
    await d.getByRole('button', { name: 'Get started' }).click();
    await d.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
    await d.getByRole('button', { name: 'Quillfeather Vision Plan' }).click();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor();
    // The member found's Change opens the patient page it went past.
    await d.getByRole('button', { name: 'Change who the eyewear is for' }).click();
    await d.getByRole('heading', { name: 'Who is the eyewear for?' }).waitFor();
    await d.getByRole('textbox', { name: 'Patient’s first name' }).fill('Robin');
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('heading', { name: 'Your eye doctor' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    await d.getByRole('heading', { name: 'Your eye doctor' }).waitFor();
    expect(await stepShown(drawer(page))).toBe(3);
    expect(await d.getByRole('textbox', { name: 'Doctor’s last name' }).inputValue()).toBe('Lee');
    await d.getByRole('button', { name: 'Back' }).click();
    await d.getByRole('heading', { name: 'Who is the eyewear for?' }).waitFor();
    expect(await d.getByRole('textbox', { name: 'Patient’s first name' }).inputValue()).toBe('Robin');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('spec 000 §2 open-drawer: open("review", { viewOnly: true }) shows the claim read-only; without viewOnly a claim not there yet opens the default view and says why in one console line', async () => {
    const { page, errors } = await shopPage(h, 1280, 800);
    await cartAfterSetup(h, page, async (p) => prescriptionRequired(h, await visitorOfPage(h, p)));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.getByRole('button', { name: 'Continue my claim' }).waitFor();
    const d = drawer(page);

    await page.evaluate(() => (window as unknown as { directBilling: { open(view: string, options: object): void } }).directBilling.open('review', { viewOnly: true }));
    await d.getByRole('heading', { name: 'Review your claim' }).waitFor();
    await d.getByText('Sam Lee').first().waitFor();
    expect(await d.getByRole('button', { name: 'Submit claim' }).count()).toBe(0);
    expect(await d.getByRole('checkbox').count()).toBe(0);
    expect(await d.getByRole('button', { name: 'Back' }).count()).toBe(0);
    // The header says why: no step of a flow, the claim as it stands.
    await d.getByText('View only: your claim as it stands. Nothing here can be changed.').waitFor();
    expect(await d.getByRole('progressbar').count()).toBe(0);
    await d.getByRole('button', { name: 'Close' }).click();
    await d.waitFor({ state: 'detached' });

    await page.evaluate(() => (window as unknown as { directBilling: { open(view: string): void } }).directBilling.open('review'));
    await d.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    expect(warnings).toEqual(['[direct-billing] open("review"): the claim has not reached "review" yet (it may be opened with viewOnly); the drawer opens on "intro"']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
