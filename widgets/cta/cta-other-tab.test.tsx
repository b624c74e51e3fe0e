// A French quote accepted in the shopper's other tab, as this tab's cart page learns it (spec 000 §4 "Insurance usage":
// sync listeners hear `sync` and the cart page refreshes its totals; §5 one claim per order; §7 the refresh
// acknowledged), against the real sandbox in process, in French of France: the tab that catches up tells its page as
// the tab that accepted told its own, so the cart's totals take the share off, not only the call-to-action.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { acceptQuote } from '../../src/api/quote/quotes.ts';
import { record, setInsuranceLoad } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { watchTabReturn } from '../../signals/claim/catch-up.ts';
import { onShopPage } from '../../test/component/page-hears.ts';
import Cta from './Cta.tsx';
import { signedInVisitor } from '../../test/component/setup.ts';
import { approvedQuote, SETTLE, WALK_START } from '../../test/component/french-shopper.ts';

const CART = '/fr-fr/cart';
let sandbox: Awaited<ReturnType<typeof signedInVisitor>>;
/** What the page heard, in order. */
const page = onShopPage(CART);

beforeAll(() => watchTabReturn());
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
  sandbox = await signedInVisitor({ locale: 'fr-fr', country: 'FR', currency: 'EUR', cartPath: CART });
});

describe('spec 000 §4 "Insurance usage", §5: a quote accepted in the other tab, learnt as this tab comes back', () => {
  it('the card says the share is applied, the page’s sync listeners hear sync and its cart totals refresh, once', async () => {
    const id = await approvedQuote(sandbox);
    const api = currentApi();
    setInsuranceLoad('ready');
    render(<Cta />);
    await screen.findByRole('button', { name: 'Voir mon devis' });
    // The other tab accepts the quote, and the insurer accepts the claim; this one was in the background.
    await acceptQuote(api, id);
    sandbox.state.advanceClock(SETTLE);
    window.dispatchEvent(new Event('focus'));
    await screen.findByRole('heading', { name: 'Votre prise en charge est appliquée' });
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    await waitFor(() => expect(page.heard).toEqual(['sync', 'refresh-cart']));
    // The refresh is acknowledged, so coming back again asks nothing more.
    await waitFor(async () => expect((await getClaimRecord(api, id)).claimData?.refreshCartTotalRequired).toBe(false));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(record.value?.claimData?.refreshCartTotalRequired).toBe(false));
    expect(page.heard).toEqual(['sync', 'refresh-cart']);
  });
});
