// One throttled load of the demo product page for a signed-in visitor: the slow 4G profile and the 4× slower
// CPU set through the DevTools protocol, then what the page saw (bench-probe.ts), the protocol's script time and the
// bytes on the wire; for the widget's builds, the click on the toggle until the drawer's first view is interactive.
import type { Browser, CDPSession } from 'playwright-core';
import { installProbe, type Probe } from './bench-probe.ts';

/** The slow 4G profile docs/performance.md's figures are measured on: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; the CPU 4× slower. */
export const PROFILE = { latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750, cpuSlowdown: 4 } as const;

/** The demo product page the bench loads (sandbox/pages/catalogue.ts). */
export const PRODUCT_PATH = '/en-ca/product/harbour-round-frame';

/** What one load measured; times in ms from navigation start, bytes as Chromium received them (encoded). */
export interface PageRun {
  load: number;
  fcp: number;
  lcp: number;
  interactive: number | null;
  /** Total Blocking Time: each long task's time past 50 ms between first paint and interactive (bare: load). */
  tbt: number;
  longTaskMs: number;
  /** Script time attributed to the widget's files by long animation frames. */
  ourScriptMs: number;
  /** Performance.getMetrics ScriptDuration and TaskDuration once the page has settled. */
  scriptDuration: number;
  taskDuration: number;
  bytesBeforeInteractive: number;
  requestsBeforeInteractive: number;
  widgetFiles: string[];
  /** The long tasks themselves, and the script time of long animation frames per file, to see where time went. */
  longTasks: Probe['longTasks'];
  scriptsByFile: Record<string, number>;
  drawer?: { openMs: number; headingFocusedMs: number | null; requests: number; bytes: number };
}

export interface Wire {
  url: string;
  sent: number;
  finished?: number;
  bytes: number;
}

/** Applies the throttled profile to a page's protocol session and records every request's timing and bytes. */
export async function throttle(cdp: CDPSession, blockWidget: boolean): Promise<Map<string, Wire>> {
  const wire = new Map<string, Wire>();
  cdp.on('Network.requestWillBeSent', (e) => wire.set(e.requestId, { url: e.request.url, sent: e.timestamp, bytes: 0 }));
  cdp.on('Network.loadingFinished', (e) => {
    const w = wire.get(e.requestId);
    if (w) Object.assign(w, { finished: e.timestamp, bytes: e.encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PROFILE.latency, downloadThroughput: PROFILE.downloadThroughput, uploadThroughput: PROFILE.uploadThroughput });
  if (blockWidget) await cdp.send('Network.setBlockedURLs', { urls: ['*/widgets/*'] });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  await cdp.send('Performance.enable');
  return wire;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
export { median };

/** The blocking part of the long tasks inside [from, to]. */
export function blockingTime(tasks: Probe['longTasks'], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const inside = Math.min(to, task.start + task.duration) - Math.max(from, task.start);
    if (inside > 0 && task.start + task.duration > from) total += Math.max(0, Math.min(inside, task.duration) - 50);
  }
  return total;
}

/**
 * Signs a fresh visitor in (unthrottled, on a page of its own so the measured page starts with empty session storage),
 * then loads the product page throttled. `bare` blocks the widget's files: the page as it is without us.
 */
export async function runPage(browser: Browser, origin: string, bare: boolean, openDrawer: boolean): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const signIn = await context.newPage();
    await signIn.goto(`${origin}/en-ca/sign-in?redirectUrl=${encodeURIComponent('/en-ca/products')}`);
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await signIn.waitForURL('**/en-ca/products');
    await signIn.close();

    const page = await context.newPage();
    // tsx names functions with a `__name` helper the page lacks: give the probe one of its own.
    await page.addInitScript({ content: `(() => { const __name = (f) => f; (${installProbe.toString()})(); })();` });
    const cdp = await context.newCDPSession(page);
    const wire = await throttle(cdp, bare);
    await page.goto(`${origin}${PRODUCT_PATH}`, { waitUntil: 'load', timeout: 60_000 });
    if (!bare) await page.waitForFunction(() => (window as unknown as { __bench: Probe }).__bench.interactive !== undefined, undefined, { timeout: 60_000, polling: 250 });
    await page.waitForTimeout(1500); // late paints, long tasks and long animation frames are reported
    const probe = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
    const load = await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;

    const start = Math.min(...[...wire.values()].map((w) => w.sent));
    const end = probe.interactive ?? load;
    const before = [...wire.values()].filter((w) => w.finished !== undefined && (w.finished - start) * 1000 <= end);
    const run: PageRun = {
      load,
      fcp: probe.fcp ?? 0,
      lcp: probe.lcp ?? 0,
      interactive: probe.interactive ?? null,
      tbt: blockingTime(probe.longTasks, probe.fcp ?? 0, end),
      longTaskMs: probe.longTasks.reduce((sum, t) => sum + t.duration, 0),
      ourScriptMs: probe.scripts.filter((s) => s.url.includes('/widgets/')).reduce((sum, s) => sum + s.duration, 0),
      scriptDuration: metric('ScriptDuration'),
      taskDuration: metric('TaskDuration'),
      bytesBeforeInteractive: before.reduce((sum, w) => sum + w.bytes, 0),
      requestsBeforeInteractive: before.length,
      widgetFiles: before.map((w) => new URL(w.url).pathname).filter((p) => p.startsWith('/widgets/')).map((p) => p.slice('/widgets/'.length)),
      longTasks: probe.longTasks.map((t) => ({ start: Math.round(t.start), duration: Math.round(t.duration) })),
      scriptsByFile: {},
    };
    for (const s of probe.scripts) {
      const file = s.url ? new URL(s.url).pathname : '(no file)';
      run.scriptsByFile[file] = Math.round((run.scriptsByFile[file] ?? 0) + s.duration);
    }
    if (openDrawer && !bare) {
      await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
      await page.waitForFunction(() => (window as unknown as { __bench: Probe }).__bench.drawerReady !== undefined, undefined, { timeout: 60_000, polling: 100 });
      await page.waitForTimeout(300);
      const after = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench);
      const clickAt = after.clickAt ?? 0;
      const ready = after.drawerReady ?? 0;
      const made = [...wire.values()].filter((w) => (w.sent - start) * 1000 >= clickAt && w.finished !== undefined && (w.finished - start) * 1000 <= ready + 1);
      run.drawer = {
        openMs: ready - clickAt,
        headingFocusedMs: after.headingFocused === undefined ? null : after.headingFocused - clickAt,
        requests: made.length,
        bytes: made.reduce((sum, w) => sum + w.bytes, 0),
      };
    }
    return run;
  } finally {
    await context.close();
  }
}
