// Only the drawer steps of `npm run bench` (scripts/bench-steps.ts), on the current dist/, to iterate on them in
// minutes: `npx vite build && npx tsx scripts/bench-steps-only.ts` (BENCH_STEP_RUNS walks, 5 by default, with the
// views fetched ahead; BENCH_STEP_COLD=1 adds the walks without). BENCH_STEP_TRACE=file.json also writes a Chromium
// trace (timeline and CPU profile) of one more walk, to read what a step is made of. BENCH_DIST names the build to
// walk (dist/ by default); BENCH_BASE=dir another build (another checkout's dist/), walked in turn with it, walk for walk,
// so both meet the same load of the machine.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/browser/harness.ts';
import { startBenchServer } from './bench-server.ts';
import { runSteps, stepSummaries, type StepRun } from './bench-steps.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.BENCH_STEP_RUNS ?? 5);
const COLD = process.env.BENCH_STEP_COLD === '1';
const TRACE = process.env.BENCH_STEP_TRACE;

/** Traces the first page of the next context the walk opens, from its creation to the context's close. */
function traceNextWalk(browser: Browser, path: string): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
    browser.newContext = newContext;
    const context = await newContext(...args);
    context.once('page', (page: Page) => {
      void browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading', 'netlog', 'disabled-by-default-devtools.timeline.stack'],
      });
    });
    const close = context.close.bind(context);
    context.close = async (...a: Parameters<BrowserContext['close']>) => {
      writeFileSync(path, await browser.stopTracing());
      return close(...a);
    };
    return context;
  };
}

async function main(): Promise<void> {
  const server = await startBenchServer(resolve(root, process.env.BENCH_DIST ?? 'dist'));
  const base = process.env.BENCH_BASE ? await startBenchServer(resolve(root, process.env.BENCH_BASE)) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const report = (label: string, runs: StepRun[]) => {
    for (const s of stepSummaries(runs)) console.log(`${label} ${s.prefetched ? 'ahead' : 'cold '} ${s.step.padEnd(34)} ${s.continueMs} ms (service ${s.serviceMs} ms, +${s.addedMs} ms; ${s.filesAfterClick} files)`);
    if (process.env.BENCH_STEP_DETAIL === '1') for (const r of runs) console.log(JSON.stringify({ build: label, ...r }));
  };
  try {
    if (RUNS > 0) await runSteps(browser, server.origin, true); // warm-up
    const runs: StepRun[] = [];
    const baseRuns: StepRun[] = [];
    const line = (walk: StepRun[]) => walk.map((r) => `${r.continueMs}/${r.serviceMs}`).join('  ');
    for (let i = 0; i < RUNS; i++) {
      if (base) {
        const walk = await runSteps(browser, base.origin, true);
        baseRuns.push(...walk);
        console.error(`walk ${i + 1}, base: ${line(walk)}`);
      }
      const walk = await runSteps(browser, server.origin, true);
      runs.push(...walk);
      if (COLD) runs.push(...(await runSteps(browser, server.origin, false)));
      console.error(`walk ${i + 1}${base ? ', this' : ''}: ${line(walk)}`);
    }
    if (base) report('base', baseRuns);
    report(base ? 'this' : '', runs);
    if (TRACE) {
      traceNextWalk(browser, TRACE);
      const walk = await runSteps(browser, server.origin, true);
      console.log(`traced walk: ${line(walk)}`);
      for (const r of walk) console.log(JSON.stringify(r));
    }
  } finally {
    await browser.close();
    await server.close();
    await base?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
