// The French quote once it is final, in the whole drawer against the real sandbox in process, in French of France: an
// accepted quote is a state the service lets no one change (spec 000 §4: accepting submits the claim), so the header
// offers no Back to forms that could not be saved (spec 000 §2, "A back button appears when allowed").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { INSURER_DELAYS_MS } from '../../../sandbox/service/scenarios.ts';
import { getClaimRecord, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { requestQuote } from '../../../src/api/quote/quotes.ts';
import { record, setInsuranceLoad, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { loadSession } from '../../../signals/session/session.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { quoteClock, resetQuote } from '../../../signals/drawer/quote/flow-quote.ts';
import { DrawerHost } from '../../mount.tsx';
import { configure } from '../../../test/component/setup.ts';
import { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import { frenchQuoteRequired } from '../../../test/unit/french-quote.ts';

/** A Wednesday, 10:00 in Los Angeles. */
const WALK_START = Date.parse('2026-11-18T18:00:00Z');
/** Long enough for any insurer answer but SLOW's. */
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;
let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
  configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', locale: 'fr-fr', country: 'FR', currency: 'EUR' });
  sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  await sandbox.signIn();
  await loadSession();
  quoteClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
});
afterEach(() => {
  cleanup();
  resetQuote();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The shopper's French record with the forms done and an approved quote, as this tab holds it. */
async function approvedQuote(): Promise<string> {
  const id = await frenchQuoteRequired(sandbox);
  const api = currentApi();
  await updateClaimRecord(api, id, { termsAndConditionsAccepted: true });
  await requestQuote(api, id);
  sandbox.state.advanceClock(SETTLE);
  setRecord(await getClaimRecord(api, id));
  expect(record.value?.claimData?.quote?.status).toBe('APPROVED');
  return id;
}

/** The drawer opened to continue the claim, as the call-to-action's "Reprendre ma demande" does, on the approved quote. */
async function drawerOnQuote(): Promise<void> {
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer('loading'));
  await screen.findByRole('heading', { level: 3, name: 'Votre devis' });
  await screen.findByRole('button', { name: 'Accepter le devis' });
}

/** The accepted quote as the shopper reads it: its heading, the way to checkout, no Back in the header. */
async function expectAccepted(): Promise<void> {
  await screen.findByRole('heading', { level: 3, name: 'Devis accepté' });
  expect(await screen.findByRole('button', { name: 'Passer commande' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Retour' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('spec 000 §2 "A back button appears when allowed": not once the quote is accepted', () => {
  it('the approved quote has Retour; once accepted, « Devis accepté » has none, so no form the service refuses can reopen', async () => {
    await approvedQuote();
    await drawerOnQuote();
    // Before, the quote is still the shopper's to accept or refuse, and Back returns to the forms.
    expect(screen.getByRole('button', { name: 'Retour' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accepter le devis' }));
    await expectAccepted();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });
});
