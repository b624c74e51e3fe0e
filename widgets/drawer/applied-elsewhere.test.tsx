// A claim submitted and accepted in the shopper's other tab, met by this tab before it caught up (spec 000 §2 resume,
// §4 "Insurance usage", §5 one claim per order), against the real sandbox in process, in North America: "Continue my
// claim" opens the claim as it stands, its outcome, never the intro of a claim the order no longer takes, and the page
// hears `sync` and refreshes its totals once, as the tab that sent it did; the page shown again (pageshow) catches up.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import { openDrawer } from '../../signals/drawer/drawer.ts';
import { record, setInsuranceLoad } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { watchTabReturn } from '../../signals/claim/catch-up.ts';
import { onShopPage } from '../../test/component/page-hears.ts';
import { resetSubmit } from '../../signals/drawer/submit/flow-submit.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import { claimAt, drawerSandbox } from '../../test/component/drawer-claim.ts';
import { config, setConfig } from '../../signals/host/config.ts';

const CART = '/en-us/cart';
/** What the page heard, in order. */
const page = onShopPage(CART);
afterEach(resetSubmit);

/** The claim at the review in this tab, then submitted from the other tab, where the insurer accepts it. */
async function acceptedElsewhere(): Promise<void> {
  const drawer = await drawerSandbox('en-us');
  const cfg = config.value;
  if (cfg) setConfig({ ...cfg, cartPath: CART });
  const id = await claimAt(drawer.sandbox, 'ready-to-claim', { terms: true });
  setInsuranceLoad('ready');
  expect(record.value?.status).toBe('READY_TO_CLAIM');
  await submitClaim(currentApi(), id);
}

describe('spec 000 §2, §4, §5: a claim accepted in the other tab, met here before the tab caught up', () => {
  it('"Continue my claim" (the loading entry) shows the claim applied, not the intro, and the page refreshes its totals once', async () => {
    await acceptedElsewhere();
    render(<DrawerHost />);
    act(() => openDrawer('loading'));
    await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(screen.queryByRole('heading', { name: 'Apply your vision insurance' })).toBeNull();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    await waitFor(() => expect(page.heard).toEqual(['sync', 'refresh-cart']));
    // The refresh is acknowledged (spec 000 §7), and the outcome shown asks the page nothing more.
    await waitFor(() => expect(record.value?.claimData?.refreshCartTotalRequired).toBe(false));
    expect(page.heard).toEqual(['sync', 'refresh-cart']);
  });

  it('the page shown again from the back-forward cache (pageshow) catches up, and the page refreshes its totals', async () => {
    watchTabReturn();
    await acceptedElsewhere();
    window.dispatchEvent(new Event('pageshow'));
    await waitFor(() => expect(record.value?.status).toBe('CLAIM_ACCEPTED'));
    await waitFor(() => expect(page.heard).toEqual(['sync', 'refresh-cart']));
  });
});
