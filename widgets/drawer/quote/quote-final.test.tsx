// The French quote once it is final, in the whole drawer against the real sandbox in process, in French of France: an
// accepted quote is a state the service lets no one change (spec 000 §4: accepting submits the claim), so the header
// offers no Back to forms that could not be saved (spec 000 §2, "A back button appears when allowed"); and a quote
// accepted or refused in the shopper's other tab is shown as it stands when this tab acts on it, or resumes on it
// (spec 000 §2, resume "jumps to the step reached"), never a failure a try again repeats nor an intro that leads nowhere.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { acceptQuote, refuseQuote } from '../../../src/api/quote/quotes.ts';
import { record, setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { DrawerHost } from '../../mount.tsx';
import Cta from '../../cta/Cta.tsx';
import { approvedQuote, endFrenchShopper, SETTLE, startFrenchShopper, type FrenchShopper } from '../../../test/component/french-shopper.ts';
import { keepLastPath } from '../../../src/host/session-memory.ts';

let sandbox: FrenchShopper;

beforeEach(async () => {
  sandbox = await startFrenchShopper();
});
afterEach(endFrenchShopper);

/** The shopper's other tab accepts the quote, and the insurer accepts the claim it submits; this tab knows nothing. */
async function acceptedElsewhere(id: string): Promise<void> {
  await acceptQuote(currentApi(), id);
  sandbox.state.advanceClock(SETTLE);
  expect((await getClaimRecord(currentApi(), id)).status).toBe('CLAIM_ACCEPTED');
}

/** The drawer opened to continue the claim, as the call-to-action's « Voir mon devis » does, on the approved quote. */
async function drawerOnQuote(): Promise<void> {
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer('loading'));
  await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
  await screen.findByRole('button', { name: 'Accepter le devis' });
}

/** The accepted quote as the shopper reads it: its heading, the way to checkout, no Back in the header. */
async function expectAccepted(): Promise<void> {
  await screen.findByRole('heading', { level: 3, name: 'Devis accepté' });
  expect(await screen.findByRole('button', { name: 'Passer commande' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('spec 000 §2 "A back button appears when allowed": not once the quote is accepted', () => {
  it('the approved quote has Retour; once accepted, « Devis accepté » has none, so no form the service refuses can reopen', async () => {
    await approvedQuote(sandbox);
    await drawerOnQuote();
    // Before, the quote is still the shopper's to accept or refuse, and Back returns to the forms.
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accepter le devis' }));
    await expectAccepted();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });
});

describe('spec 000 §4 a quote accepted or refused in the shopper’s other tab', () => {
  it('« Refuser le devis » on a quote accepted elsewhere shows the accepted quote, not « Votre refus n’a pas pu être envoyé »', async () => {
    const id = await approvedQuote(sandbox);
    await drawerOnQuote();
    await acceptedElsewhere(id);
    fireEvent.click(screen.getByRole('button', { name: 'Refuser le devis' }));
    await expectAccepted();
    expect(screen.queryByText(/Votre refus n’a pas pu être envoyé/)).toBeNull();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });

  it('« Refuser le devis » while the insurer still answers the claim accepted elsewhere: the acceptance is followed to « Devis accepté »', async () => {
    const id = await approvedQuote(sandbox);
    await drawerOnQuote();
    await acceptQuote(currentApi(), id);
    fireEvent.click(screen.getByRole('button', { name: 'Refuser le devis' }));
    await expectAccepted();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });

  it('« Accepter le devis » on a quote refused elsewhere shows the refused quote and a new request, not a failure', async () => {
    const id = await approvedQuote(sandbox);
    await drawerOnQuote();
    await refuseQuote(currentApi(), id);
    fireEvent.click(screen.getByRole('button', { name: 'Accepter le devis' }));
    await screen.findByRole('heading', { level: 3, name: 'Devis refusé' });
    expect(screen.getByRole('button', { name: 'Demander un nouveau devis' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('« Voir mon devis » on a quote accepted elsewhere resumes at « Devis accepté », not the intro and its dead end', async () => {
    const id = await approvedQuote(sandbox);
    setInsuranceLoad('ready');
    render(<><Cta /><DrawerHost /></>);
    await acceptedElsewhere(id);
    // This tab has not caught up yet: its call-to-action still offers the quote to accept.
    fireEvent.click(await screen.findByRole('button', { name: 'Voir mon devis' }));
    await expectAccepted();
    expect(screen.queryByRole('button', { name: 'Commencer' })).toBeNull();
    await waitFor(() => expect(record.value?.status).toBe('CLAIM_ACCEPTED'));
  });

  it('« Voir mon devis » where this tab was last on a form: the accepted quote, not the form that could not be saved', async () => {
    const id = await approvedQuote(sandbox);
    // The last screen this tab showed: the second mutuelle's page, one the drawer reopens on while the claim is open.
    keepLastPath('/fr-fr/cart/direct-billing/insurance-information?form=2');
    setInsuranceLoad('ready');
    render(<><Cta /><DrawerHost /></>);
    await acceptedElsewhere(id);
    fireEvent.click(await screen.findByRole('button', { name: 'Voir mon devis' }));
    await expectAccepted();
    expect(screen.queryByRole('button', { name: 'Continuer' })).toBeNull();
  });
});
