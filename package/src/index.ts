// The widgets for a bundled shop (docs/npm-package.md): `loadDirectBilling(options)` adds the loader's script tag once
// and answers the page API, `window.directBilling`. Nothing here touches `window` or `document` until it is called, so
// a server-side render can import it; called on the server, it rejects with a ServerSideError.
import type { DirectBillingApi, DirectBillingConfig } from '../../src/host/public-api.ts';

export type * from '../../src/host/public-api.ts';

/** How the loader is fetched and configured: what the script tag of docs/embedding.md and docs/delivery.md says. */
export interface DirectBillingOptions {
  /** The loader's URL: your copy of `embed.js`, versioned by its path (`https://widgets.example/widgets/v0.1.0/embed.js`). */
  src: string;
  /** The loader's `sha384-…` value from the `integrity.json` of the version `src` pins (docs/delivery.md, "Integrity"). */
  integrity?: string;
  /** The script's `crossorigin`; `anonymous` by default, which `integrity` needs for a loader on another origin. */
  crossOrigin?: 'anonymous' | 'use-credentials';
  /** `window.directBillingConfig`, set before the loader runs: the configuration of docs/embedding.md. */
  config?: DirectBillingConfig;
}

/** What `loadDirectBilling` rejects with when it is called where there is no page (a server-side render). */
export class ServerSideError extends Error {
  override readonly name = 'ServerSideError';
  constructor() {
    super('[direct-billing] loadDirectBilling runs in the browser only: call it from an effect or an event handler, not while rendering on the server');
  }
}

/** What `loadDirectBilling` rejects with when the loader could not be fetched or refused its configuration. */
export class LoadError extends Error {
  override readonly name = 'LoadError';
}

/** The attribute that marks the script tag this package added, and lets the loader find its tag (docs/embedding.md). */
const MARK = 'data-direct-billing-loader';

/** The load under way or done: the URL it fetches and the configuration it gave the loader. One per page. */
let loading: { src: string; config: DirectBillingConfig | undefined; api: Promise<DirectBillingApi> } | undefined;

/**
 * The URLs whose script could not be loaded on this page. A browser keeps a module script's failure for the page's life
 * and answers that URL again with it, without fetching, whatever the integrity; and the widgets' chunks import the loader
 * by its own URL, so the same loader under another URL (a query string) would be a second copy. Only a reload fetches it.
 */
const failedUrls = new Set<string>();

/** Set once the loader ran and refused its configuration: a module runs once per page, so it reads no other until a reload. */
let refused = false;

/** What a load after a refused configuration can do, said by the refusal and by each load after it. */
const REFUSED_AGAIN = 'The loader reads its configuration once per page: correct it, and reload the page to load the widgets with it (docs/npm-package.md#when-a-load-fails)';

/** What a load of a URL that could not be loaded can do, said by the failure and by each load of that URL after it. */
const FAILED_AGAIN = 'The browser does not fetch a module script again on a page where it failed, whatever the integrity: reload the page to load this URL again (a corrected URL loads without a reload; docs/npm-package.md#when-a-load-fails)';

/** Whether the console was told of a configuration the widgets did not take: once per page, as the loader tells its own. */
let changeTold = false;

/** The page API once the loader has installed it (the queue stub of docs/delivery.md has no `version`). */
function installed(): DirectBillingApi | undefined {
  const api = window.directBilling;
  return api && typeof api.version === 'string' ? api : undefined;
}

/** Adds the loader's script tag and settles once the widgets are ready, or the loader failed or refused to start. */
function inject(options: DirectBillingOptions): Promise<DirectBillingApi> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const stop = (): void => {
      window.removeEventListener('direct-billing:ready', ready);
      script.removeEventListener('load', loaded);
      script.removeEventListener('error', failed);
    };
    const ready = (): void => {
      const api = installed();
      if (!api) return;
      stop();
      resolve(api);
    };
    // A module script's load event follows its evaluation: a loader that started has put the page API in place (or,
    // over the queue stub, marked it `loading`), and one that refused its configuration has logged why.
    const loaded = (): void => {
      const stub = window.directBilling;
      if (installed() || (stub && Object.hasOwn(stub, 'loading'))) return;
      stop();
      refused = true;
      reject(new LoadError(`[direct-billing] the loader did not start: its "[direct-billing] invalid configuration" console line names the field. ${REFUSED_AGAIN}`));
    };
    const failed = (): void => {
      stop();
      script.remove();
      failedUrls.add(options.src);
      reject(new LoadError(`[direct-billing] could not load ${options.src}: check the URL, its integrity value and the page's script-src. ${FAILED_AGAIN}`));
    };
    window.addEventListener('direct-billing:ready', ready);
    script.addEventListener('load', loaded);
    script.addEventListener('error', failed);
    if (options.config) (window as unknown as { directBillingConfig: DirectBillingConfig }).directBillingConfig = options.config;
    script.type = 'module';
    script.async = true;
    script.src = options.src;
    script.crossOrigin = options.crossOrigin ?? 'anonymous';
    if (options.integrity) script.integrity = options.integrity;
    script.setAttribute(MARK, '');
    document.head.append(script);
  });
}

/**
 * The keys of the configuration a later call gives whose value differs from the first call's, each read as the loader
 * prints it (JSON, so an `actions` module and a copy of the same values are the same); none when either cannot be read.
 */
function changedKeys(first: DirectBillingConfig, later: DirectBillingConfig): string[] {
  try {
    const print = (config: DirectBillingConfig, key: string) => JSON.stringify(Reflect.get(config, key));
    return [...new Set([...Object.keys(first), ...Object.keys(later)])].filter((key) => print(first, key) !== print(later, key));
  } catch {
    return [];
  }
}

/**
 * Says once per page, as the loader does for `window.directBillingConfig`, that a later call's configuration is not
 * taken: the widgets' session, language and service client start from the first one (another `locale` at runtime).
 */
function noticeConfigChange(first: DirectBillingConfig | undefined, later: DirectBillingConfig | undefined): void {
  if (changeTold || !first || !later) return;
  const changed = changedKeys(first, later);
  if (!changed.length) return;
  changeTold = true;
  console.warn(`[direct-billing] loadDirectBilling was called again with another config (${changed.map((key) => `"${key}"`).join(', ')}): the widgets keep the one they started with; reload the page to start them with the new one (docs/npm-package.md#another-language)`);
}

/**
 * Loads the widgets once per page and answers their page API once they are ready (`direct-billing:ready`). A second call
 * answers the same promise, and says in the console when its configuration differs; a call with another `src` rejects,
 * since two loaders on one page are two copies. A page whose loader came from its own script tag gets that loader's API.
 * After a failed load another URL may be loaded; the same URL, or any after a refused configuration, needs a reload.
 */
export function loadDirectBilling(options: DirectBillingOptions): Promise<DirectBillingApi> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.reject(new ServerSideError());
  if (!options || typeof options.src !== 'string' || options.src === '') return Promise.reject(new TypeError('[direct-billing] loadDirectBilling needs the loader\'s URL as `src`'));
  if (loading) {
    if (loading.src !== options.src) return Promise.reject(new LoadError(`[direct-billing] the widgets are already loaded from ${loading.src}: one loader per page`));
    noticeConfigChange(loading.config, options.config);
    return loading.api;
  }
  // Rejected at once, adding no script tag: the browser would answer it with the same failure, or the loader not run again.
  if (refused) return Promise.reject(new LoadError(`[direct-billing] the loader refused its configuration earlier on this page (its "[direct-billing] invalid configuration" console line names the field). ${REFUSED_AGAIN}`));
  if (failedUrls.has(options.src)) return Promise.reject(new LoadError(`[direct-billing] ${options.src} could not be loaded earlier on this page. ${FAILED_AGAIN}`));
  const present = installed();
  const api = present ? Promise.resolve(present) : inject(options);
  const current = { src: options.src, config: present ? undefined : options.config, api };
  loading = current;
  api.catch(() => {
    if (loading === current) loading = undefined;
  });
  return api;
}
