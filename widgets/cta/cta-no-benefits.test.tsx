// The call-to-action of a member found with no benefits to apply online, against the real sandbox in process (member ID
// with NOBENEFITS: NO_BENEFITS_AVAILABLE; spec 000 §8 benefits unavailable, spec 001 §8 BENEFITS_UNAVAILABLE): the card
// says so and what the shopper can do (check out at the regular price, or cancel the claim to use other insurance),
// never an estimate of $0.00 nor a claim to continue, which the drawer could only close.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { getClaimRecord, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { IN_NETWORK_ID } from '../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { record, setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { currentApi, startClaim } from '../../signals/claim/claim-actions.ts';
import { setEstimateSource } from '../../signals/claim/estimate.ts';
import { drawerSandbox } from '../../test/component/drawer-claim.ts';

afterEach(() => {
  cleanup();
  setEstimateSource(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const WORDS = {
  'en-ca': {
    title: 'No benefits to apply online',
    body: 'Your plan has no benefits we can apply online to this order right now. You can check out at the regular price, or cancel this claim to use other vision insurance.',
    cancel: 'Cancel claim',
    resume: 'Continue my claim',
  },
  'fr-ca': {
    title: 'Aucune garantie à appliquer en ligne',
    body: 'Votre régime n’a aucune garantie applicable en ligne à cette commande pour le moment. Vous pouvez payer au prix habituel, ou annuler cette demande pour utiliser une autre assurance.',
    cancel: 'Annuler la demande',
    resume: 'Reprendre ma demande',
  },
} as const;

describe('spec 000 §8 benefits unavailable; spec 001 §2 and §8: the card of a member with no benefits to apply online', () => {
  it.each(['en-ca', 'fr-ca'] as const)('%s: says there is no benefit to apply online and what to do, offers the cancel, no estimate and no claim to continue', async (locale) => {
    const w = WORDS[locale];
    const { sandbox } = await drawerSandbox(locale);
    const { id } = await startClaim();
    const api = currentApi();
    await updateClaimRecord(api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID } } });
    const insuree = { memberId: 'W-NOBENEFITS-1', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
    const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
    await syncInsuranceMember(api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree }, patient, patientRelationship: 'SELF' });
    sandbox.state.advanceClock(Math.max(...Object.values(INSURER_DELAYS_MS)) + 1);
    setRecord(await getClaimRecord(api, id));
    expect(record.value?.status).toBe('NO_BENEFITS_AVAILABLE');
    setInsuranceLoad('ready');
    render(<Cta />);

    await screen.findByRole('heading', { name: w.title });
    expect(screen.getByText(w.body)).toBeTruthy();
    expect(screen.getByRole('button', { name: w.cancel })).toBeTruthy();
    expect(screen.queryByRole('button', { name: w.resume })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$|0,00/);
  });
});
