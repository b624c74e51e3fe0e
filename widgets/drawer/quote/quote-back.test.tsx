// The header's Back on the French quote while a request is on its way, in the whole drawer against the real sandbox in
// process: Back leads to the forms, whose Continue would change the answers the mutuelle is pricing while the wait goes
// on unseen, so « Demande de devis en cours » offers none until the quote is answered, nor « Nous attendons la réponse
// de votre mutuelle » while the retry at an offline mutuelle is (spec 000 §2, "A back button appears when allowed";
// src/domain/drawer/trail.ts backPlace).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { getClaimRecord, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { requestQuote } from '../../../src/api/quote/quotes.ts';
import { record, setInsuranceLoad, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { resetFlow } from '../../../signals/drawer/flow.ts';
import { quoteClock } from '../../../signals/drawer/quote/flow-quote.ts';
import { DrawerHost } from '../../mount.tsx';
import { endFrenchShopper, SETTLE, startFrenchShopper, type FrenchShopper } from '../../../test/component/french-shopper.ts';
import { frenchQuoteRequired } from '../../../test/unit/french-quote.ts';
import { door } from '../../../test/component/door.ts';

afterEach(() => {
  endFrenchShopper();
  resetFlow();
});

/**
 * The shopper's forms done, the drawer opened on « Demandez votre devis »; the service takes the quote request once
 * `taken` opens, and the mutuelle's answer is read once `answered` does.
 */
async function drawerOnRequest(sandbox: FrenchShopper, taken: Promise<void>, answered: Promise<void>): Promise<void> {
  const id = await frenchQuoteRequired(sandbox);
  await updateClaimRecord(currentApi(), id, { termsAndConditionsAccepted: true });
  setRecord(await getClaimRecord(currentApi(), id));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST' && String(input).endsWith('/quote/request-new')) await taken;
    return sandbox.fetch(input, init);
  });
  quoteClock.current = {
    now: () => sandbox.state.service.now(),
    sleep: async (ms: number) => {
      await answered;
      sandbox.state.advanceClock(ms);
    },
  };
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer('loading'));
  await screen.findByRole('heading', { level: 3, name: 'Demandez votre devis' });
}

describe('spec 000 §2 "A back button appears when allowed": not while the quote request is on its way', () => {
  it.each(['fr-fr', 'fr-ca'])('%s: « Demande de devis en cours » has no « Retour », from the press to the mutuelle’s answer; « Votre devis » has it again', async (locale) => {
    const sandbox = await startFrenchShopper(locale);
    const taken = door();
    const answered = door();
    await drawerOnRequest(sandbox, taken.passed, answered.passed);
    // Before the request, Back returns to the second mutuelle's page.
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await screen.findByRole('heading', { level: 3, name: 'Demande de devis en cours' });
    // The request is on its way; the service does not have it yet.
    expect(record.value?.status).toBe('QUOTE_REQUIRED');
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
    // Its place is kept, empty and unseen by a screen reader, so the title and the step do not move sideways.
    const place = document.querySelector('.drawer-header > :first-child');
    expect(place?.className).toBe('icon back-place');
    expect(place?.getAttribute('aria-hidden')).toBe('true');
    taken.open();
    // The service has it; the mutuelle has yet to answer.
    await waitFor(() => expect(record.value?.status).toBe('QUOTE_REQUESTED'));
    expect(screen.getByRole('heading', { level: 3, name: 'Demande de devis en cours' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
    answered.open();
    await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
    expect(await screen.findByRole('button', { name: 'Retour' })).toBeTruthy();
    expect(record.value?.status).toBe('READY_TO_CLAIM');
  });
});

describe('spec 000 §2 and §4: not while the retry at an offline mutuelle is awaited', () => {
  it.each([
    ['fr-fr', 'Me prévenir par e-mail'],
    ['fr-ca', 'Me prévenir par courriel'],
  ])('%s: « Votre mutuelle ne répond pas » has « Retour »; once « %s » is pressed, « Nous attendons la réponse de votre mutuelle » has none', async (locale, optIn) => {
    const sandbox = await startFrenchShopper(locale);
    const id = await frenchQuoteRequired(sandbox, 'MUT-OFFLINE');
    await updateClaimRecord(currentApi(), id, { termsAndConditionsAccepted: true });
    await requestQuote(currentApi(), id);
    sandbox.state.advanceClock(SETTLE);
    setRecord(await getClaimRecord(currentApi(), id));
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('loading'));
    await screen.findByRole('heading', { level: 3, name: 'Votre mutuelle ne répond pas' });
    // The mutuelle answered (offline): the forms are the shopper's to change before asking again.
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: optIn }));
    await screen.findByRole('heading', { level: 3, name: 'Nous attendons la réponse de votre mutuelle' });
    expect(record.value?.status).toBe('QUOTE_PENDING');
    expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  });
});
