// The insurance information not retrieved as a signed-in cart page loads (spec 001 §8, INIT_ERROR: "when the auth token
// fails"), against the real sandbox in process: one failure, announced once on the page with one Try again, and one
// analytics error event (spec 000 §6, docs/page-api.md), whichever of the toggle and the call-to-action the page shows.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import Toggle from './Toggle.tsx';
import Cta from '../cta/Cta.tsx';
import { insuranceLoad } from '../../signals/claim/claim.ts';
import { refreshInsuranceState } from '../../signals/claim/actions.ts';
import { hostEvents } from '../../signals/host/events.ts';
import { ctaMountsChanged } from '../../signals/host/page-widgets.ts';
import { drawerSandbox } from '../../test/component/drawer-claim.ts';

const WORDS = {
  'en-ca': { message: 'We’re sorry. There was an issue retrieving insurance information. Please try again.', again: 'Try again' },
  'fr-ca': { message: /^Nous sommes désolés\. Un problème est survenu/, again: 'Réessayer' },
} as const;

let stops: (() => void)[] = [];

afterEach(() => {
  stops.forEach((stop) => stop());
  stops = [];
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The signed-in shopper's page whose every auth-token call answers 503, as the page loads; answers the analytics errors heard. */
async function serviceDown(locale: keyof typeof WORDS, withCta: boolean): Promise<unknown[]> {
  const { sandbox } = await drawerSandbox(locale);
  sandbox.state.faults.add({ call: 'auth/token', kind: 'status', status: 503, remaining: 50 });
  const errors: unknown[] = [];
  stops.push(hostEvents.on('analytics', (payload) => payload.action === 'error' && errors.push(payload)));
  if (withCta) {
    ctaMountsChanged(1);
    stops.push(() => ctaMountsChanged(-1));
  }
  render(
    <>
      <Toggle />
      {withCta && <Cta />}
    </>,
  );
  await refreshInsuranceState();
  expect(insuranceLoad.value).toBe('error');
  return errors;
}

describe('spec 001 §8 init error: said once on the page, told once to the shop', () => {
  test.each(Object.keys(WORDS) as (keyof typeof WORDS)[])('%s: the toggle and the call-to-action: one alert, one Try again (the card’s), one analytics event; the toggle says why unannounced', async (locale) => {
    const w = WORDS[locale];
    const errors = await serviceDown(locale, true);
    await waitFor(() => expect(screen.getAllByText(w.message)).toHaveLength(2));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.textContent).toMatch(w.message);
    expect(alerts[0]?.closest('section')?.className).toBe('cta');
    expect(screen.getAllByRole('button', { name: w.again })).toHaveLength(1);
    await waitFor(() => expect(errors.length).toBeGreaterThan(0));
    expect(errors).toEqual([{ elementType: 'OTHER', widget: 'ctaWidget', action: 'error', error: 'INIT_ERROR', errorCause: 'server' }]);
    // The card's Try again reads the state again: still failing, the same one alert, and one more event for the one shown again.
    fireEvent.click(screen.getByRole('button', { name: w.again }));
    await waitFor(() => expect(insuranceLoad.value).toBe('error'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  test('en-ca: the toggle alone on the page announces it with its Try again, and tells the shop once', async () => {
    const w = WORDS['en-ca'];
    const errors = await serviceDown('en-ca', false);
    expect((await screen.findByRole('alert')).textContent).toBe(w.message);
    expect(screen.getAllByRole('button', { name: w.again })).toHaveLength(1);
    await waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]).toMatchObject({ widget: 'toggleWidget', action: 'error', errorCause: 'server' });
  });
});
