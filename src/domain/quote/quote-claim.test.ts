// What follows the shopper's acceptance, as tables citing spec 000 §4 (customer-facing status, quote step derivation).
import { describe, expect, test } from 'vitest';
import { acceptedClaimState, isAcceptanceSettled, type AcceptedClaimState } from './quote-claim.ts';

const accepted = (status: string, quote = 'CX_ACCEPTED') => ({ status, claimData: { quote: { status: quote } } });

describe('spec 000 §4 customer-facing status: the claim of an accepted quote', () => {
  test.each<{ name: string; status: string; state: AcceptedClaimState }>([
    { name: 'pending while the insurer answers (CLAIM_SUBMITTED)', status: 'CLAIM_SUBMITTED', state: 'pending' },
    { name: 'accepted for CLAIM_ACCEPTED', status: 'CLAIM_ACCEPTED', state: 'accepted' },
    { name: 'not accepted for CLAIM_REJECTED', status: 'CLAIM_REJECTED', state: 'not-accepted' },
    { name: 'not accepted for CLAIM_RETRY (the timeout retry)', status: 'CLAIM_RETRY', state: 'not-accepted' },
    { name: 'not accepted for CLAIM_ACKNOWLEDGED (acknowledged-nullified)', status: 'CLAIM_ACKNOWLEDGED', state: 'not-accepted' },
    { name: 'not accepted for RESTRICTED (limit reached)', status: 'RESTRICTED', state: 'not-accepted' },
  ])('spec 000 §4: $name', ({ status, state }) => {
    expect(acceptedClaimState(accepted(status))).toBe(state);
  });

  test('spec 000 §4: not accepted without a record (DEFAULT)', () => {
    expect(acceptedClaimState(null)).toBe('not-accepted');
  });
});

describe('spec 000 §9 submit polling after an acceptance: when it stops', () => {
  test.each<{ name: string; record: ReturnType<typeof accepted>; settled: boolean }>([
    { name: 'goes on while the claim is with the insurer', record: accepted('CLAIM_SUBMITTED'), settled: false },
    { name: 'stops when the claim is accepted', record: accepted('CLAIM_ACCEPTED'), settled: true },
    { name: 'stops when the claim is rejected', record: accepted('CLAIM_REJECTED'), settled: true },
    { name: 'stops when the acceptance failed (CX_ACCEPT_FAILED)', record: accepted('QUOTE_REQUIRED', 'CX_ACCEPT_FAILED'), settled: true },
    { name: 'stops when the claim is cancelled: its quote, CLAIM_NULLIFIED, is no acceptance that stands', record: accepted('CLAIM_NULLIFIED', 'CLAIM_NULLIFIED'), settled: true },
  ])('spec 000 §9: $name', ({ record, settled }) => {
    expect(isAcceptanceSettled(record)).toBe(settled);
  });
});
