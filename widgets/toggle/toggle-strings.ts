// The translator of the toggle's lazy part: its strings travel in its chunk, not in the loader.
import { translator } from '../ui/i18n.ts';
import type en from '../../strings/en/status/toggle.ts';

/** Translates a string of the toggle's record-dependent part in the configured language. */
export const t = translator<typeof en>('toggle');
