// The first press on a slow network, in real Chromium on the demo cart at 360 × 740: the drawer's code, the intro's code
// and the intro-page configuration are each held by the test and let go in turn. The pressed control says at once that
// the press was taken, the drawer's loading state shows as it opens and stays, and Get started stands where it stays.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, drawer, shopPage } from './flow.ts';

const manifest = JSON.parse(readFileSync(new URL('../../dist.manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string }>;
/** The path of a module's chunk, as the demo shop serves it. */
const chunkPath = (src: string): string => `/widgets/${manifest[src]?.file ?? `${src} is not a chunk`}`;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** Holds every answer to requests matching `url` until the test lets them go. */
async function hold(page: Page, url: string): Promise<{ release: () => Promise<void>; asked: () => boolean }> {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : void held.push(route)));
  return {
    asked: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/**
 * A signed-in shopper's cart at 360 × 740 whose page clock the test moves on, the drawer's code, the intro's and the
 * intro-page configuration each held until the test lets it go.
 */
async function slowCart() {
  const { page, errors } = await shopPage(h, 360, 740);
  await page.clock.install();
  await cartAfterSetup(h, page);
  const shell = await hold(page, `**${chunkPath('widgets/drawer/Drawer.tsx')}*`);
  const intro = await hold(page, `**${chunkPath('widgets/drawer/entry/Intro.tsx')}*`);
  const steps = await hold(page, '**/services/direct-billing/configurations?path=insurance-flow%2Fintro-page*');
  return { page, errors, shell, intro, steps, apply: page.getByRole('button', { name: 'Apply vision insurance' }), d: drawer(page) };
}

describe('the first press on a slow network', () => {
  it('the call-to-action is busy while the drawer\'s code comes; the drawer opens on its loading state, which stays until the intro shows', async () => {
    const { page, errors, shell, intro, steps, apply, d } = await slowCart();
    await apply.click();
    await expect.poll(shell.asked).toBe(true);
    // The press is taken at once; the host marks it as it renders, and the drawer's code stays held, so this state lasts.
    await expect.poll(() => apply.getAttribute('aria-busy')).toBe('true');
    // The wait for the drawer's code outlasts the skeleton delay: the page's clock is moved past it at once, and flows
    // on from there as time does.
    await page.clock.runFor(1000);
    // What the drawer's body holds as it is first drawn, read in the task that draws it: a skeleton that counted its
    // delay afresh would come in a later one, which a wait for it would meet all the same.
    await page.evaluate(() => {
      const root = document.querySelector('[data-direct-billing="drawer"]')?.shadowRoot;
      const w = window as unknown as { drawnWithBody?: boolean };
      const look = () => {
        if (w.drawnWithBody === undefined && root?.querySelector('.drawer-body')) w.drawnWithBody = !!root.querySelector('.drawer-body .skeleton');
      };
      if (root) new MutationObserver(look).observe(root, { childList: true, subtree: true });
    });
    await shell.release();

    // The shopper has waited past the skeleton delay already: the loading state comes with the drawer, not 500 ms later.
    await d.waitFor();
    expect(await page.evaluate(() => (window as unknown as { drawnWithBody?: boolean }).drawnWithBody), 'the skeleton drawn with the drawer’s body').toBe(true);
    // Its words come a task after the region that says them (chrome.tsx, Skeleton).
    const loading = d.getByRole('status').filter({ hasText: 'Loading…' });
    await expect.poll(() => loading.count()).toBe(1);
    // From now on, whether the drawer's body ever shows neither a loading state nor the intro. The loading states are
    // the skeleton's region and the entry's "Opening your claim…", said by its heading (Entry.tsx): whether the entry
    // shows after this point depends on when its own code comes, later on a slow network or a busy machine.
    await d.evaluate((dialog) => {
      const seen = () => dialog.querySelector('.drawer-body [role=status], #db-entry-heading, #db-intro-heading');
      const w = window as unknown as { gap: boolean };
      w.gap = false;
      new MutationObserver(() => void (w.gap ||= !seen())).observe(dialog, { childList: true, subtree: true });
    });
    await expect.poll(intro.asked).toBe(true);
    await expect.poll(() => apply.getAttribute('aria-busy')).toBe('false');
    await intro.release();
    await d.getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
    await steps.release();
    await d.getByRole('listitem').nth(5).waitFor();
    expect(await page.evaluate(() => (window as unknown as { gap: boolean }).gap)).toBe(false);
    expect(await loading.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Get started stands where it stays while the intro\'s steps come', async () => {
    const { page, errors, shell, intro, steps, apply, d } = await slowCart();
    await apply.click();
    await shell.release();
    await expect.poll(intro.asked).toBe(true);
    await intro.release();
    const getStarted = d.getByRole('button', { name: 'Get started' });
    await getStarted.waitFor();
    await expect.poll(steps.asked).toBe(true);
    const before = await getStarted.boundingBox();
    // The list waiting for its steps is not read out.
    expect(await d.getByRole('listitem').count()).toBe(0);
    await steps.release();
    await d.getByRole('listitem').nth(5).waitFor();
    expect(await getStarted.boundingBox()).toEqual(before);
    expect(errors).toEqual([]);
    await page.close();
  });
});
