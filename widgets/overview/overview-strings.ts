// The overview's translator, over strings/overview.ts.
import { translator } from '../ui/i18n.ts';
import type en from '../../strings/en/overview/overview.ts';

/** Translates an overview string in the configured language. */
export const t = translator<typeof en>('overview');
