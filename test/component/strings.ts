// The tests render widgets and views directly, without the mounts that load their dictionaries first: every dictionary
// of every language and flow is loaded once, before any test.
import { beforeAll } from 'vitest';
import { loadStrings } from '../../widgets/ui/i18n.ts';
import { GROUPS } from '../../strings/locales.ts';
import type { Language } from '../../src/domain/host/locale.ts';

const LANGUAGES: readonly Language[] = ['en', 'en-us', 'fr'];

beforeAll(async () => {
  const widgets = GROUPS.filter((group) => group !== 'france');
  await Promise.all(LANGUAGES.flatMap((lang) => [loadStrings(widgets, lang, false), loadStrings(widgets, lang, true)]));
});
