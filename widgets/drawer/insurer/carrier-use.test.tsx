// The benefits in use were the member's at the carrier they were found at (spec 000 §4, "Insurance usage"; §1: a carrier,
// then the member looked up there), in the whole North American drawer against the real sandbox in process, on the
// shop's cart page: insurance switched on for the member found at one carrier, another carrier chosen in the drawer
// takes it off, and the page hears so as it does from the switch: its sync listeners `remove`, its totals refreshed.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { record, setInsuranceLoad, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { changeInsuranceStatus, getClaimRecord, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { isToggleOn } from '../../../src/domain/toggle/toggle.ts';
import { onShopPage } from '../../../test/component/page-hears.ts';
import { claimAt, drawerSandbox, resetDrawerAfterEach, SETTLE } from '../../../test/component/drawer-claim.ts';
import { config, setConfig } from '../../../signals/host/config.ts';

const CART = '/en-ca/cart';
/** What the page heard, in order. */
const page = onShopPage(CART);
resetDrawerAfterEach();

describe('spec 000 §4: the use of insurance goes with the carrier it was found at', () => {
  it('insurance on for the member found at Quillfeather, then Tamarack chosen: the switch is off, the page hears remove and refreshes its totals', async () => {
    const { sandbox } = await drawerSandbox('en-ca');
    const cfg = config.value;
    if (cfg) setConfig({ ...cfg, cartPath: CART });
    const id = await claimAt(sandbox, 'ready-to-claim');
    // Switched on from the cart, its refresh heard and acknowledged long ago.
    await changeInsuranceStatus(currentApi(), id, 'INSURANCE_ENABLED');
    sandbox.state.advanceClock(SETTLE);
    await updateClaimRecord(currentApi(), id, { refreshCartTotalRequired: false });
    setRecord(await getClaimRecord(currentApi(), id));
    setInsuranceLoad('ready');
    expect(isToggleOn(record.value)).toBe(true);

    render(<DrawerHost />);
    act(() => openDrawer('insurers'));
    await screen.findByRole('heading', { name: 'Choose your insurer' });
    fireEvent.click(await screen.findByRole('button', { name: 'Tamarack Eyecare Benefits' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Check eligibility' })).toBeTruthy();
    await waitFor(() => expect(page.heard).toEqual(['remove', 'refresh-cart']));
    expect(isToggleOn(record.value)).toBe(false);
    // The refresh the record asked for is acknowledged, once the page was told.
    await waitFor(() => expect(record.value?.claimData?.refreshCartTotalRequired).toBe(false));
  });
});
