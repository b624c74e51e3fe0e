// A translator per surface, so each chunk carries only its own strings; follows the config's locale. Our dictionaries are
// flat and fill at most a few {{fields}}, so a lookup and one replace do what rosetta did, 0.2 kB less on every page.
import { language } from '../../signals/config.ts';
import type { Language } from '../../src/domain/locale.ts';
import type { Surface } from '../../strings/types.ts';

/** A {{field}} of a text, filled from the params; an unknown field is left empty rather than shown as braces. */
const FIELD = /{{\s*(\w+)\s*}}/g;

/** Makes the `t` of one surface; reading it inside a component subscribes to the language. */
export function translator<T extends Record<string, string>>(surface: Surface<T>) {
  const tables: Record<Language, Record<string, string>> = { en: surface.en, fr: surface.fr, 'en-us': { ...surface.en, ...surface.enUS } };
  return (key: keyof T & string, params?: Record<string, string | number>): string =>
    (tables[language.value][key] ?? '').replace(FIELD, (_, name: string) => String(params?.[name] ?? ''));
}
