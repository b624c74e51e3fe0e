// The translator of the toggle and call-to-action, shared by both so every product page loads one table of their words, not two.
import { translator } from './ui/i18n.ts';
import type en from '../strings/en/loader/loader.ts';

/** Translates a loader string in the configured language. */
export const t = translator<typeof en>('loader');
