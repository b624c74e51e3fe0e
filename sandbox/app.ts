// The sandbox: the demo shop, the direct-billing service and the built widgets, in one Hono app.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { readFile } from 'node:fs/promises';
import { join, normalize, sep, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { State } from './state.ts';
import { createCore } from './core.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
};

/** Where the sandbox finds the built widgets and its own public files. */
export interface SandboxOptions {
  distDir?: string;
  state?: State;
}

/** Serves files under a folder; nothing outside it, whatever the path says. */
function files(folder: string, cache: string) {
  return async (path: string): Promise<Response | null> => {
    const target = normalize(join(folder, path));
    if (!target.startsWith(folder + sep)) return null;
    try {
      const body = await readFile(target);
      return new Response(body, {
        headers: { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream', 'cache-control': cache },
      });
    } catch {
      return null;
    }
  };
}

/** Builds the sandbox app with fresh memory. */
export function createSandbox(options: SandboxOptions = {}) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const dist = normalize(options.distDir ?? join(here, '..', 'dist'));
  const core = createCore(options.state);
  const app = new Hono();
  const widgets = files(dist, 'no-cache');
  const shopFiles = files(join(here, 'public'), 'no-cache');

  // Module scripts load in CORS mode: a shop on another origin may embed the sandbox's widgets.
  app.use('/widgets/*', cors({ origin: '*', allowMethods: ['GET'] }));
  app.get('/widgets/*', async (c) => (await widgets(c.req.path.slice('/widgets/'.length))) ?? c.text('Not found. Run `npm run build`.', 404));
  app.get('/shop/*', async (c) => (await shopFiles(c.req.path.slice('/shop/'.length))) ?? c.notFound());
  app.route('/', core.app);
  return { app, state: core.state };
}
