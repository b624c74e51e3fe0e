// A signed-in French shopper whose mutuelle is offline cancels the quote request (spec 000 §4 cancel-retry, RETRY_CANCELLED),
// against the real sandbox in process: the view goes back to the request, its heading focused, and the drawer's live
// region says once that the request was cancelled, as the cancel of a claim says its own; a cancel kept says nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { effect } from '@preact/signals-react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { record } from '../../../signals/claim/claim.ts';
import { announcement } from '../../../signals/drawer/announce.ts';
import { resetFlow } from '../../../signals/drawer/flow.ts';
import { atOfflineQuote, endFrenchShopper } from '../../../test/component/french-shopper.ts';
import Quote from './Quote.tsx';

afterEach(() => {
  endFrenchShopper();
  resetFlow();
});

const WORDS = [
  ['fr-FR', 'fr-fr', {
    offline: 'Votre mutuelle ne répond pas', cancel: 'Annuler ma demande de devis', keep: 'Conserver ma demande', confirm: 'Oui, annuler ma demande',
    request: 'Demandez votre devis', cancelled: 'Votre demande de devis a été annulée, et votre commande est au plein tarif.',
  }],
  ['en', 'en-fr', {
    offline: 'Your insurer is not answering', cancel: 'Cancel my quote request', keep: 'Keep my request', confirm: 'Yes, cancel my request',
    request: 'Request your quote', cancelled: 'Your quote request was cancelled, and your order is at full price.',
  }],
] as const;

describe('spec 000 §4: the quote request cancelled at an offline mutuelle is said', () => {
  it.each(WORDS)('%s: Yes, cancel goes back to the request, its heading focused, and the live region says once that the request was cancelled', async (_language, locale, words) => {
    const sandbox = await atOfflineQuote(locale);
    const heard: string[] = [];
    const stop = effect(() => void (announcement.value && heard.push(announcement.value)));
    render(<Quote />);
    await screen.findByRole('heading', { level: 3, name: words.offline });
    // Kept, the request stands and nothing is said.
    fireEvent.click(await screen.findByRole('button', { name: words.cancel }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: words.keep }));
    fireEvent.click(screen.getByRole('button', { name: words.cancel }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: words.confirm }));
    const heading = await screen.findByRole('heading', { level: 3, name: words.request });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(record.value?.claimData?.quote?.status).toBe('RETRY_CANCELLED');
    expect(sandbox.calls.filter((call) => call.endsWith('/quote/cancel-retry'))).toHaveLength(1);
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).toEqual([words.cancelled]);
    stop();
  });
});
