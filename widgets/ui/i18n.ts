// A translator per surface, so each chunk carries only its own strings; follows the config's locale.
import rosetta from 'rosetta';
import { language } from '../../signals/config.ts';
import type { Surface } from '../../strings/types.ts';

/** Makes the `t` of one surface; reading it inside a component subscribes to the language. */
export function translator<T extends Record<string, string>>(surface: Surface<T>) {
  const r = rosetta<Record<string, string>>({ en: surface.en, fr: surface.fr, 'en-us': { ...surface.en, ...surface.enUS } });
  return (key: keyof T & string, params?: Record<string, string | number>): string => r.t(key, params, language.value);
}
