// Polling: the record polls stop at their max wait and at their retry limit (spec 000 §9, src/domain/constants.ts),
// and at once when the drawer closes or the shopper logs out: no request after that. The page's clock (playwright's
// page.clock) moves the widget's time; the sandbox's insurer keeps real time, so a SLOW member lookup stays pending.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from '../browser/harness.ts';
import { advanceClock, insurerChosen, prescriptionRequired, PNG_BYTES, visitorOfPage } from '../browser/claims.ts';
import { cartAfterSetup, drawer, INSURER_WAIT, shopPage } from '../browser/flow.ts';
import { CLAIM_POLLING, MEMBER_LOOKUP_POLLING } from '../../src/domain/constants.ts';
import { SLOW_DELAY_MS } from '../../sandbox/service/scenarios.ts';
import { addFault, clearFaults, requestLog, shopperAt, unexpected, type RequestLog } from './kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A read of the claim record: what every poll sends. */
const RECORD_READ = /\/claim-records\/[^/]+$/;
/** Any call to the service or the storage. */
const ANY = /./;

/** A signed-in shopper whose page runs on playwright's clock, on the member lookup of a record with its insurer chosen. */
async function onLookupWithClock() {
  const { page, errors } = await shopPage(h, 1024, 800);
  const log = requestLog(page);
  await page.clock.install();
  await cartAfterSetup(h, page, async (p) => insurerChosen(h, await visitorOfPage(h, p)));
  await page.getByRole('button', { name: 'Continue my claim' }).click();
  const d = drawer(page);
  await d.getByRole('heading', { name: 'Check eligibility' }).waitFor(INSURER_WAIT);
  return { page, errors, log, d };
}

/** Starts a SLOW lookup (the insurer answers after 20 s of its own time) and waits for its first poll. */
async function startSlowLookup(page: Page, log: RequestLog): Promise<void> {
  const d = drawer(page);
  await d.getByRole('textbox', { name: 'Member ID' }).fill('SLOW-1');
  await d.getByRole('textbox', { name: 'Group ID' }).fill('GRP-100');
  await d.getByRole('textbox', { name: 'Policy holder’s first name' }).fill('Alex');
  await d.getByRole('textbox', { name: 'Policy holder’s last name' }).fill('Martin');
  await d.getByRole('textbox', { name: 'Date of birth' }).fill('04/12/1988');
  await d.getByRole('textbox', { name: 'Postal code' }).fill('H2X 1Y4');
  const from = log.mark();
  await d.getByRole('button', { name: 'Check eligibility' }).click();
  await expect.poll(() => log.count(RECORD_READ, 'GET', from), INSURER_WAIT).toBeGreaterThanOrEqual(1);
}

/** Moves the page's clock past one poll interval at a time, waiting for each poll's answer, until `stop` holds. */
async function pollThrough(page: Page, log: RequestLog, intervalMs: number, most: number, stop: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < most && !(await stop()); i++) {
    const before = log.mark();
    await page.clock.fastForward(intervalMs);
    // The next poll leaves once its timer fired; its answer comes in real time.
    await expect.poll(async () => log.mark() > before || (await stop()), { timeout: 5_000, interval: 20 }).toBe(true);
    await page.waitForTimeout(30);
  }
}

/** Lets the page's time run on (timers fire) and real time pass, then answers how many requests left meanwhile. */
async function requestsWhileWaiting(page: Page, log: RequestLog, pageMs: number): Promise<number> {
  const from = log.mark();
  for (let t = 0; t < pageMs; t += 2_000) {
    await page.clock.fastForward(2_000);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(500);
  return log.count(ANY, undefined, from);
}

describe('spec 000 §9: polling stops', () => {
  it('at the max wait: a lookup the insurer never answers stops polling after 2 minutes, says so, and a retry then succeeds', async () => {
    await clearFaults(h);
    const { page, errors, log, d } = await onLookupWithClock();
    const from = log.mark();
    await startSlowLookup(page, log);
    const failed = d.getByRole('heading', { name: 'We’re experiencing some issues' });
    await pollThrough(page, log, MEMBER_LOOKUP_POLLING.intervalMs, 80, () => failed.isVisible());
    await failed.waitFor();
    await d.getByText('We couldn’t check your eligibility. Your details are kept.').waitFor();
    // One read per interval within the wait, and the last read after it (spec 000 §9: 2000 ms, 120000 ms).
    const reads = log.count(RECORD_READ, 'GET', from);
    expect(reads).toBeGreaterThanOrEqual(MEMBER_LOOKUP_POLLING.maxWaitMs / MEMBER_LOOKUP_POLLING.intervalMs - 5);
    expect(reads).toBeLessThanOrEqual(MEMBER_LOOKUP_POLLING.maxWaitMs / MEMBER_LOOKUP_POLLING.intervalMs + 2);
    expect(await requestsWhileWaiting(page, log, 20_000)).toBe(0);
    // The insurer answers at last; Try again finds the member.
    await advanceClock(h, SLOW_DELAY_MS);
    await d.getByRole('button', { name: 'Try again' }).click();
    await pollThrough(page, log, MEMBER_LOOKUP_POLLING.intervalMs, 5, () => d.getByRole('heading', { name: 'Good news, we found you' }).isVisible());
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor();
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('at the retry limit: the validation poll gives up after 3 failed retries in a row, and Try again then succeeds', async () => {
    await clearFaults(h);
    const { page, errors, log, d } = await shopperAt(h, async (p) => prescriptionRequired(h, await visitorOfPage(h, p)));
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor(INSURER_WAIT);
    await d.getByLabel('Add prescription files').setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
    await d.getByRole('button', { name: 'Remove prescription.png' }).waitFor(INSURER_WAIT);
    await addFault(h, { call: 'claim-records/*', method: 'GET', kind: 'status', status: 500, count: 20 });
    const from = log.mark();
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('button', { name: 'Try again' }).waitFor(INSURER_WAIT);
    // The first read and its 3 retries (spec 000 §9, claim polling: max timeout retries 3), then nothing.
    expect(log.count(RECORD_READ, 'GET', from)).toBe(1 + CLAIM_POLLING.maxRetries);
    await page.waitForTimeout(CLAIM_POLLING.intervalMs + 500);
    expect(log.count(RECORD_READ, 'GET', from)).toBe(1 + CLAIM_POLLING.maxRetries);
    await clearFaults(h);
    await d.getByRole('button', { name: 'Try again' }).click();
    await d.getByRole('heading', { name: 'Choose the products to cover' }).waitFor(INSURER_WAIT);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('at once when the drawer closes: no request after it', async () => {
    await clearFaults(h);
    const { page, errors, log, d } = await onLookupWithClock();
    await startSlowLookup(page, log);
    await pollThrough(page, log, MEMBER_LOOKUP_POLLING.intervalMs, 2, async () => false);
    await d.getByRole('button', { name: 'Close' }).first().click();
    const question = page.getByRole('dialog', { name: 'Close for now?' });
    if (await question.isVisible()) await question.getByRole('button', { name: 'Close' }).click();
    await d.waitFor({ state: 'detached' });
    // A read already under way may still answer; none leaves after it.
    await page.waitForTimeout(300);
    expect(await requestsWhileWaiting(page, log, 20_000)).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('at once when the shopper logs out: no request after it', async () => {
    await clearFaults(h);
    const { page, errors, log, d } = await onLookupWithClock();
    await startSlowLookup(page, log);
    await pollThrough(page, log, MEMBER_LOOKUP_POLLING.intervalMs, 2, async () => false);
    // The shop signs the shopper out, then tells the widgets (spec 001 §6, logout).
    await page.evaluate(async (origin) => {
      await fetch(`${origin}/en-ca/sign-out`, { method: 'POST', redirect: 'manual' });
      await (window as unknown as { directBilling: { logout(): Promise<void> } }).directBilling.logout();
    }, h.origin);
    await d.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    expect(await requestsWhileWaiting(page, log, 20_000)).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
