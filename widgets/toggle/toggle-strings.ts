// The translator of the toggle's record-dependent part: its words load with that part, so a page that never shows it
// never fetches them.
import { translator } from '../ui/i18n.ts';
import type en from '../../strings/en/status/toggle.ts';

/** Translates a string of the toggle's record-dependent part in the configured language. */
export const t = translator<typeof en>('toggle');
