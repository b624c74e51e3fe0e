// A member found belongs to the carrier it was found at, as tables citing spec 000 §§1, 3 and 7.
import { describe, expect, test } from 'vitest';
import { carrierChanged, coverageForCarrier, draftsForCarrier, syncAfterCarrier, type CarrierCoverage } from './carrier-change.ts';

const QUILL = { id: 'ins_quillfeather', name: 'Quillfeather Vision Plan' };
const TAMARACK = { id: 'ins_tamarack', name: 'Tamarack Eyecare Benefits' };
const MEMBER = { memberId: 'W1234567', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
type Member = typeof MEMBER;

describe('spec 000 §1 (a carrier, then the member looked up there) and §3 (primaryCoverage: insurer and insuree): carrierChanged', () => {
  test.each<[string, string | null | undefined, string, boolean]>([
    ['another carrier than the record names', QUILL.id, TAMARACK.id, true],
    ['the same carrier again', QUILL.id, QUILL.id, false],
    ['no carrier named yet (a new record)', undefined, QUILL.id, false],
    ['a record naming none (null)', null, QUILL.id, false],
  ])('%s', (_name, named, chosen, changed) => {
    expect(carrierChanged(named, chosen)).toBe(changed);
  });
});

describe('spec 000 §3 and §7 (PATCH claim-records; the member sync sends insurer and insuree together): coverageForCarrier, the coverage a carrier choice saves', () => {
  test.each<[string, CarrierCoverage<Member> | null | undefined, typeof QUILL, { insurer: typeof QUILL; insuree?: Member | null }]>([
    ['another carrier: the member found at the carrier left is not carried over', { insurer: { id: QUILL.id }, insuree: MEMBER }, TAMARACK, { insurer: TAMARACK }],
    ['another carrier, no member found yet: the carrier alone', { insurer: { id: QUILL.id } }, TAMARACK, { insurer: TAMARACK }],
    ['the same carrier (its name in the shopper\'s language): the member found there stands', { insurer: { id: QUILL.id }, insuree: MEMBER }, QUILL, { insurer: QUILL, insuree: MEMBER }],
    ['the same carrier, no member yet: the carrier alone', { insurer: { id: QUILL.id } }, QUILL, { insurer: QUILL }],
    ['no coverage yet (a new record): the carrier alone', undefined, QUILL, { insurer: QUILL }],
    ['a coverage naming no carrier keeps what it holds: no member was found at another', { insuree: MEMBER }, QUILL, { insurer: QUILL, insuree: MEMBER }],
  ])('%s', (_name, coverage, chosen, saved) => {
    expect(coverageForCarrier(coverage, chosen)).toEqual(saved);
  });
});

describe('spec 000 §1 and §3: draftsForCarrier, what the shopper typed once a carrier is chosen', () => {
  const typed = {
    'primaryCoverage.insurer.id': TAMARACK.id,
    'primaryCoverage.insuree.memberId': 'W1234567',
    'primaryCoverage.insuree.policyNumber': 'GRP-100',
    'primaryCoverage.insuree.contractId': 'MUT-1',
    'primaryCoverage.insuree.insuranceType': 'ADDITIONAL_INSURANCE',
    'primaryCoverage.insuree.firstName': 'Élodie',
    'primaryCoverage.insuree.lastName': 'Lefèvre-Dupont',
    'patient.dateOfBirth': '04/12/1988',
    'patient.postalCode': 'H2X 1Y4',
    'referrer.lastName': 'Lee',
  };
  test.each<[string, boolean, string[]]>([
    [
      'another carrier: the contract typed for the carrier left goes (member ID or number, group ID, cover type); the policy holder\'s names typed, the choice, the patient and the doctor stay',
      true,
      ['primaryCoverage.insurer.id', 'primaryCoverage.insuree.firstName', 'primaryCoverage.insuree.lastName', 'patient.dateOfBirth', 'patient.postalCode', 'referrer.lastName'],
    ],
    ['the same carrier: everything typed stays', false, Object.keys(typed)],
  ])('%s', (_name, changed, kept) => {
    expect(Object.keys(draftsForCarrier(typed, changed))).toEqual(kept);
  });

  test.each<[string, Record<string, string>]>([
    ['nothing of the member typed', { 'patient.postalCode': 'H2X 1Y4' }],
    ['only the policy holder\'s names typed', { 'primaryCoverage.insuree.firstName': 'Élodie', 'primaryCoverage.insuree.lastName': 'Lefèvre-Dupont' }],
  ])('%s: the same drafts come back', (_name, drafts) => {
    expect(draftsForCarrier(drafts, true)).toBe(drafts);
  });
});

describe('spec 000 §4 (Insurance usage: sync listeners hear `remove` when insurance is taken off): syncAfterCarrier, what the page hears once a carrier is saved', () => {
  const use = (useInsuranceStatus: string, status = 'INSURANCE_MEMBER_FOUND') => ({ status, claimData: { useInsuranceStatus } });
  test.each<[string, ReturnType<typeof use> | null, ReturnType<typeof use> | null, 'remove' | null]>([
    ['insurance on at the carrier left, not applicable at the new one: remove', use('INSURANCE_ENABLED'), use('INSURANCE_NOT_APPLICABLE', 'INSURANCE_MEMBER_REQUIRED'), 'remove'],
    ['on with its eligibility check, then not applicable: remove', use('INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED'), use('INSURANCE_NOT_APPLICABLE', 'INSURANCE_MEMBER_REQUIRED'), 'remove'],
    ['insurance on, still on (the same carrier saved again): nothing', use('INSURANCE_ENABLED'), use('INSURANCE_ENABLED'), null],
    ['insurance never on: nothing', use('INSURANCE_NOT_APPLICABLE'), use('INSURANCE_NOT_APPLICABLE', 'INSURANCE_MEMBER_REQUIRED'), null],
    ['turned off by the shopper before: nothing new', use('INSURANCE_DISABLED'), use('INSURANCE_NOT_APPLICABLE', 'INSURANCE_MEMBER_REQUIRED'), null],
    ['no record before (one created with the carrier): nothing', null, use('INSURANCE_NOT_APPLICABLE', 'CREATED'), null],
  ])('%s', (_name, before, after, heard) => {
    expect(syncAfterCarrier(before, after)).toBe(heard);
  });
});
