// A signed-in visitor's French record brought to QUOTE_REQUIRED on the in-process sandbox, for the quote's signal and
// component tests alike.
import { expect } from 'vitest';
import { MUTUELLE_ID } from '../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS, SLOW_DELAY_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { record, setRecord } from '../../signals/claim/claim.ts';
import { currentApi, startClaim } from '../../signals/claim/claim-actions.ts';
import type { sandboxFetch } from '../component/sandbox-fetch.ts';

/**
 * The signed-in visitor's French record at QUOTE_REQUIRED: the member at a mutuelle (the member number may carry a
 * scenario word), the sandbox's insurer delays passed, the record set as the drawer would hold it.
 */
export async function frenchQuoteRequired(sandbox: ReturnType<typeof sandboxFetch>, contractId = '12345678', insurer = MUTUELLE_ID): Promise<string> {
  const { id } = await startClaim();
  const api = currentApi();
  await syncInsuranceMember(api, id, {
    primaryCoverage: { insurer: { id: insurer }, insuree: { contractId, firstName: 'Alex', lastName: 'Martin', insuranceType: 'ADDITIONAL_INSURANCE' } },
    patient: { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: '75011' },
    patientRelationship: 'SELF',
  });
  // SLOW makes every insurer answer, the member sync's included, take 20 s.
  sandbox.state.advanceClock((contractId.includes('SLOW') ? SLOW_DELAY_MS : Math.max(...Object.values(INSURER_DELAYS_MS))) + 1);
  setRecord(await getClaimRecord(api, id));
  expect(record.value?.status).toBe('QUOTE_REQUIRED');
  return id;
}
