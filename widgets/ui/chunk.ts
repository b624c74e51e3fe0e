// Code and words the widgets fetch after the loader (the drawer, its views, the page widgets, the dictionaries): given up
// on when they do not come within the script chunk load timeout (spec 000 section 9), and fetched again under another URL
// after a failure, since a browser answers a URL it failed to import from its module map, with the same failure. A file
// a chunk imports statically cannot be fetched under another URL: once one failed, only a reload brings that chunk.
import { config } from '../../signals/host/config.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/domain/constants.ts';
import { importUrl, loaderAgain, tryUrl, type ImportUrl } from '../../src/host/import-again.ts';

export { loaderAgain, type ImportUrl };

/** How long a chunk may take: the spec's wait, or the shop's when it is shorter (a shop may not lengthen it). */
export function chunkTimeout(configured: number | undefined): number {
  return Math.min(configured ?? CHUNK_LOAD_TIMEOUT_MS, CHUNK_LOAD_TIMEOUT_MS);
}

/** Rejects when the code has not come within the shop's chunk timeout; the code that comes later is still the browser's. */
export function withinTime<T>(code: Promise<T>): Promise<T> {
  const ms = chunkTimeout(config.peek()?.chunkTimeoutMs);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(reject, ms, new Error(`no answer in ${ms} ms`))));
  return Promise.race([code, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Code the browser will not run on this page whatever URL it is asked under: its own file came, but a file it imports
 * failed (or its code threw), and the module map keeps that failure for the page's life (browsers have yet to ship the
 * HTML change that stops keeping failed fetches). Only a reload fetches that file again.
 */
export class NeedsReload extends Error {
  override name = 'NeedsReload';
}

/**
 * Whether the browser got `url`'s own file (a 2xx answer, in the page's resource timing): an import of it that failed
 * then failed on a file it imports. False when the browser does not say (no entry, no responseStatus), as when the
 * file itself did not come.
 */
export function fileCame(url: string): boolean {
  const entries = typeof performance === 'undefined' ? [] : (performance.getEntriesByName(url, 'resource') as PerformanceResourceTiming[]);
  return entries.some((entry) => entry.responseStatus >= 200 && entry.responseStatus < 300);
}

/** The engineer's line for code only a reload brings: which file, why, and what to serve. */
export function needsReloadLine(url: string): string {
  const file = url.replace(/^.*\/(?=chunks\/)/, '').replace(/\?.*$/, '');
  return `[direct-billing] ${file} did not load: a file it imports failed earlier on this page, and browsers keep that failure until a reload, so the shopper is asked to reload the page. After a release, keep the previous chunks/ for a day (docs/serving.md)`;
}

/** Patient loaders of a table of chunks (the build's `import.meta.glob`), each made the first time its key is asked for. */
export function patientTable<M>(loaders: Record<string, () => Promise<M>>, base: string): (key: string) => Promise<M> {
  const made = new Map<string, () => Promise<M>>();
  return (key) => {
    let load = made.get(key);
    if (!load) made.set(key, (load = patientLoader(loaders[key]!, base)));
    return load();
  };
}

/**
 * A loader that gives up after the chunk timeout and, asked again after it failed or gave up, fetches under another
 * URL; once the code has come, it answers that code. `base` is the URL of the module that wrote `load`. An import that
 * failed although its own file came failed on a file it imports, which no other URL of this file fetches again: it
 * rejects with NeedsReload from then on, without fetching (the console says why, once).
 */
export function patientLoader<M>(load: () => Promise<M>, base: string, importAgain: ImportUrl = importUrl): () => Promise<M> {
  let tries = 0;
  let current: Promise<M> | undefined;
  let held: NeedsReload | undefined;
  const attempt = (): Promise<M> => {
    const url = tryUrl(load, tries, base);
    const code = ((tries > 0 && loaderAgain(load, tries, base, importAgain)) || load)().catch((error: unknown) => {
      if (!url || !fileCame(url)) throw error;
      held = new NeedsReload(`${url} needs a reload`, { cause: error });
      console.error(needsReloadLine(url));
      throw held;
    });
    return withinTime(code);
  };
  return () =>
    held
      ? Promise.reject(held)
      : (current ??= attempt().catch((error: unknown) => {
          tries += 1;
          current = undefined;
          throw error;
        }));
}
