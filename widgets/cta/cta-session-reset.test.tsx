// The shop ends the shopper's session, or signs them out, on the cart page of a claim applied to the order (spec 000 §4:
// session expiry and logout reset the claim state; "Insurance usage": the cart refreshes when insurance leaves it), against
// the real sandbox in process. The widgets forget the claim, and the page hears refresh-cart once, so its totals no longer
// show a share no widget speaks for; with the benefits switched off there is nothing on the totals to re-read.
import { describe, expect, test } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { changeInsuranceStatus, getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { record, setRecord } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { logout, sessionError } from '../../signals/host/host-actions.ts';
import { signedIn } from '../../signals/session/session.ts';
import { acceptedOnCart, type DrawerSandbox } from '../../test/component/drawer-claim.ts';
import { onShopPage } from '../../test/component/page-hears.ts';

const page = onShopPage('/en-ca/cart');

/** The shopper's claim accepted by the insurer on the cart page, the call-to-action saying it is applied. */
async function appliedOnCart(): Promise<{ id: string; sandbox: DrawerSandbox['sandbox'] }> {
  const { sandbox, id } = await acceptedOnCart('en-ca');
  expect(record.value?.claimData?.useInsuranceStatus).toBe('INSURANCE_ENABLED');
  render(<Cta />);
  await screen.findByRole('heading', { name: 'Your insurance is applied' });
  page.heard.length = 0;
  return { id, sandbox };
}

describe('spec 000 §4 and spec 001 §6: a session that ends under a claim applied refreshes the cart once', () => {
  test('sessionError(): "Your session has ended", and the page hears refresh-cart once, a second call included', async () => {
    await appliedOnCart();
    await act(() => sessionError());
    expect(await screen.findByText('Your session has ended. Sign in again to use your insurance benefits.')).toBeTruthy();
    expect(record.value).toBeNull();
    expect(page.heard).toEqual(['refresh-cart']);
    await act(() => sessionError());
    expect(page.heard).toEqual(['refresh-cart']);
  });

  test('logout(), the shop signed the shopper out: the same refresh, once', async () => {
    const { sandbox } = await appliedOnCart();
    // The shop's own sign-out: its session ends, then it tells the widgets.
    for (const [id, visitor] of sandbox.state.sessions) if (visitor.registerType === 'R') sandbox.state.sessions.delete(id);
    await act(() => logout());
    expect(signedIn.value).toBe(false);
    expect(record.value).toBeNull();
    expect(page.heard).toEqual(['refresh-cart']);
  });

  test('sessionError() with the benefits switched off: the totals are at full price already, nothing to refresh', async () => {
    const { id } = await appliedOnCart();
    await changeInsuranceStatus(currentApi(), id, 'INSURANCE_DISABLED');
    await waitFor(async () => {
      setRecord(await getClaimRecord(currentApi(), id));
      expect(record.value?.claimData?.useInsuranceStatus).toBe('INSURANCE_DISABLED');
    });
    page.heard.length = 0;
    await act(() => sessionError());
    expect(await screen.findByText('Your session has ended. Sign in again to use your insurance benefits.')).toBeTruthy();
    expect(page.heard).toEqual([]);
  });

  test('a session error of another kind ends nothing and refreshes nothing', async () => {
    await appliedOnCart();
    await act(() => sessionError('SOMETHING_ELSE'));
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(page.heard).toEqual([]);
  });
});
