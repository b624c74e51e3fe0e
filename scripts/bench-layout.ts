// The bench's layout shift, throttled as the page loads are (bench-page.ts PROFILE): the Cumulative Layout Shift of the
// demo product and cart pages, signed in and signed out, bare (the widgets' files blocked) and with each build, so the
// report can say what the widgets add (docs/layout.md). The drawer's steps are bench-steps.ts's.
import type { Browser, Page } from 'playwright-core';
import { PRODUCT_PATH, throttle } from './bench-page.ts';

/** The pages whose layout shift the bench measures. */
export const LAYOUT_PAGES = { product: PRODUCT_PATH, cart: '/en-ca/cart' } as const;
export type LayoutPage = keyof typeof LAYOUT_PAGES;
export type Session = 'signed-in' | 'signed-out';

/** One page's layout shift: the sum of the shifts no input explains, from the first frame until the widgets settle. */
export interface LayoutRun {
  page: LayoutPage;
  session: Session;
  cls: number;
}

async function signIn(page: Page, origin: string): Promise<void> {
  const response = await page.request.post(`${origin}/en-ca/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: '/en-ca/products' }, maxRedirects: 0 });
  if (response.status() !== 303) throw new Error(`bench: the demo sign-in answered ${response.status()}`);
}

/** Loads one page throttled and sums its layout shifts (bare: the widgets' files blocked). */
export async function runLayout(browser: Browser, origin: string, bare: boolean, which: LayoutPage, session: Session): Promise<LayoutRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    if (session === 'signed-in') await signIn(page, origin);
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, bare);
    await page.goto(`${origin}${LAYOUT_PAGES[which]}`, { waitUntil: 'load', timeout: 60_000 });
    if (!bare) {
      const cta = page.locator('[data-direct-billing="cta"]');
      if (session === 'signed-in') await page.locator('[data-direct-billing="toggle"] [role="switch"][aria-disabled="false"]').waitFor({ timeout: 60_000 });
      else await cta.getByRole('link', { name: /Sign in/ }).first().waitFor({ timeout: 60_000 });
    }
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.waitForTimeout(1000); // late shifts are reported
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    return { page: which, session, cls: Math.round(cls * 10_000) / 10_000 };
  } finally {
    await context.close();
  }
}
