// The npm package for bundled shops (docs/npm-package.md): `npm pack` of package/ is installed, offline, into a copy of
// the sample app (test/package/sample-app/, a Vite + React page), which is typechecked by its own tsconfig.json, built
// with Vite and served from another origin than the sandbox's; in Chromium the toggle shows and the page hears the host
// event the widgets send when the shopper switches it on, in English and in Quebec French. The code blocks of
// docs/npm-package.md are the sample app's files (checked below), so the doc's examples are what runs here. Beside it:
// what a failed load lets a later call do, on a page that imports the packed module; a page of the components
// (test/package/lifecycle/) whose language is switched at runtime and whose widgets are all taken away; the packed
// types under the older `moduleResolution`; and the packed modules imported on Node as a server render would.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import ts from 'typescript';
import { build, createLogger, type Logger } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as PackageModule from '../../package/src/index.ts';
import type { DirectBillingConfig, DirectBillingOptions } from '../../package/src/index.ts';
import { collectErrors, startHarness, type Harness } from './harness.ts';
import { addedShift, recordShifts } from './layout.ts';

type Package = typeof PackageModule;

const root = fileURLToPath(new URL('../../', import.meta.url));
const SAMPLE = join(root, 'test/package/sample-app');
/** The components' page whose language is switched and whose widgets are all taken away. */
const LIFECYCLE = join(root, 'test/package/lifecycle');
/** The components' product page, each given the state the shop expects, under docs/layout.md's reserving CSS. */
const LAYOUT = join(root, 'test/package/layout');
/** Inside the repository (git-ignored), so the copy's react, react-dom and vite resolve from the repository's node_modules. */
const WORK = join(root, 'test/package/.work');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
/** The sandbox's address in the sample app, as in the README's quick start; the test's own sandbox replaces it. */
const DOC_SANDBOX = 'http://127.0.0.1:3000';

/** Runs a command; resolves with what it printed, rejects with that and its errors when the command fails. */
function run(command: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed (${status}):\n${output}${errors}`))));
  });
}

/** The files docs/npm-package.md shows: each ```tsx, ```html or ```json block, named by the `path`: line before it. */
function docBlocks(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const [, path, body] of doc().matchAll(/^`([\w./-]+)`:[^\n]*\n(?:[^\n]+\n)*\n```(?:tsx|html|json)\n([\s\S]*?)^```$/gm)) blocks.set(path!, body!);
  return blocks;
}

/** docs/npm-package.md. */
const doc = (): string => readFileSync(join(root, 'docs/npm-package.md'), 'utf8');

/** The reserving CSS of docs/layout.md, its one ```css block. */
function layoutCss(): string {
  const blocks = [...readFileSync(join(root, 'docs/layout.md'), 'utf8').matchAll(/^```css\n([\s\S]*?)^```$/gm)].map(([, body]) => body!);
  expect(blocks).toHaveLength(1);
  return blocks[0]!;
}

/** The sample app's own files: its page, its TypeScript configuration and its sources. */
function sampleFiles(): string[] {
  return ['index.html', 'tsconfig.json', ...readdirSync(join(SAMPLE, 'src')).map((file) => `src/${file}`)];
}

/**
 * The top-level awaits of a module, outside any function: Vite 6's default build target ('modules': es2020, chrome87,
 * safari14…) refuses them ("Top-level await is not available in the configured target environment").
 */
function topLevelAwaits(file: string, source: string): string[] {
  const module = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isAwaitExpression(node) || (ts.isForOfStatement(node) && node.awaitModifier)) found.push(`${file}:${module.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, visit);
  };
  visit(module);
  return found;
}

/** A Vite logger that keeps every warning and error of a build. */
function keptLogger(kept: string[]): Logger {
  const logger = createLogger('warn');
  return { ...logger, warn: (message) => void kept.push(message), warnOnce: (message) => void kept.push(message), error: (message) => void kept.push(message) };
}

const CASES = [
  { language: 'English', path: '/en/', locale: 'en-ca', toggle: 'Use insurance benefits' },
  { language: 'Quebec French', path: '/fr/', locale: 'fr-ca', toggle: 'Utiliser mes garanties' },
];

let h: Harness;
let app: string;
let tarball: string;
let typecheck: Promise<string>;
let typecheckNode10: Promise<string>;
let server: Server;
let origin: string;
/** What Vite said as it built the sample app: its warnings and errors. */
const buildLines: string[] = [];

beforeAll(async () => {
  // The sandbox and Chromium start while the package is packed and installed.
  const started = startHarness();
  try {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    // `npm pack` builds the package first (its prepack script), as publishing would.
    const printed = await run('npm', ['pack', '--json', '--pack-destination', WORK], join(root, 'package'));
    // The prepack script's lines come first; npm's answer is the JSON list after them.
    const [packed] = JSON.parse(printed.slice(printed.search(/^\[/m))) as { filename: string }[];
    tarball = join(WORK, packed!.filename);
    app = join(WORK, 'app');
    cpSync(SAMPLE, app, { recursive: true });
    cpSync(LIFECYCLE, join(app, 'lifecycle'), { recursive: true });
    cpSync(LAYOUT, join(app, 'layout'), { recursive: true });
    // No network: the tarball has no dependencies, and React is the app's own (here the repository's).
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--legacy-peer-deps', tarball], app);
  } finally {
    h = await started;
  }
  // The packed declarations check the app by its own tsconfig.json while it is built and shown; a DrawerView that is no
  // view must be refused, so the types cannot have fallen back to `any`. The README's signed-out page, `signedIn` beside
  // `cart`, is the sample's main.tsx changed in that one place: the doc's type of demoShop takes it.
  writeFileSync(join(app, 'src/types-check.ts'), "import type { DrawerView } from 'direct-billing-widgets';\n// @ts-expect-error not a view\nexport const view: DrawerView = 'nowhere';\n");
  const main = join(app, 'src/main.tsx');
  const signedOut = readFileSync(main, 'utf8').replace('demoShop({', 'demoShop({ signedIn: () => false,');
  expect(signedOut).toContain('signedIn: () => false');
  writeFileSync(join(app, 'src/signed-out.tsx'), signedOut);
  typecheck = run(bin('tsc'), ['-p', 'tsconfig.json'], app);
  typecheck.catch(() => undefined);
  // The older resolution, which reads no `exports`: both modules and their types, by the package's typesVersions.
  writeFileSync(join(app, 'node10.ts'), "import type { DrawerView } from 'direct-billing-widgets';\nimport type { DirectBillingWidgetProps } from 'direct-billing-widgets/react';\n// @ts-expect-error not a view\nexport const view: DrawerView = 'nowhere';\nexport type Props = DirectBillingWidgetProps['options'];\n");
  typecheckNode10 = run(bin('tsc'), ['--noEmit', '--strict', '--skipLibCheck', '--module', 'esnext', '--moduleResolution', 'node', '--target', 'es2022', '--lib', 'es2022,dom', 'node10.ts'], app);
  typecheckNode10.catch(() => undefined);
  // The app as written, the sandbox's address its one change, built once with relative URLs; served under /en/ as
  // built and under /fr/ with its locale, the one change, set to Quebec French.
  writeFileSync(main, readFileSync(main, 'utf8').replaceAll(DOC_SANDBOX, h.origin));
  await build({ root: app, configFile: false, base: './', customLogger: keptLogger(buildLines) });
  const lifecycleMain = join(app, 'lifecycle/main.tsx');
  writeFileSync(lifecycleMain, readFileSync(lifecycleMain, 'utf8').replaceAll(DOC_SANDBOX, h.origin));
  await build({ root: join(app, 'lifecycle'), configFile: false, base: './', logLevel: 'warn', build: { outDir: join(app, 'dist-lifecycle'), emptyOutDir: true } });
  const served = new Map<string, Buffer>();
  for (const { path, locale } of CASES) {
    for (const file of ['index.html', ...readdirSync(join(app, 'dist/assets')).map((name) => `assets/${name}`)]) {
      const built = readFileSync(join(app, 'dist', file), 'utf8');
      const body = file.endsWith('.js') && built.includes('locale:`en-ca`') ? built.replace('locale:`en-ca`', `locale:\`${locale}\``) : built;
      served.set(`${path}${file}`, Buffer.from(body));
    }
  }
  expect([...served.values()].filter((body) => body.includes('locale:`fr-ca`'))).toHaveLength(1);
  for (const file of ['index.html', ...readdirSync(join(app, 'dist-lifecycle/assets')).map((name) => `assets/${name}`)]) {
    served.set(`/lifecycle/${file}`, readFileSync(join(app, 'dist-lifecycle', file)));
  }
  const layoutMain = join(app, 'layout/main.tsx');
  writeFileSync(layoutMain, readFileSync(layoutMain, 'utf8').replaceAll(DOC_SANDBOX, h.origin));
  await build({ root: join(app, 'layout'), configFile: false, base: './', logLevel: 'warn', build: { outDir: join(app, 'dist-layout'), emptyOutDir: true } });
  for (const file of ['index.html', ...readdirSync(join(app, 'dist-layout/assets')).map((name) => `assets/${name}`)]) {
    const built = readFileSync(join(app, 'dist-layout', file), 'utf8');
    // The shop's style sheet: docs/layout.md's rules as written, in the demo's font and column (the table's heights).
    const css = `${layoutCss()}\nbody { margin: 0; font-family: Georgia, "Times New Roman", serif; }\nmain { max-width: 568px; margin: 0 auto; padding: 1rem; }`;
    served.set(`/layout/${file}`, Buffer.from(file === 'index.html' ? built.replace('</head>', `<style>${css}</style>\n</head>`) : built));
  }
  // A page of the shop's that imports the packed loadDirectBilling, as a bundle would hold it, for the test to call.
  const call = "import { loadDirectBilling } from '/package/index.js';\nwindow.loadDirectBilling = loadDirectBilling;";
  served.set('/blank/index.html', Buffer.from(`<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>A shop's page</title><script type="module">${call}</script></head><body></body></html>`));
  served.set('/package/index.js', readFileSync(join(app, 'node_modules/direct-billing-widgets/dist/index.js')));
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const body = served.get(url.pathname.endsWith('/') ? `${url.pathname}index.html` : url.pathname);
    if (!body) {
      response.writeHead(url.pathname === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    const type = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript' }[extname(url.pathname)] ?? 'text/html; charset=utf-8';
    response.writeHead(200, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Another origin, and another site: `localhost` is not the sandbox's 127.0.0.1.
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await h?.close();
});

describe('the npm package in a Vite + React sample app (docs/npm-package.md)', () => {
  it("the doc's code blocks are the sample app's files, every one of them", () => {
    const blocks = docBlocks();
    expect([...blocks.keys()].sort()).toEqual(sampleFiles().sort());
    for (const [path, body] of blocks) expect(readFileSync(join(SAMPLE, path), 'utf8'), path).toBe(body);
  });

  it('the doc says how to run the sample: its install commands name every package the sample imports (this one as its packed file), and the tools', () => {
    const installed = [...doc().matchAll(/^npm install (.*)$/gm)].flatMap(([, args]) => args!.split(/\s+/)).filter((arg) => !arg.startsWith('-'));
    const imported = new Set(
      sampleFiles()
        .filter((file) => file.startsWith('src/'))
        .flatMap((file) => [...readFileSync(join(SAMPLE, file), 'utf8').matchAll(/^import .* from '([^.'][^']*)';$/gm)].map(([, specifier]) => specifier!))
        .map((specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/')),
    );
    expect([...imported].sort()).toEqual(['direct-billing-widgets', 'react', 'react-dom']);
    const packageOf = (name: string) => (name === 'direct-billing-widgets' ? `./${basename(tarball)}` : name);
    expect(installed).toEqual(expect.arrayContaining([...[...imported].map(packageOf), 'vite', 'typescript', '@types/react', '@types/react-dom']));
  });

  it("builds for Vite 6's default target as written: no top-level await, which that target refuses", () => {
    const files = sampleFiles().filter((name) => name.endsWith('.tsx'));
    expect(files.length).toBeGreaterThan(0);
    expect(topLevelAwaits('an await', 'await Promise.resolve();\nvoid (async () => await Promise.resolve())();')).toEqual(['an await:1']);
    expect(files.flatMap((file) => topLevelAwaits(file, readFileSync(join(SAMPLE, file), 'utf8')))).toEqual([]);
  });

  it("Vite builds the sample app without a warning: the components' module has no directive for it to drop", () => {
    expect(buildLines).toEqual([]);
  });

  it("the packed file holds the package's JS and declarations, at the widgets' version, and React is not in it", async () => {
    const listing = await run('tar', ['-tzf', tarball], WORK);
    expect(listing.trim().split('\n').sort()).toEqual(
      ['dist/index.d.ts', 'dist/index.js', 'dist/public-api.d.ts', 'dist/react.d.ts', 'dist/react.js', 'dist/react.rsc.js', 'package.json'].map((file) => `package/${file}`),
    );
    const installed = join(app, 'node_modules/direct-billing-widgets');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { version: string; peerDependencies: Record<string, string>; dependencies?: unknown };
    expect(manifest.version).toBe((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version);
    expect(Object.keys(manifest.peerDependencies)).toEqual(['react']);
    expect(manifest.dependencies).toBeUndefined();
    // React is imported, never bundled: the package's modules are its glue only, a few kB.
    const components = readFileSync(join(installed, 'dist/react.js'), 'utf8');
    expect(components).not.toMatch(/["']use client["']/);
    expect(components).toMatch(/from "react"/);
    expect(components).toMatch(/from "react\/jsx-runtime"/);
    // What a React Server Components bundler gets: the same components, behind the directive.
    const boundary = readFileSync(join(installed, 'dist/react.rsc.js'), 'utf8');
    expect(boundary).toMatch(/^["']use client["'];\nexport \{ DirectBillingCta, DirectBillingMyClaims, DirectBillingOverview, DirectBillingToggle \} from "\.\/react\.js";\s*$/);
    for (const file of ['index.js', 'react.js', 'react.rsc.js']) expect(readFileSync(join(installed, 'dist', file)).length, file).toBeLessThan(8_000);
  });

  // Spec 001 §6, host events: the widgets tell the page as the drawer opens ("opening the drawer sends an onOpenDrawer
  // event", here the `drawer-open` event of directBilling.on), and the app shows what it heard.
  it.each(CASES)('$language: the toggle shows, and switching it on, the app hears the drawer open (spec 001 §6, host events)', async ({ path, toggle }) => {
    h.state.reset();
    const page = await h.browser.newPage({ viewport: { width: 1024, height: 800 } });
    const errors = collectErrors(page);
    await page.goto(`${origin}${path}`);
    const status = page.getByRole('status').filter({ hasText: /^(No event heard yet\.|The drawer opened on [a-z-]+\.)$/ });
    await expect.poll(() => status.textContent()).toBe('No event heard yet.');
    const insuranceSwitch = page.getByRole('switch', { name: toggle });
    await insuranceSwitch.and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
    expect(await insuranceSwitch.getAttribute('aria-checked')).toBe('false');
    // One loader, though the app and the toggle each asked for it, twice under StrictMode.
    expect(await page.locator('script[data-direct-billing-loader]').count()).toBe(1);
    await insuranceSwitch.click();
    // A new shopper may start a claim: the flow opens through its loading view (spec 001 §2, "Insurance toggle") on the
    // intro, which is what the app is told the drawer shows.
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toBe('The drawer opened on intro.');
    await page.getByRole('dialog').first().waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('on Node, as a server render: the components render their empty mount element, with the expected state when given, and loadDirectBilling rejects, saying why', async () => {
    const script = [
      "import { createElement } from 'react';",
      "import { renderToString } from 'react-dom/server';",
      "import { loadDirectBilling } from 'direct-billing-widgets';",
      "import * as components from 'direct-billing-widgets/react';",
      "const options = { src: 'https://widgets.example/embed.js' };",
      'const html = Object.keys(components).sort().map((name) => renderToString(createElement(components[name], { options })));',
      "const expected = renderToString(createElement(components.DirectBillingCta, { options, state: 'signed-in' }));",
      'const load = await loadDirectBilling(options).then(() => "resolved", (error) => `${error.name}: ${error.message}`);',
      'console.log(JSON.stringify({ html, expected, load, window: typeof window }));',
    ].join('\n');
    const answer = JSON.parse(await run(process.execPath, ['--input-type=module', '-e', script], app)) as { html: string[]; expected: string; load: string; window: string };
    expect(answer.html).toEqual(['cta', 'my-claims', 'overview', 'toggle'].map((name) => `<div data-direct-billing="${name}"></div>`));
    // The state the shop expects is in the server's HTML, so the space reserved for it holds before any script runs.
    expect(answer.expected).toBe('<div data-direct-billing="cta" data-direct-billing-state="signed-in"></div>');
    expect(answer.load).toMatch(/^ServerSideError: .*runs in the browser only/);
    expect(answer.window).toBe('undefined');
    // The module each kind of bundler resolves: the components' client boundary under `react-server` (Next.js's App Router).
    const resolve = "console.log(import.meta.resolve('direct-billing-widgets/react'))";
    expect((await run(process.execPath, ['--input-type=module', '-e', resolve], app)).trim()).toMatch(/\/dist\/react\.js$/);
    expect((await run(process.execPath, ['--conditions=react-server', '--input-type=module', '-e', resolve], app)).trim()).toMatch(/\/dist\/react\.rsc\.js$/);
  });

  it("the packed declarations type the sample app's code by its tsconfig.json, the page API's types and the README's signed-out demo shop included", async () => {
    await expect(typecheck).resolves.toBeDefined();
  });

  it('the packed declarations resolve under the older moduleResolution "node", which reads no exports', async () => {
    await expect(typecheckNode10).resolves.toBeDefined();
  });
});

/** The widgets' version: the sandbox serves them under /widgets/v<version>/ too, as a shop's copy is versioned. */
const VERSION = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
/** The loader's URL a shop's copy pins. */
const pinned = (): string => `${h.origin}/widgets/v${VERSION}/embed.js`;
/** A configuration the loader takes. */
const valid = (): DirectBillingConfig => ({ storeId: '10151', apiBaseUrl: `${h.origin}/services/direct-billing`, apiKey: 'sandbox-public-key' });
/** A regular expression of a text as written. */
const literally = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Calls the packed loadDirectBilling in the page: how it settled, and the loader's script tags in <head> then. */
function load(page: Page, options: DirectBillingOptions): Promise<{ settled: string; tags: number }> {
  return page.evaluate(async (given) => {
    const { loadDirectBilling } = window as unknown as Package;
    const settled = await loadDirectBilling(given).then(
      (api) => `ready ${api.version}`,
      (error: Error) => `${error.name}: ${error.message}`,
    );
    return { settled, tags: document.head.querySelectorAll('script[data-direct-billing-loader]').length };
  }, options);
}

describe('when a load fails (docs/npm-package.md, "When a load fails")', () => {
  it('the network failed the loader: that src again rejects at once, fetching and adding nothing; a corrected URL loads at once, and that src after a reload', async () => {
    const page = await h.browser.newPage();
    let fetched = 0;
    await page.route('**/widgets/v*/embed.js', (route) => (++fetched === 1 ? route.abort('internetdisconnected') : route.continue()));
    await page.goto(`${origin}/blank/`);
    const options = { src: pinned(), config: valid() };
    expect(await load(page, options)).toEqual({ settled: expect.stringMatching(new RegExp(`^LoadError: \\[direct-billing\\] could not load ${literally(pinned())}: .*reload the page to load this URL again`)), tags: 0 });
    expect(await load(page, options)).toEqual({ settled: expect.stringMatching(new RegExp(`^LoadError: \\[direct-billing\\] ${literally(pinned())} could not be loaded earlier on this page\\. .*reload the page`)), tags: 0 });
    expect(fetched).toBe(1);
    // Another URL of the same widgets, as a corrected src is: loaded without a reload.
    expect(await load(page, { src: `${h.origin}/widgets/embed.js`, config: valid() })).toEqual({ settled: `ready ${VERSION}`, tags: 1 });
    await page.reload();
    expect(await load(page, options)).toEqual({ settled: `ready ${VERSION}`, tags: 1 });
    expect(fetched).toBe(2);
    await page.close();
  });

  it('a wrong integrity, then the right one: the right one rejects at once, adding nothing, and loads after a reload', async () => {
    const integrity = ((await (await fetch(`${h.origin}/widgets/v${VERSION}/integrity.json`)).json()) as Record<string, string>)['embed.js']!;
    expect(integrity).toMatch(/^sha384-/);
    const page = await h.browser.newPage();
    await page.goto(`${origin}/blank/`);
    expect(await load(page, { src: pinned(), integrity: `sha384-${'A'.repeat(64)}`, config: valid() })).toEqual({ settled: expect.stringMatching(/^LoadError: \[direct-billing\] could not load /), tags: 0 });
    expect(await load(page, { src: pinned(), integrity, config: valid() })).toEqual({ settled: expect.stringMatching(/could not be loaded earlier on this page\. The browser does not fetch a module script again .*whatever the integrity: reload the page/), tags: 0 });
    await page.reload();
    expect(await load(page, { src: pinned(), integrity, config: valid() })).toEqual({ settled: `ready ${VERSION}`, tags: 1 });
    await page.close();
  });

  it('the loader refused its configuration: a corrected one rejects at once, saying to reload, with no second script tag; after a reload it loads', async () => {
    const page = await h.browser.newPage();
    const lines: string[] = [];
    page.on('console', (message) => void (message.text().startsWith('[direct-billing] invalid configuration') && lines.push(message.text())));
    await page.goto(`${origin}/blank/`);
    expect(await load(page, { src: pinned(), config: { ...valid(), country: 'Canada' } })).toEqual({
      settled: expect.stringMatching(/^LoadError: \[direct-billing\] the loader did not start: its "\[direct-billing\] invalid configuration" console line names the field\. .*reload the page/),
      tags: 1,
    });
    expect(lines).toEqual([expect.stringContaining('"country"')]);
    expect(await load(page, { src: pinned(), config: valid() })).toEqual({
      settled: expect.stringMatching(/^LoadError: \[direct-billing\] the loader refused its configuration earlier on this page \(its "\[direct-billing\] invalid configuration" console line names the field\)\. .*correct it, and reload the page/),
      tags: 1,
    });
    await page.reload();
    expect(await load(page, { src: pinned(), config: valid() })).toEqual({ settled: `ready ${VERSION}`, tags: 1 });
    await page.close();
  });
});

describe('the components in an app that switches language, and takes every widget away (test/package/lifecycle/)', () => {
  /** The page, its toggle enabled; the console's error and warning lines kept. */
  async function lifecyclePage(): Promise<{ page: Page; errors: string[]; warnings: string[] }> {
    h.state.reset();
    const page = await h.browser.newPage({ viewport: { width: 1024, height: 800 } });
    const errors = collectErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => void (message.type() === 'warning' && message.text().startsWith('[direct-billing]') && warnings.push(message.text())));
    await page.goto(`${origin}/lifecycle/`);
    await page.getByRole('switch', { name: 'Use insurance benefits' }).and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
    return { page, errors, warnings };
  }

  it('another language at runtime: one console line names "locale", and the widgets keep theirs (docs/npm-package.md, "Another language")', async () => {
    const { page, errors, warnings } = await lifecyclePage();
    await page.getByLabel('Language').selectOption('fr-ca');
    await expect.poll(() => warnings).toEqual([
      '[direct-billing] loadDirectBilling was called again with another config ("locale"): the widgets keep the one they started with; reload the page to start them with the new one (docs/npm-package.md#another-language)',
    ]);
    expect(await page.getByRole('switch', { name: 'Use insurance benefits' }).count()).toBe(1);
    expect(await page.locator('head script[data-direct-billing-loader]').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('every component unmounted: what stays is what the doc says, and a component mounted again uses it (docs/npm-package.md, "After the last component unmounts")', async () => {
    const { page, errors } = await lifecyclePage();
    const loaderTags = page.locator('head script[data-direct-billing-loader]');
    // The drawer opened once, and closed: its element is on the page.
    await page.getByRole('switch', { name: 'Use insurance benefits' }).click();
    await page.getByRole('dialog').first().waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').first().waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'Show widgets' }).uncheck();
    await page.locator('main [data-direct-billing]').first().waitFor({ state: 'detached' });
    const stays = await page.evaluate(() => ({
      drawerAtTheEnd: (document.body.lastElementChild as HTMLElement | null)?.dataset.directBilling,
      mountElements: document.querySelectorAll('[data-direct-billing]').length,
      api: typeof window.directBilling?.version,
      mounted: window.directBilling?.diagnose().mounted,
    }));
    expect(stays).toEqual({ drawerAtTheEnd: 'drawer', mountElements: 1, api: 'string', mounted: ['drawerWidget'] });
    expect(await loaderTags.count()).toBe(1);
    // What the doc says stays, each named there.
    const section = /^### After the last component unmounts\n([\s\S]*?)(?=^#)/m.exec(doc())?.[1] ?? '';
    for (const named of ['`<script data-direct-billing-loader>`', '`window.directBilling`', '`<div data-direct-billing="drawer">`', '`drawerWidget`']) expect(section, named).toContain(named);

    await page.getByRole('checkbox', { name: 'Show widgets' }).check();
    await page.getByRole('switch', { name: 'Use insurance benefits' }).and(page.locator(':enabled')).waitFor({ timeout: 15_000 });
    expect(await loaderTags.count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the components given the state the shop expects: no layout shift (docs/layout.md, test/package/layout/)', () => {
  // The integrator's product page with the toggle and the call-to-action: 0.03 to 0.11 of layout shift when the
  // components dropped the state, the reservation holding from the first frame once they write it.
  it.each([
    { locale: 'en-ca', width: 1280, signedIn: false },
    { locale: 'en-ca', width: 360, signedIn: true },
    { locale: 'fr-ca', width: 360, signedIn: true },
  ])('$locale, $width px, signed in: $signedIn: the widgets load inside the space reserved for their state, added CLS 0', async ({ locale, width, signedIn }) => {
    h.state.reset();
    const page = await h.browser.newPage({ viewport: { width, height: 823 } });
    const errors = collectErrors(page);
    await recordShifts(page);
    await page.goto(`${origin}/layout/?locale=${locale}${signedIn ? '' : '&signed=out'}`);
    const state = signedIn ? 'signed-in' : 'signed-out';
    const cta = page.locator('[data-direct-billing="cta"]');
    if (signedIn) {
      await page.locator('[data-direct-billing="toggle"]').getByRole('switch').and(page.locator('[aria-disabled="false"]')).waitFor({ timeout: 15_000 });
      await cta.getByRole('button').first().waitFor();
    } else await cta.getByRole('link', { name: 'Sign in to apply Vision Insurance' }).waitFor({ timeout: 15_000 });
    // Every call answered (the claim record, the estimate): the widgets as they stay.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => [...document.querySelectorAll('[data-direct-billing]')].map((mount) => mount.getAttribute('data-direct-billing-state')))).toEqual([state, state]);
    expect(await addedShift(page), 'layout shift').toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
