// What the production build ships: separate chunks, strings only where they are used, nothing that
// touches the host page's globals.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import { GROUPS, type Locale } from '../../strings/locales.ts';
import type { Dictionary } from '../../strings/types.ts';
import { SCENARIOS } from '../../sandbox/service/scenarios.ts';
import { FAULT_HEADER } from '../../sandbox/service/faults.ts';
import { SANDBOX_API_KEY } from '../../sandbox/pages.ts';

const dist = new URL('../../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('../../dist.manifest.json', import.meta.url), 'utf8')) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
const chunk = (src: string) => {
  const entry = manifest[src];
  if (!entry) throw new Error(`${src} is not a chunk`);
  return readFileSync(new URL(entry.file, dist), 'utf8');
};

describe('the production build', () => {
  it('emits the loader, the drawer shell and each view as separate chunks', () => {
    const files = ['entry/embed.ts', 'widgets/drawer/Drawer.tsx', 'widgets/drawer/entry/Intro.tsx', 'widgets/drawer/entry/Entry.tsx', 'widgets/drawer/insurer/Insurers.tsx', 'widgets/drawer/submit/Review.tsx', 'widgets/drawer/entry/ErrorView.tsx'].map(
      (src) => manifest[src]?.file,
    );
    expect(files[0]).toBe('embed.js');
    expect(new Set(files).size).toBe(files.length);
    for (const file of files.slice(1)) expect(file).toMatch(/^chunks\/\w+-[\w-]+\.js$/);
  });

  it('has no cycle among the chunks\' static imports: a chunk that evaluates before one it imports would find its bindings unset (a schema built at load time threw "p is not a function")', () => {
    const imports = new Map<string, string[]>();
    for (const entry of Object.values(manifest)) {
      imports.set(entry.file, (entry.imports ?? []).map((key) => manifest[key]?.file ?? key));
    }
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of imports.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it('ships each locale\'s dictionaries only in chunks of their own: an English shop fetches no French table, a French shop no English one', async () => {
    const dictionary = async (locale: Locale, group: string) => ((await import(`../../strings/${locale}/${group}.ts`)) as { default: Dictionary }).default;
    /** A text as the minifier writes it: JSON's escapes, and no-break spaces escaped too. */
    const minified = (text: string) => JSON.stringify(text).slice(1, -1).replace(/\u00a0/g, '\\xA0').replace(/\u202f/g, '\\u202F');
    /** The texts of a locale that the other says differently, long enough not to be a shared word. */
    const own = async (locale: Locale, other: Locale): Promise<string[]> => {
      const texts: string[] = [];
      for (const group of GROUPS) {
        const [mine, theirs] = await Promise.all([dictionary(locale, group), dictionary(other, group)]);
        for (const [surface, table] of Object.entries(mine)) {
          for (const [key, text] of Object.entries(table)) if (text.length >= 12 && text !== theirs[surface]?.[key] && !text.includes('{{')) texts.push(minified(text));
        }
      }
      return texts;
    };
    const [french, english] = await Promise.all([own('fr-CA', 'en'), own('en', 'fr-CA')]);
    expect(french.length).toBeGreaterThan(300);
    const chunksOf = (prefix: string | null) =>
      Object.keys(manifest).filter((src) => (prefix ? src.startsWith(prefix) : !src.startsWith('strings/')));
    // What any shop may fetch: the loader and every widget's chunk; then each locale's own dictionaries.
    for (const src of chunksOf(null)) {
      const code = chunk(src);
      for (const text of [...french, ...english]) expect(code.includes(text), `${src} holds "${text}"`).toBe(false);
    }
    for (const src of [...chunksOf('strings/en/'), ...chunksOf('strings/en-US/')]) {
      for (const text of french) expect(chunk(src).includes(text), `${src} holds "${text}"`).toBe(false);
    }
    for (const src of chunksOf('strings/fr-CA/')) for (const text of english) expect(chunk(src).includes(text), `${src} holds "${text}"`).toBe(false);
    // The search finds what is there: every such text is in its own locale's chunks, as the minifier wrote it.
    const inChunks = (prefix: string) => chunksOf(prefix).map((src) => chunk(src)).join('\n');
    const [en, fr] = [inChunks('strings/en/'), inChunks('strings/fr-CA/')];
    expect(english.filter((text) => !en.includes(text))).toEqual([]);
    expect(french.filter((text) => !fr.includes(text))).toEqual([]);
    expect(chunksOf('strings/en/').length).toBe(GROUPS.length);
    expect(chunk('strings/en/loader.ts')).toContain('Use insurance benefits');
    expect(chunk('strings/fr-CA/loader.ts')).toContain('Utiliser mes garanties');
  });

  it('marks the loader and the chunks a signed-in product page runs as it loads, and only those, for compiling as they stream in', () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    // What a signed-in product page runs before a click: the loader, the signed-in widgets and every chunk they import.
    const onLoad = new Set(['entry/embed.ts']);
    const add = (key: string) => {
      onLoad.add(key);
      for (const imported of manifest[key]?.imports ?? []) if (!onLoad.has(imported)) add(imported);
    };
    for (const key of ['widgets/toggle/ToggleLive.tsx', 'widgets/cta/CtaLive.tsx', 'signals/claim/actions.ts']) add(key);
    expect(onLoad.size).toBeGreaterThanOrEqual(5);
    for (const key of Object.keys(manifest)) expect(chunk(key).startsWith(hint), key).toBe(onLoad.has(key));
  });

  it('keeps each drawer view\'s chunk to the view: no other chunk imports it, so a copy fetched again holds no state of its own', () => {
    // Try again fetches a view's chunk under another URL (widgets/drawer/lazy-view.ts): a chunk importing the view's
    // chunk would reach the first copy, with state apart from the copy the drawer shows.
    const views = new Set(manifest['widgets/drawer/Drawer.tsx']?.dynamicImports);
    expect(views.size).toBeGreaterThanOrEqual(12);
    const importers = Object.entries(manifest).flatMap(([src, entry]) => {
      const imported = [...(entry.imports ?? []), ...(src === 'widgets/drawer/Drawer.tsx' ? [] : (entry.dynamicImports ?? []))];
      return imported.filter((key) => views.has(key)).map((key) => `${src} imports ${key}`);
    });
    expect(importers).toEqual([]);
  });

  it('writes in the drawer shell\'s chunk, for each view, the files it imports that the shell does not, so they are asked for beside it (vite.config.ts, viewFiles)', () => {
    /** A chunk's file and the files of every chunk it imports statically, directly or not. */
    const files = (key: string, into = new Set<string>()): Set<string> => {
      const entry = manifest[key];
      if (!entry || into.has(entry.file)) return into;
      into.add(entry.file);
      for (const imported of entry.imports ?? []) files(imported, into);
      return into;
    };
    const name = (file: string) => file.replace(/^chunks\//, '');
    const shell = files('widgets/drawer/Drawer.tsx');
    const expected: Record<string, string[]> = {};
    for (const view of manifest['widgets/drawer/Drawer.tsx']?.dynamicImports ?? []) {
      const own = manifest[view]?.file ?? view;
      const beyond = [...files(view)].filter((file) => file !== own && !shell.has(file)).map(name);
      if (beyond.length) expected[name(own)] = beyond.sort();
    }
    const code = chunk('widgets/drawer/Drawer.tsx');
    expect(code).not.toContain('@@drawer-view-files@@');
    const written = /\{"[\w-]+\.js":\[[^\]]*\](?:,"[\w-]+\.js":\[[^\]]*\])*\}/.exec(code)?.[0] ?? '{}';
    const table = Object.fromEntries(Object.entries(JSON.parse(written) as Record<string, string[]>).map(([view, imported]) => [view, [...imported].sort()]));
    expect(table).toEqual(expected);
    // The quote view's chunk imports the quote's, which imports the submit's, which imports the prescription's.
    expect(Object.entries(expected).find(([view]) => view.startsWith('Quote-'))?.[1].length).toBeGreaterThanOrEqual(3);
  });

  it('ships no code that patches the host\'s history or fires bundler events on its window', () => {
    for (const src of Object.keys(manifest)) {
      const code = chunk(src);
      expect(code, src).not.toMatch(/history\[\w+\]\s*=|wouter_v3/);
      expect(code, src).not.toContain('vite:preloadError');
      expect(code, src).not.toMatch(/\beval\(|new Function\(/);
    }
  });

  it('ships no sandbox control call, scenario switch or fault', () => {
    // Scenario words that are not also part of the service's own vocabulary (CLAIM_REJECTED holds REJECT, CLAIM_REFUNDED REFUND).
    const words = SCENARIOS.filter((w) => !/^(REJECT|ACK|TIMEOUT|MULTIPLE|OFFLINE|REFUND)$/.test(w));
    expect(words.length).toBeGreaterThanOrEqual(5);
    for (const src of Object.keys(manifest)) {
      const code = chunk(src);
      for (const marker of ['/sandbox/', FAULT_HEADER, SANDBOX_API_KEY, '/storage/uploads', ...words]) expect(code, `${src} holds ${marker}`).not.toContain(marker);
    }
  });
});

describe('the shipped types', () => {
  it('ships dist/direct-billing.d.ts: the declarations of src/host/public-api.ts, nothing else', () => {
    const shipped = readFileSync(new URL('direct-billing.d.ts', dist), 'utf8');
    const source = readFileSync(new URL('../../src/host/public-api.ts', import.meta.url), 'utf8');
    expect(shipped).toContain('export interface DirectBillingApi');
    expect(shipped).toMatch(/addSyncListener\(listener: SyncListener\): void;/);
    expect(shipped).toContain('interface WindowEventMap extends DirectBillingWindowEvents');
    expect(shipped).not.toMatch(/^import /m);
    expect(shipped.endsWith(ts.transpileDeclaration(source, { fileName: 'direct-billing.ts' }).outputText)).toBe(true);
  });
});
