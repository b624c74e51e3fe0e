// The translator of the call-to-action's record states: their words load with them, so a page that never shows them
// never fetches them.
import { restrictionNow } from '../../signals/claim/restriction-lift.ts';
import { restrictionShown, waitWord } from '../../src/domain/claim/restriction.ts';
import { translator } from '../ui/i18n.ts';
import type en from '../../strings/en/status/cta.ts';

/** Translates a string of the call-to-action's record states in the configured language. */
export const t = translator<typeof en>('cta');

/**
 * The words of each story of an acknowledged claim (src/domain/claim/acknowledgement.ts): those the drawer's result
 * tells, which the call-to-action shows and the toggle says where no call-to-action does.
 */
export const ACKNOWLEDGEMENT_WORDS = { CLAIM_ACKNOWLEDGED: 'ACKNOWLEDGED_NULLIFIED', CLAIM_ACKNOWLEDGED_NULLIFIED: 'ACKNOWLEDGED_CANCELLED' } as const;

/**
 * A restriction's heading and text as the drawer says it (src/domain/claim/restriction.ts): the member lookup paused
 * after failed attempts, with the wait left, or the day's online claims used up. The card says it, and the quote view's
 * screen of a cancelled claim whose new claim it refuses.
 */
export function restrictionWords(): { title: string; body: string } {
  const { reason, wait } = restrictionShown(restrictionNow.value, 'cart');
  if (reason === 'LIMIT_REACHED') return { title: t('LIMIT_REACHED_title'), body: t('LIMIT_REACHED_body') };
  const again = wait ? t(`LOCKED_${waitWord(wait)}`, { count: wait.count }) : t('LOCKED_later');
  return { title: t('LOCKED_title'), body: `${t('LOCKED_body')} ${again}` };
}
