// The translator of the drawer shell.
import { translator } from '../ui/i18n.ts';
import { en, enUS, fr } from '../../strings/drawer.ts';

/** The English table: the keys the shell knows (a tooltip key the page flow names is shown only if it is one). */
export { en };

/** Translates a drawer-shell string in the configured language. */
export const t = translator({ en, fr, enUS });
