// The widgets served as a shop's CDN should serve them (docs/serving.md): compressed by Accept-Encoding, hashed chunks
// immutable for a year, the loader revalidated with its ETag.
import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createSandbox } from './app.ts';
import { chooseEncoding, IMMUTABLE } from './static.ts';

const root = mkdtempSync(join(tmpdir(), 'sandbox-cdn-'));
const dist = join(root, 'dist');
mkdirSync(join(dist, 'chunks'), { recursive: true });
const LOADER = `export const loader = "${'the loader '.repeat(200)}";`;
const CHUNK = `export const chunk = "${'a chunk '.repeat(200)}";`;
writeFileSync(join(dist, 'embed.js'), LOADER);
writeFileSync(join(dist, 'chunks', 'Intro-Ab12_-yZ.js'), CHUNK);
// A precompressed copy written by the build: served as it is.
writeFileSync(join(dist, 'chunks', 'Intro-Ab12_-yZ.js.br'), brotliCompressSync(CHUNK));
const { app } = createSandbox({ distDir: dist });

describe('the widgets, served as a CDN serves them (docs/serving.md)', () => {
  test.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['identity', null],
    ['', null],
    ['*', 'br'],
  ])('Accept-Encoding "%s" is answered with %s', (accept, encoding) => {
    expect(chooseEncoding(accept)).toBe(encoding);
  });

  test.each([
    ['embed.js', 'br', LOADER],
    ['embed.js', 'gzip', LOADER],
    ['chunks/Intro-Ab12_-yZ.js', 'br', CHUNK],
    ['chunks/Intro-Ab12_-yZ.js', 'gzip', CHUNK],
  ])('%s arrives in %s, smaller than the file, and says it varies by encoding', async (file, encoding, text) => {
    const response = await app.request(`/widgets/${file}`, { headers: { 'accept-encoding': `${encoding}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(text.length / 4);
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(text);
  });

  test('a client that accepts no encoding gets the file as it is', async () => {
    const response = await app.request('/widgets/embed.js', { headers: { 'accept-encoding': 'identity' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(LOADER);
  });

  test('a hashed chunk is cached a year as immutable', async () => {
    const response = await app.request('/widgets/chunks/Intro-Ab12_-yZ.js', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  test('the loader is revalidated on each use: no-cache with an ETag, and its ETag answers 304 with no body', async () => {
    const first = await app.request('/widgets/embed.js', { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/widgets/embed.js', { headers: { 'accept-encoding': 'br', 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Each encoding is its own copy with its own ETag: a gzip copy is not the brotli one.
    const gzip = await app.request('/widgets/embed.js', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag ?? '' } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('etag')).not.toBe(etag);
  });

  test('a changed loader gets a new ETag', async () => {
    const { app: fresh } = createSandbox({ distDir: dist });
    const before = (await fresh.request('/widgets/embed.js')).headers.get('etag');
    writeFileSync(join(dist, 'embed.js'), `${LOADER}\n// v2`);
    const after = (await fresh.request('/widgets/embed.js')).headers.get('etag');
    writeFileSync(join(dist, 'embed.js'), LOADER);
    expect(after).not.toBe(before);
  });
});
