// A guest whose mutuelle is offline (spec 000 §4 insurer-offline connection error, §6 guests' records carry no e-mail,
// §7 opt-in-retry carries only the record id and the choice; spec 001 §9 up to 48 hours), against the real sandbox in
// process: the quote view and the call-to-action beside it never promise an e-mail nobody can send, offer the retry
// without it, and say where its quote will show.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { INSURER_DELAYS_MS } from '../../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { requestQuote } from '../../../src/api/quote/quotes.ts';
import { insuranceLoad, record, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-kit.ts';
import { go, pageFlow, resetFlow } from '../../../signals/drawer/flow.ts';
import { quoteClock, resetQuote } from '../../../signals/drawer/quote/flow-quote.ts';
import { session } from '../../../signals/session/session.ts';
import { guestVisitor } from '../../../test/component/setup.ts';
import { frenchQuoteRequired } from '../../../test/unit/french-quote.ts';
import Cta from '../../cta/Cta.tsx';
import Quote from './Quote.tsx';

afterEach(() => {
  cleanup();
  resetQuote();
  resetFlow();
  vi.unstubAllGlobals();
});

/** What the shopper reads and presses, by language. */
interface Words {
  offline: string;
  unreachable: string;
  guestLead: RegExp;
  cardLead: RegExp;
  askAgain: string;
  cancel: string;
  waiting: string;
  ctaWaiting: string;
  willShow: RegExp;
  cardWillShow: RegExp;
  /** Any promise of an e-mail, in the drawer or on the card. */
  emailPromise: RegExp;
}

const FRENCH: Words = {
  offline: 'Votre mutuelle ne répond pas',
  unreachable: 'Votre mutuelle est injoignable',
  guestLead: /^Nous ne pouvons pas prévenir un invité par e-mail, mais nous pouvons redemander votre devis à votre mutuelle et vous l’afficher ici\./,
  cardLead: /Nous ne pouvons pas prévenir un invité par e-mail, mais nous pouvons lui redemander votre devis et vous l’afficher ici/,
  askAgain: 'Redemander à ma mutuelle',
  cancel: 'Annuler ma demande de devis',
  waiting: 'Nous attendons la réponse de votre mutuelle',
  ctaWaiting: 'En attente de la réponse de votre mutuelle',
  willShow: /Il s’affichera ici dès sa réponse \(sous 48\u00a0heures\)\u202f: gardez cette page ouverte ou revenez plus tard à votre panier\./,
  cardWillShow: /Nous lui avons redemandé votre devis\u202f: il s’affichera ici dès sa réponse \(sous 48\u00a0heures\)/,
  emailPromise: /Nous pouvons vous prévenir par e-mail|Nous vous préviendrons|Nous vous enverrons un e-mail|Me prévenir par e-mail/,
};

const ENGLISH: Words = {
  offline: 'Your insurer is not answering',
  unreachable: 'Your insurer can’t be reached',
  guestLead: /^We can’t e-mail a guest, but we can ask your insurer again and show you its quote here\./,
  cardLead: /We can’t e-mail a guest, but we can ask it again and show you its quote here/,
  askAgain: 'Ask my insurer again',
  cancel: 'Cancel my quote request',
  waiting: 'Waiting for your insurer’s answer',
  ctaWaiting: 'Your insurer is offline',
  willShow: /Its quote will show here as soon as it answers \(within 48 hours\): keep this page open or come back to your cart later\./,
  cardWillShow: /We asked it again: its quote will show here as soon as it answers \(within 48 hours\)/,
  emailPromise: /We can e-mail you|We will e-mail you|We'll e-mail you|E-mail me when it answers/,
};

/** A guest of the French demo shop whose quote met an offline mutuelle: the record at QUOTE_REQUESTED, insurer offline. */
async function guestAtOfflineQuote(locale: string) {
  const sandbox = await guestVisitor({ locale, country: 'FR', currency: 'EUR' });
  expect(session.value?.isGuest).toBe(true);
  insuranceLoad.value = 'ready';
  quoteClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
  pageFlow.value = sandboxPageFlow('FR');
  go('quote');
  const id = await frenchQuoteRequired(sandbox, 'MUT-OFFLINE');
  // Spec 000 §6: the guest's record was made without an e-mail.
  expect(record.value?.customerEmail ?? null).toBeNull();
  await requestQuote(currentApi(), id);
  sandbox.state.advanceClock(Math.max(...Object.values(INSURER_DELAYS_MS)) + 1);
  setRecord(await getClaimRecord(currentApi(), id));
  expect(record.value?.status).toBe('QUOTE_REQUESTED');
  return sandbox;
}

/** A region's text and buttons, as the shopper reads them. */
function region(name: string, level: 2 | 3): { text: string; buttons: string[]; element: HTMLElement } {
  const element = screen.getByRole('heading', { level, name }).closest('section') as HTMLElement;
  return { text: element.textContent ?? '', buttons: within(element).queryAllByRole('button').map((b) => b.textContent ?? ''), element };
}

describe('spec 000 §6 and §7: a guest at an offline mutuelle is offered the retry without an e-mail', () => {
  it.each([
    ['fr-FR', 'fr-fr', FRENCH],
    ['English', 'en-fr', ENGLISH],
  ] as const)('%s: the quote view and the card say no e-mail will come, ask the mutuelle again, and say where its quote will show', async (_language, locale, words) => {
    const sandbox = await guestAtOfflineQuote(locale);
    render(
      <>
        <Quote />
        <Cta />
      </>,
    );
    await screen.findByRole('heading', { level: 3, name: words.offline });
    await screen.findByRole('heading', { level: 2, name: words.unreachable });
    const view = region(words.offline, 3);
    expect(within(view.element).getByText(words.guestLead)).toBeTruthy();
    expect(view.buttons).toContain(words.askAgain);
    const card = region(words.unreachable, 2);
    expect(card.text).toMatch(words.cardLead);
    expect(card.buttons).toEqual([words.askAgain, words.cancel]);
    expect(document.body.textContent).not.toMatch(words.emailPromise);

    fireEvent.click(within(view.element).getByRole('button', { name: words.askAgain }));
    await screen.findByRole('heading', { level: 3, name: words.waiting });
    await screen.findByRole('heading', { level: 2, name: words.ctaWaiting });
    expect(record.value?.status).toBe('QUOTE_PENDING');
    expect(sandbox.calls.filter((call) => call.endsWith('/quote/opt-in-retry'))).toHaveLength(1);
    expect(region(words.waiting, 3).text).toMatch(words.willShow);
    expect(region(words.ctaWaiting, 2).text).toMatch(words.cardWillShow);
    expect(document.body.textContent).not.toMatch(words.emailPromise);
  });
});
