// The translator of the drawer shell.
import { translator } from '../ui/i18n.ts';
import { en, enUS, fr } from '../../strings/drawer.ts';

/** Translates a drawer-shell string in the configured language. */
export const t = translator({ en, fr, enUS });
