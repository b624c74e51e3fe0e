// The call-to-action of a French claim whose cart changes, against the real sandbox in process, in French of France:
// what it says it computed from the cart as it was (the estimate, spec 000 §9; the share an accepted claim took off,
// cancelled for CART_UPDATE by the SYSTEM, spec 000 §3) is not said as the cart's while the change is followed (spec
// 001 §6 cart changes; §9 a cart change may cancel coverage): a polite word says it is being updated, then the new words;
// past the nullify cut-off (spec 000 §4), that the cart changed and the claim stays.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, getDefaultNormalizer, render, screen, waitFor } from '@testing-library/preact';
import { record, setInsuranceLoad } from '../../signals/claim/claim.ts';
import { cartChanged } from '../../signals/host/host-actions.ts';
import Cta from './Cta.tsx';
import { acceptedClaim, endFrenchShopper, SETTLE, startFrenchShopper, type FrenchShopper } from '../../test/component/french-shopper.ts';
import { frenchQuoteRequired } from '../../test/unit/french-quote.ts';

let sandbox: FrenchShopper;

beforeEach(async () => {
  sandbox = await startFrenchShopper();
});
afterEach(endFrenchShopper);

/** Before the quote, the card's word on the mutuelle's share: it comes with the quote (spec 000 §1). */
const WITH_QUOTE = 'Votre mutuelle indiquera sa prise en charge dans son devis.';
/** The polite word of the card while the change is followed. */
const UPDATING = /Votre panier a changé.: mise à jour de vos montants…/;

/** The shopper's cart on the shop's side: the demo cart's contact lenses (2 boxes) set to `boxes`. */
function setLensBoxes(boxes: number): void {
  const visitor = [...sandbox.state.sessions.values()].find((s) => s.registerType === 'R');
  if (!visitor || !sandbox.state.setQuantity(visitor, 'line-3', boxes)) throw new Error('no demo cart with its lenses');
}

/** The host says the cart changed; answers the change's end, with the card as it stands while it is followed. */
function tellCartChanged(): Promise<void> {
  let told!: Promise<void>;
  act(() => {
    told = cartChanged();
  });
  return told;
}

describe('spec 000 §1 and §9; spec 001 §6 cart changes: the card of a French claim before its quote while the cart changes', () => {
  it('lens boxes 2 → 6: the card says the share comes with the quote, never an amount, before, during and after the change', async () => {
    await frenchQuoteRequired(sandbox);
    setInsuranceLoad('ready');
    render(<Cta />);
    await screen.findByText(WITH_QUOTE);
    setLensBoxes(6);
    const told = tellCartChanged();
    expect(screen.queryByText(/€/)).toBeNull();
    await told;
    await screen.findByText(WITH_QUOTE);
    expect(screen.queryByText(/€/)).toBeNull();
    expect(screen.queryByText(UPDATING)).toBeNull();
  });
});

describe('spec 000 §3 CART_UPDATE by the SYSTEM: an accepted claim whose cart changes', () => {
  it('the share accepted for the order as it was is not said while the claim is cancelled; then the card says it was', async () => {
    await acceptedClaim(sandbox);
    setInsuranceLoad('ready');
    render(<Cta />);
    await screen.findByText(/Il vous reste/);
    setLensBoxes(6);
    const told = tellCartChanged();
    expect((await screen.findByText(UPDATING)).getAttribute('role')).toBe('status');
    // What the change does to the claim, said before it is done: a changed order cancels it, never "updated".
    expect(
      screen.getByText(
        'Votre mutuelle a accepté cette demande pour votre commande telle qu’elle était. Nous vérifions votre panier\u202f: si votre commande a changé, votre demande sera annulée et votre commande sera au plein tarif.',
        { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) },
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/prend en charge/)).toBeNull();
    // Pending until the service answers: the heading no longer says the share is applied.
    expect(screen.getByRole('heading', { name: 'Votre demande pourrait être annulée' })).toBeTruthy();
    expect(screen.queryByText('Votre prise en charge est appliquée')).toBeNull();
    // Once the cart is read and the cancellation sent, the insurer confirms it (the sandbox's time passes); the card follows it to the end.
    await waitFor(() => expect(sandbox.calls.some((call) => call.endsWith('/claim/nullify'))).toBe(true), { timeout: 5000 });
    sandbox.state.advanceClock(SETTLE);
    await told;
    await screen.findByRole('heading', { name: 'Votre demande a été annulée' });
    expect(screen.queryByText(UPDATING)).toBeNull();
  });

  it('told of a change that was none, the claim stays: the cart is still the one the mutuelle accepted (spec 000 §4)', async () => {
    await acceptedClaim(sandbox);
    setInsuranceLoad('ready');
    render(<Cta />);
    await screen.findByText(/Il vous reste/);
    // The shop says the cart changed; its lines, quantities and subtotal are the claim's.
    const told = tellCartChanged();
    // Time enough for a cancellation to be confirmed, had one been asked for.
    sandbox.state.advanceClock(SETTLE);
    await told;
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(screen.getByRole('heading', { name: 'Votre prise en charge est appliquée' })).toBeTruthy();
    expect(screen.getByText(/Il vous reste/)).toBeTruthy();
    expect(screen.queryByText(UPDATING)).toBeNull();
  });

  it('past the cut-off on the service\'s clock, the claim stays: the card says the cart changed, never a cancel the shopper did not press', async () => {
    await acceptedClaim(sandbox);
    setInsuranceLoad('ready');
    render(<Cta />);
    await screen.findByText(/Il vous reste/);
    // The tab's clock still says 10:00 in Los Angeles; the service's, which decides, says 01:00 the next day.
    sandbox.state.advanceClock(15 * 3_600_000);
    setLensBoxes(6);
    await tellCartChanged();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Votre panier a changé, mais votre demande ne peut plus être annulée en ligne aujourd’hui\u202f: elle reste telle que votre mutuelle l’a acceptée, pour votre commande telle qu’elle était. Veuillez contacter le service client.',
    );
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(screen.getByRole('heading', { name: 'Votre prise en charge est appliquée' })).toBeTruthy();
  });
});
