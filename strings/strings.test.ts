// Every locale's dictionaries against English, the source of truth (spec 001 section 1: English default, French, US
// texts): each French (of Quebec, strings/fr, and of France, strings/fr-FR) has every surface and key, none empty, with
// the same {{params}}; US English overrides only what exists.
import { describe, expect, it } from 'vitest';
import { CLAIMANT_RELATIONSHIPS } from '../src/domain/information/relationships.ts';
import { FOLDERS, GROUPS, LOCALES, TRANSLATIONS, type Group, type Locale } from './locales.ts';
import type { Dictionary } from './types.ts';

const dictionary = async (locale: Locale, group: Group): Promise<Dictionary> => ((await import(`./${locale}/${group}.ts`)) as { default: Dictionary }).default;
const params = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** The surface.key names a translation lacks or leaves empty, compared with English. */
export function missingKeys(en: Dictionary, other: Dictionary): string[] {
  return Object.entries(en).flatMap(([surface, table]) =>
    Object.keys(table)
      .filter((key) => typeof other[surface]?.[key] !== 'string' || other[surface][key].trim() === '')
      .map((key) => `${surface}.${key}`),
  );
}

describe('spec 001 §1: every dictionary speaks English and French', () => {
  it('flags a key French lacks or leaves empty (the check itself)', () => {
    expect(missingKeys({ s: { a: 'A', b: 'B' } }, { s: { a: 'A' } })).toEqual(['s.b']);
    expect(missingKeys({ s: { a: 'A' } }, { s: { a: '  ' } })).toEqual(['s.a']);
    expect(missingKeys({ s: { a: 'A' }, t: { b: 'B' } }, { s: { a: 'A' } })).toEqual(['t.b']);
  });

  it('keeps the toggle\'s and call-to-action\'s record states out of the words every product page fetches', async () => {
    const [loader, status] = await Promise.all([dictionary('en', 'loader'), dictionary('en', 'status')]);
    const texts = new Set(Object.values(status).flatMap((table) => Object.values(table)));
    const shared = Object.values(loader.loader ?? {}).filter((text) => texts.has(text));
    expect(shared.filter((text) => text !== loader.loader?.initError && text !== loader.loader?.tryAgain)).toEqual([]);
  });

  it('reads every folder of dictionaries, and every shop wording is made of them', () => {
    expect(new Set(Object.values(LOCALES).flat())).toEqual(new Set(FOLDERS));
    expect(TRANSLATIONS.every((locale) => LOCALES['fr-ca'].includes(locale) || LOCALES['fr-fr'].includes(locale))).toBe(true);
  });

  describe.each(TRANSLATIONS.flatMap((locale) => GROUPS.map((group) => [locale, group] as const)))('strings/%s/%s.ts', (locale, group) => {
    it('has every English surface and key, none empty, with the same parameters, and nothing more', async () => {
      const [en, fr] = await Promise.all([dictionary('en', group), dictionary(locale, group)]);
      expect(missingKeys(en, fr)).toEqual([]);
      expect(Object.keys(fr).sort()).toEqual(Object.keys(en).sort());
      for (const [surface, table] of Object.entries(en)) {
        expect(Object.keys(fr[surface] ?? {}).sort(), surface).toEqual(Object.keys(table).sort());
        for (const [key, text] of Object.entries(table)) expect(params(fr[surface]?.[key] ?? ''), `${surface}.${key}`).toEqual(params(text));
      }
    });
  });

  describe.each(GROUPS)('strings/en-US/%s.ts', (group) => {
    it('overrides in US English only surfaces and keys English has, with the same parameters', async () => {
      const [en, us] = await Promise.all([dictionary('en', group), dictionary('en-US', group)]);
      for (const [surface, table] of Object.entries(us)) {
        for (const [key, text] of Object.entries(table)) {
          expect(Object.keys(en[surface] ?? {}), `${surface}.${key}`).toContain(key);
          expect(params(text), `${surface}.${key}`).toEqual(params(en[surface]?.[key] ?? ''));
        }
      }
    });
  });

  describe.each(['en', 'en-US'] as const)('strings/%s', (locale) => {
    it('writes an apostrophe one way, the typographic one (’), as the shopper reads it on every screen', async () => {
      const straight = [];
      for (const group of GROUPS) {
        for (const [surface, table] of Object.entries(await dictionary(locale, group))) {
          for (const [key, text] of Object.entries(table)) if (text.includes("'")) straight.push(`${surface}.${key}: ${text}`);
        }
      }
      expect(straight).toEqual([]);
    });
  });

  describe.each(GROUPS)('strings/en-US/%s.ts', (group) => {
    it('spells as the United States do wherever English spells otherwise: canceled, canceling (one l)', async () => {
      const [en, us] = await Promise.all([dictionary('en', group), dictionary('en-US', group)]);
      const british: string[] = [];
      for (const [surface, table] of Object.entries(en)) {
        for (const [key, text] of Object.entries(table)) {
          const shown = us[surface]?.[key] ?? text;
          if (/\bcancell(?:ed|ing)\b/iu.test(shown)) british.push(`${surface}.${key}: ${shown}`);
        }
      }
      expect(british).toEqual([]);
    });
  });

  describe.each(['en', 'en-US', ...TRANSLATIONS] as const)('strings/%s', (locale) => {
    it('names the cancelling of a quote request one way: the call-to-action\'s button says what the drawer\'s says', async () => {
      // US English overrides English where it has a word of its own.
      const text = async (group: Group, surface: string, key: string) => (await dictionary(locale, group))[surface]?.[key] ?? (await dictionary('en', group))[surface]?.[key];
      expect(await text('status', 'cta', 'cancelQuote')).toBe(await text('drawer', 'quote-offline', 'cancelRetry'));
    });

    it('names the patient\'s relationship field one way: the review, the patient form and its help say the same words', async () => {
      const text = async (surface: string, key: string) => (await dictionary(locale, 'drawer'))[surface]?.[key] ?? (await dictionary('en', 'drawer'))[surface]?.[key];
      const field = await text('forms-later', 'patientRelationship');
      expect([await text('review', 'relationship'), await text('information', 'helpTitle')]).toEqual([field, field]);
    });

    it('names each relationship to the policy holder one way: the review says what the patient form\'s list said (spec 001 §3)', async () => {
      const text = async (surface: string, key: string) => (await dictionary(locale, 'drawer'))[surface]?.[key] ?? (await dictionary('en', 'drawer'))[surface]?.[key];
      for (const relationship of CLAIMANT_RELATIONSHIPS) {
        expect(await text('review', relationship), relationship).toBe(await text('forms-later', relationship));
      }
    });

    it('says what the drawer footer\'s cancel does (spec 000 §2, the page flow\'s cancel call to action): it closes and keeps the claim, so it never says Cancel, the call-to-action\'s word for ending it', async () => {
      const text = async (group: Group, surface: string, key: string) => (await dictionary(locale, group))[surface]?.[key] ?? (await dictionary('en', group))[surface]?.[key];
      const footer = await text('drawer', 'footer', 'footer.cancel');
      expect(footer).not.toMatch(/^(?:Cancel|Annuler)\b/u);
      expect([await text('status', 'cta', 'cancelClaim'), await text('status', 'cta', 'cancelQuote')]).not.toContain(footer);
    });

    it('says the step as one piece a line never splits ("Step 1 of 4", « Étape 1 sur 4 »): no space a line may break at, even at 200 % text on a phone', async () => {
      const progress = (await dictionary(locale, 'drawer')).drawer?.progress ?? (await dictionary('en', 'drawer')).drawer?.progress ?? '';
      expect(progress).toMatch(/\{\{\s*current\s*\}\}/u);
      // Any white space but the no-break (U+00A0) and narrow no-break (U+202F) spaces.
      expect(progress.match(/[^\S\u00a0\u202f]/gu) ?? [], progress).toEqual([]);
    });
  });

  describe.each(TRANSLATIONS)('strings/%s', (locale) => {
    /** Every text that says who the patient is, by the person who will wear what the cart holds. */
    const WHO_WEARS: [Group, string, string][] = [
      ['drawer', 'forms-later', 'forms.patient.title'],
      ['drawer', 'forms-later', 'forms.patient.tip'],
      ['drawer', 'forms-later', 'forms.patientDoctor.tip'],
      ['drawer', 'drawer', 'tooltip.relationship'],
      ['drawer', 'member', 'patientSelf'],
      ['drawer', 'member', 'changePatient'],
      ['drawer', 'member', 'patientFailed'],
      ['drawer', 'intro', 'na2'],
      ['drawer', 'intro', 'fr2'],
      ['drawer', 'information', 'helpLead'],
      ['france', 'information', 'helpLead'],
      ['france', 'forms', 'forms.patient.tip'],
    ];

    it.each(WHO_WEARS)('%s %s.%s names the glasses and the contact lenses both, as English "eyewear" does: the cart may hold either', async (group, surface, key) => {
      const text = (await dictionary(locale, group))[surface]?.[key] ?? '';
      expect(text).toMatch(/lunettes ou (?:les |des )?lentilles/u);
      expect(text).not.toMatch(/équipement/u);
    });
  });

  describe.each(FOLDERS)('strings/%s', (locale) => {
    it('ends every field message as spec 001 §5 lists them, without a full stop ("Required field", "Please enter a valid date of birth")', async () => {
      // The message keys of src/domain/information/fields.ts (FieldErrorKey), alone or after a field's name, and the
      // refusal of a date typed in no format.
      const message = /(?:^|\.)(?:required|maxLength|minLength|date|noSuchDate|dateYear|dateFuture|dateExpired|select|zipError|postalError|phone|nationalId|nationalIdKey|birthRank|invalid)$|^dateAs\./;
      const stopped: string[] = [];
      for (const group of ['drawer', 'france'] as const) {
        for (const surface of ['forms', 'forms-later']) {
          for (const [key, text] of Object.entries((await dictionary(locale, group))[surface] ?? {})) if (message.test(key) && /\.\s*$/.test(text)) stopped.push(`${group} ${surface}.${key}: "${text}"`);
        }
      }
      expect(stopped).toEqual([]);
    });

    it('names each kind of benefit plan one way wherever the shopper reads it (the benefits, the review, the overview, the switch)', async () => {
      const named = new Map<string, Set<string>>();
      for (const group of GROUPS) {
        for (const [surface, table] of Object.entries(await dictionary(locale, group))) {
          // The products view names a product (a frame), not a plan's kind (frames); a form's OTHER is a gender or an incident.
          if (surface === 'products' || surface === 'forms') continue;
          for (const [key, text] of Object.entries(table)) {
            const kind = /^(?:plan)?(FRAME|LENSES|CONTACT_LENSES|EYE_EXAM|OTHER)$/.exec(key)?.[1];
            if (kind) named.set(kind, (named.get(kind) ?? new Set()).add(text));
          }
        }
      }
      for (const [kind, texts] of named) expect([...texts], kind).toHaveLength(1);
    });
  });
});
