// The sandbox's scenarios in real Chromium, each ending on the screen the spec describes. The record
// is brought to the scenario's step through the service API (test/browser/claims.ts), then the shopper takes over in
// the drawer, opened from the call-to-action's "Continue my claim" (spec 001 §2 insurance panel, spec 000 §4 claim
// outcomes, §8 modals, spec 001 §8 messages).
// The tests of each group run side by side: each is its own shopper on its own page and sets no fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { insurerChosen, PNG_BYTES, prescriptionRequired, readyToClaim, visitorOfPage } from './claims.ts';
import { cartAfterSetup, cartTotal, drawer, expectNoAxe, INSURER_WAIT, shopPage } from './flow.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { confirmedShare, toMinor } from '../../src/domain/money.ts';
import { SLOW_DELAY_MS } from '../../sandbox/service/scenarios.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A signed-in shopper on the cart whose record the setup brought to a step; the drawer opens where the claim stands. */
async function shopperAt(setup: (page: Page) => Promise<unknown>) {
  const { page, errors } = await shopPage(h, 1024, 800);
  await cartAfterSetup(h, page, setup);
  await page.getByRole('button', { name: 'Continue my claim' }).click();
  return { page, errors, d: drawer(page) };
}

/** Fills the member lookup with a member ID (its scenario word) and asks. */
async function lookUp(page: Page, memberId: string): Promise<void> {
  const d = drawer(page);
  await d.getByRole('heading', { name: /Check eligibility|We’re having trouble finding you|We need a few more details/ }).first().waitFor();
  await d.getByRole('textbox', { name: 'Member ID' }).fill(memberId);
  await d.getByRole('textbox', { name: 'Group ID' }).fill('GRP-100');
  await d.getByRole('textbox', { name: 'Policy holder’s first name' }).fill('Alex');
  await d.getByRole('textbox', { name: 'Policy holder’s last name' }).fill('Martin');
  await d.getByRole('textbox', { name: 'Date of birth' }).fill('04/12/1988');
  await d.getByRole('textbox', { name: 'Postal code' }).fill('H2X 1Y4');
  await d.getByRole('button', { name: 'Check eligibility' }).click();
}

describe.concurrent('member lookup scenarios (spec 001 §2 insurance panel headings, §8)', () => {
  it('NOTFOUND: the attempts count down, then the lookup locks for minutes, without the tip about the fields it no longer asks', async () => {
    const { page, errors, d } = await shopperAt(async (p) => insurerChosen(h, await visitorOfPage(h, p)));
    await lookUp(page, 'NOTFOUND-1');
    await d.getByRole('heading', { name: 'We’re having trouble finding you' }).waitFor(INSURER_WAIT);
    await d.getByText('You have 2 attempts left.').waitFor();
    // The page flow's tip explains the fields asked for (spec 000 §2): beside them it shows, on a screen without them it does not.
    expect(await d.getByText('Why we ask').isVisible()).toBe(true);
    await expectNoAxe(page, 'not found');
    await lookUp(page, 'NOTFOUND-1');
    await d.getByText('You have 1 attempt left.').waitFor(INSURER_WAIT);
    await lookUp(page, 'NOTFOUND-1');
    await d.getByRole('heading', { name: 'Too many attempts' }).waitFor(INSURER_WAIT);
    await d.getByText(/For security reasons/).waitFor();
    await d.getByText(/Please try again in 1[45] minutes\./).waitFor();
    expect(await d.getByRole('textbox', { name: 'Member ID' }).count()).toBe(0);
    expect(await d.getByText('Why we ask').isVisible()).toBe(false);
    await expectNoAxe(page, 'locked');
    // Closed, the cart's card tells the same pause and wait, never the daily limit of claims and its 24 hours (spec 001 §2).
    await d.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('heading', { name: 'Too many attempts to find your insurance' }).waitFor();
    await page.getByText(/For security reasons, we’ve paused the search for your insurance\. Please try again in 1[45] minutes\./).waitFor();
    expect(await page.getByText(/daily limit/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('MULTIPLE: more details are asked for, and the next lookup with the group ID finds the member', async () => {
    const { page, errors, d } = await shopperAt(async (p) => insurerChosen(h, await visitorOfPage(h, p)));
    await lookUp(page, 'MULTIPLE-7');
    await d.getByRole('heading', { name: 'We need a few more details' }).waitFor(INSURER_WAIT);
    await d.getByText(/Add your group ID and member ID/).waitFor();
    await expectNoAxe(page, 'multiple');
    await lookUp(page, 'MULTIPLE-7');
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor(INSURER_WAIT);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('NOBENEFITS: the member is found with no benefits available, and nothing asked, so no tip about why', async () => {
    const { page, errors, d } = await shopperAt(async (p) => insurerChosen(h, await visitorOfPage(h, p)));
    await lookUp(page, 'NOBENEFITS-2');
    await d.getByRole('heading', { name: 'No benefits available' }).waitFor(INSURER_WAIT);
    expect(await d.getByText('Why we ask').isVisible()).toBe(false);
    await expectNoAxe(page, 'no benefits');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe.concurrent('a disapproved prescription (spec 001 §8)', () => {
  it('a blurry photo is refused with the validation message, and another can be uploaded', async () => {
    const { page, errors, d } = await shopperAt(async (p) => prescriptionRequired(h, await visitorOfPage(h, p)));
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor();
    await d.getByLabel('Add prescription files').setInputFiles({ name: 'blurry-rx.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from(PNG_BYTES), Buffer.from('blurry')]) });
    await d.getByRole('button', { name: 'Remove blurry-rx.png' }).waitFor(INSURER_WAIT);
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByText('Prescription cannot be validated by our system.').waitFor(INSURER_WAIT);
    await expectNoAxe(page, 'disapproved');
    await d.getByRole('button', { name: 'Upload another prescription' }).click();
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe.concurrent('claim outcomes on submit (spec 000 §4 claim outcomes, §8 modal behaviour)', () => {
  it.each([
    ['REJECT', 'Your claim could not be processed', 'View the rejection notice'],
    ['ACK', 'Your insurer hasn’t confirmed your claim', 'Proceed to checkout'],
    ['TIMEOUT', 'Your insurer is taking longer than usual', 'Close'],
    ['INSURERERR', 'Action required', 'Edit my coverage'],
    // North America's exhausted pot: the claim refused for INSUFFICIENT_BALANCE (spec 000 §8 INSUFFICIENT_COVERAGE).
    ['LOWBAL', 'Not enough coverage left', 'Proceed to checkout'],
  ])('%s ends on “%s”', async (word, title, action) => {
    const { page, errors, d } = await shopperAt(async (p) => readyToClaim(h, await visitorOfPage(h, p), `${word}-42`));
    await d.getByRole('heading', { name: 'Review your claim' }).waitFor();
    await d.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await d.getByRole('button', { name: 'Submit claim' }).click();
    const modal = page.getByRole('dialog', { name: title });
    await modal.waitFor(INSURER_WAIT);
    await modal.getByRole(action.startsWith('View') ? 'link' : 'button', { name: new RegExp(action) }).waitFor();
    if (word === 'TIMEOUT') {
      const hints = await modal.getByRole('listitem').allTextContents();
      expect(hints).toEqual([
        'Check out at full price.',
        'We resubmit your claim automatically within 24 hours.',
        'If your insurer accepts it, your order is adjusted; otherwise you are billed in full.',
      ]);
    }
    await expectNoAxe(page, word);
    if (word === 'INSURERERR') {
      // Back to the form: the lookup's fields, as the shopper gave them, to correct and look up again (spec 000 §8).
      await modal.getByRole('button', { name: action }).click();
      await d.getByRole('heading', { name: 'Check eligibility' }).waitFor();
      expect(await d.getByRole('textbox', { name: /^Member ID/ }).inputValue()).toBe(`${word}-42`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('after a claim the insurer did not answer in time (spec 000 §4: a claim retry blocks a new claim; §8: closing its result ends the flow)', () => {
  it('Close closes the drawer, never onto the intro; the switch then says a claim is already with the insurer, and the cart shows no estimate beside full price', async () => {
    const { page, errors, d } = await shopperAt(async (p) => readyToClaim(h, await visitorOfPage(h, p), 'TIMEOUT-7'));
    await d.getByRole('heading', { name: 'Review your claim' }).waitFor();
    await d.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await d.getByRole('button', { name: 'Submit claim' }).click();
    const modal = page.getByRole('dialog', { name: 'Your insurer is taking longer than usual' });
    await modal.getByRole('button', { name: 'Close' }).click(INSURER_WAIT);
    await d.waitFor({ state: 'detached' });
    // The cart says the claim will be resubmitted and the order is at full price: no estimate of a share beside it.
    await page.getByRole('heading', { name: 'Your claim will be resubmitted' }).waitFor(INSURER_WAIT);
    expect(await page.getByText(/^Estimate:/).count()).toBe(0);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
    const sent = d.getByRole('heading', { name: 'You already have a claim for this order' });
    await sent.waitFor();
    await d.getByText(/you can’t start another one now/).waitFor();
    // Nothing here leads into a claim that cannot be made: no Continue, no change of insurer.
    expect(await d.getByRole('button', { name: /Continue|Change insurer/ }).count()).toBe(0);
    await expectNoAxe(page, 'a claim already sent');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('an insurer that answers in 20 s (spec 000 §9: submit polling every 2000 ms up to 120000 ms)', () => {
  it('SLOW ends accepted: the claim is applied and the cart total drops by the confirmed share', { timeout: 120_000 }, async () => {
    let claim: { api: Awaited<ReturnType<typeof readyToClaim>>['api']; id: string } | undefined;
    const { page, errors, d } = await shopperAt(async (p) => (claim = await readyToClaim(h, await visitorOfPage(h, p), 'SLOW-42')));
    await d.getByRole('heading', { name: 'Review your claim' }).waitFor();
    const before = await cartTotal(page, 'remainder');
    await d.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await d.getByRole('button', { name: 'Submit claim' }).click();
    // The insurer answers 20 s after the submit: the wait goes on past the 5 reads (about 10 s) the poll used to stop at.
    const modal = page.getByRole('dialog', { name: 'Claim applied' });
    await modal.waitFor({ timeout: SLOW_DELAY_MS + 30_000 });
    expect(await page.getByRole('dialog', { name: 'Your insurer is taking longer than usual' }).count()).toBe(0);
    if (!claim) throw new Error('no claim record');
    const accepted = await getClaimRecord(claim.api, claim.id);
    expect(accepted.status).toBe('CLAIM_ACCEPTED');
    const share = toMinor(confirmedShare(accepted.claimData) ?? 0, 'CAD');
    expect(share).toBeGreaterThan(0);
    await modal.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect.poll(() => cartTotal(page, 'remainder'), { timeout: 15_000 }).toBe(before - share);
    expect(await cartTotal(page, 'share')).toBe(share);
    expect(errors).toEqual([]);
    await page.close();
  });
});
