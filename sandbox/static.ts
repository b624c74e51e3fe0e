// The sandbox's file serving, as a shop's CDN should serve the widgets (docs/serving.md): each file precompressed
// (brotli, gzip), chosen by the request's Accept-Encoding; hashed chunks cached for a year as immutable, every other
// file (the loader, whose URL never changes) revalidated on each use with its ETag.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
};

/** Types worth compressing: text. */
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.ts', '.svg']);

/** The header of a file whose name carries its content's hash: it never changes, a cache keeps it a year unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The header of a file whose URL stays while its content changes (the loader): a cache asks each time, with its ETag. */
export const REVALIDATE = 'no-cache';

/** A built chunk's name: `chunks/<name>-<8-character hash>.js` (vite.config.ts, chunkFileNames). */
const HASHED = /^chunks\/[^/]+-[\w-]{8}\.js$/;

/** The encodings served, best first; identity when the request accepts neither. */
export type Encoding = 'br' | 'gzip';

/** The best encoding a request's Accept-Encoding allows (a `;q=0` refuses one). */
export function chooseEncoding(accept: string | null | undefined): Encoding | null {
  const allowed = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    allowed.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (allowed.get(name) ?? (allowed.get('*') ?? 0)) > 0;
  return ok('br') ? 'br' : ok('gzip') ? 'gzip' : null;
}

interface Variant {
  body: Uint8Array;
  etag: string;
}

interface Entry {
  mtimeMs: number;
  size: number;
  variants: Partial<Record<Encoding | 'identity', Variant>>;
  raw: Buffer;
  hash: string;
}

/** Reads a precompressed file written beside the original by the build (vite.config.ts, precompress), else compresses once. */
async function encoded(target: string, entry: Entry, encoding: Encoding): Promise<Variant> {
  const known = entry.variants[encoding];
  if (known) return known;
  let body: Uint8Array;
  try {
    const [file, written] = await Promise.all([readFile(`${target}.${encoding === 'br' ? 'br' : 'gz'}`), stat(`${target}.${encoding === 'br' ? 'br' : 'gz'}`)]);
    // A compressed copy older than its file is stale (a build without the plugin rewrote the file): compress again.
    if (written.mtimeMs + 1 < entry.mtimeMs) throw new Error('stale');
    body = file;
  } catch {
    body = encoding === 'br' ? brotliCompressSync(entry.raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : gzipSync(entry.raw, { level: 9 });
  }
  const variant = { body, etag: `"${entry.hash}-${encoding === 'br' ? 'br' : 'gz'}"` };
  entry.variants[encoding] = variant;
  return variant;
}

/** Whether an If-None-Match header names this ETag (or `*`). */
const matches = (header: string | null, etag: string): boolean =>
  !!header && header.split(',').some((tag) => {
    const t = tag.trim().replace(/^W\//, '');
    return t === '*' || t === etag;
  });

/**
 * Serves files under a folder, nothing outside it whatever the path says. With `cdn`, as a CDN would: compressed, an
 * ETag on every file, hashed chunks immutable and the rest revalidated; without, every file `no-cache` as it is.
 */
export function staticFiles(folder: string, options: { cdn: boolean }) {
  const cache = new Map<string, Entry>();
  return async (path: string, request: Request): Promise<Response | null> => {
    const target = normalize(join(folder, path));
    if (!target.startsWith(folder + sep)) return null;
    let entry: Entry;
    try {
      const info = await stat(target);
      if (!info.isFile()) return null;
      const known = cache.get(target);
      if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) entry = known;
      else {
        const raw = await readFile(target);
        const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 16);
        entry = { mtimeMs: info.mtimeMs, size: info.size, raw, hash, variants: { identity: { body: raw, etag: `"${hash}"` } } };
        cache.set(target, entry);
      }
    } catch {
      return null;
    }
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    if (!options.cdn) return new Response(new Uint8Array(entry.raw), { headers: { 'content-type': type, 'cache-control': REVALIDATE } });

    const relative = target.slice(folder.length + 1).split(sep).join('/');
    const compressible = COMPRESSIBLE.has(extname(target));
    const encoding = compressible ? chooseEncoding(request.headers.get('accept-encoding')) : null;
    const variant = encoding ? await encoded(target, entry, encoding) : entry.variants.identity!;
    const headers = new Headers({
      'content-type': type,
      'cache-control': HASHED.test(relative) ? IMMUTABLE : REVALIDATE,
      etag: variant.etag,
    });
    // A cache between the shop and the shopper must keep one copy per encoding.
    if (compressible) headers.set('vary', 'Accept-Encoding');
    if (encoding) headers.set('content-encoding', encoding);
    if (matches(request.headers.get('if-none-match'), variant.etag)) return new Response(null, { status: 304, headers });
    headers.set('content-length', String(variant.body.byteLength));
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(variant.body), { headers });
  };
}
