// The translator of the call-to-action's lazy part: its strings travel in its chunk, not in the loader.
import { translator } from '../ui/i18n.ts';
import type en from '../../strings/en/status/cta.ts';

/** Translates a string of the call-to-action's record states in the configured language. */
export const t = translator<typeof en>('cta');
