// The submit result modal's amounts and the service's words (spec 000 sections 8 and 9), in English and French: the
// remainder to pay after an accepted North American claim, the insurer's details, and the non-retryable mode once the
// day's claim attempts are used. Rendered directly from a result and a recorded claim record.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/preact';
import ResultModal from './ResultModal.tsx';
import { setRecord } from '../../../signals/claim/claim.ts';
import type { SubmitResult } from '../../../signals/drawer/submit/flow-submit.ts';
import type { ClaimRecord } from '../../../src/contract/claim/claim-record.ts';
import { configure } from '../../../test/component/setup.ts';
import * as records from '../../../test/component/records.ts';
import { timesSaid, watchLiveRegions } from '../../../test/component/said.ts';

vi.mock('../../../signals/claim/actions.ts', () => ({ rejectionNotice: vi.fn(() => Promise.resolve(null)) }));

const LANGUAGES = { en: { locale: 'en-ca' }, fr: { locale: 'fr-ca' } } as const;

/** The modal of a result, over a record as the insurer's answer left it. */
function show(language: keyof typeof LANGUAGES, result: SubmitResult, record: ClaimRecord): HTMLElement {
  configure(LANGUAGES[language]);
  act(() => setRecord(record));
  render(<ResultModal result={result} onRetry={() => undefined} />);
  return screen.getByRole('dialog');
}

const buttons = (dialog: HTMLElement) => within(dialog).getAllByRole('button').map((b) => b.textContent);

afterEach(() => cleanup());

describe('spec 000 §9 claim residual: the accepted North American claim says what is left to pay', () => {
  test.each([
    ['en', 'Claim applied', 'Your insurer pays $150.00 of your order. You pay the remaining $98.00 at checkout.'],
    ['fr', 'Demande appliquée', 'Votre assureur paie 150,00 $ de votre commande. Vous payez les 98,00 $ restants à la caisse.'],
  ] as const)('%s: the share and the remainder (248.00 − 150.00) in the shop\'s currency format', (language, title, body) => {
    const dialog = show(language, { outcome: 'ACCEPTED', amount: 15000, details: null }, records.accepted);
    expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    // Intl puts a no-break space between the amount and its sign in French.
    expect(document.getElementById('db-result-title-body')?.textContent?.replace(/\u00a0|\u202f/g, ' ')).toBe(body);
  });

  test('without the order subtotal the share alone is said, never a guessed remainder', () => {
    const dialog = show('en', { outcome: 'ACCEPTED', amount: 15000, details: null }, { ...records.accepted, orderSubtotal: null });
    expect(dialog.textContent).toContain('Your insurer pays $150.00 of your order. You pay the rest at checkout.');
    expect(dialog.textContent).not.toContain('remaining');
  });
});

describe('spec 001 §9 "Up to 3 claim attempts, then a 24-hour wait": the daily limit says the wait the cart and the drawer say', () => {
  test.each([
    ['en', 'Daily limit reached', 'You’ve reached the daily limit of online claims. Please try again in 24 hours.'],
    ['fr', 'Limite quotidienne atteinte', 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24 heures.'],
  ] as const)('%s', (language, title, body) => {
    const dialog = show(language, { outcome: 'LIMIT_REACHED', amount: null, details: null }, records.enabledOneGroup);
    expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    expect(within(dialog).getByText(body)).toBeTruthy();
  });
});

describe('spec 000 §8 "details": the insurer\'s own words', () => {
  test.each([
    ['en', 'Action required', 'Message from your insurer: Group number 100 is not on file.'],
    ['fr', 'Action requise', 'Message de votre assureur : Group number 100 is not on file.'],
  ] as const)('%s: an insurer error shows the claim\'s errorMessage', (language, title, details) => {
    const dialog = show(language, { outcome: 'INSURER_ERROR', amount: null, details: 'Group number 100 is not on file.' }, records.enabledOneGroup);
    expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
    expect(within(dialog).getByText(details)).toBeTruthy();
  });
});

describe('spec 000 §8 non-retryable mode: once the day\'s claim attempts are used (spec 000 §9), only the no-retry errors show', () => {
  /** A claim the insurer refused on the third attempt of the day: the record changed as it answered, just now. */
  const thirdAttempt = () => ({ ...records.enabledOneGroup, lastModified: new Date().toISOString(), claimData: { ...records.enabledOneGroup.claimData, claimSummaries: records.acceptedLastAttempt.claimData?.claimSummaries } });

  test.each([
    ['en', 'Action required', ['Edit my coverage', 'Close'], 'Your claim cannot be submitted online', ['Proceed to checkout']],
    ['fr', 'Action requise', ['Modifier ma couverture', 'Fermer'], 'Votre demande ne peut pas être envoyée en ligne', ['Passer à la caisse']],
  ] as const)('%s: an insurer error offers a retry before, and only checkout at full price after', (language, retryTitle, retryButtons, lastTitle, lastButtons) => {
    const result: SubmitResult = { outcome: 'INSURER_ERROR', amount: null, details: 'Group number 100 is not on file.' };
    let dialog = show(language, result, records.enabledOneGroup);
    expect(within(dialog).getByRole('heading', { name: retryTitle })).toBeTruthy();
    expect(buttons(dialog)).toEqual(retryButtons);
    cleanup();
    dialog = show(language, result, thirdAttempt());
    expect(within(dialog).getByRole('heading', { name: lastTitle })).toBeTruthy();
    expect(buttons(dialog)).toEqual(lastButtons);
    // The no-retry error carries no details of its own: the shopper is not asked to fix what cannot be sent again.
    expect(dialog.textContent).not.toContain('Group number');
  });
});

describe('issue 24: the review behind the result is inert while the result is open', () => {
  /** The result over a review whose Submit sent the claim and has focus, as in the drawer. */
  function overReview(language: keyof typeof LANGUAGES, submit: string) {
    configure(LANGUAGES[language]);
    act(() => setRecord(records.accepted));
    const view = render(
      <section>
        <h3>Review</h3>
        <div className="actions footer">
          <button type="button">{submit}</button>
        </div>
        <ResultModal result={{ outcome: 'ACCEPTED', amount: 15000, details: null }} onRetry={() => undefined} />
      </section>,
    );
    return view;
  }

  test.each([
    ['en', 'Submit claim', 'Claim applied', 'Proceed to checkout', 'Close'],
    ['fr', 'Envoyer la demande', 'Demande appliquée', 'Passer à la caisse', 'Fermer'],
  ] as const)('%s: no Submit to press behind "%s", Tab stays in the dialog, and inert is lifted when it goes', (language, submit, title, checkout, close) => {
    const view = overReview(language, submit);
    const dialog = screen.getByRole('dialog', { name: title });
    const behind = screen.getByText(submit);
    expect(behind.closest('[inert]')).not.toBeNull();
    expect(dialog.closest('[inert]')).toBeNull();
    const primary = within(dialog).getByRole('button', { name: checkout });
    expect(document.activeElement).toBe(primary);
    // The dialog's first and last controls: Shift+Tab from the first goes round to the last, Tab from the last to the first.
    const last = within(dialog).getByRole('button', { name: close });
    const tab = (shiftKey: boolean) => {
      const key = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      dialog.dispatchEvent(key);
      return [key.defaultPrevented, document.activeElement];
    };
    expect(tab(true)).toEqual([true, last]);
    expect(tab(false)).toEqual([true, primary]);
    view.rerender(
      <section>
        <h3>Review</h3>
        <div className="actions footer">
          <button type="button">{submit}</button>
        </div>
      </section>,
    );
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  test('the control that sent the claim has focus again once the result goes and the review stays', () => {
    configure(LANGUAGES.en);
    act(() => setRecord(records.enabledOneGroup));
    const Review = ({ open }: { open: boolean }) => (
      <section>
        <button type="button">Submit claim</button>
        {open && <ResultModal result={{ outcome: 'INSURER_ERROR', amount: null, details: null }} onRetry={() => undefined} />}
      </section>
    );
    const view = render(<Review open={false} />);
    const submit = screen.getByRole('button', { name: 'Submit claim' });
    submit.focus();
    view.rerender(<Review open />);
    expect(document.activeElement).not.toBe(submit);
    expect(submit.closest('[inert]')).not.toBeNull();
    view.rerender(<Review open={false} />);
    expect([document.activeElement, submit.closest('[inert]')]).toEqual([submit, null]);
  });
});

describe('WCAG 4.1.3: the result is said once as it opens, and a story that changes while it is open is said', () => {
  const ACKNOWLEDGED = 'Your insurer received your claim but couldn’t confirm it right away, so it isn’t applied to this order. You can check out: the full price is pre-authorised on your payment method.';
  const CANCELLED = 'Your insurer couldn’t confirm your claim right away, so it was cancelled. Your order is at full price.';
  /** The dialog's description, which a screen reader says with its name as it opens. */
  const described = (dialog: HTMLElement) => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;

  test('acknowledged, then cancelled by the insurer: the body is the description alone, the cancellation said by a region there before it', () => {
    const heard = watchLiveRegions();
    const dialog = show('en', { outcome: 'CLAIM_ACKNOWLEDGED', amount: null, details: null }, records.acknowledged);
    expect(described(dialog)).toBe(ACKNOWLEDGED);
    // Said by the description, not by a live region too (read twice), nor by one inserted with it (read or not).
    expect(timesSaid(ACKNOWLEDGED)).toBe(0);
    heard.flush();
    expect(heard).toMatchObject({ said: [], insertedSaying: [] });
    act(() => setRecord(records.acknowledgedCancelled));
    expect(screen.getByRole('dialog', { name: 'Your claim was cancelled' })).toBe(dialog);
    expect(described(dialog)).toBe(CANCELLED);
    heard.stop();
    expect(heard).toMatchObject({ said: [CANCELLED], insertedSaying: [] });
  });
});
