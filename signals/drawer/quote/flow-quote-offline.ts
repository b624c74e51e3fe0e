// The offline insurer's retry and the restricted product's lines (spec 000 sections 4, 7 and 9; spec 001 section 8): the
// actions only the quote view's rare screens need, kept apart so a shopper who never sees those screens never fetches them.
import { optInQuoteRetry } from '../../../src/api/quote/quotes.ts';
import type { Clock } from '../../../src/api/poll.ts';
import { lensFixes, type LensFix } from '../../../src/domain/quote/quote-lenses.ts';
import { retryCancelled } from '../../../src/domain/quote/offline-retry.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { cancelQuote } from '../../claim/claim-cancel.ts';
import { currentApi, liveRecord, shopCart } from '../../claim/claim-kit.ts';
import { closeDrawer } from '../drawer.ts';
import { quoteClock, run } from './flow-quote.ts';
import { track } from '../../host/notify.ts';
import { retryDeclined } from '../../toggle/toggle.ts';

/**
 * The offline insurer's retry (POST quote/opt-in-retry): `true` asks the insurer again, its answer e-mailed to a shopper
 * who can be (signals/cta/offline-quote.ts retryEmailed); `false` closes the retry, and the drawer with it, since the
 * shopper chose to leave; the page remembers that "no" (retryDeclined), which the service keeps no trace of.
 */
export function optInToRetry(retry: boolean): Promise<boolean> {
  return run('opt-in', async () => {
    const { id } = liveRecord();
    track(retry ? 'SUBMIT' : 'CLOSE', 'drawerWidget', retry ? 'quote-opt-in' : 'quote-opt-out');
    setRecord(await optInQuoteRetry(currentApi(), id, retry));
    if (retry) return;
    retryDeclined();
    closeDrawer();
  });
}

/**
 * Cancels the retry at the offline insurer (signals/claim/claim-cancel.ts cancelQuote: its retries and its last-attempt
 * variant); answers whether it is cancelled, as the record read after it says (retryCancelled), so the view says so only
 * then: a cancel that met an ended session or a claim gone has its own words.
 */
export async function cancelRetry(clock: Clock = quoteClock.current): Promise<boolean> {
  const done = await run('cancel-retry', async () => {
    track('CANCEL', 'drawerWidget', 'quote-cancel-retry');
    await cancelQuote(clock);
  });
  return done && retryCancelled(record.peek());
}

/** The cart's contact-lens lines a mutuelle refuses, by name, with the counts it would accept (restricted product). */
export async function lensLinesToChange(): Promise<LensFix[]> {
  const cart = await shopCart();
  return lensFixes(cart.products);
}

