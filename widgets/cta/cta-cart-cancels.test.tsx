// A North American claim the insurer accepted whose cart loses a line, against the real sandbox in process (spec 000 §3:
// a claim is cancelled for CART_UPDATE by the SYSTEM; §4, before the nullify cut-off; spec 001 §9, a cart change may
// cancel coverage): while the change is followed, the call-to-action says what the change does to the claim, that it
// may be cancelled and the order then at full price, never that it is being updated; then that it was cancelled.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, getDefaultNormalizer, render, screen, waitFor } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { record } from '../../signals/claim/claim.ts';
import { cartChanged } from '../../signals/host/host-actions.ts';
import { acceptedOnCart, SETTLE } from '../../test/component/drawer-claim.ts';

/** The words as written, their narrow and non-breaking spaces kept (French typography). */
const exact = getDefaultNormalizer({ collapseWhitespace: false });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('spec 000 §3 CART_UPDATE by the SYSTEM: what the card says of an accepted claim whose cart changed', () => {
  it.each([
    [
      'en-ca',
      'Your insurance is applied',
      'Your claim may be cancelled',
      'Your insurer accepted this claim for your order as it was. We are checking your cart: if your order changed, your claim will be cancelled and your order will be at full price.',
      'Your claim was cancelled',
    ],
    [
      'en-us',
      'Your insurance is applied',
      'Your claim may be canceled',
      'Your insurance carrier accepted this claim for your order as it was. We are checking your cart: if your order changed, your claim will be canceled and your order will be at full price.',
      'Your claim was canceled',
    ],
    [
      'fr-ca',
      'Votre assurance est appliquée',
      'Votre demande pourrait être annulée',
      'Votre assureur a accepté cette demande pour votre commande telle qu’elle était. Nous vérifions votre panier\u00a0: si votre commande a changé, votre demande sera annulée et votre commande sera au prix plein.',
      'Votre demande a été annulée',
    ],
  ])('%s: the frame removed, the card says the claim may be cancelled, then that it was', async (locale, applied, mayBe, words, cancelled) => {
    const { sandbox } = await acceptedOnCart(locale);
    render(<Cta />);
    await screen.findByRole('heading', { name: applied });
    const visitor = [...sandbox.state.sessions.values()].find((s) => s.registerType === 'R');
    const frame = visitor?.lines.find((l) => l.name.startsWith('Harbour'));
    expect(visitor && frame && sandbox.state.setQuantity(visitor, frame.id, 0)).toBe(true);

    let told!: Promise<void>;
    act(() => {
      told = cartChanged();
    });
    expect(await screen.findByRole('heading', { name: mayBe })).toBeTruthy();
    expect(screen.getByText(words, { normalizer: exact })).toBeTruthy();
    // The cancellation is sent once the cart is read; the insurer confirms it as the sandbox's time passes.
    await waitFor(() => expect(sandbox.calls.some((call) => call.endsWith('/claim/nullify'))).toBe(true), { timeout: 5000 });
    sandbox.state.advanceClock(SETTLE);
    await act(() => told);
    expect(await screen.findByRole('heading', { name: cancelled })).toBeTruthy();
    expect(record.value?.status).toBe('CLAIM_NULLIFIED');
  });
});
