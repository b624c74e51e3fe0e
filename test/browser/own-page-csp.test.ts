// README.md, "Content-Security-Policy", followed on a page of one's own (another origin than the sandbox's, which serves
// the widgets, the service and the demo shop module): the policy the README gives, sent as the page's header, with only
// the sandbox's port changed. The quick start as written is blocked by it, as the README says; with its configuration
// moved to a file, loaded by the tag the README gives, the shopper walks the flow to the prescription's preview (the
// service's calls, the upload, the preview image from the service's origin) and the browser reports no violation.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { completeFlow, drawer, ENGLISH_FLOW, mouse } from './flow.ts';
import { ownPage, quickStartSnippet, serveOwnPages, type OwnPage } from './own-page.ts';

/** The README's "Content-Security-Policy" section. */
function cspSection(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('## Content-Security-Policy');
  if (start < 0) throw new Error('the README has no Content-Security-Policy section');
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** A whole 1×1 PNG, which the preview draws (the flow's tiny PNG is a header the sandbox accepts, no image). */
const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let h: Harness;
let own: OwnPage;
let policy: string;

beforeAll(async () => {
  h = await startHarness();
  const section = cspSection();
  const header = /```text\nContent-Security-Policy: ([^\n]+)\n```/.exec(section)?.[1];
  if (!header) throw new Error('the README\'s Content-Security-Policy section gives no policy');
  // The README's tag for the configuration moved to a file of one's own.
  const tag = /`(<script type="module" src="\/my-config\.js"><\/script>)`/.exec(section)?.[1];
  if (!tag) throw new Error('the README\'s Content-Security-Policy section gives no tag for the configuration\'s file');
  policy = header.replaceAll('http://127.0.0.1:3000', h.origin);
  const snippet = quickStartSnippet().replaceAll('http://127.0.0.1:3000', h.origin);
  const inline = /<script type="module">\n([\s\S]*?)<\/script>\n/.exec(snippet);
  if (!inline) throw new Error('the quick start has no inline module script');
  const moved = snippet.replace(inline[0], `${tag}\n`);
  expect(moved.indexOf(tag)).toBeLessThan(moved.indexOf('/widgets/embed.js'));
  own = await serveOwnPages(
    new Map([
      ['/inline', ownPage('en', snippet)],
      ['/cart', ownPage('en', moved)],
      ['/my-config.js', inline[1]!],
    ]),
    { 'content-security-policy': policy },
  );
});
afterAll(async () => {
  await own?.close();
  await h?.close();
});

/** A fresh shopper's page, its console errors and the policy's violations (heard from outside the page's policy). */
async function openPage(): Promise<{ page: Page; errors: string[]; violations: () => Promise<string[]>; close: () => Promise<void> }> {
  const context = await h.browser.newContext();
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.effectiveDirective} ${event.blockedURI}`), true);
  });
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { page, errors, violations, close: () => context.close() };
}

describe('README, "Content-Security-Policy": the quick start under the policy it gives', () => {
  it('the quick start as written: its inline script is blocked, so nothing mounts, as the README says', async () => {
    const { page, errors, violations, close } = await openPage();
    const response = await page.goto(`${own.origin}/inline`);
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await expect.poll(violations).toContainEqual('script-src-elem inline');
    // The loader ran without the configuration the blocked script would have set, and says so: no configuration at all,
    // with the policy as a cause, never a field missing from a configuration the page did not give.
    await expect.poll(() => errors.filter((line) => line.includes('[direct-billing]'))).toEqual([
      'console: [direct-billing] no configuration found: set window.directBillingConfig before the loader runs, or data-* attributes on its script tag; a Content-Security-Policy may have blocked an inline configuration script (docs/embedding.md)',
    ]);
    expect(await page.getByRole('switch').count()).toBe(0);
    await close();
  });

  it('its configuration moved to my-config.js: the flow reaches the upload, the prescription uploads and its preview shows, with no violation', async () => {
    h.state.reset();
    const { page, errors, violations, close } = await openPage();
    await page.goto(`${own.origin}/cart`);
    await completeFlow(page, mouse, { axe: false, memberId: 'DEMO1234', stopAt: ENGLISH_FLOW.upload });
    const d = drawer(page);
    // connect-src: the upload goes to the URL the service answers, on its origin.
    await d.getByLabel(ENGLISH_FLOW.addFiles).setInputFiles({ name: 'prescription.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await d.getByRole('button', { name: ENGLISH_FLOW.remove('prescription.png') }).waitFor({ timeout: 30_000 });
    // img-src: the preview is the service's signed URL on its own origin, not a blob: or data: image.
    await d.getByRole('button', { name: 'Preview prescription.png' }).click();
    const preview = d.getByRole('img', { name: 'Preview of prescription.png' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(new RegExp(`^${h.origin.replace(/[.]/g, '\\.')}/storage/files/`));
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
