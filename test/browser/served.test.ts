// The widgets on the wire as a shop's CDN should serve them (docs/serving.md): Chromium receives every widget file
// compressed, far fewer bytes than the file, and on the next page takes the hashed chunks from its cache without asking,
// while the loader is asked again and answered 304 from its ETag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.close());

interface Seen {
  url: string;
  status?: number;
  encoding?: string;
  cached?: boolean;
  wire?: number;
  decoded: number;
}

describe('widget files on the wire (docs/serving.md)', () => {
  it('arrive brotli-compressed on a signed-out cart; the next page reuses the chunks and revalidates the loader', async () => {
    const context = await h.browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const seen = new Map<string, Seen>();
    cdp.on('Network.requestWillBeSent', (e) => seen.set(e.requestId, { url: e.request.url, decoded: 0 }));
    cdp.on('Network.requestServedFromCache', (e) => Object.assign(seen.get(e.requestId) ?? {}, { cached: true }));
    cdp.on('Network.responseReceived', (e) => {
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
      Object.assign(seen.get(e.requestId) ?? {}, { status: e.response.status, encoding: headers['content-encoding'], cached: e.response.fromDiskCache || seen.get(e.requestId)?.cached });
    });
    cdp.on('Network.dataReceived', (e) => {
      const s = seen.get(e.requestId);
      if (s) s.decoded += e.dataLength;
    });
    cdp.on('Network.loadingFinished', (e) => Object.assign(seen.get(e.requestId) ?? {}, { wire: e.encodedDataLength }));
    await cdp.send('Network.enable');

    await page.goto(`${h.origin}/en-ca/cart`);
    await page.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const widgets = () => [...seen.values()].filter((s) => new URL(s.url).pathname.startsWith('/widgets/'));
    const first = widgets();
    expect(first.map((s) => new URL(s.url).pathname)).toContain('/widgets/embed.js');
    for (const file of first) {
      expect(file.status, file.url).toBe(200);
      expect(file.encoding, file.url).toBe('br');
    }
    // The wire carries the compressed bytes, headers included: well under the files Chromium decoded from them.
    const sum = (pick: (s: Seen) => number | undefined) => first.reduce((total, s) => total + (pick(s) ?? 0), 0);
    expect(sum((s) => s.wire)).toBeLessThan(sum((s) => s.decoded) * 0.5);

    seen.clear();
    await page.goto(`${h.origin}/en-ca/product/harbour-round-frame`);
    await page.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const again = widgets();
    const loader = again.find((s) => new URL(s.url).pathname === '/widgets/embed.js');
    expect(loader?.status).toBe(304);
    const chunks = again.filter((s) => new URL(s.url).pathname.startsWith('/widgets/chunks/'));
    expect(chunks.length).toBeGreaterThan(0);
    for (const chunk of chunks) expect(chunk.cached ?? chunk.status === 304, chunk.url).toBe(true);
    expect(chunks.filter((c) => c.status === 304)).toEqual([]);
    await context.close();
  });
});
