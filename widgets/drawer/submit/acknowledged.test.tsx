// A claim the insurer acknowledged, told one way by the drawer's result, the call-to-action and the toggle on one page
// (spec 000 §4 "Claim outcomes", §8 CLAIM_ACKNOWLEDGED and CLAIM_ACKNOWLEDGED_NULLIFIED; spec 001 §2 and §8;
// src/domain/claim/acknowledgement.ts), against the real sandbox in process: ACK stays acknowledged, ACKNULL is
// cancelled by the insurer a little later, which the open drawer and the cart follow without a reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { insuranceLoad, record, setRecord } from '../../../signals/claim/claim.ts';
import { go, pageFlow } from '../../../signals/drawer/flow.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { addSyncListener, hostEvents, removeSyncListener, type SyncAction } from '../../../signals/host/events.ts';
import { ctaMountsChanged } from '../../../signals/host/page-widgets.ts';
import { loadSession } from '../../../signals/session/session.ts';
import { claimAt, drawerSandbox, resetDrawerAfterEach } from '../../../test/component/drawer-claim.ts';
import { configure } from '../../../test/component/setup.ts';
import { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import * as records from '../../../test/component/records.ts';
import Cta from '../../cta/Cta.tsx';
import Toggle from '../../toggle/Toggle.tsx';
import Review from './Review.tsx';

/** What the two stories say, in the drawer's result and on the cart alike. */
const ACKNOWLEDGED = 'Your insurer received your claim but couldn’t confirm it right away, so it isn’t applied to this order. You can check out: the full price is pre-authorised on your payment method.';
const CANCELLED = 'Your insurer couldn’t confirm your claim right away, so it was cancelled. Your order is at full price.';

resetDrawerAfterEach();

/** The description of a dialog. */
const described = (dialog: HTMLElement) => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;
/** What the call-to-action's card named by its heading says under it. */
const cardSays = async (heading: string) => within(await screen.findByRole('region', { name: heading })).getByRole('heading').nextElementSibling?.textContent;

/**
 * The cart page with the drawer open on the review: the toggle, the call-to-action and the review, the claim brought to
 * the review with the scenario's member ID; accepts the terms and submits.
 */
async function submitOnCart(memberId: string): Promise<void> {
  const { sandbox } = await drawerSandbox();
  pageFlow.value = sandboxPageFlow('NA');
  openDrawer('review');
  go('review');
  await claimAt(sandbox, 'ready-to-claim', { memberId });
  insuranceLoad.value = 'ready';
  ctaMountsChanged(1);
  render(
    <>
      <Toggle />
      <Cta />
      <Review />
    </>,
  );
  fireEvent.click(await screen.findByRole('checkbox', { name: /I accept the terms/ }));
  // Until the insurer answers, the share is estimated (spec 000 §9).
  expect((await screen.findAllByText(/Estimate/)).length).toBeGreaterThan(0);
  fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
}

describe('the review’s result, the call-to-action and the toggle on one cart page', () => {
  afterEach(() => {
    ctaMountsChanged(-1);
  });

  it('spec 000 §4 acknowledged (ACK): one story, "not confirmed, not applied, the full price pre-authorised", and no estimate anywhere', async () => {
    const heard: string[] = [];
    const stops = (['refresh-cart', 'insurance-status'] as const).map((name) => hostEvents.on(name, (payload) => heard.push(`${name} ${JSON.stringify(payload)}`)));
    const listener = (action: SyncAction) => heard.push(`sync ${action}`);
    addSyncListener(listener);
    await submitOnCart('W-ACK-1');
    const dialog = await screen.findByRole('dialog', { name: 'Your insurer hasn’t confirmed your claim' });
    expect(described(dialog)).toBe(ACKNOWLEDGED);
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Proceed to checkout']);
    // The call-to-action tells the same story in the same words, and offers no cancel.
    expect(await cardSays('Your insurer hasn’t confirmed your claim')).toBe(ACKNOWLEDGED);
    // Nothing reads as money coming: no estimate on the toggle, the call-to-action or the drawer, and nothing "synced".
    expect(screen.queryByText(/Estimate/)).toBeNull();
    expect(screen.queryByText('Insurance Synced')).toBeNull();
    // The page is told the same: the claim is not applied, so no sync (which a shop reads as "deduct the share").
    expect(heard.filter((e) => e.startsWith('sync') || e.startsWith('refresh-cart'))).toEqual([]);
    expect(heard.at(-1)).toBe('insurance-status {"on":false,"customerFacingStatus":"ACKNOWLEDGED_NULLIFIED"}');
    stops.forEach((stop) => stop());
    removeSyncListener(listener);
  });

  it('spec 000 §4 acknowledged-nullified (ACKNULL): the open result and the cart follow the insurer’s cancellation, without a reload', async () => {
    await submitOnCart('W-ACKNULL-1');
    const dialog = await screen.findByRole('dialog', { name: 'Your claim was cancelled' });
    expect(record.value?.status).toBe('CLAIM_NULLIFIED');
    expect(described(dialog)).toBe(CANCELLED);
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Proceed to checkout', 'Close']);
    // The call-to-action says it in the same words, and offers a new claim, which the cancellation allows (spec 000 §4).
    expect(await cardSays('Your claim was cancelled')).toBe(CANCELLED);
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeTruthy();
    expect(screen.queryByText(/Estimate/)).toBeNull();
  });
});

describe('spec 001 §2: the toggle alone on a page tells the story the call-to-action would', () => {
  it.each([
    ['acknowledged', records.acknowledged, ACKNOWLEDGED],
    ['cancelled after its acknowledgement', records.acknowledgedCancelled, CANCELLED],
  ] as const)('%s', async (_name, acknowledged, says) => {
    configure();
    const sandbox = sandboxFetch();
    vi.stubGlobal('fetch', sandbox.fetch);
    await sandbox.signIn();
    await loadSession();
    insuranceLoad.value = 'ready';
    setRecord(acknowledged);
    render(<Toggle />);
    expect(await screen.findByText(says)).toBeTruthy();
    expect(screen.queryByText(/Estimate/)).toBeNull();
  });
});
