// The call-to-action beside a quote at an offline mutuelle (spec 000 §4 QUOTE_REQUESTED with an insurer-offline
// connection error, §7 opt-in-retry; spec 001 §2 "service offline", §9 up to 48 hours), against the real sandbox in
// process, in the French of France: the card says where the shopper's choice of the e-mail retry stands, as the quote
// view beside it does, and offers what the quote view offers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../sandbox/service/configurations.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { requestQuote } from '../../src/api/quote/quotes.ts';
import { cta, insuranceLoad, record, setRecord } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-kit.ts';
import { addBenefits } from '../../signals/claim/actions.ts';
import { drawerTarget } from '../../signals/drawer/drawer.ts';
import { go, pageFlow } from '../../signals/drawer/flow.ts';
import { quoteClock, resetQuote } from '../../signals/drawer/quote/flow-quote.ts';
import { signedInVisitor } from '../../test/component/setup.ts';
import { frenchQuoteRequired } from '../../test/unit/french-quote.ts';
import Quote from '../drawer/quote/Quote.tsx';
import Cta from './Cta.tsx';

let sandbox: Awaited<ReturnType<typeof signedInVisitor>>;

beforeEach(async () => {
  sandbox = await signedInVisitor({ locale: 'fr-fr', country: 'FR', currency: 'EUR' });
  insuranceLoad.value = 'ready';
  quoteClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
  pageFlow.value = sandboxPageFlow('FR');
  go('quote');
  // The member number's scenario word: the mutuelle is offline when the quote is asked for.
  const id = await frenchQuoteRequired(sandbox, 'OFFLINE-42');
  await requestQuote(currentApi(), id);
  sandbox.state.advanceClock(Math.max(...Object.values(INSURER_DELAYS_MS)) + 1);
  setRecord(await getClaimRecord(currentApi(), id));
  expect(record.value?.status).toBe('QUOTE_REQUESTED');
  expect(cta.value).toBe('SERVICE_OFFLINE');
});
afterEach(() => {
  cleanup();
  resetQuote();
  vi.unstubAllGlobals();
});

/** The call-to-action's card (its heading is the page's level 2; the quote view's, level 3): the text under the heading, and its buttons. */
async function card(heading: string): Promise<{ body: string; buttons: string[]; region: HTMLElement }> {
  const title = await screen.findByRole('heading', { level: 2, name: heading });
  const region = title.closest('section') as HTMLElement;
  // The one landmark of that name: the quote view beside it names its own otherwise (axe: landmark-unique).
  expect(screen.getAllByRole('region', { name: heading })).toEqual([region]);
  return { body: title.nextElementSibling?.textContent ?? '', buttons: within(region).queryAllByRole('button').map((b) => b.textContent ?? ''), region };
}

const optInCalls = () => sandbox.calls.filter((call) => call.endsWith('/quote/opt-in-retry'));

describe('spec 001 §2 "service offline": the card tells the truth in each state of the e-mail retry', () => {
  it('before the shopper chose: the mutuelle is unreachable, no e-mail promised, and the e-mail and the cancel offered; asked from the card, the e-mail is then promised', async () => {
    render(<Cta />);
    const before = await card('Votre mutuelle est injoignable');
    expect(before.body).toContain('48 heures');
    expect(before.body).toContain('Nous pouvons vous prévenir par e-mail');
    expect(before.body).not.toContain('Nous vous préviendrons');
    expect(before.buttons).toEqual(['Me prévenir par e-mail', 'Annuler le devis']);

    fireEvent.click(screen.getByRole('button', { name: 'Me prévenir par e-mail' }));
    const after = await card('En attente de la réponse de votre mutuelle');
    expect(after.body).toContain('Nous vous préviendrons par e-mail');
    expect(after.buttons).toEqual(['Annuler le devis']);
    expect(record.value?.status).toBe('QUOTE_PENDING');
    expect(optInCalls()).toHaveLength(1);
  });

  it('"Non merci, fermer" in the quote view: the card promises no e-mail and says what the shopper can do now, the e-mail still on offer', async () => {
    render(
      <>
        <Quote />
        <Cta />
      </>,
    );
    await card('Votre mutuelle est injoignable');
    fireEvent.click(await screen.findByRole('button', { name: 'Non merci, fermer' }));
    await screen.findByText(/^Nous ne vous enverrons pas d’e-mail/);
    const declined = await card('Votre mutuelle est injoignable');
    expect(declined.body).toMatch(/^Nous ne vous enverrons pas d’e-mail à sa réponse\. Vous pouvez annuler cette demande de devis et commander au plein tarif/);
    expect(declined.body).not.toContain('Nous vous préviendrons');
    expect(declined.buttons).toEqual(['Me prévenir par e-mail', 'Annuler le devis']);
    expect(optInCalls()).toHaveLength(1);

    // Changing their mind from the card is the opt-in the quote view would send.
    fireEvent.click(within(declined.region).getByRole('button', { name: 'Me prévenir par e-mail' }));
    expect((await card('En attente de la réponse de votre mutuelle')).body).toContain('Nous vous préviendrons par e-mail');
    expect(optInCalls()).toHaveLength(2);
  });

  it('the shop\'s addBenefits() while the quote waits on the offline mutuelle opens no drawer that would wait for good', async () => {
    render(<Cta />);
    await card('Votre mutuelle est injoignable');
    await addBenefits();
    expect(drawerTarget.value).toBeNull();
  });
});
