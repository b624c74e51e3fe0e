// The translator of the toggle and call-to-action, shared by both so the loader carries one table.
import { translator } from './ui/i18n.ts';
import { en, enUS, fr } from '../strings/loader.ts';

/** Translates a loader string in the configured language. */
export const t = translator({ en, fr, enUS });
