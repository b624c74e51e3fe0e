// The sandbox: the demo shop, the direct-billing service and the built widgets, in one Hono app.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { State } from './state.ts';
import { createCore } from './core.ts';
import { staticFiles } from './static.ts';
import pkg from '../package.json' with { type: 'json' };
import { DEMO_SHOP_MODULE_PATH, demoShopModule } from './demo-shop/served.ts';

/** Where the sandbox finds the built widgets and its own public files. */
export interface SandboxOptions {
  distDir?: string;
  state?: State;
  /** Origins of shops that embed the widgets from elsewhere (the storage's CORS; SANDBOX_SHOP_ORIGINS in main.ts). */
  shopOrigins?: readonly string[];
}

/** Builds the sandbox app with fresh memory. */
export function createSandbox(options: SandboxOptions = {}) {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const dist = normalize(options.distDir ?? join(here, '..', 'dist'));
  const core = createCore(options.state, { shopOrigins: options.shopOrigins });
  const app = new Hono();
  // The widgets as a shop's CDN should serve them (docs/serving.md); the demo shop's own files as they are.
  const widgets = staticFiles(dist, { cdn: true });
  const shopFiles = staticFiles(join(here, 'public'), { cdn: false });

  // Module scripts load in CORS mode: a shop on another origin may embed the sandbox's widgets.
  app.use('/widgets/*', cors({ origin: '*', allowMethods: ['GET'] }));
  // The versioned path of this build (docs/delivery.md) serves the same files: the chunks import the loader by a relative
  // URL, so a page that loads /widgets/v<version>/embed.js fetches every chunk, and the loader once, under that path.
  const versioned = `v${pkg.version}/`;
  const widgetPath = (path: string) => (path.startsWith(versioned) ? path.slice(versioned.length) : path);
  app.get('/widgets/*', async (c) => (await widgets(widgetPath(c.req.path.slice('/widgets/'.length)), c.req.raw)) ?? c.text('Not found. Run `npm run build`.', 404));
  app.get('/widgets/*', async (c) => (await widgets(c.req.path.slice('/widgets/'.length), c.req.raw)) ?? c.text('Not found. Run `npm run build`.', 404));
  // The demo-shop module a page of one's own imports (README, "Quick start"), from any origin.
  app.get(DEMO_SHOP_MODULE_PATH, demoShopModule);
  app.get('/shop/*', async (c) => (await shopFiles(c.req.path.slice('/shop/'.length), c.req.raw)) ?? c.notFound());
  app.route('/', core.app);
  return { app, state: core.state };
}
