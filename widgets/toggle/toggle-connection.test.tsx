// The toggle's own failures while the shopper's connection is down say so, and what to do (spec 000 §8, the generic
// error; src/domain/drawer/failure.ts), as the call-to-action's do, against the real sandbox in process: "Remove
// benefits" pressed while the browser is offline. A failure the service answered still says the toggle's own words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import Toggle from './Toggle.tsx';
import { setInsuranceLoad } from '../../signals/claim/claim.ts';
import { resetToggle } from '../../signals/toggle/toggle.ts';
import { acceptedOnCart } from '../../test/component/drawer-claim.ts';
import { acceptedClaim, endFrenchShopper, startFrenchShopper } from '../../test/component/french-shopper.ts';
import { goOffline } from '../../test/component/connection.ts';
import type { sandboxFetch } from '../../test/component/sandbox-fetch.ts';

afterEach(() => {
  endFrenchShopper();
  cleanup();
  resetToggle();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const WORDS = {
  'en-ca': {
    remove: 'Remove benefits',
    offline: 'You seem to be offline. Check your connection, then try again.',
    failed: 'We couldn’t update your insurance. Please try again.',
  },
  'fr-ca': {
    remove: 'Retirer mes garanties',
    offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
    failed: 'Impossible de mettre à jour votre assurance. Veuillez réessayer.',
  },
  'fr-fr': {
    remove: 'Retirer le tiers payant',
    offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
    failed: 'Impossible de mettre à jour votre prise en charge. Veuillez réessayer.',
  },
} as const;
type Locale = keyof typeof WORDS;

/** The shopper's claim accepted, the benefits on, shown by the toggle alone on the page; answers the sandbox. */
async function appliedOnToggle(locale: Locale): Promise<ReturnType<typeof sandboxFetch>> {
  let sandbox: ReturnType<typeof sandboxFetch>;
  if (locale === 'fr-fr') {
    sandbox = await startFrenchShopper();
    await acceptedClaim(sandbox);
    setInsuranceLoad('ready');
  } else {
    sandbox = (await acceptedOnCart(locale)).sandbox;
  }
  render(<Toggle />);
  await screen.findByRole('button', { name: WORDS[locale].remove });
  return sandbox;
}

describe('spec 000 §8: the toggle says the connection dropped', () => {
  it.each(Object.keys(WORDS) as Locale[])('%s: "Remove benefits" pressed while the browser is offline: the toggle says so, not that it could not update the insurance', async (locale) => {
    const w = WORDS[locale];
    await appliedOnToggle(locale);
    goOffline();
    fireEvent.click(screen.getByRole('button', { name: w.remove }));
    expect((await screen.findByRole('alert')).textContent).toBe(w.offline);
  });

  it.each(Object.keys(WORDS) as Locale[])('%s: a change the service answered with a failure still says the insurance could not be updated', async (locale) => {
    const w = WORDS[locale];
    const sandbox = await appliedOnToggle(locale);
    sandbox.state.faults.add({ call: 'claim-records/*/change-insurance-status', kind: 'status', status: 500, remaining: 1, method: 'POST' });
    fireEvent.click(screen.getByRole('button', { name: w.remove }));
    expect((await screen.findByRole('alert')).textContent).toBe(w.failed);
  });
});
