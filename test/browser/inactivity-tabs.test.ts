// The 30-minute inactivity cancel counts the shopper in every tab of the shop (spec 000 §4 and §9), in real Chromium:
// two tabs of one browser (one context), their clock moved by Playwright. The shopper fills the claim in in the first
// while the second, a product page, sits idle; the second's own 30 minutes run out, and the claim stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { memberFound, visitorOfPage } from './claims.ts';
import { cartAfterSetup, drawerIn, ENGLISH_FLOW as w } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('spec 000 §4 "Inactivity of 30 minutes cancels the claim": a tab left idle does not cancel the claim filled in in another', () => {
  it('tab B idle 31 minutes, the shopper typing in tab A 11 minutes ago: no cancel, and tab A goes on', async () => {
    const context = await h.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await context.clock.install();
      const deletes: string[] = [];
      context.on('request', (request) => {
        if (request.method() === 'DELETE' && /\/claim-records\/[^/]+$/.test(request.url())) deletes.push(request.url());
      });
      const a = await context.newPage();
      await cartAfterSetup(h, a, async (page) => memberFound(h, await visitorOfPage(h, page)));
      await a.getByRole('button', { name: 'Continue my claim' }).click();
      const d = drawerIn(a);
      const doctor = d.getByRole('group', { name: w.doctor });
      await doctor.getByRole('textbox', { name: w.doctorFirstName }).waitFor();
      const b = await context.newPage();
      await b.goto(`${h.origin}/en-ca/product/harbour-round-frame`);
      await b.getByRole('button', { name: 'Continue my claim' }).waitFor();

      await context.clock.fastForward('20:00');
      await doctor.getByRole('combobox', { name: w.credential }).selectOption({ label: w.optometrist });
      await doctor.getByRole('textbox', { name: w.doctorFirstName }).fill('Sam');
      await doctor.getByRole('textbox', { name: w.doctorLastName }).pressSequentially('Lee');
      await context.clock.fastForward('11:00');

      // Tab B was told of every key: its own page idle 31 minutes, it still counts from the shopper's last one in tab A.
      expect(await b.getByRole('button', { name: 'Continue my claim' }).isVisible()).toBe(true);
      await d.getByRole('button', { name: w.continue }).click();
      await d.getByRole('heading', { name: w.upload }).waitFor();
      expect(deletes).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
