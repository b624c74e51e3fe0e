// The e-mail retry of a quote waiting on an offline insurer, asked for from the cart's call-to-action (spec 000 sections
// 4 and 7, opt-in-retry; spec 001 section 2, "service offline"), as the quote view asks for it.
import { setRecord } from '../claim/claim.ts';
import { currentApi, guarded, liveRecord } from '../claim/claim-kit.ts';
import { run } from '../toggle/toggle.ts';
import { track } from '../host/notify.ts';

/**
 * Asks for an e-mail once the offline insurer answers (POST quote/opt-in-retry, retry true): the record comes back
 * QUOTE_PENDING. The quote calls come with the claim's actions, fetched on the first action.
 */
export function optInFromCart(): Promise<void> {
  track('SUBMIT', 'ctaWidget', 'quote-opt-in');
  return run('opt-in', () =>
    guarded(async () => {
      const { optInQuoteRetry } = await import('../../src/api/quote/quotes.ts');
      setRecord(await optInQuoteRetry(currentApi(), liveRecord().id, true));
    }),
  );
}
