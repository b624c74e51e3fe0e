// /sandbox/demo-shop.js: the demo-shop module (module.ts) as a browser loads it, its types stripped by Vite's own
// transformer once, on the first request. Node only (the sandbox's server); the calls it makes are routes.ts.
import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';

/** The module's path on the sandbox, beside the calls it makes (/sandbox/demo/...). */
export const DEMO_SHOP_MODULE_PATH = '/sandbox/demo-shop.js';

let compiled: Promise<string> | undefined;

/** The module as JavaScript (Vite's Oxc transform, which the build uses too), loaded only when a page asks for the module. */
async function compile(): Promise<string> {
  const [{ transformWithOxc }, source] = await Promise.all([import('vite'), readFile(new URL('./module.ts', import.meta.url), 'utf8')]);
  return (await transformWithOxc(source, 'demo-shop.ts', { lang: 'ts' })).code;
}

/** Answers the module to any origin (a module script loads in CORS mode), revalidated on each use like the loader. */
export async function demoShopModule(c: Context): Promise<Response> {
  compiled ??= compile();
  return c.body(await compiled, 200, {
    'content-type': 'text/javascript; charset=utf-8',
    'access-control-allow-origin': '*',
    'cache-control': 'no-cache',
  });
}
