// A drawer view whose code is fetched the first time it is shown, and given up on when that code does not arrive in time
// or fails to (spec 000 section 9, "Script chunk load timeout"): the drawer then shows its error view (spec 000 section
// 2, "A global error state"), whose Try again fetches the code again and shows the view.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { config } from '../../signals/host/config.ts';
import { drawerTarget } from '../../signals/drawer/drawer.ts';
import { fail, navState, view } from '../../signals/drawer/flow.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/domain/constants.ts';
import type { DrawerView } from '../../src/domain/drawer/resume.ts';

/** What a view's module gives. */
interface ViewModule {
  default: ComponentType;
}

/** A view's dynamic import, as the drawer writes it: `() => import('./entry/Intro.tsx')`. */
export type ViewLoader = () => Promise<ViewModule>;

/** A view whose code did not arrive in time, or failed to; Try again shows it again with the state it was shown with. */
export class ViewNotLoaded extends Error {
  override name = 'ViewNotLoaded';

  constructor(
    readonly view: DrawerView,
    readonly state: unknown,
    options?: ErrorOptions,
  ) {
    super(`the ${view} view did not load`, options);
  }
}

/** How long a view's code may take: the spec's wait, or the shop's when it is shorter (a shop may not lengthen it). */
export function chunkTimeout(configured: number | undefined): number {
  return Math.min(configured ?? CHUNK_LOAD_TIMEOUT_MS, CHUNK_LOAD_TIMEOUT_MS);
}

/** Imports a URL the build did not see. */
export type ImportUrl = (url: string) => Promise<Record<string, unknown>>;
const importUrl: ImportUrl = (url) => import(/* @vite-ignore */ url) as Promise<Record<string, unknown>>;

/**
 * How the build writes a view's loader: ()=>import(`./Intro-abc123.js`), or, when the view's chunk exports more than
 * the view, ()=>import(`./Review-abc123.js`).then(e=>e.t), where e.t is the view's module.
 */
const BUILT_LOADER = /\bimport\(\s*(["'`])([^"'`]+)\1\s*\)(?:\.then\(\s*([\w$]+)\s*=>\s*\3\.([\w$]+)\s*\))?/;

/**
 * The loader again, importing its URL marked as the nth try; undefined when the loader's text is not one the build
 * writes. A browser answers a second import of a URL from its module map: while the first fetch is under way it waits
 * for that same fetch, and once that fetch has failed it fails again without asking the network (Chromium does both).
 * Only another URL fetches the code again. An import's promise does not say which URL it waits for, so the URL is read
 * from the loader's text. The build writes every script into one folder, so a relative URL resolves the same against
 * this module's URL as against the drawer's.
 */
export function loaderAgain(load: ViewLoader, attempt: number, importAgain: ImportUrl = importUrl, base: string = import.meta.url): ViewLoader | undefined {
  const [, , specifier, , pick] = BUILT_LOADER.exec(String(load)) ?? [];
  if (!specifier) return undefined;
  const url = new URL(specifier, base);
  url.searchParams.set('retry', String(attempt));
  return async () => {
    const exports = await importAgain(url.href);
    return (pick ? exports[pick] : exports) as ViewModule;
  };
}

/** A lazily fetched view, which can also fetch its code ahead of being shown. */
export type LazyView = ComponentType & {
  /** Fetches the view's code now, to be shown at once later; a failure is kept quiet and the view fetches it again when shown. */
  prefetch(): void;
  /** Settles once the view's code is here (true) or given up on (false); false at once when it was never asked for. */
  whenLoaded(): Promise<boolean>;
};

/**
 * A view fetched the first time it is shown, or before, when the drawer fetches it ahead (prefetch). While its code is
 * on its way the view suspends, and the drawer shows its skeleton. When the code does not arrive within the timeout,
 * or fails to, a shopper still waiting for that view is sent to the error view; shown again, by Try again or by opening
 * the drawer again, the view fetches its code again under another URL. Code that arrives late is kept and shown the
 * next time.
 */
export function lazyView(load: ViewLoader, importAgain: ImportUrl = importUrl): LazyView {
  let loaded: ComponentType | undefined;
  let waiting: Promise<void> | undefined;
  let ahead: Promise<void> | undefined;
  let gaveUp = false;
  let tries = 0;

  function fetchCode(): Promise<void> {
    // The view shown when its code was asked for: a shopper who has since moved on is not sent to the error view.
    const asked = { view: view.peek(), state: navState.peek() };
    tries += 1;
    // Where the loader's text names no URL (the tests' loaders), the loader itself is asked again. A fetch ahead still
    // under way is the same import: the browser waits for that fetch rather than starting another.
    const code = ((tries > 1 && loaderAgain(load, tries - 1, importAgain)) || load)();
    // Code that comes after the timeout is kept for the next time the view is shown.
    code.then((module) => (loaded ??= module?.default), () => undefined);
    const ms = chunkTimeout(config.peek()?.chunkTimeoutMs);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(reject, ms, new Error(`no answer in ${ms} ms`))));
    return Promise.race([code, timeout])
      .finally(() => clearTimeout(timer))
      .then((module) => {
        // A module without a view would leave the view suspended for ever: it counts as code that did not come.
        if (!module?.default) throw new TypeError('the module holds no view');
      })
      .catch((cause: unknown) => {
        waiting = undefined;
        if (drawerTarget.peek() && view.peek() === asked.view) {
          gaveUp = true;
          fail(new ViewNotLoaded(asked.view, asked.state, { cause }));
        }
      });
  }

  function LazyView(): ReactNode {
    if (loaded) return createElement(loaded);
    // Between the failure and the error view taking its place, the view may render once more: it then waits for Try again.
    if (gaveUp && view.peek() === 'error') return null;
    gaveUp = false;
    // Suspends: the promise settles when the code is here or given up on, and never rejects.
    throw (waiting ??= fetchCode());
  }

  return Object.assign(LazyView, {
    prefetch(): void {
      if (loaded || waiting || ahead) return;
      ahead = load().then(
        (module) => void (loaded ??= module?.default),
        // The browser now answers this URL with the same failure: the view, when shown, fetches it under another.
        () => void (tries = Math.max(tries, 1)),
      );
    },
    whenLoaded: (): Promise<boolean> => (loaded ? Promise.resolve(true) : waiting ? waiting.then(() => loaded !== undefined) : Promise.resolve(false)),
  });
}
