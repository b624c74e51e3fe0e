// Every surface's French table has exactly the English keys, no empty text, the same {{params}},
// and US-English overrides only keys English has (spec 001 section 1: English default, French, US texts).
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Surface } from '../../strings/types.ts';

const folder = new URL('../../strings/', import.meta.url);
const surfaces = readdirSync(folder).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'types.ts');
const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The keys a table lacks, compared with English. */
export function missingKeys(en: Record<string, string>, other: Record<string, string>): string[] {
  return Object.keys(en).filter((key) => typeof other[key] !== 'string' || other[key].trim() === '');
}

describe('spec 001 §1: every string surface speaks English and French', () => {
  it('finds the surfaces', () => {
    expect(surfaces).toEqual(expect.arrayContaining(['loader.ts', 'drawer.ts', 'intro.ts', 'error.ts', 'toggle.ts', 'cta.ts']));
  });

  it('keeps the lazy parts\' strings out of the loader, which every product page downloads (issue 5)', async () => {
    const loader = (await import(new URL('loader.ts', folder).href)) as Surface<Record<string, string>>;
    for (const lazy of ['toggle.ts', 'cta.ts']) {
      const surface = (await import(new URL(lazy, folder).href)) as Surface<Record<string, string>>;
      const texts = new Set(Object.values(surface.en));
      expect(Object.values(loader.en).filter((text) => texts.has(text) && text !== loader.en.initError && text !== loader.en.tryAgain), lazy).toEqual([]);
    }
  });

  it('flags a key French lacks (the check itself)', () => {
    expect(missingKeys({ a: 'A', b: 'B' }, { a: 'A' })).toEqual(['b']);
    expect(missingKeys({ a: 'A' }, { a: '  ' })).toEqual(['a']);
  });

  describe.each(surfaces)('strings/%s', (file) => {
    it('has every English key in French, none empty, with the same parameters', async () => {
      const surface = (await import(new URL(file, folder).href)) as Surface<Record<string, string>>;
      expect(missingKeys(surface.en, surface.fr)).toEqual([]);
      expect(Object.keys(surface.fr).sort()).toEqual(Object.keys(surface.en).sort());
      for (const key of Object.keys(surface.en)) {
        expect(params(surface.fr[key] ?? ''), `${file} ${key}`).toEqual(params(surface.en[key] ?? ''));
      }
    });

    it('overrides in US English only keys English has', async () => {
      const surface = (await import(new URL(file, folder).href)) as Surface<Record<string, string>>;
      for (const key of Object.keys(surface.enUS)) expect(Object.keys(surface.en)).toContain(key);
    });
  });
});
