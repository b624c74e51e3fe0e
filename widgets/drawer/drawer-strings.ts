// The translator of the drawer shell.
import { translator } from '../ui/i18n.ts';
import type en from '../../strings/en/drawer/drawer.ts';

/** Translates a drawer-shell string in the configured language. */
export const t = translator<typeof en>('drawer');
