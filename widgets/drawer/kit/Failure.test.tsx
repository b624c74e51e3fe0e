// An error that ends a wait (kit/Failure.tsx): on screen and focused wherever the shopper was, each time it appears.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useRef, useState } from 'react';
import { Failure, useFailureShown } from './Failure.tsx';
import { focusSays, timesSaid } from '../../../test/component/said.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A form whose last field has focus, and the error its submit shows above it; another try shows it again. */
function Form({ retry }: { retry: boolean }) {
  const [failures, setFailures] = useState(0);
  return (
    <div className="drawer-body">
      {failures > 0 && (
        <Failure key={failures} retry={retry ? 'Try again' : undefined} onRetry={() => setFailures((n) => n + 1)}>
          We couldn’t check your eligibility.
        </Failure>
      )}
      <label htmlFor="postal">Postal code</label>
      <input id="postal" />
      <button type="button" onClick={() => setFailures((n) => n + 1)}>
        Check eligibility
      </button>
    </div>
  );
}

/** An error with several ways on of its own (the quote's problems). */
function Problem() {
  const alert = useRef<HTMLDivElement>(null);
  useFailureShown(alert);
  return (
    <>
      <input aria-label="Field" />
      <div ref={alert} role="alert" tabIndex={-1}>
        The quote could not be requested.
      </div>
      <button type="button">Request again</button>
    </>
  );
}

describe('an error that ends a wait', () => {
  it('is scrolled into sight and its Try again takes focus, described by the error; a second failure does it again', async () => {
    const shown = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    render(<Form retry />);
    screen.getByLabelText('Postal code').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    const again = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(shown.mock.contexts).toEqual([screen.getByText('We couldn’t check your eligibility.').parentElement]);
    expect(document.getElementById(again.getAttribute('aria-describedby') ?? '')?.textContent).toBe('We couldn’t check your eligibility.');
    fireEvent.click(again);
    await waitFor(() => expect(shown).toHaveBeenCalledTimes(2));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
  });

  it('without a Try again, the error itself takes focus, named by its words, so they are read', async () => {
    render(<Form retry={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    const error = await screen.findByRole('group', { name: 'We couldn’t check your eligibility.' });
    await waitFor(() => expect(document.activeElement).toBe(error));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each([
    ['with a Try again, which takes focus described by the error', true, 'Try again We couldn’t check your eligibility.'],
    ['without one, the error itself focused', false, 'We couldn’t check your eligibility.'],
  ])('is said once, by the focus, no live region saying it again: %s', async (_, retry, said) => {
    render(<Form retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    await waitFor(() => expect(focusSays()).toBe(said));
    expect(timesSaid('We couldn’t check your eligibility.')).toBe(1);
  });

  it('an error with ways on of its own is shown and focused by useFailureShown', async () => {
    render(<Problem />);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')));
  });
});
