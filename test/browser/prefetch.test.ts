// Steps that do not wait for a chunk (docs/serving.md; widgets/drawer/Drawer.tsx, usePrefetchFollowing and
// fetchOpening): while a drawer view is shown, the code of the view that can follow it is fetched at idle, so Continue
// waits for the service only; as the drawer opens on a claim, the views it shows first come together with what they
// import; and the chunks are grouped by concept, so a whole North American flow fetches at most 20 widget files.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { startHarness, type Harness } from './harness.ts';
import { cartAfterSetup, completeFlow, drawer, drawerIn, ENGLISH_FLOW, mouse, signInToCart, type Hands } from './flow.ts';
import { frenchQuoteApproved, memberFound, visitorOfPage } from './claims.ts';
import type { ShopSession } from '../../sandbox/state.ts';
import { PROFILE } from '../../scripts/bench-page.ts';

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

  it('opened on the intro by the page’s own link (open("intro")), which fetches the intro as it opens: fetches the insurers view ahead, before any click', async () => {
    const page = await h.browser.newPage();
    try {
      await signInToCart(h, page);
      const ahead = page.waitForRequest((r) => /^chunks\/Insurers-[\w-]+\.js$/.test(widgetFile(r) ?? ''));
      await page.evaluate(() => (window as unknown as { directBilling: { open(view: string): void } }).directBilling.open('intro'));
      await drawer(page).getByRole('heading', { name: 'Apply your vision insurance' }).waitFor();
      await (await ahead).response();
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

const manifest = JSON.parse(readFileSync(new URL('../../dist.manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string; imports?: string[] }>;

/** The files of the modules' chunks and of every chunk they import, directly or not, as the page names them ("chunks/Quote-Ab12.js"). */
function chunksOf(sources: readonly string[], into = new Set<string>()): Set<string> {
  for (const source of sources) {
    const entry = manifest[source];
    if (!entry) throw new Error(`${source} is not a chunk`);
    if (into.has(entry.file)) continue;
    into.add(entry.file);
    chunksOf(entry.imports ?? [], into);
  }
  return into;
}

describe('the drawer fetches the views it opens on together, as it opens', () => {
  it.each<{ name: string; locale: string; setup: (h: Harness, visitor: ShopSession) => Promise<unknown>; press: string; views: string[]; shown: (d: Locator) => Locator }>([
    {
      name: '« Voir mon devis » on a French claim whose quote waits: the entry, the quote view and the quote, submit and prescription code it imports',
      locale: 'fr-fr',
      setup: frenchQuoteApproved,
      press: 'Voir mon devis',
      views: ['widgets/drawer/entry/Entry.tsx', 'widgets/drawer/quote/Quote.tsx'],
      shown: (d) => d.getByRole('button', { name: 'Accepter le devis' }),
    },
    {
      name: 'Continue my claim with the member found: the entry, the member view and the claim form code it imports',
      locale: 'en-ca',
      setup: memberFound,
      press: 'Continue my claim',
      views: ['widgets/drawer/entry/Entry.tsx', 'widgets/drawer/member/InsuranceMember.tsx'],
      shown: (d) => d.getByRole('heading', { name: 'Good news, we found you' }),
    },
  ])('$name: each is asked for before any of them has come, on a 150 ms round trip', async ({ locale, setup, press, views, shown }) => {
    const page: Page = await h.browser.newPage();
    try {
      await cartAfterSetup(h, page, async (p) => setup(h, await visitorOfPage(h, p)), locale);
      const button = page.getByRole('button', { name: press });
      await button.waitFor();
      await page.waitForLoadState('networkidle');
      // Each widget file's request and its end, in the order the browser tells them, from the press on.
      const events: { file: string; came: boolean }[] = [];
      page.on('request', (r) => {
        const file = widgetFile(r);
        if (file) events.push({ file, came: false });
      });
      page.on('requestfinished', (r) => {
        const file = widgetFile(r);
        if (file) events.push({ file, came: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: PROFILE.latency, downloadThroughput: -1, uploadThroughput: -1 });
      await button.click();
      await shown(drawerIn(page, locale)).waitFor();
      // What the views need beyond the drawer's shell, which comes first, and the page had not fetched before the press.
      const shell = chunksOf(['widgets/drawer/Drawer.tsx']);
      const needed = [...chunksOf(views)].filter((file) => !shell.has(file) && events.some((e) => e.file === file));
      const log = events.map((e) => `${e.came ? 'came' : 'asked'} ${e.file}`).join('\n');
      expect(needed.length, log).toBeGreaterThanOrEqual(views.length + 1);
      const firstCame = events.findIndex((e) => e.came && needed.includes(e.file));
      const lastAsked = Math.max(...events.map((e, index) => (!e.came && needed.includes(e.file) ? index : -1)));
      expect(lastAsked, log).toBeLessThan(firstCame);
      for (const file of needed) expect(events.filter((e) => e.file === file && !e.came), file).toHaveLength(1);
      // The entry goes on to the claim, never to the intro: the intro's code is not fetched ahead while the entry is shown.
      expect(events.filter((e) => e.file.startsWith('chunks/Intro-')).map((e) => e.file), log).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
