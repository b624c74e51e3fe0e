// The e-mail retry of a quote waiting on an offline insurer, asked for from the cart's call-to-action (spec 000 sections
// 4 and 7, opt-in-retry; spec 001 section 2, "service offline"), as the quote view asks for it; and whether its answer can
// be e-mailed at all, which the call-to-action and the quote view both say.
import { computed } from '@preact/signals-react';
import { answerByEmail } from '../../src/domain/quote/offline-retry.ts';
import { retryOptIn } from '../../src/domain/cta/cta.ts';
import { record, setRecord } from '../claim/claim.ts';
import { currentApi, guarded, liveRecord } from '../claim/claim-kit.ts';
import { quoteOffline, run } from '../toggle/toggle.ts';
import { serviceOnline } from '../host/service-status.ts';
import { track } from '../host/notify.ts';
import { session } from '../session/session.ts';

/**
 * Whether the offline insurer's answer can be e-mailed to the shopper (answerByEmail, spec 000 sections 6 and 7): a guest
 * is offered the retry without the e-mail, and told where its quote will show instead.
 */
export const retryEmailed = computed(() => {
  const visitor = session.value;
  return answerByEmail({ recordEmail: record.value?.customerEmail, guest: !!visitor?.isGuest && !visitor.isLoggedIn, sessionEmail: visitor?.customer.email1 });
});

/**
 * Whether the e-mail retry is offered, or held while the host page says the service is offline (retryOptIn, spec 000
 * section 7; spec 001 section 6): the call-to-action and the quote view offer it alike.
 */
export const retryOffer = computed(() => retryOptIn(quoteOffline.value, serviceOnline.value));

/**
 * Asks the offline insurer again (POST quote/opt-in-retry, retry true), the answer e-mailed to a shopper who can be
 * (retryEmailed): the record comes back QUOTE_PENDING. The quote calls come with the claim's actions, fetched on the
 * first action.
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
