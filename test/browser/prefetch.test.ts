// Steps that do not wait for a chunk (docs/serving.md; widgets/drawer/Drawer.tsx, usePrefetchFollowing): while a
// drawer view is shown, the code of the view that can follow it is fetched at idle, so Continue waits for the service
// only; and the chunks are grouped by concept, so a whole North American flow fetches at most 20 widget files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { completeFlow, drawer, ENGLISH_FLOW, mouse, signInToCart, type Hands } from './flow.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

const widgetFile = (r: Request): string | null => {
  const path = new URL(r.url()).pathname;
  return path.startsWith('/widgets/') ? path.slice('/widgets/'.length) : null;
};

describe('the drawer fetches the next view ahead', () => {
  it('fetches the insurers view while the intro is shown, before any click, and shows it on Get started without fetching it again', async () => {
    const page = await h.browser.newPage();
    try {
      await signInToCart(h, page);
      const files: string[] = [];
      page.on('request', (r) => {
        const file = widgetFile(r);
        if (file) files.push(file);
      });
      const ahead = page.waitForRequest((r) => /^chunks\/Insurers-[\w-]+\.js$/.test(widgetFile(r) ?? ''));
      await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
      const d = drawer(page);
      await d.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
      await ahead;
      await (await ahead).response();
      await d.getByRole('button', { name: 'Get started' }).click();
      await d.getByRole('heading', { name: 'Choose your insurer' }).waitFor();
      expect(files.filter((f) => f.startsWith('chunks/Insurers-'))).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('fetches ahead what the insurer press and the member found’s Continue need: the claim actions, the upload view and its prescription code', async () => {
    const page = await h.browser.newPage();
    try {
      await signInToCart(h, page);
      await page.waitForLoadState('networkidle');
      // What happened, in order: each widget file asked for, and each press with the view on screen when it was made.
      const log: string[] = [];
      let shown = '';
      page.on('request', (r) => {
        const file = widgetFile(r);
        if (file) log.push(file);
      });
      const hands: Hands = { ...mouse, click: async (target) => (log.push(`press on ${shown}`), mouse.click(target)) };
      await completeFlow(page, hands, { axe: false, onView: async (heading) => void (shown = heading), stopAt: ENGLISH_FLOW.upload });
      const at = (entry: string | RegExp) => log.findIndex((e) => (typeof entry === 'string' ? e === entry : entry.test(e)));
      const pressInsurer = at(`press on ${ENGLISH_FLOW.insurers}`);
      const pressFound = at(`press on ${ENGLISH_FLOW.found}`);
      expect(pressInsurer, log.join('\n')).toBeGreaterThan(0);
      expect(pressFound, log.join('\n')).toBeGreaterThan(pressInsurer);
      // Pressing an insurer starts the claim record: its code came while the intro or the insurers were shown.
      for (const [i, entry] of log.entries()) if (entry.startsWith('chunks/claim-actions-')) expect(i, log.join('\n')).toBeLessThan(pressInsurer);
      expect(at(/^chunks\/claim-actions-/), log.join('\n')).toBeGreaterThan(-1);
      // Under Self the member found's Continue goes past the information forms to the upload: its code came ahead.
      for (const file of [/^chunks\/SelectPrescription-/, /^chunks\/prescription-/]) {
        expect(at(file), `${file}\n${log.join('\n')}`).toBeGreaterThan(-1);
        expect(at(file), `${file}\n${log.join('\n')}`).toBeLessThan(pressFound);
      }
    } finally {
      await page.close();
    }
  });

  it('a whole North American flow, switch to "Claim applied", fetches at most 20 widget files', async () => {
    const page = await h.browser.newPage();
    try {
      await signInToCart(h, page);
      await page.waitForLoadState('networkidle');
      const files: string[] = [];
      page.on('request', (r) => {
        const file = widgetFile(r);
        if (file) files.push(file);
      });
      await completeFlow(page, mouse, { axe: false });
      expect(files.length, files.join('\n')).toBeLessThanOrEqual(20);
      // Every view of the flow came, each once: fetched ahead or when shown, never twice.
      for (const view of ['Intro', 'Insurers', 'InsuranceMember', 'InsuranceInformation', 'SelectPrescription', 'Validate', 'SelectProduct', 'Review']) {
        expect(files.filter((f) => f.startsWith(`chunks/${view}-`)), view).toHaveLength(1);
      }
    } finally {
      await page.close();
    }
  });
});
