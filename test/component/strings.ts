// The tests render widgets and views directly, without the mounts that load their dictionaries first: every dictionary
// of every locale and flow is loaded once, before any test.
import { beforeAll } from 'vitest';
import { loadStrings } from '../../widgets/ui/i18n.ts';
import { GROUPS, LOCALES } from '../../strings/locales.ts';
import type { Wording } from '../../src/domain/host/locale.ts';

const WORDINGS = Object.keys(LOCALES) as Wording[];

beforeAll(async () => {
  const widgets = GROUPS.filter((group) => group !== 'france');
  await Promise.all(WORDINGS.flatMap((words) => [loadStrings(widgets, words, false), loadStrings(widgets, words, true)]));
});
