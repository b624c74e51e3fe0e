// The translator of the call-to-action's record states: their words load with them, so a page that never shows them
// never fetches them.
import { translator } from '../ui/i18n.ts';
import type en from '../../strings/en/status/cta.ts';

/** Translates a string of the call-to-action's record states in the configured language. */
export const t = translator<typeof en>('cta');
