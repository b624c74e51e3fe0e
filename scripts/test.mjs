#!/usr/bin/env node
// `npm test`: every gate, in order, stopping at the first failure: Chromium present, typecheck and lint (side by
// side), unit and component tests (with the coverage floor), the production and React builds, browser tests, the
// reliability and security suite, size budget.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = mkdtempSync(join(tmpdir(), 'db-test-'));
const totals = { passed: 0, failed: 0 };

const began = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Says how long a gate took, so a slow CI run shows where its time went. */
const took = (title, status, started) => console.log(`── ${title}: ${status === 0 ? 'passed' : 'failed'} in ${seconds(started)} (${seconds(began)} in all)`);

/** Stops the run at a failed gate, with the count of tests so far. */
function stop(title, status) {
  console.error(`\n✗ ${title} failed`);
  console.log(`tests: ${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
  process.exit(status ?? 1);
}

function run(title, command, args) {
  console.log(`\n── ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  took(title, result.status, started);
  if (result.status !== 0) stop(title, result.status);
}

/**
 * Runs gates side by side, each one's output held and printed whole when it ends, then stops at the first that failed
 * in the order given. Type checking and linting each keep about one core busy; side by side they finish in the time of
 * the longer, and on a machine shared with another busy process they get more of its cores than one at a time.
 */
async function together(gates) {
  const results = await Promise.all(
    gates.map(
      ([title, command, args]) =>
        new Promise((done) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (status) => {
            console.log(`\n── ${title}`);
            process.stdout.write(Buffer.concat(output));
            took(title, status, started);
            done({ title, status });
          });
        }),
    ),
  );
  const failed = results.find((r) => r.status !== 0);
  if (failed) stop(failed.title, failed.status);
}

function vitest(title, projects, name, extra = []) {
  const output = join(reports, `${name}.json`);
  const args = ['run', ...projects.flatMap((p) => ['--project', p]), ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${output}`];
  try {
    run(title, bin('vitest'), args);
  } finally {
    if (existsSync(output)) {
      const report = JSON.parse(readFileSync(output, 'utf8'));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
    }
  }
}

/**
 * Debian's Chromium, and its headless shell, which the browser and reliability suites drive when it is there (about 40%
 * less of the browser's CPU than the whole browser, test/browser/harness.ts): both installed when either is missing.
 */
function ensureChromium() {
  const shell = process.env.CHROMIUM_PATH ? chromium : '/usr/bin/chromium-headless-shell';
  if (existsSync(chromium) && existsSync(shell)) return;
  if (process.getuid?.() === 0) {
    console.log('\n── installing Chromium and its headless shell from Debian packages');
    const started = Date.now();
    const result = spawnSync('sh', ['-c', 'apt-get update -q && apt-get install -y -q chromium chromium-headless-shell'], { cwd: root, stdio: 'inherit' });
    took('installing Chromium and its headless shell from Debian packages', result.status, started);
  }
  // Without the shell the tests drive the whole browser: slower, not wrong.
  if (existsSync(chromium)) return;
  console.error(`Chromium is missing at ${chromium}: run \`sudo apt-get install -y chromium chromium-headless-shell\` (or set CHROMIUM_PATH), then \`npm test\` again.`);
  process.exit(1);
}

ensureChromium();
await together([
  ['typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']],
  ['lint', bin('eslint'), ['.']],
]);
vitest('unit and component tests, with coverage of src/domain and src/contract (at least 95% of lines)', ['unit', 'component'], 'unit', ['--coverage']);
run('build (Preact, production)', bin('vite'), ['build', '--logLevel', 'warn']);
run('build (React 19, for comparison)', bin('vite'), ['build', '--mode', 'react', '--logLevel', 'warn']);
vitest('browser tests (Chromium)', ['browser', 'start'], 'browser');
vitest('reliability and security suite (Chromium, sandbox faults)', ['reliability'], 'reliability');
run('size budget (size-limit on size-limit.json)', bin('size-limit'), ['--config', 'size-limit.json']);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
