// The cart refresh a change of insurance asks for (spec 000 section 4), and its acknowledgement (spec 000 section 7: PATCH
// claim-records with claimData.refreshCartTotalRequired false), from the shopper's click on the toggle on the cart page,
// in English and French, against the real sandbox in process (its insurers answer at once).
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createCore } from '../../sandbox/core.ts';
import { createState } from '../../sandbox/state.ts';
import { SESSION_HEADER } from '../../sandbox/shop.ts';
import { IN_NETWORK_ID } from '../../sandbox/service/catalogue.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { loadSession } from '../../signals/session/session.ts';
import { record } from '../../signals/claim/claim.ts';
import { currentApi, loadInsuranceState, startClaim } from '../../signals/claim/claim-actions.ts';
import { hostEvents } from '../../signals/host/events.ts';
import Toggle from './Toggle.tsx';
import { configure } from '../../test/component/setup.ts';
import { ORIGIN } from '../../test/component/sandbox-fetch.ts';

const CART = '/en-ca/cart';
/** What the shop heard and what the widgets sent, in order. */
const log: string[] = [];
const stops: (() => void)[] = [];

/** A signed-in shopper on the cart page whose member the insurer found, with insurance not yet in use. */
async function memberFoundOnCartPage(locale: string): Promise<void> {
  history.replaceState(null, '', CART);
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, locale, cartPath: CART });
  const state = createState({ delayScale: 0 });
  const { app } = createCore(state);
  const visitor = state.signIn(state.newSession(), 'alex.martin@example.com');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, ORIGIN);
    if (init?.method === 'PATCH') log.push(`PATCH ${String(init.body)}`);
    const headers = new Headers(init?.headers);
    headers.set(SESSION_HEADER, visitor.id);
    return app.fetch(new Request(url, { ...init, headers }));
  });
  await loadSession();
  const { id } = await startClaim();
  const insuree = { memberId: 'W1234567', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
  const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
  await syncInsuranceMember(currentApi(), id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree }, patient, patientRelationship: 'SELF' });
  await waitFor(async () => {
    await loadInsuranceState();
    expect(record.value?.status).toBe('INSURANCE_MEMBER_FOUND');
  });
  log.length = 0;
  stops.push(hostEvents.on('refresh-cart', () => log.push('refresh-cart')));
}

afterEach(() => {
  cleanup();
  stops.splice(0).forEach((stop) => stop());
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('spec 000 §7 refreshCartTotalRequired: read from the record, acknowledged once after refresh-cart', () => {
  test.each([
    ['en', 'en-ca', 'Use insurance benefits'],
    ['fr', 'fr-ca', 'Utiliser mes garanties'],
  ] as const)('%s: turning insurance on refreshes the cart page, then sends one PATCH refreshCartTotalRequired false', async (_lang, locale, name) => {
    await memberFoundOnCartPage(locale);
    render(<Toggle />);
    // The live switch replaces the one shown while its part loads.
    const live = () => screen.getByRole('switch', { name });
    await waitFor(() => expect(live().getAttribute('aria-disabled')).toBe('false'));
    expect(live().getAttribute('aria-checked')).toBe('false');
    fireEvent.click(live());
    await waitFor(() => expect(live().getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(record.value?.claimData?.refreshCartTotalRequired).toBe(false));
    expect(log).toEqual(['refresh-cart', 'PATCH {"id":"' + record.value?.id + '","claimData":{"refreshCartTotalRequired":false}}']);
  });
});
