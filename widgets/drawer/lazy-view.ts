// A drawer view whose code is fetched the first time it is shown, and given up on when that code does not arrive in time
// or fails to (spec 000 section 9, "Script chunk load timeout"): the drawer then shows its error view (spec 000 section
// 2, "A global error state"), whose Try again fetches the code again and shows the view.
import { createElement, type ComponentType, type ReactNode } from 'react';
import { drawerTarget } from '../../signals/drawer/drawer.ts';
import { fail, navState, view } from '../../signals/drawer/flow.ts';
import { fileCame, loaderAgain, needsReloadLine, withinTime, type ImportUrl } from '../ui/chunk.ts';
import { importUrl, tryUrl } from '../../src/host/import-again.ts';
import { ownValue } from '../../src/domain/own.ts';
import type { DrawerView } from '../../src/domain/drawer/resume.ts';

/** What a view's module gives. */
interface ViewModule {
  default: ComponentType;
}

/** A view's dynamic import, as the drawer writes it: `() => import('./entry/Intro.tsx')`. */
export type ViewLoader = () => Promise<ViewModule>;

/**
 * A view whose code did not arrive in time, or failed to; Try again shows it again with the state it was shown with.
 * `reload`: its own file came but a file it imports failed, which the browser does not fetch again on this page: only a
 * reload of the page brings the view.
 */
export class ViewNotLoaded extends Error {
  override name = 'ViewNotLoaded';

  constructor(
    readonly view: DrawerView,
    readonly state: unknown,
    options?: ErrorOptions,
    readonly reload = false,
  ) {
    super(`the ${view} view did not load`, options);
  }
}

/**
 * Each view's file and the files it imports, directly or not, that the drawer's own code does not, as the build names them
 * (vite.config.ts, viewFiles): `{"Quote-Ab12.js": ["quote-Cd34.js", "submit-Ef56.js"]}`, all beside one another.
 */
export type ViewFiles = Readonly<Record<string, readonly string[]>>;

/** How a view fetches: `importAgain` imports a URL the build did not see (a try again, a file it imports); `along` is the build's table. */
export interface LazyViewOptions {
  importAgain?: ImportUrl | undefined;
  along?: ViewFiles | undefined;
}

/** A lazily fetched view, which can also fetch its code ahead of being shown. */
export type LazyView = ComponentType & {
  /** Fetches the view's code now, to be shown at once later; a failure is kept quiet and the view fetches it again when shown. */
  prefetch(): void;
  /**
   * Fetches the view's code now, as the drawer opens on it: its own fetch, begun before the drawer shows it. A failure is
   * the view's when shown, as though fetched then (the browser answers the same failure; the error view offers Try again).
   */
  fetchEarly(): void;
  /**
   * Settles once the view's code is here (true) or given up on, or its fetch ahead failed (false); false at once when it
   * was never asked for. A view the drawer opened on is asked for as it opens, before it is shown.
   */
  whenLoaded(): Promise<boolean>;
};

/**
 * A view fetched the first time it is shown, or before, when the drawer fetches it ahead (prefetch). While its code is
 * on its way the view suspends, and the drawer shows its skeleton. When the code does not arrive within the timeout,
 * or fails to, a shopper still waiting for that view is sent to the error view; shown again, by Try again or by opening
 * the drawer again, the view fetches its code again under another URL. Code that arrives late is kept and shown the
 * next time.
 */
export function lazyView(load: ViewLoader, { importAgain, along = {} }: LazyViewOptions = {}): LazyView {
  let loaded: ComponentType | undefined;
  let waiting: Promise<void> | undefined;
  let ahead: Promise<void> | undefined;
  /** The fetch ahead still to be waited for by the view shown: once, so that a Try again never waits for it again. */
  let joinAhead: Promise<void> | undefined;
  let gaveUp = false;
  let tries = 0;
  /** Set once the view's own file came but its import failed: no URL of it fetches what it imports again. */
  let held = false;
  let alongAsked = false;

  /**
   * Asks for the files the view's file imports beyond the drawer's (the build's table) beside the view's own, so they come
   * in one round trip: the browser finds a file's imports only once that file has come, one round trip per level (the
   * quote view's chunk, then the quote's, the submit's, the prescription's).
   */
  function fetchAlong(): void {
    if (alongAsked) return;
    alongAsked = true;
    const url = tryUrl(load, 0, import.meta.url);
    if (!url) return;
    const files = ownValue(along, url.slice(url.lastIndexOf('/') + 1)) ?? [];
    // A file that fails fails the view's own import, which needs it too: that import says so.
    for (const file of files) (importAgain ?? importUrl)(new URL(file, url).href).catch(() => undefined);
  }

  /** After a failed import of the nth try's URL: when that file came, the view is held for a reload, said once. */
  function holdWhenCame(attempt: number): void {
    const url = tryUrl(load, attempt, import.meta.url);
    if (held || !url || !fileCame(url)) return;
    held = true;
    console.error(needsReloadLine(url));
  }

  /** The view's code on this try, unless only a reload brings it. */
  function attempt(): Promise<ViewModule> {
    if (held) return Promise.reject(new TypeError('the view needs a reload'));
    const again = tries - 1;
    // Where the loader's text names no URL (the tests' loaders), the loader itself is asked again.
    return ((again > 0 && loaderAgain(load, again, import.meta.url, importAgain)) || load)().catch((error: unknown) => {
      holdWhenCame(again);
      throw error;
    });
  }

  /** Fetches the view's code before it is shown, once; `failed` hears a failure. */
  function fetchAhead(failed: () => void): void {
    if (loaded || waiting || ahead) return;
    fetchAlong();
    ahead = load().then((module) => void (loaded ??= module?.default), failed);
    joinAhead = ahead;
  }

  function fetchCode(): Promise<void> {
    // The view shown when its code was asked for: a shopper who has since moved on is not sent to the error view.
    const asked = { view: view.peek(), state: navState.peek() };
    fetchAlong();
    // A fetch ahead under way is waited for, not joined as the same import: its failure, heard once it has settled, then
    // sends this try under another URL (a failed prefetch), where joined it failed the view shown with it, never asked
    // again. Only the first showing waits: a Try again after the wait ran out does not wait for that fetch once more.
    const before = joinAhead;
    joinAhead = undefined;
    tries += 1;
    const code = before ? before.then(() => (loaded ? { default: loaded } : attempt())) : attempt();
    // Code that comes after the timeout is kept for the next time the view is shown.
    code.then((module) => (loaded ??= module?.default), () => undefined);
    return withinTime(code)
      .then((module) => {
        // A module without a view would leave the view suspended for ever: it counts as code that did not come.
        if (!module?.default) throw new TypeError('the module holds no view');
      })
      .catch((cause: unknown) => {
        waiting = undefined;
        if (drawerTarget.peek() && view.peek() === asked.view) {
          gaveUp = true;
          fail(new ViewNotLoaded(asked.view, asked.state, { cause }, held));
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
    prefetch: () =>
      fetchAhead(() => {
        // The browser now answers this URL with the same failure: the view, when shown (or already shown, waiting for this
        // fetch), fetches it under another, unless the file came and one it imports failed, which only a reload brings.
        tries += 1;
        holdWhenCame(0);
      }),
    // Shown, the view waits for this fetch; after its failure it asks the same URL, which the browser fails the same way.
    fetchEarly: () => fetchAhead(() => undefined),
    whenLoaded: (): Promise<boolean> => (loaded ? Promise.resolve(true) : (waiting ?? ahead)?.then(() => loaded !== undefined) ?? Promise.resolve(false)),
  });
}
