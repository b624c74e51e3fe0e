// Nothing lost: what the shopper typed survives back and forward, a closed and reopened drawer, and a failed call
// that is then retried (spec 000 §2 drawer behaviour).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { memberFound, PNG_BYTES, prescriptionRequired, visitorOfPage } from './claims.ts';
import { cartAfterSetup, drawer, expectNoAxe, INSURER_WAIT, shopPage, signInToCart } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The sandbox's fault on demand: the next answers of a call fail (README, "Faults on demand"). */
async function failNext(call: string, method: string, status: number): Promise<void> {
  const response = await fetch(`${h.origin}/sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ call, method, kind: 'status', status, count: 1 }),
  });
  expect(response.ok).toBe(true);
}

describe('spec 000 §2: nothing the shopper typed is lost', () => {
  it('survives back and forward, a closed and reopened drawer, and a failed save retried', async () => {
    const { page, errors } = await shopPage(h, 1024, 800);
    await signInToCart(h, page);
    await memberFound(h, await visitorOfPage(h, page));
    await page.reload();
    const d = drawer(page);
    const open = async () => page.getByRole('button', { name: 'Continue my claim' }).click();
    const field = (name: string) => d.getByRole('textbox', { name });

    await open();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor();
    // Under Self the member found asks the doctor too (issue 24): a refused Continue keeps what was typed, focuses the
    // first refused field and goes nowhere.
    const doctor = d.getByRole('group', { name: 'Your eye doctor' });
    await doctor.getByRole('textbox', { name: 'Doctor’s first name' }).fill('Sam');
    await d.getByRole('button', { name: 'Continue' }).click();
    const credential = doctor.getByRole('combobox', { name: 'Doctor’s credential' });
    await expect.poll(() => credential.evaluate((select) => (select.getRootNode() as ShadowRoot).activeElement === select)).toBe(true);
    expect(await credential.getAttribute('aria-invalid')).toBe('true');
    expect(await doctor.getByRole('textbox', { name: 'Doctor’s first name' }).inputValue()).toBe('Sam');
    // The patient page under Self is reached through the member found's Change (its Continue goes past it), and the
    // doctor's page after it shows what was typed on the member found.
    await d.getByRole('button', { name: 'Change who the eyewear is for' }).click();
    await d.getByRole('heading', { name: 'Who is the eyewear for?' }).waitFor();
    await field('Patient’s first name').fill('Robin');
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('heading', { name: 'Your eye doctor' }).waitFor();
    expect(await field('Doctor’s first name').inputValue()).toBe('Sam');

    // Back, then forward: both pages keep what was typed.
    await d.getByRole('button', { name: 'Back' }).click();
    await d.getByRole('heading', { name: 'Who is the eyewear for?' }).waitFor();
    expect(await field('Patient’s first name').inputValue()).toBe('Robin');
    await d.getByRole('button', { name: 'Continue' }).click();
    expect(await field('Doctor’s first name').inputValue()).toBe('Sam');
    await field('Doctor’s last name').fill('Lee');

    // Left with the footer's cancel (the question says nothing is sent yet) and reopened: the doctor's page still holds it.
    await d.getByRole('button', { name: 'Finish later' }).click();
    const question = page.getByRole('dialog', { name: 'Close for now?' });
    await question.waitFor();
    await expectNoAxe(page, 'close question');
    await question.getByRole('button', { name: 'Close' }).click();
    await d.waitFor({ state: 'detached' });
    // Reopened, the drawer comes back to the doctor's page where the shopper was (spec 000 §2, last path).
    await open();
    await d.getByRole('heading', { name: 'Your eye doctor' }).waitFor();
    expect(await field('Doctor’s first name').inputValue()).toBe('Sam');
    expect(await field('Doctor’s last name').inputValue()).toBe('Lee');
    await d.getByRole('button', { name: 'Back' }).click();
    expect(await field('Patient’s first name').inputValue()).toBe('Robin');
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('heading', { name: 'Your eye doctor' }).waitFor();

    // A failed save: the error is announced, the values stay, and trying again goes on.
    await d.getByRole('combobox', { name: 'Doctor’s credential' }).selectOption({ label: 'Optometrist' });
    await failNext('claim-records/*', 'PATCH', 500);
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await field('Doctor’s last name').inputValue()).toBe('Lee');
    await d.getByRole('button', { name: 'Continue' }).click();
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor();
    const visitor = await visitorOfPage(h, page);
    const saved = [...h.state.service.records.values()].find((r) => r.customerNumber === visitor.userId)?.record.claimData;
    expect(saved?.patient?.firstName).toBe('Robin');
    expect(saved?.referrer).toMatchObject({ type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' });
    // The failed save is the page's own 500, which Chromium logs; nothing else reached the console.
    expect(errors.filter((e) => !e.includes('500'))).toEqual([]);
    await page.close();
  });

  it('spec 000 §7: an upload the storage took, whose record read failed, is retried by reading the record only: stored once', async () => {
    const { page, errors } = await shopPage(h, 1024, 800);
    let visitor: Awaited<ReturnType<typeof visitorOfPage>> | undefined;
    await cartAfterSetup(h, page, async (p) => prescriptionRequired(h, (visitor = await visitorOfPage(h, p))));
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    const d = drawer(page);
    await d.getByRole('heading', { name: 'Upload your prescription' }).waitFor(INSURER_WAIT);
    await failNext('claim-records/*', 'GET', 503);
    await d.getByLabel('Add prescription files').setInputFiles({ name: 'rx-big.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
    await d.getByRole('button', { name: 'Retry rx-big.png' }).click();
    await d.getByRole('button', { name: 'Remove rx-big.png' }).waitFor();
    expect(await d.getByRole('button', { name: 'Retry rx-big.png' }).count()).toBe(0);
    expect(await d.getByRole('button', { name: 'Preview rx-big.png' }).count()).toBe(1);
    const stored = [...h.state.service.records.values()].find((r) => r.customerNumber === visitor?.userId)?.record;
    expect(stored?.prescriptions).toHaveLength(1);
    // The failed read is the page's own 503, which Chromium logs; nothing else reached the console.
    expect(errors.filter((e) => !e.includes('503'))).toEqual([]);
    await page.close();
  });

  it('a reload with answers not yet sent asks the browser’s "Leave site?" first; staying keeps them; with nothing typed since the screen showed, the page reloads without asking', async () => {
    const { page, errors } = await shopPage(h, 1024, 800);
    await signInToCart(h, page);
    await memberFound(h, await visitorOfPage(h, page));
    await page.reload();
    const d = drawer(page);
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor();
    const first = d.getByRole('group', { name: 'Your eye doctor' }).getByRole('textbox', { name: 'Doctor’s first name' });
    await first.fill('Sam');

    // The shopper, asked, stays: the reload does not happen and what was typed is there.
    const asked: string[] = [];
    const question = page.waitForEvent('dialog');
    // The reload the shopper cancels never ends: it is not waited for.
    void page.reload().catch(() => undefined);
    const dialog = await question;
    asked.push(dialog.type());
    await dialog.dismiss();
    expect(asked).toEqual(['beforeunload']);
    expect(await first.inputValue()).toBe('Sam');

    // Asked again, the shopper leaves: the page reloads.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('button', { name: 'Continue my claim' }).click();
    await d.getByRole('heading', { name: 'Good news, we found you' }).waitFor();
    // Nothing typed on this screen: a reload asks nothing (a dialog would fail the test, unhandled).
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
