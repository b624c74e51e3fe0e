// The call-to-action beside a quote at an offline mutuelle (spec 000 §4 QUOTE_REQUESTED with an insurer-offline
// connection error, §7 opt-in-retry; spec 001 §2 "service offline", §9 up to 48 hours), against the real sandbox in
// process, in the French of France: the card says where the shopper's choice of the e-mail retry stands, as the quote
// view beside it does, and offers what the quote view offers; once opted in, the open page (and a page loaded later)
// learns the mutuelle's answer and says a quote waits to be accepted.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../sandbox/service/configurations.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { requestQuote } from '../../src/api/quote/quotes.ts';
import { cta, insuranceLoad, record, setRecord } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-kit.ts';
import { addBenefits, refreshInsuranceState, waitForRetryAnswer } from '../../signals/claim/actions.ts';
import { retryClock } from '../../signals/claim/retry-follow.ts';
import { optInQuoteRetry } from '../../src/api/quote/quotes.ts';
import { realClock } from '../../src/api/poll.ts';
import { formatMoney, toMinor } from '../../src/domain/money.ts';
import { closeDrawer, drawerTarget } from '../../signals/drawer/drawer.ts';
import { go, pageFlow } from '../../signals/drawer/flow.ts';
import { setServiceStatus } from '../../signals/host/service-status.ts';
import { quoteClock, resetQuote } from '../../signals/drawer/quote/flow-quote.ts';
import { signedInVisitor } from '../../test/component/setup.ts';
import { frenchQuoteRequired } from '../../test/unit/french-quote.ts';
import Quote from '../drawer/quote/Quote.tsx';
import Toggle from '../toggle/Toggle.tsx';
import Cta from './Cta.tsx';

let sandbox: Awaited<ReturnType<typeof signedInVisitor>>;

// The page waits for an offline insurer's answer as a signed-in page does (startSignedIn).
beforeAll(() => waitForRetryAnswer());
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
  retryClock.current = realClock;
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
    expect(before.body).toContain('48\u00a0heures');
    expect(before.body).toContain('Nous pouvons vous prévenir par e-mail');
    expect(before.body).not.toContain('Nous vous préviendrons');
    expect(before.buttons).toEqual(['Me prévenir par e-mail', 'Annuler ma demande de devis']);

    fireEvent.click(screen.getByRole('button', { name: 'Me prévenir par e-mail' }));
    const after = await card('En attente de la réponse de votre mutuelle');
    expect(after.body).toContain('Nous vous préviendrons par e-mail');
    expect(after.buttons).toEqual(['Annuler ma demande de devis']);
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
    expect(declined.buttons).toEqual(['Me prévenir par e-mail', 'Annuler ma demande de devis']);
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

describe('spec 001 §6 serviceStatus(false) over a quote at an offline mutuelle: no e-mail retry is offered that cannot be sent', () => {
  afterEach(() => setServiceStatus(true));

  it('the card and the quote view keep their choices in sight, unavailable, say when they can be made, and call nothing; back online, the e-mail is asked for', async () => {
    render(
      <>
        <Quote />
        <Cta />
      </>,
    );
    const { region } = await card('Votre mutuelle est injoignable');
    const view = await screen.findByRole('region', { name: 'Votre mutuelle ne répond pas' });

    act(() => setServiceStatus(false));

    // The card: the e-mail and the cancel, one sentence for when both can be used.
    const onCard = 'Vous pourrez demander l’e-mail ou annuler lorsque le tiers payant sera de nouveau disponible.';
    const optIn = await within(region).findByRole('button', { name: 'Me prévenir par e-mail', description: onCard });
    const cancel = within(region).getByRole('button', { name: 'Annuler ma demande de devis', description: onCard });
    // The quote view: the e-mail, its "no thanks" and the cancel, each a call.
    const inView = 'Vous pourrez faire votre choix lorsque le tiers payant sera de nouveau disponible.';
    const choices = ['Me prévenir par e-mail', 'Non merci, fermer', 'Annuler ma demande de devis'].map((name) => within(view).getByRole('button', { name, description: inView }));
    for (const button of [optIn, cancel, ...choices]) {
      expect(button.getAttribute('aria-disabled'), button.textContent ?? '').toBe('true');
      fireEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(optInCalls()).toEqual([]);
    expect(record.value?.status).toBe('QUOTE_REQUESTED');

    // Back online: offered again, and asked for from the card.
    act(() => setServiceStatus(true));
    await waitFor(() => expect(optIn.getAttribute('aria-disabled')).toBe('false'));
    expect(screen.queryByText(onCard)).toBeNull();
    fireEvent.click(optIn);
    expect((await card('En attente de la réponse de votre mutuelle')).body).toContain('Nous vous préviendrons par e-mail');
    expect(optInCalls()).toHaveLength(1);
  });
});

/** The record's reads by id (GET claim-records/{id}), the page's wait for the answer among them. */
const recordReads = () => sandbox.calls.filter((call) => /^GET .*\/claim-records\/[^/]+$/.test(call) && !call.includes('/active/'));
/** The mutuelle's quoted share, as the card says it. */
const share = () => formatMoney(toMinor(record.value?.claimData?.quote?.quoteConfirmedAmount?.amount ?? 0, 'EUR'), { locale: 'fr-FR', currency: 'EUR' });

describe('spec 000 §4, §9 and spec 001 §9: the mutuelle comes back after the opt-in, and the page learns its answer', () => {
  beforeEach(() => {
    // The page's wait reads the record on the sandbox's clock: the mutuelle's delay passes as the wait sleeps. (Above, the
    // wall clock's: the sandbox's stands still, so the mutuelle never comes back while those tests look.)
    retryClock.current = quoteClock.current;
  });

  it('with the page open, the quote view shows the quote, the card says a quote is ready and leads to it, and the switch opens it', async () => {
    render(
      <>
        <Toggle />
        <Quote />
        <Cta />
      </>,
    );
    await screen.findByRole('switch', { name: 'Utiliser le tiers payant', description: 'Disponible dès que votre mutuelle aura répondu à votre demande de devis.' });
    const offline = await screen.findByRole('region', { name: 'Votre mutuelle ne répond pas' });
    fireEvent.click(within(offline).getByRole('button', { name: 'Me prévenir par e-mail' }));
    // Opted in (QUOTE_PENDING): the sandbox's mutuelle comes back 30 s later, which the page's reads of the record meet.
    await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    expect(recordReads().length).toBeGreaterThan(0);
    await screen.findByRole('button', { name: 'Accepter le devis' });

    const ready = await card('Votre devis est prêt');
    expect(ready.body).toBe(`Votre mutuelle a envoyé son devis\u202f: elle prend en charge ${share()} sur cette commande. Acceptez-le pour utiliser votre tiers payant.`);
    expect(ready.buttons).toEqual(['Voir mon devis', 'Annuler la demande']);
    const toggle = screen.getByRole('switch', { name: 'Utiliser le tiers payant' });
    await waitFor(() => expect(toggle.getAttribute('aria-disabled')).toBe('false'));
    expect(screen.queryByText('Disponible dès que votre mutuelle aura répondu à votre demande de devis.')).toBeNull();

    // Insurance comes on with the acceptance: the switch opens the quote (the drawer resumes on it), switching nothing on.
    fireEvent.click(toggle);
    await waitFor(() => expect(drawerTarget.value).toBe('loading'));
    expect(sandbox.calls.filter((call) => call.endsWith('/change-insurance-status'))).toEqual([]);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    closeDrawer();
    fireEvent.click(within(ready.region).getByRole('button', { name: 'Voir mon devis' }));
    expect(drawerTarget.value).toBe('loading');
  });

  it('a page loaded while the answer is awaited learns it too, and after a reload the card still says the quote waits to be accepted', async () => {
    // Opted in before this page loaded (in another tab, or before a reload): this page has not shown the opt-in.
    await optInQuoteRetry(currentApi(), record.value?.id ?? '', true);
    setRecord(null);
    await refreshInsuranceState();
    render(<Cta />);
    await card('Votre devis est prêt');
    expect(record.value?.status).toBe('READY_TO_CLAIM');

    // A reload once the answer came: the card reads it from the service.
    cleanup();
    setRecord(null);
    await refreshInsuranceState();
    render(<Cta />);
    const ready = await card('Votre devis est prêt');
    expect(ready.body).toContain(share());
    expect(ready.buttons).toEqual(['Voir mon devis', 'Annuler la demande']);
  });
});
