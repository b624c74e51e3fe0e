// Refusing the day's last quote (spec 001 §2, the cancel-quote confirmation's last-attempt variant; §9, up to 3 attempts,
// then a 24-hour wait) against the real sandbox in process: two quotes refused, the third approved, Refuse asks first with
// the 24 hours said, and the quote's note no longer advises refusing to apply a promo code.
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/preact';
import { resetFlow } from '../../../signals/drawer/flow.ts';
import { atQuoteAfter, endFrenchShopper } from '../../../test/component/french-shopper.ts';
import Quote from './Quote.tsx';

afterEach(() => {
  endFrenchShopper();
  resetFlow();
});

/** What the shopper reads and presses, by language. */
interface Words {
  /** The request of a new quote after a refusal. */
  request: string;
  /** Its confirmation's Yes: the day's third quote is its last request, which asks first (quote-last-request.test.tsx). */
  confirmRequest: string;
  accept: string;
  refuse: string;
  dialog: string;
  lastAttempt: string;
  keep: string;
  confirm: string;
  /** The day's limit, which the view says once the last quote is refused. */
  limit: string;
  /** The note's advice to refuse, apply a code and ask again, which the last quote must not give. */
  refuseAdvice: string;
}

const WORDS: [string, string, Words][] = [
  ['en', 'en-fr', {
    request: 'Request a new quote', confirmRequest: 'Yes, request a quote', accept: 'Accept the quote', refuse: 'Refuse the quote', dialog: 'Refuse this quote?',
    lastAttempt: 'This is your last quote today: if you refuse it, you will have to wait 24 hours before requesting a new one.',
    keep: 'Keep this quote', confirm: 'Yes, refuse the quote', limit: 'Daily quote limit reached', refuseAdvice: 'refuse this quote, apply the code',
  }],
  ['fr-FR', 'fr-fr', {
    request: 'Demander un nouveau devis', confirmRequest: 'Oui, demander un devis', accept: 'Accepter le devis', refuse: 'Refuser le devis', dialog: 'Refuser ce devis\u202f?',
    lastAttempt: 'C’est votre dernier devis aujourd’hui\u202f: si vous le refusez, vous devrez attendre 24\u00a0heures avant d’en demander un nouveau.',
    keep: 'Conserver ce devis', confirm: 'Oui, refuser le devis', limit: 'Limite quotidienne de devis atteinte', refuseAdvice: 'refusez ce devis, appliquez le code',
  }],
];

describe('spec 001 §2 and §9: refusing the day\'s third quote asks first, with the 24 hours said', () => {
  it.each(WORDS)('%s: two quotes refused, the third approved: no advice to refuse; Refuse asks, Keep keeps it, Yes refuses it and the day\'s limit is said', async (_language, locale, words) => {
    const sandbox = await atQuoteAfter(locale, 2, false);
    const refusals = () => sandbox.calls.filter((call) => call.endsWith('/quote/cx-refuse')).length;
    render(<Quote />);
    fireEvent.click(await screen.findByRole('button', { name: words.request }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: words.confirmRequest }));
    await screen.findByRole('button', { name: words.accept });
    expect(document.body.textContent).not.toContain(words.refuseAdvice);
    const refuse = screen.getByRole('button', { name: words.refuse });
    fireEvent.click(refuse);
    const dialog = await screen.findByRole('dialog', { name: words.dialog });
    expect(dialog.textContent).toContain(words.lastAttempt);
    expect(refusals()).toBe(2);
    fireEvent.click(within(dialog).getByRole('button', { name: words.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(refuse);
    expect(screen.getByRole('button', { name: words.accept })).toBeTruthy();
    expect(refusals()).toBe(2);
    fireEvent.click(refuse);
    fireEvent.click(within(await screen.findByRole('dialog', { name: words.dialog })).getByRole('button', { name: words.confirm }));
    await screen.findByRole('heading', { level: 3, name: words.limit });
    expect(refusals()).toBe(3);
  });

  it('fr-FR: the day\'s second quote is refused at once, and its note still says how to use a code', async () => {
    await atQuoteAfter('fr-fr', 1, false);
    render(<Quote />);
    fireEvent.click(await screen.findByRole('button', { name: 'Demander un nouveau devis' }));
    await screen.findByRole('button', { name: 'Accepter le devis' });
    expect(document.body.textContent).toContain('refusez ce devis, appliquez le code');
    fireEvent.click(screen.getByRole('button', { name: 'Refuser le devis' }));
    await screen.findByRole('heading', { level: 3, name: 'Devis refusé' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
