// The translator of the call-to-action's lazy part: its strings travel in its chunk, not in the loader.
import { translator } from '../ui/i18n.ts';
import { en, enUS, fr } from '../../strings/cta.ts';

/** Translates a string of the call-to-action's record states in the configured language. */
export const t = translator({ en, fr, enUS });
