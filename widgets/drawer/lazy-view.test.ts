// A drawer view whose code does not come (spec 000 section 9, "Script chunk load timeout"; section 2, "A global error
// state"): the wait, the error view it leads to, and the fetch again that Try again asks for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { closeDrawer, openDrawer, resetDrawer } from '../../signals/drawer/drawer.ts';
import { flowError, go, resetFlow, view } from '../../signals/drawer/flow.ts';
import { resetConfig } from '../../signals/host/config.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/domain/constants.ts';
import { configure } from '../../test/unit/configure.ts';
import type { ImportUrl } from '../ui/chunk.ts';
import { lazyView, ViewNotLoaded, type ViewFiles, type ViewLoader } from './lazy-view.ts';

/** A view's component. */
const Insurers = () => null;

/** A view's code that never comes. */
const never = (): Promise<never> => new Promise(() => undefined);

/** A loader written as the build writes one, whose own fetch never comes. */
const built = (text: string): ViewLoader => Object.assign(() => never(), { toString: () => text });

/** Renders the view as the drawer's Suspense would: what it shows, or the promise it waits on. */
function show(View: ComponentType): ReactNode | Promise<unknown> {
  try {
    return (View as () => ReactNode)();
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
}

/** The failure the error view shows: a view that did not load. */
function notLoaded(): ViewNotLoaded {
  const failure = flowError.value;
  if (!(failure instanceof ViewNotLoaded)) throw new Error(`expected a view that did not load, got ${String(failure)}`);
  return failure;
}

beforeEach(() => {
  resetFlow();
  resetDrawer();
  openDrawer('intro');
  go('insurers');
});
afterEach(() => {
  vi.useRealTimers();
  resetConfig();
  resetDrawer();
  resetFlow();
});

describe('spec 000 §2: a view fetched the first time it is shown', () => {
  it('suspends while its code is on its way, then shows the view, fetched once', async () => {
    const load = vi.fn(async () => ({ default: Insurers }));
    const View = lazyView(load);
    const waiting = show(View);
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(view.value).toBe('insurers');
  });
});

describe('spec 000 §9 Script chunk load timeout', () => {
  it('spec 000 §9: code that has not come in 120000 ms sends the shopper to the error view, naming the view and its state', async () => {
    vi.useFakeTimers();
    go('resume', { id: 'r1' });
    const View = lazyView(never);
    const waiting = show(View) as Promise<unknown>;
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(view.value).toBe('resume');
    await vi.advanceTimersByTimeAsync(1);
    expect(view.value).toBe('error');
    expect(notLoaded()).toMatchObject({ view: 'resume', state: { id: 'r1' } });
    // The drawer's Suspense is let go, and the view rendered once more meanwhile waits for Try again.
    await expect(waiting).resolves.toBeUndefined();
    expect(show(View)).toBeNull();
  });

  it('spec 000 §9: the shop\'s chunkTimeoutMs shortens the wait', async () => {
    vi.useFakeTimers();
    configure({ chunkTimeoutMs: 2000 });
    show(lazyView(never));
    await vi.advanceTimersByTimeAsync(1999);
    expect(view.value).toBe('insurers');
    await vi.advanceTimersByTimeAsync(1);
    expect(notLoaded().view).toBe('insurers');
  });

  it('spec 000 §2: code that fails to load sends the shopper to the error view at once, the failure as its cause', async () => {
    const refused = new TypeError('Failed to fetch dynamically imported module');
    await show(lazyView(() => Promise.reject(refused)));
    expect(view.value).toBe('error');
    expect(notLoaded()).toMatchObject({ view: 'insurers', cause: refused });
  });

  it('spec 000 §2: a module that holds no view counts as code that did not come', async () => {
    await show(lazyView(async () => ({}) as { default: ComponentType }));
    expect(notLoaded().view).toBe('insurers');
  });

  it('spec 000 §2: shown again, as Try again does, the view fetches its code again and shows it', async () => {
    let tries = 0;
    const load = vi.fn(() => (++tries === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve({ default: Insurers })));
    const View = lazyView(load);
    await show(View);
    const failed = notLoaded();
    go(failed.view, failed.state);
    await show(View);
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('spec 000 §9: a shopper who has moved on, or closed the drawer, is not sent to the error view; the view fetches again when shown', async () => {
    vi.useFakeTimers();
    const load = vi.fn(never);
    const View = lazyView(load);
    show(View);
    go('intro');
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(view.value).toBe('intro');
    expect(flowError.value).toBeNull();

    go('insurers');
    show(View);
    closeDrawer();
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(flowError.value).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('spec 000 §9: code that comes after the timeout is kept, and shown the next time without a fetch', async () => {
    vi.useFakeTimers();
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const View = lazyView(load);
    show(View);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    arrive({ default: Insurers });
    await vi.advanceTimersByTimeAsync(0);
    go('insurers');
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('a view\'s fetch again under another URL', () => {
  it('spec 000 §9: each Try again of a held view imports the next URL, never the first one again', async () => {
    vi.useFakeTimers();
    const importAgain = vi.fn<ImportUrl>(never);
    const View = lazyView(built('()=>import(`./Insurers-DR7LdP1u.js`)'), { importAgain });
    for (let attempt = 0; attempt < 3; attempt++) {
      show(View);
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
      const failed = notLoaded();
      go(failed.view, failed.state);
    }
    expect(importAgain.mock.calls.map(([url]) => url.replace(/^.*\//, ''))).toEqual(['Insurers-DR7LdP1u.js?retry=1', 'Insurers-DR7LdP1u.js?retry=2']);
  });
});

describe('spec 000 §2: a view fetched ahead, while the view before it is shown', () => {
  it('is shown at once, without suspending or fetching again', async () => {
    const load = vi.fn(async () => ({ default: Insurers }));
    const View = lazyView(load);
    expect(await View.whenLoaded()).toBe(false);
    View.prefetch();
    View.prefetch();
    await new Promise((resolve) => setTimeout(resolve));
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(load).toHaveBeenCalledTimes(1);
    expect(await View.whenLoaded()).toBe(true);
  });

  it('shown while its fetch ahead is under way, asks the same import and shows the view when it comes', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const View = lazyView(load);
    View.prefetch();
    const waiting = show(View);
    expect(waiting).toBeInstanceOf(Promise);
    arrive({ default: Insurers });
    await waiting;
    expect((show(View) as ReactElement).type).toBe(Insurers);
    await expect(View.whenLoaded()).resolves.toBe(true);
  });

  it('whose fetch ahead failed, fetches its code again under another URL when shown, and never fails the drawer before', async () => {
    const urls: string[] = [];
    const importAgain: ImportUrl = async (url) => (urls.push(url), { default: Insurers });
    const failing = Object.assign(() => Promise.reject(new TypeError('Failed to fetch')), { toString: () => '()=>import(`./Insurers-abc123.js`)' });
    const View = lazyView(failing, { importAgain });
    View.prefetch();
    await vi.waitFor(() => expect(flowError.value).toBeNull());
    await Promise.resolve();
    const waiting = show(View);
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(urls).toEqual([expect.stringMatching(/Insurers-abc123\.js\?retry=1$/)]);
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(flowError.value).toBeNull();
  });
});

describe('spec 000 §2: a view shown while its fetch ahead is under way, which then fails', () => {
  /** A loader as the browser answers one URL: a fetch under way is the same fetch, and its failure stays that URL's answer. */
  function oneUrl() {
    let fail: (error: Error) => void = () => undefined;
    const answer = new Promise<never>((_, reject) => (fail = reject));
    answer.catch(() => undefined);
    const load = vi.fn(() => answer);
    return { load: Object.assign(load, { toString: () => '()=>import(`./Insurers-abc123.js`)' }), fail };
  }

  it('fetches its code again under another URL once the fetch ahead failed, and shows the view: never the error view', async () => {
    const urls: string[] = [];
    const importAgain: ImportUrl = async (url) => (urls.push(url), { default: Insurers });
    const { load, fail } = oneUrl();
    const View = lazyView(load, { importAgain });
    View.prefetch();
    const waiting = show(View);
    expect(waiting).toBeInstanceOf(Promise);
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await waiting;
    expect(flowError.value).toBeNull();
    expect(urls).toEqual([expect.stringMatching(/Insurers-abc123\.js\?retry=1$/)]);
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('whose fetch again fails too, goes to the error view; Try again fetches under the next URL and shows the view', async () => {
    const urls: string[] = [];
    let refusing = true;
    const importAgain: ImportUrl = async (url) => {
      urls.push(url);
      if (refusing) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Insurers };
    };
    const { load, fail } = oneUrl();
    const View = lazyView(load, { importAgain });
    View.prefetch();
    const waiting = show(View);
    fail(new TypeError('Failed to fetch dynamically imported module'));
    await waiting;
    expect(notLoaded().view).toBe('insurers');
    refusing = false;
    go('insurers');
    await show(View);
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(urls.map((url) => url.replace(/^.*\//, ''))).toEqual(['Insurers-abc123.js?retry=1', 'Insurers-abc123.js?retry=2']);
  });

  it('spec 000 §9: a fetch ahead that never comes: given up on at the timeout, Try again fetches under another URL, not waiting for it again', async () => {
    vi.useFakeTimers();
    const importAgain = vi.fn<ImportUrl>(async () => ({ default: Insurers }));
    const View = lazyView(built('()=>import(`./Insurers-abc123.js`)'), { importAgain });
    View.prefetch();
    void show(View);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    go(notLoaded().view);
    await show(View);
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(importAgain.mock.calls.map(([url]) => url.replace(/^.*\//, ''))).toEqual(['Insurers-abc123.js?retry=1']);
  });
});

describe('spec 000 §9: a view whose own file came but a file it imports failed (the browser keeps that failure)', () => {
  /** The page's resource timing: the view's own file answered 200 (its URL ends so). */
  const cameAs = (ending: string) =>
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name.endsWith(ending) ? [{ name, responseStatus: 200 } as unknown as PerformanceEntry] : []));

  afterEach(() => vi.restoreAllMocks());

  it('sends the shopper to the error view told to reload, says why once, and never fetches the view again', async () => {
    cameAs('/Insurers-a1.js');
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const importAgain = vi.fn<ImportUrl>();
    const View = lazyView(Object.assign(load, { toString: () => '()=>import(`./insurer/Insurers-a1.js`)' }) as ViewLoader, { importAgain });
    await show(View);
    expect(notLoaded()).toMatchObject({ view: 'insurers', reload: true });
    expect(said.mock.calls).toEqual([[expect.stringMatching(/^\[direct-billing\] \S*Insurers-a1\.js did not load: a file it imports failed earlier on this page/)]]);
    // Shown again (the shopper opened the drawer again): the error view at once, nothing fetched.
    go('insurers');
    await show(View);
    expect(notLoaded().reload).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(importAgain).not.toHaveBeenCalled();
    expect(said).toHaveBeenCalledTimes(1);
  });

  it('fetched ahead: the view is held from then on, and shown, it goes to the error view told to reload', async () => {
    cameAs('/Insurers-a1.js');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importAgain = vi.fn<ImportUrl>();
    const View = lazyView(Object.assign(() => Promise.reject(new TypeError('failed')), { toString: () => '()=>import(`./insurer/Insurers-a1.js`)' }) as ViewLoader, { importAgain });
    View.prefetch();
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledTimes(1));
    await show(View);
    expect(notLoaded().reload).toBe(true);
    expect(importAgain).not.toHaveBeenCalled();
  });

  it('a view whose own file did not come is not held: Try again fetches it under another URL', async () => {
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    const importAgain = vi.fn<ImportUrl>(async () => ({ default: Insurers }));
    const View = lazyView(Object.assign(() => Promise.reject(new TypeError('failed')), { toString: () => '()=>import(`./insurer/Insurers-a1.js`)' }) as ViewLoader, { importAgain });
    await show(View);
    expect(notLoaded().reload).toBe(false);
    go('insurers');
    await show(View);
    expect((show(View) as ReactElement).type).toBe(Insurers);
  });
});

describe('a view fetched as the drawer opens on it (Drawer.tsx, fetchOpening)', () => {
  it('shown while that fetch is under way, waits for it and shows the view when it comes, fetched once', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    const View = lazyView(load);
    View.fetchEarly();
    View.fetchEarly();
    const waiting = show(View);
    expect(waiting).toBeInstanceOf(Promise);
    arrive({ default: Insurers });
    await waiting;
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is loaded once that fetch comes, before it is shown: the views that can follow it are then fetched ahead (Drawer.tsx, usePrefetchFollowing)', async () => {
    let arrive: (module: { default: ComponentType }) => void = () => undefined;
    const View = lazyView(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    View.fetchEarly();
    const loaded = View.whenLoaded();
    arrive({ default: Insurers });
    await expect(loaded).resolves.toBe(true);
    const failed = lazyView(() => Promise.reject(new TypeError('Failed to fetch')));
    failed.fetchEarly();
    await expect(failed.whenLoaded()).resolves.toBe(false);
  });

  it('spec 000 §2: whose fetch failed, shown, goes to the error view as a fetch then would; Try again fetches it under another URL', async () => {
    const urls: string[] = [];
    const importAgain: ImportUrl = async (url) => (urls.push(url), { default: Insurers });
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const View = lazyView(Object.assign(load, { toString: () => '()=>import(`./Insurers-abc123.js`)' }), { importAgain });
    View.fetchEarly();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    await show(View);
    expect(notLoaded().view).toBe('insurers');
    expect(urls).toEqual([]);
    go('insurers');
    await show(View);
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(urls).toEqual([expect.stringMatching(/Insurers-abc123\.js\?retry=1$/)]);
  });
});

describe('the files a view\'s file imports, asked for beside it (the build\'s table, vite.config.ts viewFiles)', () => {
  const along: ViewFiles = { 'Insurers-abc123.js': ['claim-form-d4.js', 'claim-actions-e5.js'], 'Intro-f6.js': ['other-g7.js'] };
  const insurers = (): ViewLoader => Object.assign(async () => ({ default: Insurers }), { toString: () => '()=>import(`./Insurers-abc123.js`)' });

  it.each<[string, (View: ReturnType<typeof lazyView>) => unknown]>([
    ['shown', (View) => show(View)],
    ['fetched ahead', (View) => View.prefetch()],
    ['fetched as the drawer opens', (View) => View.fetchEarly()],
  ])('%s: its own imports, beside its file and once, under the URLs its file imports them by', async (_, ask) => {
    const importAgain = vi.fn<ImportUrl>(async () => ({}));
    const View = lazyView(insurers(), { importAgain, along });
    await ask(View);
    await ask(View);
    expect(importAgain.mock.calls.map(([url]) => url)).toEqual([new URL('claim-form-d4.js', import.meta.url).href, new URL('claim-actions-e5.js', import.meta.url).href]);
  });

  it('a file that fails is the view\'s own import\'s to report: nothing is said of it, and the view shows when its own code comes', async () => {
    const importAgain = vi.fn<ImportUrl>(() => Promise.reject(new TypeError('Failed to fetch')));
    const View = lazyView(insurers(), { importAgain, along });
    await show(View);
    expect((show(View) as ReactElement).type).toBe(Insurers);
    expect(flowError.value).toBeNull();
  });

  it('a view the table does not name (its file imports nothing the drawer lacks): its own file only', async () => {
    const importAgain = vi.fn<ImportUrl>(async () => ({}));
    const View = lazyView(Object.assign(async () => ({ default: Insurers }), { toString: () => '()=>import(`./Validate-h8.js`)' }), { importAgain, along });
    await show(View);
    expect(importAgain).not.toHaveBeenCalled();
  });
});
