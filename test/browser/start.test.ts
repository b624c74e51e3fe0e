// The README's start command, as a newcomer runs it: `PORT=… npm start` builds, serves the demo
// shop on that port, and /en-ca/cart shows the toggle and the call-to-action with no console error.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, collectErrors } from './harness.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

let child: ChildProcess | undefined;
afterAll(async () => {
  // npm, the start script, tsx and the server share one process group: stop them all.
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
});

describe('npm start', () => {
  it('prints the demo URL on PORT and serves a cart with the toggle and the call-to-action', async () => {
    const port = await freePort();
    child = spawn('npm', ['start', '--silent'], {
      cwd: new URL('../..', import.meta.url),
      env: { ...process.env, PORT: String(port) },
      detached: true,
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed:\n${output}`)), 60_000);
      child?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /(http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child?.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
    expect(url).toBe(`http://127.0.0.1:${port}/`);

    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      await page.goto(`${url}en-ca/cart`);
      await page.getByRole('switch', { name: 'Use insurance benefits' }).waitFor();
      await page.locator('[data-direct-billing="cta"]').getByRole('heading', { name: 'Have vision insurance?' }).waitFor();
      await page.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
