// The quote view's problems show the service's own words where the error catalogue says "details" (spec 000 section 8:
// REQUEST_QUOTE_ERROR and SUBMIT_QUOTE_ERROR), in English and French; other problems show their message alone. The
// problem's title is the view's heading (Quote.test.tsx), which names the alert, and is not said twice.
import { afterEach, describe, expect, test } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import QuoteProblemView from './quote-problem.tsx';
import { setRecord } from '../../../signals/claim/claim.ts';
import type { QuoteProblem } from '../../../src/domain/quote/quote-problem.ts';
import { configure } from '../../../test/component/setup.ts';
import * as records from '../../../test/component/records.ts';

const LANGUAGES = { en: { locale: 'en-ca' }, fr: { locale: 'fr-fr', country: 'FR', currency: 'EUR' } } as const;
const MESSAGE = 'Contrat 4411 suspendu depuis le 01/10/2026';

/** The problem's view over a record whose last quote failed with the service's message. */
function show(language: keyof typeof LANGUAGES, problem: QuoteProblem, status: string): HTMLElement {
  configure(LANGUAGES[language]);
  const quote = { status, errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'GENERIC_ERROR', errorMessage: MESSAGE };
  act(() => setRecord({ ...records.enabledOneGroup, claimData: { ...records.enabledOneGroup.claimData, quote } }));
  render(<QuoteProblemView problem={problem} labelledBy="db-quote-heading" />);
  // The problem takes focus, a group named by the view's heading (no live region: the focus says it).
  return screen.getByRole('group');
}

afterEach(() => cleanup());

describe('spec 000 §8 "details": REQUEST_QUOTE_ERROR and SUBMIT_QUOTE_ERROR show the service\'s errorMessage', () => {
  test.each([
    ['en', 'REQUEST_QUOTE_ERROR', 'ERROR', 'Your insurer could not give a quote', `Message from your insurer: ${MESSAGE}`],
    ['en', 'SUBMIT_QUOTE_ERROR', 'CX_ACCEPT_FAILED', 'Your quote could not be accepted', `Message from your insurer: ${MESSAGE}`],
    ['fr', 'REQUEST_QUOTE_ERROR', 'ERROR', 'Votre mutuelle n’a pas pu établir de devis', `Message de votre mutuelle : ${MESSAGE}`],
    ['fr', 'SUBMIT_QUOTE_ERROR', 'CX_ACCEPT_FAILED', 'Votre devis n’a pas pu être accepté', `Message de votre mutuelle : ${MESSAGE}`],
  ] as const)('%s: %s says what happened and the details, named by the view\'s heading', (language, problem, status, title, details) => {
    const alert = show(language, problem, status);
    expect(alert.getAttribute('aria-labelledby')).toBe('db-quote-heading');
    expect(alert.textContent).not.toContain(title);
    expect(screen.getByText(details)).toBeTruthy();
  });

  test.each([
    ['en', 'SUBMIT_QUOTE_NO_RETRY_ERROR', 'CX_ACCEPTED'],
    ['fr', 'REFUSE_QUOTE_ERROR', 'CX_REFUSE_FAILED'],
    // A request call that failed while the last quote was approved: that quote's words are not this failure's.
    ['en', 'REQUEST_QUOTE_ERROR', 'APPROVED'],
  ] as const)('%s: %s with a last quote %s shows the message alone, no details', (language, problem, status) => {
    const alert = show(language, problem, status);
    expect(alert.textContent).not.toContain(MESSAGE);
  });
});
