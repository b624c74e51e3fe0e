// An accepted claim whose cart changes after the nullify cut-off, against the real sandbox in process (spec 000 §4,
// "Nullify": a submitted claim can be cancelled unless past the cut-off; §1, the order total is reduced by the confirmed
// amount; §9, residual). The claim can no longer be cancelled, so it stands: the call-to-action says what its share
// takes off the order as it is now, never more than the order's subtotal, and what is left to pay, shipping included.
// When only the service's clock is past the cut-off, the cancel the cart's change asks for is refused: the card says the
// cart changed and the claim stays, not that a cancel the shopper never pressed came too late.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { record } from '../../signals/claim/claim.ts';
import { cartChanged } from '../../signals/host/host-actions.ts';
import { acceptClaim, acceptedOnCart, drawerSandbox } from '../../test/component/drawer-claim.ts';
import type { sandboxFetch } from '../../test/component/sandbox-fetch.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The signed-in visitor's demo cart on the shop's side. */
function cartOf(sandbox: ReturnType<typeof sandboxFetch>) {
  const visitor = [...sandbox.state.sessions.values()].find((s) => s.registerType === 'R');
  if (!visitor) throw new Error('no signed-in visitor');
  return (line: string, quantity: number) => {
    if (!sandbox.state.setQuantity(visitor, line, quantity)) throw new Error(`no ${line} in the demo cart`);
  };
}

describe('spec 000 §4 Nullify past the cut-off; §1 and §9: the accepted share of a cart changed since', () => {
  it('en-ca: two boxes of contact lenses accepted (149.00), one box after midnight in Los Angeles: the claim stands, the card says $74.50 off and $8.95 to pay', async () => {
    const { sandbox } = await drawerSandbox('en-ca');
    const set = cartOf(sandbox);
    for (const line of ['line-1', 'line-2', 'line-4']) set(line, 0);
    await acceptClaim(sandbox, { claims: 'contacts' });
    expect(record.value?.claimData?.claim?.confirmedAmount?.amount).toBe(149);
    render(<Cta />);
    await screen.findByText('Your insurer covers $149.00 of this order. You pay the remaining $0.00. Complete your checkout to keep this amount.');

    // 10:00 in Los Angeles on the walk's day, then 01:00 the next day: the claim can no longer be cancelled.
    vi.setSystemTime(Date.now() + 15 * 3_600_000);
    set('line-3', 1);
    const calls = sandbox.calls.length;
    await act(() => cartChanged());

    await screen.findByText('Your insurer covers $74.50 of this order. You pay the remaining $8.95. Complete your checkout to keep this amount.');
    expect(screen.getByRole('heading', { name: 'Your insurance is applied' })).toBeTruthy();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(sandbox.calls.slice(calls).filter((call) => call.endsWith('/claim/nullify'))).toEqual([]);
    expect(screen.queryByText(/\$149\.00/)).toBeNull();
  });
});

describe('spec 000 §4 Nullify: the cart changes under an accepted claim, the service\'s clock already past the cut-off', () => {
  it.each([
    ['en-ca', 'Your insurance is applied', 'Your cart changed, but it is too late to cancel your claim online today: it stays as your insurer accepted it, for your order as it was. Please contact customer service.'],
    // US English names the insurance carrier, as the card's other words there do.
    ['en-us', 'Your insurance is applied', 'Your cart changed, but it is too late to cancel your claim online today: it stays as your insurance carrier accepted it, for your order as it was. Please contact customer service.'],
    ['fr-ca', 'Votre assurance est appliquée', 'Votre panier a changé, mais votre demande ne peut plus être annulée en ligne aujourd’hui\u00a0: elle reste telle que votre assureur l’a acceptée, pour votre commande telle qu’elle était. Veuillez contacter le service à la clientèle.'],
  ])('%s: the card says the cart changed and the claim stays, not that the shopper\'s cancel came too late', async (locale, applied, words) => {
    const { sandbox } = await acceptedOnCart(locale);
    render(<Cta />);
    await screen.findByRole('heading', { name: applied });

    // The tab's clock still says 10:00 in Los Angeles; the service's, which decides, says 01:00 the next day.
    sandbox.state.advanceClock(15 * 3_600_000);
    cartOf(sandbox)('line-3', 1);
    const calls = sandbox.calls.length;
    await act(() => cartChanged());

    expect(sandbox.calls.slice(calls).filter((call) => call.endsWith('/claim/nullify'))).toHaveLength(1);
    expect((await screen.findByRole('alert')).textContent).toBe(words);
    expect(screen.getByRole('heading', { name: applied })).toBeTruthy();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });
});
