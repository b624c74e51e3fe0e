// A quote request that spends the day's last attempt asks first (spec 001 §2, the confirmations' last-attempt variant;
// §9, up to 3 attempts, then a 24-hour wait), against the real sandbox in process: the quote of the cart as it is now in
// place of the day's second quote, a new quote after two refused, and the first quote of a claim started after one
// cancelled with two (the limit is the day's, not the claim's), each ask with the 24 hours said, send nothing until Yes,
// and then the day's third quote comes; a quote request that leaves another sends at once.
import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { cartChanged } from '../../../signals/host/host-actions.ts';
import { config } from '../../../signals/host/config.ts';
import { hostEvents } from '../../../signals/host/events.ts';
import { go, resetFlow } from '../../../signals/drawer/flow.ts';
import { atQuoteAfter, cancelledInProgressAfter, endFrenchShopper, inSecondTab, setLensBoxes, type FrenchShopper } from '../../../test/component/french-shopper.ts';
import { resetSession } from '../../../signals/session/session.ts';
import { frenchQuoteRequired } from '../../../test/unit/french-quote.ts';
import Quote from './Quote.tsx';

afterEach(() => {
  endFrenchShopper();
  resetFlow();
});

/** What the shopper reads and presses, by language. */
interface Words {
  /** The quote view's first request, in the footer. */
  request: string;
  forCart: string;
  replaceTitle: string;
  replaceBody: string;
  requestAgain: string;
  requestTitle: string;
  lastRequest: string;
  /** The day's last quote refused: none can follow. */
  lastRefusal: string;
  /** The day's last quote in hand, the cart changed: the limit said, and the way back to the cart. */
  cartChangedLimit: string;
  editCart: string;
  refuse: string;
  refuseTitle: string;
  confirmRequest: string;
  confirmRefusal: string;
  keepQuote: string;
  notNow: string;
  accept: string;
}

const WORDS: [string, string, Words][] = [
  ['en', 'en-fr', {
    request: 'Request a quote', forCart: 'Request a quote for my cart', replaceTitle: 'Request a quote for your cart?',
    replaceBody: 'This quote will be refused, and a new one requested for your cart as it is now.',
    requestAgain: 'Request a new quote', requestTitle: 'Request a new quote?',
    lastRequest: 'This is your last quote request today: if you refuse the new quote, or change your cart after it, you will have to wait 24 hours before requesting another one.',
    lastRefusal: 'This is your last quote today: if you refuse it, you will have to wait 24 hours before requesting a new one.',
    cartChangedLimit: 'Your cart changed since this quote: its amounts were for your order as it was, and no longer match it. You have requested the most quotes allowed in a day: you can request a quote for your cart as it is now in 24 hours. To use this quote, put your cart back as it was when quoted.',
    editCart: 'Change my cart', refuse: 'Refuse the quote', refuseTitle: 'Refuse this quote?',
    confirmRequest: 'Yes, request a quote', confirmRefusal: 'Yes, refuse the quote', keepQuote: 'Keep this quote', notNow: 'Not now', accept: 'Accept the quote',
  }],
  ['fr-FR', 'fr-fr', {
    request: 'Demander un devis', forCart: 'Demander un devis pour mon panier', replaceTitle: 'Demander un devis pour votre panier\u202f?',
    replaceBody: 'Ce devis sera refusé, et un nouveau devis demandé pour votre panier actuel.',
    requestAgain: 'Demander un nouveau devis', requestTitle: 'Demander un nouveau devis\u202f?',
    lastRequest: 'C’est votre dernière demande de devis aujourd’hui\u202f: si vous refusez le nouveau devis, ou si vous modifiez ensuite votre panier, vous devrez attendre 24\u00a0heures avant d’en demander un autre.',
    lastRefusal: 'C’est votre dernier devis aujourd’hui\u202f: si vous le refusez, vous devrez attendre 24\u00a0heures avant d’en demander un nouveau.',
    cartChangedLimit: 'Votre panier a changé depuis ce devis\u202f: ses montants portaient sur votre commande telle qu’elle était et ne lui correspondent plus. Vous avez demandé le nombre maximal de devis autorisé par jour\u202f: vous pourrez demander un devis pour votre panier actuel dans 24\u00a0heures. Pour utiliser ce devis, remettez votre panier tel qu’il était lors du devis.',
    editCart: 'Modifier mon panier', refuse: 'Refuser le devis', refuseTitle: 'Refuser ce devis\u202f?',
    confirmRequest: 'Oui, demander un devis', confirmRefusal: 'Oui, refuser le devis', keepQuote: 'Conserver ce devis', notNow: 'Pas maintenant', accept: 'Accepter le devis',
  }],
];

/** A French shopper in `locale` at the quote, after `refused` quotes requested and refused, then, `approved`, one more answered and the cart changed since (lens boxes 2 → 6). */
async function quoteViewAfter(locale: string, refused: number, approved: boolean): Promise<FrenchShopper> {
  const sandbox = await atQuoteAfter(locale, refused, approved);
  if (approved) setLensBoxes(sandbox, 6);
  return sandbox;
}

/** How many of each quote call the shopper's page sent. */
const sent = (sandbox: FrenchShopper) => ({
  requests: sandbox.calls.filter((call) => call.endsWith('/quote/request-new')).length,
  refusals: sandbox.calls.filter((call) => call.endsWith('/quote/cx-refuse')).length,
});

/**
 * The quote view shown, its `name` press, which spends the day's last request, asks first with the 24 hours said; Not
 * now closes the question and sends nothing. Answers the press.
 */
async function asksFirstThenNotNow(sandbox: FrenchShopper, name: string, words: Words): Promise<HTMLElement> {
  render(<Quote />);
  const press = await screen.findByRole('button', { name });
  expect(press.getAttribute('aria-haspopup')).toBe('dialog');
  const before = sent(sandbox);
  fireEvent.click(press);
  const dialog = await screen.findByRole('dialog', { name: words.requestTitle });
  expect(dialog.textContent).toContain(words.lastRequest);
  fireEvent.click(within(dialog).getByRole('button', { name: words.notNow }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(sent(sandbox)).toEqual(before);
  return press;
}

describe('spec 001 §2 and §9: a quote request that spends the day\'s last attempt asks first, with the 24 hours said', () => {
  it.each(WORDS)('%s: the day\'s second quote approved, the cart changed: the quote for the cart asks first, Keep sends nothing, Yes brings the third; changed again, no quote for the cart is offered: the limit is said, the cart and the refusal are the ways on', async (_language, locale, words) => {
    const sandbox = await quoteViewAfter(locale, 1, true);
    render(<Quote />);
    const forCart = await screen.findByRole('button', { name: words.forCart });
    expect(forCart.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(forCart);
    const dialog = await screen.findByRole('dialog', { name: words.replaceTitle });
    expect(dialog.textContent).toContain(words.replaceBody);
    expect(dialog.textContent).toContain(words.lastRequest);
    expect(sent(sandbox)).toEqual({ requests: 2, refusals: 1 });
    fireEvent.click(within(dialog).getByRole('button', { name: words.keepQuote }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(forCart);
    expect(sent(sandbox)).toEqual({ requests: 2, refusals: 1 });
    fireEvent.click(forCart);
    fireEvent.click(within(await screen.findByRole('dialog', { name: words.replaceTitle })).getByRole('button', { name: words.confirmRequest }));
    await screen.findByRole('button', { name: words.accept });
    expect(sent(sandbox)).toEqual({ requests: 3, refusals: 2 });
    // The day's third quote in hand and the cart changed again: a quote of the cart could only be refused, so none is
    // offered; the limit and the 24 hours are said, and the way back to the cart takes the footer's place.
    setLensBoxes(sandbox, 2);
    await act(() => cartChanged());
    const editCart = await screen.findByRole('button', { name: words.editCart });
    expect(editCart.getAttribute('aria-haspopup')).toBeNull();
    expect(screen.queryByRole('button', { name: words.forCart })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(words.cartChangedLimit));
    // On the cart page, the way to the cart refreshes it: nothing is sent to the service.
    // It submits nothing: the page hears no form-action.
    const heard: string[] = [];
    const stops = [hostEvents.on('refresh-cart', () => void heard.push('refresh-cart')), hostEvents.on('form-action', ({ action }) => void heard.push(action))];
    window.history.replaceState(null, '', config.value?.cartPath ?? '/');
    fireEvent.click(editCart);
    for (const stop of stops) stop();
    expect(heard).toEqual(['refresh-cart']);
    expect(sent(sandbox)).toEqual({ requests: 3, refusals: 2 });
    // Refusing the quote is still offered, and asks with the refusal's words.
    fireEvent.click(screen.getByRole('button', { name: words.refuse }));
    const last = await screen.findByRole('dialog', { name: words.refuseTitle });
    expect(last.textContent).toContain(words.lastRefusal);
    fireEvent.click(within(last).getByRole('button', { name: words.keepQuote }));
    expect(sent(sandbox)).toEqual({ requests: 3, refusals: 2 });
  });

  it.each(WORDS)('%s: two quotes refused: a new quote asks first, Not now sends nothing, Yes asks the day\'s third', async (_language, locale, words) => {
    const sandbox = await quoteViewAfter(locale, 2, false);
    const again = await asksFirstThenNotNow(sandbox, words.requestAgain, words);
    expect(document.activeElement).toBe(again);
    expect(sent(sandbox)).toEqual({ requests: 2, refusals: 2 });
    fireEvent.click(again);
    fireEvent.click(within(await screen.findByRole('dialog', { name: words.requestTitle })).getByRole('button', { name: words.confirmRequest }));
    await screen.findByRole('button', { name: words.accept });
    expect(sent(sandbox)).toEqual({ requests: 3, refusals: 2 });
  });

  it.each<[string, number, boolean, string, { requests: number; refusals: number }]>([
    ['after one refusal', 1, false, 'Demander un nouveau devis', { requests: 2, refusals: 1 }],
    ['for the cart changed under the first quote', 0, true, 'Demander un devis pour mon panier', { requests: 2, refusals: 1 }],
  ])('fr-FR: a quote that leaves another today is asked at once, %s', async (_case, refused, approved, button, after) => {
    const sandbox = await quoteViewAfter('fr-fr', refused, approved);
    render(<Quote />);
    const press = await screen.findByRole('button', { name: button });
    expect(press.getAttribute('aria-haspopup')).toBeNull();
    fireEvent.click(press);
    await screen.findByRole('button', { name: 'Accepter le devis' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(sandbox)).toEqual(after);
  });

  it.each(WORDS)('%s: two quotes refused on a claim then cancelled, the new claim\'s first request is the day\'s third: it asks first, Not now sends nothing, Yes asks it', async (_language, locale, words) => {
    const { sandbox, cancelled } = await cancelledInProgressAfter(locale, 2);
    const id = await frenchQuoteRequired(sandbox);
    expect(id).not.toBe(cancelled.id);
    // The cancel sent the drawer back to its default view: the new claim at QUOTE_REQUIRED, the shopper is at the quote again.
    go('quote');
    const request = await asksFirstThenNotNow(sandbox, words.request, words);
    expect(sent(sandbox)).toEqual({ requests: 2, refusals: 2 });
    fireEvent.click(request);
    fireEvent.click(within(await screen.findByRole('dialog', { name: words.requestTitle })).getByRole('button', { name: words.confirmRequest }));
    await screen.findByRole('button', { name: words.accept });
    expect(sent(sandbox)).toEqual({ requests: 3, refusals: 2 });
  });

  it.each(WORDS)('%s: two quotes refused on a claim then cancelled, the new claim\'s first request in a second tab (or after a reload) is the day\'s third: it asks first there too', async (_language, locale, words) => {
    const { sandbox } = await cancelledInProgressAfter(locale, 2);
    // The second tab never shows the cancelled claim: what the first kept in the shop's local storage counts there.
    await inSecondTab(locale);
    await frenchQuoteRequired(sandbox);
    go('quote');
    await asksFirstThenNotNow(sandbox, words.request, words);
    expect(sent(sandbox)).toEqual({ requests: 2, refusals: 2 });
  });

  it('fr-FR: what the tab kept names neither the shopper nor the claim, and is forgotten on sign-out', async () => {
    const { cancelled: { id, customerNumber } } = await cancelledInProgressAfter('fr-fr', 2);
    const kept = localStorage.getItem('direct-billing.quotes-seen') ?? '';
    expect(JSON.parse(kept)).toMatchObject({ seen: [{ quotes: 2 }] });
    expect(kept).not.toContain(id);
    expect(kept).not.toContain(customerNumber ?? 'no customer');
    await act(() => resetSession());
    expect(localStorage.getItem('direct-billing.quotes-seen')).toBeNull();
  });

  it.each(WORDS)('%s: the footer\'s press that asks first tells the page of its submit (form-action) only once the shopper goes ahead: nothing on Not now, once on Yes', async (_language, locale, words) => {
    await quoteViewAfter(locale, 2, false);
    const heard: unknown[] = [];
    const stop = hostEvents.on('form-action', (payload) => void heard.push(payload));
    render(<Quote />);
    const again = await screen.findByRole('button', { name: words.requestAgain });
    fireEvent.click(again);
    fireEvent.click(within(await screen.findByRole('dialog', { name: words.requestTitle })).getByRole('button', { name: words.notNow }));
    expect(heard).toEqual([]);
    fireEvent.click(again);
    const dialog = await screen.findByRole('dialog', { name: words.requestTitle });
    expect(heard).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: words.confirmRequest }));
    expect(heard).toEqual([{ view: 'quote', action: 'submit' }]);
    await screen.findByRole('button', { name: words.accept });
    stop();
    expect(heard).toEqual([{ view: 'quote', action: 'submit' }]);
  });

  it('fr-FR: a footer\'s press that asks nothing tells the page of its submit as it is pressed', async () => {
    await quoteViewAfter('fr-fr', 1, false);
    const heard: unknown[] = [];
    const stop = hostEvents.on('form-action', (payload) => void heard.push(payload));
    render(<Quote />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demander un nouveau devis' }));
    expect(heard).toEqual([{ view: 'quote', action: 'submit' }]);
    await screen.findByRole('button', { name: 'Accepter le devis' });
    stop();
    expect(heard).toEqual([{ view: 'quote', action: 'submit' }]);
  });
});
