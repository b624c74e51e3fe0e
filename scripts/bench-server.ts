// The demo shop for the bench: the sandbox app in process on a free loopback port. The sandbox serves the widgets as a
// shop's CDN would (precompressed, sandbox/static.ts); the shop's own pages are compressed here as a shop's server would
// (brotli when Chromium asks for it, else gzip), so the bytes on the wire are real.
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { createSandbox } from '../sandbox/app.ts';
import type { State } from '../sandbox/state.ts';

/** A running demo shop. */
export interface BenchServer {
  origin: string;
  state: State;
  /** The encodings the server answered with, to say in the report what the bytes were measured as. */
  encodings: Set<string>;
  close(): Promise<void>;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript))/;

/** Serves the sandbox with the widgets of `distDir` (dist/ or dist-react/). */
export async function startBenchServer(distDir: string): Promise<BenchServer> {
  const { app, state } = createSandbox({ distDir });
  const encodings = new Set<string>();
  const fetch = async (request: Request): Promise<Response> => {
    const response = await app.fetch(request);
    const accept = request.headers.get('accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
    const served = response.headers.get('content-encoding');
    if (served) encodings.add(served);
    if (!encoding || !response.body || served || !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return response;
    const raw = Buffer.from(await response.arrayBuffer());
    const path = new URL(request.url).pathname;
    if (path.startsWith('/widgets/')) throw new Error(`bench: the sandbox served ${path} uncompressed to a browser that accepts ${accept}`);
    const body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw, { level: 6 });
    encodings.add(encoding);
    const headers = new Headers(response.headers);
    headers.set('content-encoding', encoding);
    headers.delete('content-length');
    headers.append('vary', 'accept-encoding');
    return new Response(new Uint8Array(body), { status: response.status, headers });
  };
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    state,
    encodings,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
