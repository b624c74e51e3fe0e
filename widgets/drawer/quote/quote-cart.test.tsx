// A French quote whose cart changes, in the whole drawer and the call-to-action against the real sandbox in process, in
// French of France: the insurer quoted the order as it was (spec 000 §3, orderSubtotal; §9, residual), so once the cart
// changes (spec 001 §6, the host's "cart changes"; §9, a cart change may cancel coverage) its amounts are not shown as
// the cart's, nor accepted, until a quote of the cart as it is answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { formatMoney, toMinor } from '../../../src/domain/money.ts';
import { record, setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { shopCart } from '../../../signals/claim/claim-kit.ts';
import { cartChanged } from '../../../signals/host/host-actions.ts';
import { followCartChange } from '../../../signals/claim/cart-change.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { DrawerHost } from '../../mount.tsx';
import Cta from '../../cta/Cta.tsx';
import { acceptedClaim, approvedQuote, endFrenchShopper, setLensBoxes, startFrenchShopper, type FrenchShopper } from '../../../test/component/french-shopper.ts';
import { watchLiveRegions } from '../../../test/component/said.ts';

let sandbox: FrenchShopper;

beforeEach(async () => {
  sandbox = await startFrenchShopper();
});
afterEach(endFrenchShopper);

const euros = (amount: number) => formatMoney(toMinor(amount, 'EUR'), { locale: 'fr-FR', currency: 'EUR' });
const UPDATING = /Votre panier a changé.: vérification de ce devis…/;
const CHANGED = /Votre panier a changé depuis ce devis/;

/** The drawer opened on the approved quote, with the cart's call-to-action. */
async function drawerOnQuote(): Promise<void> {
  setInsuranceLoad('ready');
  render(<><Cta /><DrawerHost /></>);
  act(() => openDrawer('loading'));
  await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
  await screen.findByRole('button', { name: 'Accepter le devis' });
}

/** What the term of the amounts' list says. */
const term = async (name: string) => (await screen.findByText(name)).nextElementSibling?.textContent;

describe('spec 000 §3 orderSubtotal, §9 residual; spec 001 §6 cart changes, §9: an approved quote whose cart changes', () => {
  it('lens boxes 2 → 6: the old amounts give way to a polite word, no Accept; a quote of this cart shows the new amounts', async () => {
    await approvedQuote(sandbox);
    await drawerOnQuote();
    const quoted = (await shopCart()).orderSubtotal.amount;
    expect(await term('Reste à payer')).toBeTruthy();
    const accept = screen.getByRole('button', { name: 'Accepter le devis' });
    accept.focus();
    setLensBoxes(sandbox, 6);
    let told!: Promise<void>;
    act(() => {
      told = cartChanged();
    });
    // While the change is followed: no amount of the order as it was, announced politely, nothing to accept.
    const status = screen.getByText(UPDATING);
    expect(status.getAttribute('role')).toBe('status');
    expect(screen.queryByText('Reste à payer')).toBeNull();
    // Accept keeps its name (and focus) but waits, refusing the press.
    expect(accept.getAttribute('aria-busy')).toBe('true');
    expect(accept.getAttribute('aria-disabled')).toBe('true');
    await told;
    // The cart read again is not the order quoted: it says so, and the same button asks a quote of this cart.
    expect((await screen.findByText(CHANGED)).getAttribute('role')).toBe('status');
    expect(screen.queryByText('Reste à payer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
    const again = screen.getByRole('button', { name: 'Demander un devis pour mon panier' });
    expect(again).toBe(document.activeElement);
    fireEvent.click(again);
    await screen.findByRole('button', { name: 'Accepter le devis' });
    const now = (await shopCart()).orderSubtotal.amount;
    expect(now).toBeGreaterThan(quoted);
    const share = record.value?.claimData?.quote?.quoteConfirmedAmount?.amount ?? 0;
    expect(await term('Montant de la commande')).toBe(euros(now));
    expect(await term('Reste à payer')).toBe(euros(now - share));
    expect(screen.queryByText(CHANGED)).toBeNull();
  });

  it('a product removed before the drawer opens (another tab’s cart page): the quote opens saying so, once, with no Accept', async () => {
    await approvedQuote(sandbox);
    setLensBoxes(sandbox, 0);
    setInsuranceLoad('ready');
    const heard = watchLiveRegions();
    render(<DrawerHost />);
    act(() => openDrawer('loading'));
    await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
    await screen.findByText(CHANGED);
    // Said by the status region there before the words, not one that came holding them (WCAG 4.1.3).
    await waitFor(() => expect(heard.said.filter((text) => CHANGED.test(text))).toHaveLength(1));
    heard.stop();
    expect(heard.insertedSaying.filter((text) => CHANGED.test(text))).toEqual([]);
    expect(screen.queryByText('Reste à payer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Demander un devis pour mon panier' })).toBeTruthy();
  });

  it('Accept on a quote whose cart changed without a word to this tab: nothing is accepted, and the view says why', async () => {
    await approvedQuote(sandbox);
    await drawerOnQuote();
    setLensBoxes(sandbox, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Accepter le devis' }));
    await screen.findByText(CHANGED);
    expect(record.value?.claimData?.quote?.status).toBe('APPROVED');
    expect(record.value?.status).not.toBe('CLAIM_ACCEPTED');
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
  });

  it('the drawer opened on the accepted claim while a change of the cart is followed: its words are said once, by a status region there before them', async () => {
    await acceptedClaim(sandbox);
    // A change of the cart the widgets are still reading as the shopper opens the drawer.
    let read = () => {};
    const following = followCartChange(() => new Promise<void>((resolve) => (read = resolve)));
    const heard = watchLiveRegions();
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('loading'));
    await screen.findByRole('heading', { level: 3, name: 'Devis accepté' });
    const status = await screen.findByText(UPDATING);
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(heard.said.filter((text) => UPDATING.test(text))).toHaveLength(1));
    heard.stop();
    expect(heard.insertedSaying.filter((text) => UPDATING.test(text))).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Passer commande' })).toBeTruthy();
    read();
    await following;
  });
});
