// "Insure different product" is offered by the rule of spec 000 §9 over the record the toggle shows (spec 001 §2).
import { afterEach, describe, expect, test } from 'vitest';
import { configure } from '../../test/unit/configure.ts';
import { resetConfig } from '../host/config.ts';
import { resetClaimState, setRecord, toggleOn } from '../claim/claim.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { productSelectionAllowed } from './product-selection.ts';

const line = (productId: string) => ({ productId, productType: 'FRAME', insuranceEligible: true });
const groups = [{ id: 'glasses', cartProducts: [line('p1')] }, { id: 'contacts-1', cartProducts: [line('p2')] }];
const rec = (use: string, prescriptions: ClaimRecord['prescriptions']): ClaimRecord =>
  ({ id: 'cr_1', status: 'READY_TO_CLAIM', eligibleProducts: groups, prescriptions, claimData: { useInsuranceStatus: use } }) as ClaimRecord;
const validated = [{ id: 'rx-1', status: 'AUTO_APPROVED' }] as ClaimRecord['prescriptions'];

afterEach(() => {
  resetClaimState();
  resetConfig();
});

describe('spec 000 §9: product selection on the toggle', () => {
  test.each<[string, ClaimRecord, boolean]>([
    ['on, two eligible groups and a validated prescription: offered', rec('INSURANCE_ENABLED', validated), true],
    ['off: not offered', rec('INSURANCE_DISABLED', validated), false],
    ['no prescription to claim a choice under (the French flow, spec 000 §1): not offered, where it could only fail', rec('INSURANCE_ENABLED', []), false],
  ])('%s', (_, record, offered) => {
    configure({});
    setRecord(record);
    expect(toggleOn.value).toBe(record.claimData?.useInsuranceStatus === 'INSURANCE_ENABLED');
    expect(productSelectionAllowed.value).toBe(offered);
  });
});
