// `npm run bench`: builds the Preact bundle and the React 19 comparison build, measures their bytes, loads the
// demo product page in throttled headless Chromium (bare, Preact, React, alternating), opens the drawer, times the
// drawer's steps, has Lighthouse score the product and cart pages, counts the requests of a whole North American flow,
// then writes bench/results.json and prints a markdown table.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/browser/harness.ts';
import { buildSizes, type SizeRow } from './bench-sizes.ts';
import { startBenchServer, type BenchServer } from './bench-server.ts';
import { median, PROFILE, PRODUCT_PATH, runPage, type PageRun } from './bench-page.ts';
import { countFlow, signedOutFiles } from './bench-flow.ts';
import { markdown, type Results, type Summary } from './bench-report.ts';
import { LAYOUT_PAGES, runLayout, type LayoutPage, type LayoutRun, type Session } from './bench-layout.ts';
import { runSteps, stepSummaries, STEPS, type StepRun } from './bench-steps.ts';
import { launchForLighthouse, LIGHTHOUSE_PAGES, lighthouseSummaries, runLighthouse, type LighthousePage, type LighthouseRun } from './bench-lighthouse.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** At least 7 runs of each variant (docs/performance.md quotes their median); BENCH_RUNS may ask for more (or fewer, to try the bench quickly). */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const VARIANTS = ['bare', 'preact', 'react'] as const;
/** Walks through the drawer's steps, with and without the fetch ahead (BENCH_STEP_RUNS may ask for more or fewer). */
const STEP_RUNS = Number(process.env.BENCH_STEP_RUNS ?? 5);
/** Lighthouse runs of each page, session and variant (BENCH_LIGHTHOUSE_RUNS may ask for more or fewer). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
type Variant = (typeof VARIANTS)[number];

const started = Date.now();
const say = (line: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

function build(script: 'build' | 'build:react'): void {
  say(`npm run ${script}`);
  execFileSync('npm', ['run', script], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
}

function summarize(runs: PageRun[]): Summary {
  const m = (pick: (run: PageRun) => number | null | undefined) => {
    const values = runs.map(pick).filter((v): v is number => typeof v === 'number');
    return values.length ? Math.round(median(values)) : null;
  };
  return {
    runs: runs.length,
    load: m((r) => r.load),
    fcp: m((r) => r.fcp),
    lcp: m((r) => r.lcp),
    interactive: m((r) => r.interactive),
    tbt: m((r) => r.tbt),
    longTaskMs: m((r) => r.longTaskMs),
    ourScriptMs: m((r) => r.ourScriptMs),
    scriptDuration: m((r) => r.scriptDuration),
    bytesBeforeInteractive: m((r) => r.bytesBeforeInteractive),
    requestsBeforeInteractive: m((r) => r.requestsBeforeInteractive),
    drawerOpenMs: m((r) => r.drawer?.openMs),
    drawerHeadingFocusedMs: m((r) => r.drawer?.headingFocusedMs),
    drawerRequests: m((r) => r.drawer?.requests),
    drawerBytes: m((r) => r.drawer?.bytes),
    widgetFiles: runs[0]?.widgetFiles ?? [],
  };
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium is missing at ${CHROMIUM}: run \`apt-get install -y chromium\` as root (or set CHROMIUM_PATH).`);
  build('build');
  build('build:react');
  const sizes: Record<'preact' | 'react', SizeRow[]> = { preact: buildSizes(root, 'dist'), react: buildSizes(root, 'dist-react') };

  const servers: Record<'preact' | 'react', BenchServer> = {
    preact: await startBenchServer(join(root, 'dist')),
    react: await startBenchServer(join(root, 'dist-react')),
  };
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const originOf = (v: Variant) => (v === 'react' ? servers.react : servers.preact).origin;
    const signedOut = { preact: await signedOutFiles(browser, servers.preact.origin), react: await signedOutFiles(browser, servers.react.origin) };
    say('warm-up: one unmeasured load of each variant');
    for (const v of VARIANTS) await runPage(browser, originOf(v), v === 'bare', v !== 'bare');
    const runs: Record<Variant, PageRun[]> = { bare: [], preact: [], react: [] };
    for (let i = 0; i < RUNS; i++) {
      // Alternating, each round starting with the next variant, so no variant always runs first.
      for (let k = 0; k < VARIANTS.length; k++) {
        const v = VARIANTS[(i + k) % VARIANTS.length] as Variant;
        runs[v].push(await runPage(browser, originOf(v), v === 'bare', v !== 'bare'));
      }
      say(`round ${i + 1}/${RUNS} done`);
    }
    say('layout shift: product and cart pages, signed in and out, bare, Preact and React (412 px wide, throttled)');
    const layout: Record<Variant, LayoutRun[]> = { bare: [], preact: [], react: [] };
    for (const which of Object.keys(LAYOUT_PAGES) as LayoutPage[]) {
      for (const session of ['signed-out', 'signed-in'] as Session[]) for (const v of VARIANTS) layout[v].push(await runLayout(browser, originOf(v), v === 'bare', which, session));
    }
    say(`the drawer's steps (${STEPS.map((s) => s.name).join(', ')}), throttled, ${STEP_RUNS} walks with the views fetched ahead and ${STEP_RUNS} without`);
    const steps: StepRun[] = [];
    for (let i = 0; i < STEP_RUNS; i++) {
      steps.push(...(await runSteps(browser, servers.preact.origin, true)));
      steps.push(...(await runSteps(browser, servers.preact.origin, false)));
    }
    say(`Lighthouse, mobile preset: product and cart pages, signed in and out, bare, Preact and React, ${LIGHTHOUSE_RUNS} runs each after one unmeasured`);
    const lighthouseRuns: LighthouseRun[] = [];
    const chrome = await launchForLighthouse(CHROMIUM);
    try {
      await runLighthouse(chrome.port, servers.preact.origin, 'preact', 'product', 'signed-out');
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        for (const v of VARIANTS) {
          for (const which of Object.keys(LIGHTHOUSE_PAGES) as LighthousePage[]) {
            for (const session of ['signed-out', 'signed-in'] as const) lighthouseRuns.push(await runLighthouse(chrome.port, originOf(v), v, which, session));
          }
        }
        say(`Lighthouse round ${i + 1}/${LIGHTHOUSE_RUNS} done`);
      }
    } finally {
      await chrome.close();
    }
    say('the whole North American flow, unthrottled, counting requests');
    const flow = await countFlow(browser, servers.preact);
    const results: Results = {
      date: new Date().toISOString().slice(0, 10),
      command: 'npm run bench',
      chromium: browser.version(),
      profile: PROFILE,
      page: PRODUCT_PATH,
      encodings: [...new Set([...servers.preact.encodings, ...servers.react.encodings])],
      sizes: {
        preact: sizes.preact.map(({ name, files, bytes }) => ({ name, files, ...bytes })),
        react: sizes.react.map(({ name, files, bytes }) => ({ name, files, ...bytes })),
      },
      signedOutFiles: signedOut,
      summary: { bare: summarize(runs.bare), preact: summarize(runs.preact), react: summarize(runs.react) },
      runs,
      flow,
      layout,
      steps: { summary: stepSummaries(steps), runs: steps },
      lighthouse: { summary: lighthouseSummaries(lighthouseRuns), runs: lighthouseRuns },
      seconds: 0,
    };
    results.seconds = Math.round((Date.now() - started) / 1000);
    mkdirSync(join(root, 'bench'), { recursive: true });
    writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(markdown(results));
  } finally {
    await browser.close();
    await servers.preact.close();
    await servers.react.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
