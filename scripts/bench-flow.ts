// The bench's request counts, unthrottled: which widget files a signed-out product page fetches, and every request
// of a whole North American flow (test/browser/flow.ts's completeFlow) with the polls that follow a claim submit.
import type { Browser, Request } from 'playwright-core';
import { completeFlow, mouse, signInToCart } from '../test/browser/flow.ts';
import type { Harness } from '../test/browser/harness.ts';
import type { BenchServer } from './bench-server.ts';
import { PRODUCT_PATH } from './bench-page.ts';

/** The requests of the whole flow, by kind, and the polls of the record after the claim submit. */
export interface FlowCount {
  total: number;
  widgetFiles: number;
  service: number;
  shop: number;
  other: number;
  pollsAfterSubmit: number;
  byCall: Record<string, number>;
}

/** The widget files a signed-out visitor's product page fetches, once the network is idle. */
export async function signedOutFiles(browser: Browser, origin: string): Promise<string[]> {
  const page = await browser.newPage();
  const files: string[] = [];
  page.on('request', (r: Request) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/widgets/')) files.push(path.slice('/widgets/'.length));
  });
  await page.goto(`${origin}${PRODUCT_PATH}`, { waitUntil: 'networkidle' });
  await page.close();
  return files;
}

/** A call's name without its ids, so the same call counts under one name. */
const callOf = (method: string, path: string): string =>
  `${method} ${path.replace(/^\/services\/direct-billing\//, '').replace(/\/(?:[a-z]+_)?[0-9a-f]{8,}|\/\d{3,}/gi, '/{id}')}`;

/** Runs the whole North American flow from the cart's switch to the accepted claim, counting what it requested. */
export async function countFlow(browser: Browser, server: BenchServer): Promise<FlowCount> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const harness = { origin: server.origin, browser, state: server.state, close: async () => undefined } satisfies Harness;
    await signInToCart(harness, page);
    await page.waitForLoadState('networkidle');
    const seen: { method: string; path: string }[] = [];
    page.on('request', (r: Request) => seen.push({ method: r.method(), path: new URL(r.url()).pathname }));
    await completeFlow(page, mouse, { axe: false });
    const submitted = seen.findIndex((r) => r.method === 'POST' && r.path.endsWith('/claim/submit'));
    const record = submitted >= 0 ? seen[submitted]?.path.replace(/\/claim\/submit$/, '') : undefined;
    const byCall: Record<string, number> = {};
    for (const r of seen) {
      const name = r.path.startsWith('/widgets/') ? 'GET widget file' : callOf(r.method, r.path);
      byCall[name] = (byCall[name] ?? 0) + 1;
    }
    const kind = (prefix: string) => seen.filter((r) => r.path.startsWith(prefix)).length;
    return {
      total: seen.length,
      widgetFiles: kind('/widgets/'),
      service: kind('/services/'),
      shop: kind('/wcs/'),
      other: seen.length - kind('/widgets/') - kind('/services/') - kind('/wcs/'),
      pollsAfterSubmit: seen.slice(submitted + 1).filter((r) => r.method === 'GET' && r.path === record).length,
      byCall,
    };
  } finally {
    await context.close();
  }
}
