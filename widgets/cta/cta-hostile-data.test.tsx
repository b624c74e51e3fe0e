// Issue 27, data cannot reach the prototype: a record whose confirmed amount is 1e14 (past the safe range of minor units,
// src/contract/common.ts Amount) is an answer the call-to-action does not understand. The shopper sees the retrieval
// error with its Try again (spec 001 §8, INIT_ERROR), not a broken card nor a wrong amount; Try again reads the record
// again. Real actions against the in-process sandbox; the active record's answer is replaced once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { loadSession } from '../../signals/session/session.ts';
import { resetClaimState } from '../../signals/claim/claim.ts';
import { refreshInsuranceState } from '../../signals/claim/claim-load.ts';
import { loadCtaConfig } from '../../signals/cta/cta-config.ts';
import { resetToggle } from '../../signals/toggle/toggle.ts';
import { configure } from '../../test/component/setup.ts';
import { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { recordAccepted } from '../../src/contract/fixtures/claim-record.ts';

/** The accepted record, as the service would send it, with its claim's confirmed amount set to this. */
const acceptedWith = (amount: number) => ({
  ...recordAccepted,
  claimData: { ...recordAccepted.claimData, claim: { ...recordAccepted.claimData.claim, confirmedAmount: { amount } } },
});

/** A signed-in shopper whose first reading of the active record answers `record`; later readings are the sandbox's. */
async function visit(data: Record<string, string>, record: unknown): Promise<void> {
  configure(data);
  const sandbox = sandboxFetch();
  let left = 1;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('claim-records/active') && left-- > 0 ? Promise.resolve(Response.json(record)) : sandbox.fetch(input, init),
  );
  await sandbox.signIn();
  await loadSession();
  await loadCtaConfig();
  await refreshInsuranceState();
}

beforeEach(() => {
  resetClaimState();
  resetToggle();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('spec 001 §2 CTA, spec 000 §9: a confirmed amount past the safe range of minor units', () => {
  it.each([
    ['English', {}, "We’re sorry. There was an issue retrieving insurance information. Please try again.", 'Try again', 'Apply vision insurance'],
    ['French', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, /^Nous sommes désolés\u202f: un problème/, 'Réessayer', 'Utiliser ma mutuelle'],
  ])('%s: 1e14 shows the retrieval error and its Try again, which reads the record again', async (_name, data, message, again, apply) => {
    await visit(data, acceptedWith(1e14));
    render(<Cta />);
    const alert = await screen.findByRole('alert');
    if (typeof message === 'string') expect(alert.textContent).toBe(message);
    else expect(alert.textContent).toMatch(message);
    expect(document.body.textContent).not.toMatch(/100[\s\u202f,.]?000[\s\u202f,.]?000/);
    fireEvent.click(screen.getByRole('button', { name: again }));
    await screen.findByRole('button', { name: apply });
  });
});
