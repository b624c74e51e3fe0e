// Real Chromium (Debian's, driven by playwright-core) against the real sandbox on a free port.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createSandbox, type SandboxOptions } from '../../sandbox/app.ts';
import type { State } from '../../sandbox/state.ts';

/** Debian's Chromium, the whole browser (the bench's Lighthouse needs it); `npm test` installs it when missing. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's chromium-headless-shell: Chromium's own headless build, which `npm test` installs beside it. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the tests drive: the headless shell when it is there, else the whole browser. The same Blink and V8 of the
 * same release without the desktop browser's layers (Playwright's own default for headless runs): a reliability file
 * measured 25 CPU-seconds instead of 31 on this 2-core machine, the browser's processes about 40% fewer. CHROMIUM_PATH
 * chooses either.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/** Flags for a headless Chromium that never reaches beyond this machine. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A running sandbox and browser. */
export interface Harness {
  origin: string;
  browser: Browser;
  /** The sandbox's memory, so a test can find the browser's visitor (its cart, its customer number). */
  state: State;
  close(): Promise<void>;
}

/** How the test's Chromium draws: `classicScrollbars` gives pages the scrollbars a desktop browser takes room for. */
export interface BrowserOptions {
  classicScrollbars?: boolean;
}

/**
 * Starts the sandbox on a free loopback port and launches Chromium; `options` may give the sandbox a clock the test
 * moves. Headless Chromium hides scrollbars unless `browserOptions` asks for the classic ones.
 */
export async function startHarness(options: SandboxOptions = {}, browserOptions: BrowserOptions = {}): Promise<Harness> {
  if (!existsSync(TEST_CHROMIUM)) throw new Error(`Chromium is missing at ${TEST_CHROMIUM}: run \`apt-get install -y chromium chromium-headless-shell\` as root.`);
  if (!existsSync(new URL('../../dist/embed.js', import.meta.url))) throw new Error('dist/ is missing: run `npm run build` first.');
  const { app, state } = createSandbox(options);
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: TEST_CHROMIUM,
    args: CHROMIUM_ARGS,
    ...(browserOptions.classicScrollbars ? { ignoreDefaultArgs: ['--hide-scrollbars'] } : {}),
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    browser,
    state,
    async close() {
      await browser.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Every console error and uncaught page error, to assert there are none. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core in the page (through the devtools protocol, so the page's CSP stays strict). */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: number; help: string }[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; help: string; nodes: unknown[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.length }));
  });
}
