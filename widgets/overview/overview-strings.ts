// The overview's translator, over strings/overview.ts (its own chunk carries them).
import { translator } from '../ui/i18n.ts';
import { en, enUS, fr } from '../../strings/overview.ts';

/** Translates an overview string in the configured language. */
export const t = translator({ en, fr, enUS });
