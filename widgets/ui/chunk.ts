// Code and words the widgets fetch after the loader (the drawer, its views, the page widgets, the dictionaries): given up
// on when they do not come within the script chunk load timeout (spec 000 section 9), and fetched again under another URL
// after a failure, since a browser answers a URL it failed to import from its module map, with the same failure.
import { config } from '../../signals/host/config.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/domain/constants.ts';

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

/** Imports a URL the build did not see. */
export type ImportUrl = (url: string) => Promise<Record<string, unknown>>;
const importUrl: ImportUrl = (url) => import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;

/**
 * How the build writes a chunk's loader: ()=>import(`./Intro-abc123.js`), or, when the chunk exports more than the
 * module asked for, ()=>import(`./Review-abc123.js`).then(e=>e.t), where e.t is that module (or e.default, a dictionary).
 */
const BUILT_LOADER = /\bimport\(\s*(["'`])([^"'`]+)\1\s*\)(?:\.then\(\s*([\w$]+)\s*=>\s*\3\.([\w$]+)\s*\))?/;

/**
 * The loader again, importing its URL marked as the nth try; undefined when the loader's text is not one the build
 * writes. A browser answers a second import of a URL from its module map: while the first fetch is under way it waits
 * for that same fetch, and once that fetch has failed it fails again without asking the network (Chromium does both).
 * Only another URL fetches the code again. An import's promise does not say which URL it waits for, so the URL is read
 * from the loader's text, against `base`, the URL of the module that wrote the loader (its import.meta.url).
 */
export function loaderAgain<M>(load: () => Promise<M>, attempt: number, base: string, importAgain: ImportUrl = importUrl): (() => Promise<M>) | undefined {
  const [, , specifier, , pick] = BUILT_LOADER.exec(String(load)) ?? [];
  if (!specifier) return undefined;
  const url = new URL(specifier, base);
  url.searchParams.set('retry', String(attempt));
  return async () => {
    const exports = await importAgain(url.href);
    return (pick ? exports[pick] : exports) as M;
  };
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
 * URL; once the code has come, it answers that code. `base` is the URL of the module that wrote `load`.
 */
export function patientLoader<M>(load: () => Promise<M>, base: string, importAgain: ImportUrl = importUrl): () => Promise<M> {
  let tries = 0;
  let current: Promise<M> | undefined;
  return () =>
    (current ??= withinTime(((tries > 0 && loaderAgain(load, tries, base, importAgain)) || load)()).catch((error: unknown) => {
      tries += 1;
      current = undefined;
      throw error;
    }));
}
