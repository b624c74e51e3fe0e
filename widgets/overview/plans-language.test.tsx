// The member's plans on an English page after the claim was made on a French one (spec 001 §2 "Insurance plans list",
// §3 "Insurer: name (by language)"): the insurer's name and the benefits speak the page's language, not the claim's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import Overview from './Overview.tsx';
import { IN_NETWORK_ID, insurerById } from '../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { setRecord } from '../../signals/claim/claim.ts';
import { currentApi, startClaim } from '../../signals/claim/claim-actions.ts';
import { insurerRef } from '../../signals/drawer/insurer/flow-insurer.ts';
import { resetOverview } from '../../signals/overview/overview.ts';
import { loadSession } from '../../signals/session/session.ts';
import { drawerSandbox } from '../../test/component/drawer-claim.ts';
import { configure } from '../../test/component/setup.ts';
import { ORIGIN } from '../../test/component/sandbox-fetch.ts';

vi.mock('../cta/CtaLive.tsx', () => ({ default: () => null }));
vi.mock('../toggle/ToggleLive.tsx', () => ({ default: () => null }));

const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

afterEach(() => {
  cleanup();
  resetOverview();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('spec 001 §2 Insurance plans list, spec 001 §3 insurer name by language', () => {
  it('an English page shows the plans of a member found on a French page in English', async () => {
    const { sandbox } = await drawerSandbox('fr-ca');
    // The French drawer's steps: the insurer chosen and the member looked up, the insurer named as the drawer names it.
    const quillfeather = insurerById(IN_NETWORK_ID)?.insurer;
    if (!quillfeather) throw new Error('no in-network insurer in the catalogue');
    const { id } = await startClaim(insurerRef(quillfeather));
    const insuree = { memberId: 'W1234567', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
    const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
    await syncInsuranceMember(currentApi(), id, { primaryCoverage: { insurer: insurerRef(quillfeather), insuree }, patient, patientRelationship: 'SELF' });
    sandbox.state.advanceClock(SETTLE);
    expect((await getClaimRecord(currentApi(), id)).status).toBe('INSURANCE_MEMBER_FOUND');

    // The same shopper opens the English landing page.
    configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, locale: 'en-ca' });
    await loadSession();
    const found = await getClaimRecord(currentApi(), id);
    act(() => setRecord(found));
    render(<Overview />);
    await screen.findByRole('heading', { name: 'Your benefits with Quillfeather Vision Plan' });
    await screen.findByRole('heading', { name: 'Available' });
    expect(screen.getByText(/Frame allowance up to \$150\.00/)).toBeTruthy();
    expect(screen.getByText(/Lenses up to \$\d+\.\d{2}, \$10\.00 copay/)).toBeTruthy();
    expect(screen.queryByText(/Régime|Monture|Verres|quote-part/)).toBeNull();
  });
});
