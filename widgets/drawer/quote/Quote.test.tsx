// The French quote view (spec 000 sections 2, 4, 8 and 9; spec 001 sections 8 and 9) against the real sandbox in
// process, in French: the polls run on the sandbox's clock, so an insurer's delay passes the moment a poll sleeps.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { SECOND_MUTUELLE_ID } from '../../../sandbox/service/catalogue.ts';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { acceptQuote, requestQuote } from '../../../src/api/quote/quotes.ts';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../../src/api/claim/eligibility.ts';
import { chooseInsurer, loadInsurers } from '../../../signals/drawer/insurer/flow-insurer.ts';
import { listCustomerClaims } from '../../../src/api/claim/claims.ts';
import { QUOTE_REQUESTS_PER_DAY } from '../../../sandbox/service/quotes.ts';
import { INSURER_DELAYS_MS } from '../../../sandbox/service/scenarios.ts';
import { LOADING_MESSAGE_STEP_MS } from '../../../src/domain/constants.ts';
import { formatMoney, toMinor } from '../../../src/domain/money.ts';
import { loadSession } from '../../../signals/session/session.ts';
import { record, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { shopCart } from '../../../signals/claim/claim-kit.ts';
import { go, pageFlow, resetFlow, setViewOnly, view } from '../../../signals/drawer/flow.ts';
import { drafts, setDraft } from '../../../signals/drawer/drafts.ts';
import { quoteClock, resetQuote } from '../../../signals/drawer/quote/flow-quote.ts';
import Quote from './Quote.tsx';
import Cta from '../../cta/Cta.tsx';
import { hostEvents } from '../../../signals/host/events.ts';
import { insuranceLoad } from '../../../signals/claim/claim.ts';
import { session } from '../../../signals/session/session.ts';
import en from '../../../strings/en/drawer.ts';
import fr from '../../../strings/fr-CA/drawer.ts';
import frFR from '../../../strings/fr-FR/drawer.ts';
import { configure, signedInVisitor } from '../../../test/component/setup.ts';
import { frenchQuoteRequired } from '../../../test/unit/french-quote.ts';
import { timesSaid, watchLiveRegions } from '../../../test/component/said.ts';
import { goOffline } from '../../../test/component/connection.ts';
import { door } from '../../../test/component/door.ts';

/** A Wednesday, 10:00 in Los Angeles. */
const WALK_START = Date.parse('2026-11-18T18:00:00Z');
let sandbox: Awaited<ReturnType<typeof signedInVisitor>>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
  sandbox = await signedInVisitor({ locale: 'fr-fr', country: 'FR', currency: 'EUR' });
  quoteClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
  pageFlow.value = sandboxPageFlow('FR');
  go('quote');
});
afterEach(() => {
  cleanup();
  resetQuote();
  resetFlow();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A French record at QUOTE_REQUIRED (test/unit/french-quote.ts); the member number carries the scenario. */
const quoteRequired = async (contractId?: string, insurer?: string): Promise<void> => void (await frenchQuoteRequired(sandbox, contractId, insurer));

/** Every English text of the quote view's strings that French words differently: none may show in the French flow. */
const ENGLISH = (['quote', 'quote-amounts', 'quote-offline', 'quote-problem'] as const).flatMap((surface) =>
  Object.entries(en[surface]).filter(([key, text]) => (fr[surface] as Record<string, string>)[key] !== text && !text.includes('{{')).map(([, text]) => text),
);
const expectNoEnglish = (): void => {
  const text = document.body.textContent ?? '';
  for (const english of ENGLISH) expect(text, `English shown: ${english}`).not.toContain(english);
};
/**
 * The quote's problem, found by its title: the view's level-3 heading says it (spec 000 §8, the heading names the
 * problem), and names the box that takes focus (quote-problem.tsx), which does not say it again.
 */
async function problemBox(title: string): Promise<HTMLElement> {
  const box = await screen.findByRole('group', { name: title });
  expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
  expect(box.textContent).not.toContain(title);
  return box;
}
/** Every problem's title in French of France: none may show once the quote stands. */
const PROBLEM_TITLES: ReadonlySet<string> = new Set(Object.entries(frFR['quote-problem']).filter(([key]) => key.endsWith('.title')).map(([, title]) => title));
const PROBLEM_TITLE = (name: string): boolean => PROBLEM_TITLES.has(name);
const euros = (amount: number) => formatMoney(toMinor(amount, 'EUR'), { locale: 'fr-FR', currency: 'EUR' });

describe('the quote view, in French', () => {
  it('requests a quote, shows the share, free shipping and the remainder in fr-FR, accepts, and offers checkout', async () => {
    await quoteRequired();
    render(<Quote />);
    expect(screen.getByRole('heading', { level: 3, name: 'Demandez votre devis' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
    const quote = record.value?.claimData?.quote;
    const subtotal = (await shopCart()).orderSubtotal.amount;
    const share = quote?.quoteConfirmedAmount?.amount ?? 0;
    expect(share).toBeGreaterThan(0);
    const term = async (name: string) => (await screen.findByText(name)).nextElementSibling?.textContent;
    expect(await term('Montant de la commande')).toBe(euros(subtotal));
    expect(await term('Livraison')).toBe('Offerte');
    expect(await term('Pris en charge par votre mutuelle')).toBe(formatMoney(-toMinor(share, 'EUR'), { locale: 'fr-FR', currency: 'EUR', signDisplay: 'exceptZero' }));
    expect(await term('Reste à payer')).toBe(euros(subtotal - share));
    expect(screen.getByText(/code promo/)).toBeTruthy();
    expectNoEnglish();
    const heard = watchLiveRegions();
    fireEvent.click(screen.getByRole('button', { name: 'Accepter le devis' }));
    await screen.findByRole('button', { name: 'Passer commande' });
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    // The accepted screen is said by its focused heading; its share is shown under it, not said by a region that came
    // holding it (WCAG 4.1.3).
    const accepted = `Votre mutuelle prend en charge ${euros(share)} sur votre commande. Vous réglez le reste au paiement.`;
    await waitFor(() => expect([...document.querySelectorAll('p')].map((p) => p.textContent)).toContain(accepted));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Devis accepté' })));
    expect(timesSaid(accepted)).toBe(0);
    heard.stop();
    expect(heard.insertedSaying.filter((text) => text.includes(accepted))).toEqual([]);
    // Spec 001 §9: what can still cancel the accepted quote, the French 30-minute or cart-change notice included.
    const notes = screen.getByRole('list', { name: 'Bon à savoir' });
    expect(within(notes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Un devis accepté est annulé au bout de 3\u00a0jours sans commande.',
      'Après 30\u00a0minutes d’inactivité ou une modification de votre panier, votre prise en charge peut être annulée.',
    ]);
    expectNoEnglish();
  });

  it('the answered quote stays busy while the cart is read: no « Refuser le devis » alone, then the amounts with both buttons at once', async () => {
    await quoteRequired();
    let release = () => {};
    const cartRead = new Promise<void>((resolve) => (release = resolve));
    let cartAsked = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/cart/cartItemDetails')) {
        cartAsked = true;
        await cartRead;
      }
      return sandbox.fetch(input, init);
    });
    render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
    await waitFor(() => expect(cartAsked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Refuser le devis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
    expect(document.querySelector('.quote .spinner')).toBeTruthy();
    release();
    await screen.findByRole('button', { name: 'Accepter le devis' });
    expect(screen.getByRole('button', { name: 'Refuser le devis' })).toBeTruthy();
    expect(screen.getByText('Reste à payer')).toBeTruthy();
    expect(document.querySelector('.quote .spinner')).toBeNull();
  });

  it('spec 000 §3 (a quote is the mutuelle\'s, for the coverage it quoted): another mutuelle chosen after a quote asks that one for its own, never offers the one left\'s', async () => {
    const id = await frenchQuoteRequired(sandbox);
    await requestQuote(currentApi(), id);
    sandbox.state.advanceClock(INSURER_DELAYS_MS.quote);
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((insurer) => insurer.id === SECOND_MUTUELLE_ID)!);
    // The member looked up at the new mutuelle, as its lookup form sends it.
    const insuree = { contractId: '87654321', firstName: 'Alex', lastName: 'Martin', insuranceType: 'ADDITIONAL_INSURANCE' };
    await syncInsuranceMember(currentApi(), id, { primaryCoverage: { insurer: { id: SECOND_MUTUELLE_ID }, insuree } });
    sandbox.state.advanceClock(INSURER_DELAYS_MS.memberSync);
    setRecord(await getClaimRecord(currentApi(), id));
    render(<Quote />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Demandez votre devis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Demander un devis' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
    expect(screen.queryByText('Pris en charge par votre mutuelle')).toBeNull();
  });

  it('spec 000 §9 quote max wait 120000 ms: a mutuelle slow to answer is said to take up to 2 minutes, not "answering" for ever', async () => {
    await quoteRequired();
    // The animation's turns on a clock the test moves (the date stays where the walk is).
    const now = Date.now();
    vi.useRealTimers();
    vi.useFakeTimers({ now, shouldAdvanceTime: true });
    // The mutuelle has not answered yet: each wait between two reads of the record never ends.
    quoteClock.current = { now: () => sandbox.state.service.now(), sleep: () => new Promise<void>(() => undefined) };
    render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await screen.findByText('Demande de devis à votre mutuelle…');
    // Each configured message has its turn, then the wait says how long a mutuelle may take.
    vi.advanceTimersByTime(2 * LOADING_MESSAGE_STEP_MS);
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Votre mutuelle peut mettre jusqu’à 2\u00a0minutes à répondre. Nous attendons toujours sa réponse\u202f; veuillez garder cette fenêtre ouverte.'),
    );
  });

  it('spec 000 §2 view-only: the quote shows its amounts, with no request, accept or refuse', async () => {
    await quoteRequired();
    const first = render(<Quote />);
    expect(screen.getByRole('button', { name: 'Demander un devis' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await screen.findByRole('button', { name: 'Accepter le devis' });
    first.unmount();
    setViewOnly(true);
    render(<Quote />);
    await screen.findByText('Reste à payer');
    expect(screen.queryByRole('button', { name: 'Accepter le devis' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refuser le devis' })).toBeNull();
    expect(record.value?.status).not.toBe('CLAIM_ACCEPTED');
  });

  it('refusing the quote says the order stays at full price and offers a new quote', async () => {
    await quoteRequired();
    render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Refuser le devis' }));
    await screen.findByRole('heading', { level: 3, name: 'Devis refusé' });
    expect(screen.getByRole('button', { name: 'Demander un nouveau devis' })).toBeTruthy();
    expectNoEnglish();
  });

  it('LOWBAL: says the allowance is used up, with checkout at full price', async () => {
    await quoteRequired('1234LOWBAL');
    render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    const problem = await problemBox('Garanties insuffisantes');
    // Spec 000 §8: no quote can be asked for, so the heading is not « Demandez votre devis ».
    expect(screen.queryByRole('heading', { name: 'Demandez votre devis' })).toBeNull();
    // Said once, as it takes focus: its title, then what to do; no live region says it again.
    await waitFor(() => expect(document.activeElement).toBe(problem));
    expect(timesSaid('Garanties insuffisantes')).toBe(1);
    expect(timesSaid('Votre forfait optique est épuisé')).toBe(1);
    expect(screen.getByRole('button', { name: 'Payer au plein tarif' })).toBeTruthy();
    expectNoEnglish();
  });

  it('lenses by six: names the contact-lens line and the count to choose; a new quote is offered only once the cart changed', async () => {
    await quoteRequired('12345678', SECOND_MUTUELLE_ID);
    const first = render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    const alert = await problemBox('Modifiez le nombre de lentilles');
    await waitFor(() => expect(alert.querySelector('li')?.textContent).toMatch(/: 2 dans votre panier\. Choisissez 6\.$/));
    const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);
    // The same cart would get the same refusal and spend one of the day's three quotes (spec 000 §9).
    expect(buttons()).toEqual(['Modifier mon panier', 'Fermer']);
    expectNoEnglish();
    // The shopper takes 6 boxes, and the view is shown again on the resumed claim.
    const visitor = [...sandbox.state.sessions.values()].find((s) => s.registerType === 'R');
    expect(visitor && sandbox.state.setQuantity(visitor, 'line-3', 6)).toBe(true);
    first.unmount();
    render(<Quote />);
    await waitFor(() => expect(buttons()).toEqual(['Demander un nouveau devis', 'Modifier mon panier']));
    expect((await problemBox('Modifiez le nombre de lentilles')).querySelector('li')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Demander un nouveau devis' }));
    await screen.findByRole('button', { name: 'Accepter le devis' });
    expect(sandbox.calls.filter((c) => c.endsWith('/quote/request-new'))).toHaveLength(2);
  });

  it('OFFLINE: explains the 48 hours, opts in by e-mail, then waits for the answer and says an e-mail will follow', async () => {
    await quoteRequired('1234OFFLINE');
    render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await screen.findByRole('heading', { level: 3, name: 'Votre mutuelle ne répond pas' });
    expect(await screen.findByText(/48 heures/)).toBeTruthy();
    expectNoEnglish();
    fireEvent.click(screen.getByRole('button', { name: 'Me prévenir par e-mail' }));
    await screen.findByRole('heading', { level: 3, name: 'Nous attendons la réponse de votre mutuelle' });
    expect(screen.getByText(/^Nous vous enverrons un e-mail dès que votre mutuelle aura envoyé son devis/)).toBeTruthy();
    expect(record.value?.status).toBe('QUOTE_PENDING');
    expectNoEnglish();
  });

  it('a failed request (503) is said in place and tried again, the record untouched', async () => {
    await quoteRequired();
    sandbox.state.faults.add({ call: 'quote/request-new', kind: 'status', status: 503, remaining: 1 });
    render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await problemBox('Un problème est survenu');
    expect(record.value?.status).toBe('QUOTE_REQUIRED');
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
  });

  it('spec 000 §8: a request while the browser is offline says the connection dropped, not that something went wrong; back online, Try again goes on', async () => {
    await quoteRequired();
    render(<Quote />);
    const online = goOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    const box = await problemBox('Vous semblez être hors ligne');
    expect(box.textContent).toBe('Vérifiez votre connexion, puis réessayez\u202f: rien de ce que vous avez fait n’est perdu.');
    expect(record.value?.status).toBe('QUOTE_REQUIRED');
    online();
    fireEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
  });

  it('OFFLINE: cancelling the retry asks first, warns on the last attempt, and then offers a new quote', async () => {
    await quoteRequired('1234OFFLINE');
    render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await screen.findByRole('heading', { level: 3, name: 'Votre mutuelle ne répond pas' });
    // Two earlier quotes of the day: this one is the last attempt (spec 001 §2, the last-attempt variant).
    const current = record.value;
    const summaries = current?.claimData?.quoteSummaries ?? [];
    const refused = { status: 'CX_REFUSED', lastQuote: false };
    setRecord(current ? { ...current, claimData: { ...current.claimData, quoteSummaries: [refused, refused, ...summaries] } } : null);
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler ma demande de devis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler votre demande de devis ?' });
    expect(dialog.textContent).toContain('C’est votre dernière tentative aujourd’hui');
    expectNoEnglish();
    fireEvent.click(screen.getByRole('button', { name: 'Oui, annuler ma demande' }));
    await screen.findByRole('heading', { level: 3, name: 'Demandez votre devis' });
    expect(sandbox.calls.filter((c) => c.endsWith('/quote/cancel-retry'))).toHaveLength(1);
  });

  it('beneficiary not found: back to the member form, what was typed kept', async () => {
    await quoteRequired();
    const current = record.value;
    const refused = { status: 'REJECTED', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND', lastQuote: true };
    setRecord(current ? { ...current, claimData: { ...current.claimData, quote: refused, quoteSummaries: [refused] } } : null);
    setDraft('primaryCoverage.insuree.contractId', '87654321');
    render(<Quote />);
    await problemBox('Votre mutuelle ne vous trouve pas');
    const edit = await screen.findByRole('button', { name: 'Vérifier mes informations' });
    expectNoEnglish();
    fireEvent.click(edit);
    expect(view.value).toBe('insurance-member');
    expect(drafts.value['primaryCoverage.insuree.contractId']).toBe('87654321');
  });

  it('past the daily quote attempts: says to come back in 24 hours, with checkout at full price, and offers no request the service would refuse', async () => {
    // Lenses by six refused at once: the day's requests go quickly, each leaving a new request possible.
    await quoteRequired('12345678', SECOND_MUTUELLE_ID);
    const id = record.value?.id ?? '';
    for (let i = 0; i < QUOTE_REQUESTS_PER_DAY; i++) setRecord(await requestQuote(currentApi(), id));
    render(<Quote />);
    expect((await problemBox('Limite quotidienne de devis atteinte')).textContent).toContain('24\u00a0heures');
    expect(screen.queryByRole('button', { name: 'Demander un nouveau devis' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Payer au plein tarif' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demander un devis' })).toBeNull();
    expectNoEnglish();
  });
});

describe('spec 000 §4 quote flow: the quote screen\'s ways on and "accepted" only once the claim is', () => {
  it.each([
    ['fr-FR', 'fr-fr', { request: 'Demander un devis', accept: 'Accepter le devis', refuse: 'Refuser le devis', accepting: 'Acceptation de votre devis en cours', accepted: 'Devis accepté', checkout: 'Passer commande', cancel: 'Annuler' }],
    ['English', 'en-fr', { request: 'Request a quote', accept: 'Accept the quote', refuse: 'Refuse the quote', accepting: 'Accepting your quote', accepted: 'Quote accepted', checkout: 'Proceed to checkout', cancel: 'Cancel' }],
  ] as const)('%s: request, then accept or refuse (no cancel beside them); "accepted" waits for CLAIM_ACCEPTED, the acceptance in progress meanwhile', async (_language, locale, words) => {
    configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', locale, country: 'FR', currency: 'EUR' });
    await loadSession();
    quoteClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
    pageFlow.value = sandboxPageFlow('FR');
    go('quote');
    await quoteRequired();
    render(<Quote />);
    const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);
    expect(buttons()).toEqual([words.request]);
    fireEvent.click(screen.getByRole('button', { name: words.request }));
    await screen.findByRole('button', { name: words.accept });
    expect(buttons()).toEqual([words.refuse, words.accept]);
    // The insurer's answer to the claim the acceptance submits is held until released: the claim stays pending.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const clock = quoteClock.current;
    quoteClock.current = { now: clock.now, sleep: async (ms: number) => held.then(() => clock.sleep(ms)) };
    fireEvent.click(screen.getByRole('button', { name: words.accept }));
    await screen.findByRole('heading', { level: 3, name: words.accepting });
    expect(record.value?.status).not.toBe('CLAIM_ACCEPTED');
    expect(screen.queryByText(words.accepted)).toBeNull();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    release();
    await screen.findByRole('heading', { level: 3, name: words.accepted });
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    await screen.findByRole('button', { name: words.checkout });
    expect(buttons()).toEqual([words.checkout]);
    expect(screen.queryByRole('button', { name: words.cancel })).toBeNull();
  });
});

describe('spec 000 §8 polling failure, in French', () => {
  it('reads that keep failing (503 past the 3 retries) while the quote is awaited, the shop saying the session holds, are an outage: the quote shows, never a session end', async () => {
    await quoteRequired();
    insuranceLoad.value = 'ready';
    const expired: unknown[] = [];
    const off = hostEvents.on('session-expired', (payload) => expired.push(payload));
    render(<><Quote /><Cta /></>);
    sandbox.state.faults.add({ call: `claim-records/${record.value?.id ?? ''}`, kind: 'status', status: 503, remaining: 4, method: 'GET' });
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    expect(await screen.findByRole('button', { name: 'Accepter le devis' })).toBeTruthy();
    off();
    expect(expired).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Connectez-vous pour utiliser votre mutuelle' })).toBeNull();
    expectNoEnglish();
  });

  it('reads that keep failing (5xx past the 3 retries) while the quote is awaited, the shop saying the session expired, end in the session-expired path', async () => {
    await quoteRequired();
    insuranceLoad.value = 'ready';
    const expired: unknown[] = [];
    const off = hostEvents.on('session-expired', (payload) => expired.push(payload));
    render(<><Quote /><Cta /></>);
    sandbox.state.faults.add({ call: `claim-records/${record.value?.id ?? ''}`, kind: 'status', status: 500, remaining: 4, method: 'GET' });
    // The shop, asked once the reads ran out, says its session expired (spec 000 §8, a session-expired key and code).
    sandbox.state.faults.add({ call: 'person/@self', kind: 'session-expired', remaining: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    expect(await screen.findByRole('link', { name: 'Connectez-vous pour utiliser votre mutuelle' })).toBeTruthy();
    off();
    expect(expired).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(screen.queryByRole('group', { name: PROBLEM_TITLE })).toBeNull();
    expectNoEnglish();
  });

  it('a read no retry cures (403) is the view’s error, in French, and the session stays', async () => {
    await quoteRequired();
    render(<Quote />);
    sandbox.state.faults.add({ call: `claim-records/${record.value?.id ?? ''}`, kind: 'status', status: 403, remaining: 1, method: 'GET' });
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await problemBox('Votre mutuelle n’a pas pu établir de devis');
    expect(session.value).not.toBeNull();
    expectNoEnglish();
  });
});

/** Long enough for any insurer answer but SLOW's. */
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

describe('spec 000 §5 one claim at a time per order, in French', () => {
  it('accepting the quote of a second record of the cart is refused with its own message: the earlier claim stands alone', async () => {
    const api = currentApi();
    // Two records of the same cart (two tabs), both at the quote before either claim.
    await quoteRequired();
    const first = record.value?.id ?? '';
    await quoteRequired();
    const second = record.value?.id ?? '';
    expect(second).not.toBe(first);
    // The first record's claim, accepted (in the other tab).
    await requestQuote(api, first);
    sandbox.state.advanceClock(SETTLE);
    await acceptQuote(api, first);
    sandbox.state.advanceClock(SETTLE);
    expect((await getClaimRecord(api, first)).status).toBe('CLAIM_ACCEPTED');
    // The second record's quote, approved.
    await requestQuote(api, second);
    sandbox.state.advanceClock(SETTLE);
    setRecord(await getClaimRecord(api, second));
    render(<Quote />);
    fireEvent.click(await screen.findByRole('button', { name: 'Accepter le devis' }));
    const alert = await problemBox('Cette commande a déjà une demande');
    expect(alert.textContent).toContain('Une seule demande peut s’appliquer à une commande à la fois');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    const claims = (await listCustomerClaims(api, session.value?.userId ?? '')).claims.filter((c) => Date.parse(c.submissionDate) >= WALK_START);
    expect(claims).toHaveLength(1);
    expectNoEnglish();
  });
});

/**
 * The next quote request's answer is lost: the widget gets the gateway's 504 once `answer` opens (what the client's
 * own 30 s timeout gives, spec 000 §9), while the service takes the request only later, as the sandbox's `late` fault
 * has it: `land` hands it to the service then. While `reads.current` is set, reads of a record wait for it.
 */
function loseNextRequest(answer: Promise<void> = Promise.resolve()) {
  const reads: { current: Promise<void> | null } = { current: null };
  let land: () => Promise<unknown> = () => Promise.reject(new Error('no request was lost'));
  let lost = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (!lost && init?.method === 'POST' && url.endsWith('/quote/request-new')) {
      lost = true;
      land = () => sandbox.fetch(input, init);
      await answer;
      return new Response('Gateway Timeout', { status: 504 });
    }
    if (reads.current && (init?.method ?? 'GET') === 'GET' && /claim-records\/[^/]+$/.test(url)) await reads.current;
    return sandbox.fetch(input, init);
  });
  return { reads, land: () => land() };
}

describe('spec 000 §7, §8, §9: a quote request whose answer was lost, in French', () => {
  const requests = () => sandbox.calls.filter((call) => call.startsWith('POST') && call.endsWith('/quote/request-new')).length;

  it('Réessayer reads the record and shows the quote the service made, focus on its heading; focus stays in the drawer while it waits; one request', async () => {
    await quoteRequired();
    const answer = door();
    const late = loseNextRequest(answer.passed);
    render(<Quote />);
    const ask = screen.getByRole('button', { name: 'Demander un devis' });
    ask.focus();
    fireEvent.click(ask);
    // The pressed button goes while the request runs: the heading saying it is under way has focus, never the page.
    const waiting = await screen.findByRole('heading', { level: 3, name: 'Demande de devis en cours' });
    await waitFor(() => expect(document.activeElement).toBe(waiting));
    answer.open();
    await problemBox('Un problème est survenu');
    // The service takes the request late, after the widget gave up on its answer.
    await late.land();
    const read = door();
    late.reads.current = read.passed;
    const retry = screen.getByRole('button', { name: 'Réessayer' });
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Demande de devis en cours' })));
    expect(document.activeElement).not.toBe(document.body);
    late.reads.current = null;
    read.open();
    const quote = await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
    await waitFor(() => expect(document.activeElement).toBe(quote));
    expect(await screen.findByText('Reste à payer')).toBeTruthy();
    expect(screen.queryByRole('group', { name: PROBLEM_TITLE })).toBeNull();
    expect(screen.queryByText(/n’a pas pu établir de devis/)).toBeNull();
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    expect(requests()).toBe(1);
    expectNoEnglish();
  });

  it('closed on the failure and opened again, the drawer shows the quote the service made, not the failure', async () => {
    await quoteRequired();
    const late = loseNextRequest();
    const first = render(<Quote />);
    fireEvent.click(screen.getByRole('button', { name: 'Demander un devis' }));
    await problemBox('Un problème est survenu');
    await late.land();
    sandbox.state.advanceClock(SETTLE);
    first.unmount();
    // Opened again, the drawer resumes on the record as the service has it (READY_TO_CLAIM).
    setRecord(await getClaimRecord(currentApi(), record.value?.id ?? ''));
    render(<Quote />);
    await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
    expect(await screen.findByText('Reste à payer')).toBeTruthy();
    expect(screen.queryByRole('group', { name: PROBLEM_TITLE })).toBeNull();
    expect(requests()).toBe(1);
  });
});
