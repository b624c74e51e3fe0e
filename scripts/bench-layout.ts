// The bench's layout shift and drawer-step figures, throttled as the page loads are (bench-page.ts PROFILE):
// - the Cumulative Layout Shift of the demo product and cart pages, signed in and signed out, bare (the widgets'
//   files blocked) and with each build, so the report can say what the widgets add (docs/layout.md);
// - the time from the intro's Get started to the insurers view interactive, with the view's chunk fetched ahead while
//   the intro is shown (widgets/drawer/Drawer.tsx) and without (its request held until the click), beside the
//   service's answer time for the same step.
import type { Browser, Page } from 'playwright-core';
import { median, PRODUCT_PATH, throttle } from './bench-page.ts';

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

/** One Get started → insurers view interactive, throttled; ms. */
export interface StepRun {
  prefetched: boolean;
  /** From the click to the insurers' choices on screen (page clock). */
  continueMs: number;
  /** The service's calls that click set off, first sent to last answered (wire clock). */
  serviceMs: number;
}

/** Opens the drawer on the signed-in cart, throttled, and times Get started until the insurers view answers. */
export async function runStep(browser: Browser, origin: string, prefetch: boolean): Promise<StepRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await signIn(page, origin);
    let release: () => void = () => undefined;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    // Without the fetch ahead: the view's chunk is held until the click, as if it were asked for only then.
    if (!prefetch) await page.route(/\/chunks\/Insurers-[\w-]+\.js/, async (route) => (await clicked, route.continue()));
    await page.goto(`${origin}/en-ca/cart`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const wire = await throttle(cdp, false);
    const ahead = prefetch ? page.waitForResponse(/\/chunks\/Insurers-[\w-]+\.js/, { timeout: 60_000 }).catch(() => undefined) : undefined;
    await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
    const start = page.getByRole('button', { name: 'Get started' });
    await start.waitFor({ timeout: 60_000 });
    await ahead;
    await page.waitForLoadState('networkidle');
    const before = new Set(wire.keys());
    // tsx names functions with a `__name` helper the page lacks: give the page one.
    await page.evaluate('window.__name = (f) => f');
    await page.evaluate(() => {
      const step: { click?: number; ready?: number } = {};
      (window as unknown as { __step: typeof step }).__step = step;
      addEventListener(
        'click',
        () => {
          step.click = performance.now();
          const watch = () => {
            for (const host of Array.from(document.querySelectorAll('[data-direct-billing]'))) {
              if (host.shadowRoot?.querySelector('.insurers .insurer')) return void (step.ready = performance.now());
            }
            if (performance.now() - (step.click ?? 0) < 60_000) setTimeout(watch, 5);
          };
          watch();
        },
        { capture: true, once: true },
      );
    });
    await start.click();
    release();
    await page.waitForFunction(() => (window as unknown as { __step: { ready?: number } }).__step.ready !== undefined, undefined, { timeout: 60_000, polling: 100 });
    const step = await page.evaluate(() => (window as unknown as { __step: { click: number; ready: number } }).__step);
    await page.waitForLoadState('networkidle');
    const after = [...wire.entries()].filter(([id]) => !before.has(id)).map(([, w]) => w);
    const service = after.filter((w) => new URL(w.url).pathname.startsWith('/services/') && w.finished !== undefined);
    const serviceMs = service.length ? (Math.max(...service.map((w) => w.finished ?? 0)) - Math.min(...service.map((w) => w.sent))) * 1000 : 0;
    return {
      prefetched: prefetch,
      continueMs: Math.round(step.ready - step.click),
      serviceMs: Math.round(serviceMs),
    };
  } finally {
    await context.close();
  }
}

/** The median of each figure over runs. */
export function stepSummary(runs: StepRun[]): StepSummary {
  return {
    runs: runs.length,
    continueMs: Math.round(median(runs.map((r) => r.continueMs))),
    serviceMs: Math.round(median(runs.map((r) => r.serviceMs))),
  };
}

/** The medians of one kind of step run. */
export interface StepSummary {
  runs: number;
  continueMs: number;
  serviceMs: number;
}
