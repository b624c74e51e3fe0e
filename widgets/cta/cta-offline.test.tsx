// The call-to-action's failures while the connection is down say so, and what to do (spec 000 §8, the generic error;
// src/domain/drawer/failure.ts), against the real sandbox in process: a cancel pressed while the browser is offline, and
// a cancelled claim followed through an outage until the wait runs out (spec 000 §9, nullify: 30 s) with no answer to
// its last read either. A failure the service answered still says its own words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { NULLIFY_POLLING } from '../../src/domain/constants.ts';
import { setInsuranceLoad } from '../../signals/claim/claim.ts';
import { resetToggle } from '../../signals/toggle/toggle.ts';
import { acceptedOnCart, claimAt, drawerSandbox } from '../../test/component/drawer-claim.ts';
import type { sandboxFetch } from '../../test/component/sandbox-fetch.ts';

afterEach(() => {
  cleanup();
  resetToggle();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const WORDS = {
  'en-ca': {
    progress: 'Your claim is in progress', applied: 'Your insurance is applied', cancel: 'Cancel claim', confirm: 'Yes, cancel my claim',
    offline: 'You seem to be offline. Check your connection, then try again.', failed: 'Something went wrong. Please try again.',
  },
  'fr-ca': {
    progress: 'Votre demande est en cours', applied: 'Votre assurance est appliquée', cancel: 'Annuler la demande', confirm: 'Oui, annuler ma demande',
    offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.', failed: 'Une erreur est survenue. Veuillez réessayer.',
  },
} as const;

/** The card over a claim in progress (its insurer chosen), the shopper's benefits loaded: the sandbox it came from. */
async function inProgressCard(locale: string, w: (typeof WORDS)[keyof typeof WORDS]): Promise<ReturnType<typeof sandboxFetch>> {
  const { sandbox } = await drawerSandbox(locale);
  await claimAt(sandbox, 'insurer-chosen');
  setInsuranceLoad('ready');
  render(<Cta />);
  await screen.findByRole('heading', { name: w.progress });
  return sandbox;
}

/** Presses the card's cancel and confirms it. */
async function cancelClaim(w: (typeof WORDS)[keyof typeof WORDS]): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: w.cancel }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: w.confirm }));
}

describe('spec 000 §8: the call-to-action says the connection dropped', () => {
  it.each(Object.entries(WORDS))('%s: a claim cancelled while the browser is offline: the card says so, not that something went wrong', async (locale, w) => {
    await inProgressCard(locale, w);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await cancelClaim(w);
    expect((await screen.findByRole('alert')).textContent).toBe(w.offline);
  });

  it.each(Object.entries(WORDS))('%s: a cancel the service answered with a failure still says something went wrong', async (locale, w) => {
    const sandbox = await inProgressCard(locale, w);
    sandbox.state.faults.add({ call: 'claim-records/*', kind: 'status', status: 500, remaining: 1, method: 'DELETE' });
    await cancelClaim(w);
    expect((await screen.findByRole('alert')).textContent).toBe(w.failed);
  });

  it.each(Object.entries(WORDS))('%s: a cancelled claim followed through an outage until the wait runs out, its last read unanswered too: the card says the connection dropped', async (locale, w) => {
    await acceptedOnCart(locale);
    render(<Cta />);
    await screen.findByRole('heading', { name: w.applied });
    // The cancel reaches the service; then nothing answers, though the browser still says it is online.
    const answering = globalThis.fetch;
    let down = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (down) throw new TypeError('Failed to fetch');
      const answer = await answering(input, init);
      if (String(input).endsWith('/claim/nullify')) down = true;
      return answer;
    });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() });
    await cancelClaim(w);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NULLIFY_POLLING.maxWaitMs + 5000);
    });
    vi.useRealTimers();
    expect(down).toBe(true);
    expect((await screen.findByRole('alert')).textContent).toBe(w.offline);
  });
});
