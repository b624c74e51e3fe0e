// The translator of the call-to-action's record states: their words load with them, so a page that never shows them
// never fetches them.
import { translator } from '../ui/i18n.ts';
import type en from '../../strings/en/status/cta.ts';

/** Translates a string of the call-to-action's record states in the configured language. */
export const t = translator<typeof en>('cta');

/**
 * The words of each story of an acknowledged claim (src/domain/claim/acknowledgement.ts): those the drawer's result
 * tells, which the call-to-action shows and the toggle says where no call-to-action does.
 */
export const ACKNOWLEDGEMENT_WORDS = { CLAIM_ACKNOWLEDGED: 'ACKNOWLEDGED_NULLIFIED', CLAIM_ACKNOWLEDGED_NULLIFIED: 'ACKNOWLEDGED_CANCELLED' } as const;
