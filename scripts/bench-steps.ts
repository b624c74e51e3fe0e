// The bench's drawer steps: the time from a Continue to the next view interactive, throttled as the page loads are
// (bench-page.ts PROFILE), for several steps of one North American walk on the signed-in cart, with the next views'
// code fetched ahead while a view is shown (widgets/drawer/Drawer.tsx) and without (every chunk the shown view asks for
// once it is on screen is held until the shopper's click, as if it were asked for only then), beside the service's
// answer time for the same step.
import type { Browser, BrowserContext, Locator, Page, Request, Route } from 'playwright-core';
import { ENGLISH_FLOW as w } from '../test/browser/flow.ts';
import { median, throttle } from './bench-page.ts';

/** The steps measured: what the shopper presses, the view it shows (its chunk's name) and its part that says it is there and answers. */
export const STEPS = [
  { name: 'Get started → insurers', view: 'Insurers', ready: '.insurers .insurer' },
  { name: 'an insurer → member lookup', view: 'InsuranceMember', ready: '#db-member-form input' },
  { name: 'Check eligibility → member found', view: 'InsuranceMember', ready: '#db-member-doctor-form select' },
  { name: 'Continue → upload', view: 'SelectPrescription', ready: 'input[type="file"]' },
] as const;

/** The drawer views' own chunks (vite.config.ts DRAWER_VIEWS): another view's, arriving during a step, is that view fetched ahead. */
const VIEW_CHUNK = /\/chunks\/(Entry|ErrorView|Intro|Insurers|InsuranceMember|InsuranceInformation|SelectPrescription|Validate|SelectProduct|ChangeProduct|Review|Quote)-[\w-]+\.js$/;
export type StepName = (typeof STEPS)[number]['name'];

/** One step of one walk; ms. */
export interface StepRun {
  step: StepName;
  prefetched: boolean;
  /** From the click (its event) to the next view's part on screen (the page's poll that saw it). */
  continueMs: number;
  /** The service's calls the click set off, first sent to last answered before the view was there (page clock). */
  serviceMs: number;
  /**
   * The widget files that arrived between the click and the view, but another view's chunk (the views after it fetched
   * ahead while it waited for the service): round trips a fetch ahead should have saved.
   */
  filesAfterClick: number;
  /** Every request that ended between the click and the view: its path, and when it started and ended after the click (ms). */
  requests: { path: string; start: number; end: number }[];
}

/** The medians of one step with or without the fetch ahead. */
export interface StepSummary {
  step: StepName;
  prefetched: boolean;
  runs: number;
  continueMs: number;
  serviceMs: number;
  /** continueMs − serviceMs: what the step adds to the service's answer. */
  addedMs: number;
  filesAfterClick: number;
}

async function signIn(page: Page, origin: string): Promise<void> {
  const response = await page.request.post(`${origin}/en-ca/sign-in`, { form: { email: 'alex.martin@example.com', redirectUrl: '/en-ca/products' }, maxRedirects: 0 });
  if (response.status() !== 303) throw new Error(`bench: the demo sign-in answered ${response.status()}`);
}

/**
 * Whether `selector` is in the drawer's shadow root (the drawer is the dialog of one of the widgets' mounts). Written
 * as text: tsx names the functions it compiles with a `__name` helper the page lacks.
 */
const SHOWN = `(selector) => [...document.querySelectorAll('[data-direct-billing]')].some((h) => !!h.shadowRoot?.querySelector('dialog.drawer ' + selector))`;

/**
 * Arms the step: at the next click (its event, captured before the widgets see it), a MutationObserver on the widgets'
 * shadow roots waits for the view's part; once it is there, the step ends after the frame that draws it has been painted
 * (the task after that frame's animation callback), so the time counts the style, layout and paint of the new view.
 * Observed rather than polled: a 5 ms poll of the shadow roots measured some 20% of the 4× slower CPU during a step's
 * wait (its timers and queries in the trace), time taken from the very work it times; Playwright's waitForFunction,
 * whose injected script is evaluated in the page's world the first time, is some 80 ms of it.
 */
const ARM = `(selector) => {
  const shown = ${SHOWN};
  const step = {};
  window.__step = step;
  window.__stepDone = new Promise((done) => {
    addEventListener('click', () => {
      step.click = performance.now();
      performance.mark('bench-step-click');
      const painted = () => requestAnimationFrame(() => setTimeout(() => {
        step.ready = performance.now();
        performance.mark('bench-step-ready');
        done(step);
      }, 0));
      const observer = new MutationObserver(() => {
        if (!shown(selector)) return;
        observer.disconnect();
        painted();
      });
      for (const host of document.querySelectorAll('[data-direct-billing]')) if (host.shadowRoot) observer.observe(host.shadowRoot, { childList: true, subtree: true });
    }, { capture: true, once: true });
  });
}`;

/**
 * The page's requests under way, those held (without the fetch ahead) apart. Playwright's `networkidle` is a load state,
 * reached once per page: waited for again later, it answers at once.
 */
interface Network {
  inFlight: Set<Request>;
  held: Set<Request>;
}

function watchNetwork(page: Page): Network {
  const network: Network = { inFlight: new Set(), held: new Set() };
  page.on('request', (r) => network.inFlight.add(r));
  page.on('requestfinished', (r) => network.inFlight.delete(r));
  page.on('requestfailed', (r) => network.inFlight.delete(r));
  return network;
}

/** Resolves once no request but the held ones has been under way for 500 ms: the fetch ahead is done. */
async function quiet(network: Network): Promise<void> {
  let since = Date.now();
  for (;;) {
    const busy = [...network.inFlight].some((r) => !network.held.has(r));
    if (busy) since = Date.now();
    else if (Date.now() - since >= 500) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the page has been idle once (no task running), so no leftover work of the view shown lands in the step. */
const IDLE = `() => new Promise((done) => requestIdleCallback(() => done(), { timeout: 3000 }))`;

/** What the page's resource timing says of the requests that ended after the click, in the page's clock. */
const ENDED_AFTER = `(after) => performance.getEntriesByType('resource').filter((e) => e.responseEnd > after).map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }))`;

/** Times one click: the view's part on screen after it, the service's calls and the widget files between. */
async function timeStep(page: Page, network: Network, step: (typeof STEPS)[number], press: Locator, prefetch: boolean, released: () => void): Promise<StepRun> {
  await quiet(network);
  await page.evaluate(IDLE);
  await quiet(network);
  await page.evaluate(`(${ARM})(${JSON.stringify(step.ready)})`);
  await press.click();
  released();
  const { click, ready } = (await page.evaluate('window.__stepDone')) as { click: number; ready: number };
  const ended = (await page.evaluate(`(${ENDED_AFTER})(${click})`)) as { url: string; start: number; end: number }[];
  const inStep = ended.filter((r) => r.end <= ready);
  const service = inStep.filter((r) => new URL(r.url).pathname.startsWith('/services/') && r.start >= click);
  const serviceMs = service.length ? Math.max(...service.map((r) => r.end)) - Math.min(...service.map((r) => r.start)) : 0;
  return {
    step: step.name,
    prefetched: prefetch,
    continueMs: Math.round(ready - click),
    serviceMs: Math.round(serviceMs),
    filesAfterClick: inStep.filter((r) => {
      const path = new URL(r.url).pathname;
      const view = VIEW_CHUNK.exec(path)?.[1];
      return path.startsWith('/widgets/') && (view === undefined || view === step.view);
    }).length,
    requests: inStep.map((r) => ({ path: new URL(r.url).pathname, start: Math.round(r.start - click), end: Math.round(r.end - click) })),
  };
}

/**
 * Holds, without the fetch ahead, every chunk of code asked for while the view shown is on screen (its own code came
 * before it was), until the shopper's next click: as if the drawer asked for the next views' code only on the click.
 */
async function holdAhead(context: BrowserContext, page: Page, network: Network, current: () => string | null): Promise<() => void> {
  let release: () => void = () => undefined;
  let clicked = new Promise<void>((resolve) => (release = resolve));
  // The widgets' code, not their words: a dictionary is fetched when a text needs it, never ahead.
  await context.route(/\/widgets\/chunks\/(?!strings-)/, async (route: Route) => {
    const selector = current();
    const ahead = selector !== null && (await page.evaluate(`(${SHOWN})(${JSON.stringify(selector)})`).catch(() => false));
    if (ahead) {
      network.held.add(route.request());
      await clicked;
      network.held.delete(route.request());
    }
    await route.continue();
  });
  return () => {
    release();
    clicked = new Promise<void>((resolve) => (release = resolve));
  };
}

/** One North American walk on the signed-in cart, throttled from the drawer's opening on, timing each step of STEPS. */
export async function runSteps(browser: Browser, origin: string, prefetch: boolean): Promise<StepRun[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    // A walk makes more requests than the resource timing buffer's 250.
    await page.addInitScript('performance.setResourceTimingBufferSize(5000)');
    await signIn(page, origin);
    // The view on screen while the shopper reads it: without the fetch ahead, the chunks it asks for then are held.
    let shownPart: string | null = null;
    const network = watchNetwork(page);
    const released = prefetch ? () => undefined : await holdAhead(context, page, network, () => shownPart);
    await page.goto(`${origin}/en-ca/cart`, { waitUntil: 'networkidle' });
    await throttle(await context.newCDPSession(page), false);
    const d = page.getByRole('dialog', { name: w.drawer });
    // From the intro on: what it asks for once it is shown is the fetch ahead.
    shownPart = '#db-intro-heading';
    await page.getByRole('switch', { name: w.toggle }).click();
    await d.getByRole('button', { name: w.start }).waitFor({ timeout: 60_000 });
    const runs: StepRun[] = [];
    const measure = async (index: number, press: Locator) => {
      const step = STEPS[index];
      if (!step) throw new Error(`bench: no step ${index}`);
      runs.push(await timeStep(page, network, step, press, prefetch, released));
      shownPart = step.ready;
    };
    await measure(0, d.getByRole('button', { name: w.start }));
    await measure(1, d.getByRole('button', { name: w.insurer }));
    await d.getByRole('textbox', { name: w.memberId }).fill('W1234567');
    await d.getByRole('textbox', { name: w.groupId }).fill('GRP-100');
    await d.getByRole('textbox', { name: w.firstName }).fill('Alex');
    await d.getByRole('textbox', { name: w.lastName }).fill('Martin');
    await d.getByRole('textbox', { name: w.dateOfBirth }).fill('04/12/1988');
    await d.getByRole('textbox', { name: w.postal }).fill('H2X 1Y4');
    await measure(2, d.getByRole('button', { name: w.check }));
    const doctor = d.getByRole('group', { name: w.doctor });
    await doctor.getByRole('combobox', { name: w.credential }).selectOption({ label: w.optometrist });
    await doctor.getByRole('textbox', { name: w.doctorFirstName }).fill('Sam');
    await doctor.getByRole('textbox', { name: w.doctorLastName }).fill('Lee');
    await measure(3, d.getByRole('button', { name: w.continue }));
    return runs;
  } finally {
    await context.close();
  }
}

/** The medians of each step, with the fetch ahead and without. */
export function stepSummaries(runs: StepRun[]): StepSummary[] {
  const out: StepSummary[] = [];
  for (const prefetched of [true, false]) {
    for (const { name } of STEPS) {
      const these = runs.filter((r) => r.step === name && r.prefetched === prefetched);
      if (!these.length) continue;
      const continueMs = Math.round(median(these.map((r) => r.continueMs)));
      const serviceMs = Math.round(median(these.map((r) => r.serviceMs)));
      out.push({
        step: name,
        prefetched,
        runs: these.length,
        continueMs,
        serviceMs,
        addedMs: Math.round(median(these.map((r) => r.continueMs - r.serviceMs))),
        filesAfterClick: Math.round(median(these.map((r) => r.filesAfterClick))),
      });
    }
  }
  return out;
}
