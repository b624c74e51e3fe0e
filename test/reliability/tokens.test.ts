// Tokens: a 401 once is cured by one token refetch and the call retried, unseen by the shopper; a 401 twice
// ends the session (state reset, drawer closed, the host told); ten calls on an expired token share one refetch
// (spec 000 §4 "Session init" lock, §7 "one refetch on an auth failure", §8 401 and session expiry).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from '../browser/harness.ts';
import { acceptedClaim, memberFound, visitorOfPage } from '../browser/claims.ts';
import { INSURER_WAIT } from '../browser/flow.ts';
import { TOKEN_STORAGE_KEY } from '../../src/api/token-store.ts';
import { addFault, alerts, clearFaults, shopperAt, signedInPage, unexpected } from './kit.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Window = { directBilling: { on(name: string, f: (detail: unknown) => void): void; login(): Promise<void>; requestProductQuote(p: unknown[]): Promise<unknown> }; expired: number };

/** Counts the `session-expired` events the host page hears. */
const listenForExpiry = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as Window;
    w.expired = 0;
    w.directBilling.on('session-expired', () => (w.expired += 1));
  });

const TOKEN = /\/auth\/token$/;
const PATCH = /\/claim-records\/[^/]+$/;

/** The shopper on the doctor's page, patient and doctor typed (the PATCH of its Continue is the call the 401 hits). */
async function onDoctorPage() {
  const shopper = await shopperAt(h, async (p) => memberFound(h, await visitorOfPage(h, p)));
  const { d } = shopper;
  await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor(INSURER_WAIT);
  // The patient page under Self, through the member found's Change (its Continue goes past it).
  await d.getByRole('button', { name: 'Change who the eyewear is for' }).click();
  await d.getByRole('heading', { name: 'Who is the eyewear for?' }).waitFor();
  await d.getByRole('textbox', { name: 'Patient’s first name' }).fill('Robin');
  await d.getByRole('textbox', { name: 'Patient’s last name' }).fill('Martin');
  await d.getByRole('button', { name: 'Continue' }).click();
  await d.getByRole('heading', { name: 'Your eye doctor' }).waitFor();
  await d.getByRole('combobox', { name: 'Doctor’s credential' }).selectOption({ label: 'Optometrist' });
  await d.getByRole('textbox', { name: 'Doctor’s first name' }).fill('Sam');
  await d.getByRole('textbox', { name: 'Doctor’s last name' }).fill('Lee');
  await listenForExpiry(shopper.page);
  return shopper;
}

describe('tokens', () => {
  it('401 once then success: one token refetch, the call retried, the shopper sees nothing', async () => {
    await clearFaults(h);
    const { page, errors, log, d } = await onDoctorPage();
    const from = log.mark();
    await addFault(h, { call: 'claim-records/*', method: 'PATCH', kind: 'status', status: 401, count: 1 });
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor();
    expect(log.count(TOKEN, 'POST', from)).toBe(1);
    expect(log.count(PATCH, 'PATCH', from)).toBe(2);
    expect(await alerts(d)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as Window).expired)).toBe(0);
    const visitor = await visitorOfPage(h, page);
    const saved = [...h.state.service.records.values()].find((r) => r.customerNumber === visitor.userId)?.record.claimData;
    expect(saved?.patient?.firstName).toBe('Robin');
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('401 twice: the session has expired, the drawer says so, the host hears it and nothing of the shopper stays', async () => {
    await clearFaults(h);
    const { page, errors, log, d } = await onDoctorPage();
    const from = log.mark();
    await addFault(h, { call: 'claim-records/*', method: 'PATCH', kind: 'status', status: 401, count: 2 });
    await d.getByRole('button', { name: 'Continue' }).click();
    // The drawer says the session ended, the claim's steps closed behind it; the shopper closes it.
    await d.getByRole('region', { name: 'Your session has ended' }).getByRole('button', { name: 'Close' }).click();
    await d.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as Window).expired)).toBe(1);
    // One refetch, never a loop: the second 401 ends it.
    expect(log.count(TOKEN, 'POST', from)).toBe(1);
    expect(log.count(PATCH, 'PATCH', from)).toBe(2);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    // The shop signs the shopper in again: what was typed and not sent before the expiry (the doctor's page) is gone;
    // the record's own answers show, the patient's page among them, saved as the shopper continued from it.
    await page.evaluate(() => (window as unknown as Window).directBilling.login());
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor(INSURER_WAIT);
    await d.getByRole('button', { name: 'Change who the eyewear is for' }).click();
    await d.getByRole('heading', { name: 'Who is the eyewear for?' }).waitFor();
    expect(await d.getByRole('textbox', { name: 'Patient’s first name' }).inputValue()).toBe('Robin');
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('heading', { name: 'Your eye doctor' }).waitFor();
    expect(await d.getByRole('textbox', { name: 'Doctor’s last name' }).inputValue()).toBe('');
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });

  it('ten concurrent calls on an expired token: one refetch, every call answered', async () => {
    await clearFaults(h);
    const { page, errors, log } = await signedInPage(h);
    await acceptedClaim(h, await visitorOfPage(h, page));
    await page.reload();
    await page.locator('[data-direct-billing="cta"]').getByRole('heading', { name: 'Your insurance is applied' }).waitFor(INSURER_WAIT);
    // The service forgets every token it issued: the one the page holds has expired.
    h.state.tokens.clear();
    const from = log.mark();
    const frame = { productType: 'FRAME', ecommerceId: '0123456789012', ecommerceIdType: 'UPC', quantity: 1, unitFullPrice: { amount: 129.5 } };
    const answers = await page.evaluate(
      (product) => Promise.all(Array.from({ length: 10 }, () => (window as unknown as Window).directBilling.requestProductQuote([product]))),
      frame,
    );
    expect(answers).toHaveLength(10);
    for (const answer of answers) expect(answer).toMatchObject({ productQuotes: [{ ecommerceId: frame.ecommerceId, status: 'APPROVED' }] });
    expect(log.count(/request-new-product-quotes$/, 'POST', from)).toBeGreaterThanOrEqual(10);
    expect(log.count(TOKEN, 'POST', from)).toBe(1);
    expect(unexpected(errors)).toEqual([]);
    await page.close();
  });
});
