// Code and words fetched after the loader (spec 000 section 9, "Script chunk load timeout"): the wait, and the fetch again
// under another URL that a failure needs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../signals/host/config.ts';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../src/domain/constants.ts';
import { configure } from '../../test/unit/configure.ts';
import { chunkTimeout, loaderAgain, NeedsReload, patientLoader, patientTable, withinTime, type ImportUrl } from './chunk.ts';

/** A module of the build. */
const Insurers = () => null;

/** Code that never comes. */
const never = (): Promise<never> => new Promise(() => undefined);

/** A loader written as the build writes one, whose own fetch goes as `fetch` says. */
const built = <M,>(text: string, fetch: () => Promise<M> = never): (() => Promise<M>) => Object.assign(() => fetch(), { toString: () => text });

const base = 'https://shop.example/widgets/chunks/Drawer-a1b2c3d4.js';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetConfig();
});

/** The page's resource timing as the browser keeps it: each URL it fetched, with the status it answered (0: no answer). */
function fetched(statuses: Record<string, number>): void {
  vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
    name in statuses ? [{ name, entryType: 'resource', responseStatus: statuses[name] } as unknown as PerformanceEntry] : [],
  );
}

describe('spec 000 §9 Script chunk load timeout', () => {
  it.each<[string, number | undefined, number]>([
    ['unset, the spec\'s 120000 ms', undefined, 120_000],
    ['a shorter wait, as the shop sets it', 5000, 5000],
    ['a longer wait, cut to the spec\'s', 300_000, 120_000],
  ])('spec 000 §9: %s', (_name, configured, ms) => {
    expect(chunkTimeout(configured)).toBe(ms);
  });

  it('spec 000 §9: code that has not come in 120000 ms is given up on; code that comes in time is answered', async () => {
    vi.useFakeTimers();
    const late = withinTime(never());
    const caught = late.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void caught.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await caught).toBeInstanceOf(Error);
    await expect(withinTime(Promise.resolve('code'))).resolves.toBe('code');
  });

  it('spec 000 §9: the shop\'s chunkTimeoutMs shortens the wait', async () => {
    vi.useFakeTimers();
    configure({ chunkTimeoutMs: 2000 });
    const caught = withinTime(never()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await caught).toBeInstanceOf(Error);
  });
});

describe('the fetch again under another URL (a browser answers the same URL from its module map)', () => {
  it('imports the URL the build wrote, marked as the nth try, and takes its default export', async () => {
    const importAgain = vi.fn<ImportUrl>(async () => ({ default: Insurers }));
    const again = loaderAgain(built<{ default: unknown }>('()=>import(`./Insurers-DR7LdP1u.js`)'), 2, base, importAgain);
    expect((await again?.())?.default).toBe(Insurers);
    expect(importAgain).toHaveBeenCalledWith('https://shop.example/widgets/chunks/Insurers-DR7LdP1u.js?retry=2');
  });

  it('takes the module out of a chunk that exports more than it, as the build\'s loader does', async () => {
    const importAgain = vi.fn<ImportUrl>(async () => ({ default: () => null, t: { default: Insurers } }));
    const again = loaderAgain(built<{ default: unknown }>('()=>import(`./Review-D16jFGwY.js`).then(e=>e.t)'), 1, base, importAgain);
    expect((await again?.())?.default).toBe(Insurers);
    expect(importAgain).toHaveBeenCalledWith('https://shop.example/widgets/chunks/Review-D16jFGwY.js?retry=1');
  });

  it('resolves the URL against the module that wrote the loader (the loader itself sits above the chunks)', async () => {
    const importAgain = vi.fn<ImportUrl>(async () => ({ t: { default: Insurers } }));
    const again = loaderAgain(built('()=>import(`./chunks/Drawer-DyigYoRt.js`).then(e=>e.t)'), 1, 'https://shop.example/widgets/embed.js', importAgain);
    await again?.();
    expect(importAgain).toHaveBeenCalledWith('https://shop.example/widgets/chunks/Drawer-DyigYoRt.js?retry=1');
  });

  it('has nothing to import from a loader whose text names no URL', () => {
    expect(loaderAgain(never, 1, base, vi.fn<ImportUrl>())).toBeUndefined();
  });
});

describe('spec 000 §9: a chunk asked for again after it did not come', () => {
  it('is fetched once while on its way and answered from then on once it came', async () => {
    const fetch = vi.fn(async () => ({ default: Insurers }));
    const load = patientLoader(built('()=>import(`./Insurers-DR7LdP1u.js`)', fetch), base, vi.fn<ImportUrl>());
    const [first, second] = await Promise.all([load(), load()]);
    expect(first.default).toBe(Insurers);
    expect(second).toBe(first);
    await load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('after a failure, and after the timeout, is fetched under the next URL, never the first again', async () => {
    vi.useFakeTimers();
    configure({ chunkTimeoutMs: 1000 });
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const importAgain = vi.fn<ImportUrl>(never);
    const load = patientLoader(built('()=>import(`./Words-a1.js`).then(e=>e.default)', fetch), base, importAgain);
    await expect(load()).rejects.toThrow(TypeError);
    const held = load().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await held).toBeInstanceOf(Error);
    importAgain.mockResolvedValueOnce({ default: { words: {} } });
    await expect(load()).resolves.toEqual({ words: {} });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(importAgain.mock.calls.map(([url]) => url.replace(/^.*\//, ''))).toEqual(['Words-a1.js?retry=1', 'Words-a1.js?retry=2']);
  });
});

describe('spec 000 §9: a table of chunks (the dictionaries)', () => {
  it('fetches each key once it came, and a key that failed again on its own', async () => {
    const en = vi.fn(async () => ({ words: 'en' }));
    const fr = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ words: 'fr' });
    const table = patientTable({ en, fr }, base);
    await expect(table('fr')).rejects.toThrow('offline');
    expect(await Promise.all([table('en'), table('en'), table('fr')])).toEqual([{ words: 'en' }, { words: 'en' }, { words: 'fr' }]);
    expect(en).toHaveBeenCalledTimes(1);
    expect(fr).toHaveBeenCalledTimes(2);
  });
});


describe('spec 000 §9: a chunk whose own file came but a file it imports failed (the module map keeps that failure)', () => {
  const drawerUrl = 'https://shop.example/widgets/chunks/Drawer-a1.js';
  const refused = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${drawerUrl}`));

  it('rejects as needing a reload, says why on the console once, and never fetches again', async () => {
    fetched({ [drawerUrl]: 200, 'https://shop.example/widgets/chunks/drawer-b2.js': 0 });
    const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = vi.fn(refused);
    const importAgain = vi.fn<ImportUrl>(refused);
    const load = patientLoader(built('()=>import(`./Drawer-a1.js`).then(e=>e.t)', fetch), base, importAgain);
    await expect(load()).rejects.toBeInstanceOf(NeedsReload);
    await expect(load()).rejects.toBeInstanceOf(NeedsReload);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(importAgain).not.toHaveBeenCalled();
    expect(said.mock.calls).toEqual([[expect.stringMatching(/^\[direct-billing\] chunks\/Drawer-a1\.js did not load: a file it imports failed earlier on this page, and browsers keep that failure until a reload, so the shopper is asked to reload the page\. After a release, keep the previous chunks\/ for a day \(docs\/serving\.md\)$/)]]);
  });

  it('a retry whose own file came but failed on an import: from then on, a reload', async () => {
    fetched({ [drawerUrl]: 0, [`${drawerUrl}?retry=1`]: 200 });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importAgain = vi.fn<ImportUrl>(refused);
    const load = patientLoader(built('()=>import(`./Drawer-a1.js`)', refused), base, importAgain);
    await expect(load()).rejects.toThrow(TypeError);
    await expect(load()).rejects.toBeInstanceOf(NeedsReload);
    await expect(load()).rejects.toBeInstanceOf(NeedsReload);
    expect(importAgain).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['did not come (no answer)', { [drawerUrl]: 0 }],
    ['is not in the page\'s resource timing (a browser that does not say)', {}],
  ] as [string, Record<string, number>][])('its own file %s: a try again fetches it under another URL', async (_name, statuses) => {
    fetched(statuses);
    const importAgain = vi.fn<ImportUrl>(async () => ({ default: Insurers }));
    const load = patientLoader(built<{ default: unknown }>('()=>import(`./Drawer-a1.js`)', refused), base, importAgain);
    await expect(load()).rejects.toThrow(TypeError);
    expect((await load()).default).toBe(Insurers);
  });
});
