// A chunk's dynamic import made again under another URL: a browser answers a URL it failed to import from its module
// map, with the same failure, so only another URL fetches the code again. Framework-free: the loader's engineer words
// (src/host/diagnostics.ts) and the widgets' chunks (widgets/ui/chunk.ts) both fetch again this way.

/** Imports a URL the build did not see. */
export type ImportUrl = (url: string) => Promise<Record<string, unknown>>;
/** The browser's own import of such a URL. */
export const importUrl: ImportUrl = (url) => import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;

/**
 * How the build writes a chunk's loader: ()=>import(`./Intro-abc123.js`), or, when the chunk exports more than the
 * module asked for, ()=>import(`./Review-abc123.js`).then(e=>e.t), where e.t is that module (or e.default, a dictionary).
 */
const BUILT_LOADER = /\bimport\(\s*(["'`])([^"'`]+)\1\s*\)(?:\.then\(\s*([\w$]+)\s*=>\s*\3\.([\w$]+)\s*\))?/;

/** The URL a loader the build wrote imports, against `base`, and the export it takes; undefined for any other loader. */
function builtImport(load: () => unknown, base: string): { url: URL; pick: string | undefined } | undefined {
  const [, , specifier, , pick] = BUILT_LOADER.exec(String(load)) ?? [];
  return specifier ? { url: new URL(specifier, base), pick } : undefined;
}

/** The URL the nth try of a built loader imports: the loader's own the first time, then one marked as the nth try. */
export function tryUrl(load: () => unknown, attempt: number, base: string): string | undefined {
  const built = builtImport(load, base);
  if (!built) return undefined;
  if (attempt > 0) built.url.searchParams.set('retry', String(attempt));
  return built.url.href;
}

/**
 * The loader again, importing its URL marked as the nth try; undefined when the loader's text is not one the build
 * writes. A browser answers a second import of a URL from its module map: while the first fetch is under way it waits
 * for that same fetch, and once that fetch has failed it fails again without asking the network (Chromium does both).
 * Only another URL fetches the code again. An import's promise does not say which URL it waits for, so the URL is read
 * from the loader's text, against `base`, the URL of the module that wrote the loader (its import.meta.url).
 */
export function loaderAgain<M>(load: () => Promise<M>, attempt: number, base: string, importAgain: ImportUrl = importUrl): (() => Promise<M>) | undefined {
  const pick = builtImport(load, base)?.pick;
  const url = tryUrl(load, attempt, base);
  if (!url) return undefined;
  return async () => {
    const exports = await importAgain(url);
    return (pick ? exports[pick] : exports) as M;
  };
}
