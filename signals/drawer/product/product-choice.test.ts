// What the product choice starts from, against the real sandbox in process (spec 000 sections 2, 5 and 9): the cart's
// names and prices, and the best use of the benefits for the record's approved prescriptions.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInSandbox } from '../../../test/unit/signed-in-sandbox.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import { PNG } from '../../../test/unit/sandbox-shopper.ts';
import { IN_NETWORK_ID } from '../../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../../sandbox/service/scenarios.ts';
import { getClaimRecord, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../../src/api/claim/eligibility.ts';
import { uploadPrescription, validatePrescription } from '../../../src/api/prescription/prescriptions.ts';
import { resetConfig } from '../../host/config.ts';
import { resetSession } from '../../session/session.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { resetToggle } from '../../toggle/toggle.ts';
import { currentApi, loadInsuranceState, resetClaim, startClaim } from '../../claim/claim-actions.ts';
import { bestChoice, cartLines, resetProductChoice } from './product-choice.ts';

const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;
let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(async () => {
  sandbox = await signedInSandbox();
});

afterEach(() => {
  resetProductChoice();
  resetClaim();
  resetToggle();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A North American record whose patient and doctor are known, with one prescription named `file` the insurer judged. */
async function withPrescription(file: string): Promise<string> {
  const { id } = await startClaim();
  const insuree = { memberId: 'W1234567', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
  const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
  await syncInsuranceMember(currentApi(), id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree }, patient, patientRelationship: 'SELF' });
  sandbox.state.advanceClock(SETTLE);
  await loadInsuranceState();
  await updateClaimRecord(currentApi(), id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' } });
  const { prescriptionId = '' } = await uploadPrescription(currentApi(), id, new Blob([PNG], { type: 'image/png' }), file);
  await validatePrescription(currentApi(), id, prescriptionId);
  for (let step = 0; step < 3; step++) {
    sandbox.state.advanceClock(SETTLE);
    setRecord(await getClaimRecord(currentApi(), id));
  }
  expect(record.value?.prescriptions?.[0]?.status).toBe('AUTO_APPROVED');
  return prescriptionId;
}

describe('spec 000 §2: the cart names and prices the products to choose', () => {
  test('each line by its shop name and its price × quantity in minor units, read once per record; none when the cart cannot be read', async () => {
    await withPrescription('prescription.png');
    const lines = await cartLines();
    expect(lines.get('line-1')).toEqual({ name: 'Harbour round frame, tortoise', costMinor: 14_900 });
    expect(await cartLines()).toBe(lines);
    resetProductChoice();
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 500 }));
    expect((await cartLines()).size).toBe(0);
  });
});

describe('spec 000 §5 and §9: the best use of the benefits the product choice starts from', () => {
  test('a glasses prescription is given the glasses, with the share', async () => {
    const rx = await withPrescription('prescription.png');
    const best = await bestChoice();
    expect(best?.byPrescription).toEqual({ [rx]: ['glasses'] });
    expect(best?.share).toBeGreaterThan(0);
  });

  test('a prescription read as contact lenses is given the contact lenses', async () => {
    const rx = await withPrescription('contact-lens-rx.png');
    const best = await bestChoice();
    expect(Object.keys(best?.byPrescription ?? {})).toEqual([rx]);
    expect(best?.groups.length).toBeGreaterThan(0);
    expect(best?.groups.every((id) => id.startsWith('contacts-'))).toBe(true);
  });

  test('nothing is preselected when the plans cannot be read', async () => {
    await withPrescription('prescription.png');
    sandbox.state.faults.add({ call: 'insurance-plans', kind: 'status', status: 500, remaining: 5 });
    expect(await bestChoice()).toBeNull();
  });
});
