// The forms wizard's data rules (spec 000 sections 3 to 5; spec 001 section 5), as tables.
import { describe, expect, test } from 'vitest';
import { cardValue, claimDataFromDrafts, draftsFromRecord, entryFormatFor, fieldRuleOf, validateGroup, type DataTree, type Drafts, type FormFieldLike } from './form-data.ts';
import type { FieldRule } from './fields.ts';

const TODAY = '2026-03-10';
const member: FormFieldLike[] = [
  { name: 'primaryCoverage.insuree.memberId', kind: 'text', required: true, maxLength: 20 },
  { name: 'primaryCoverage.insuree.policyNumber', kind: 'text', required: true, maxLength: 20 },
  { name: 'patient.dateOfBirth', kind: 'date', required: true },
  { name: 'patient.postalCode', kind: 'postal', required: true },
];

describe('spec 001 §5: fieldRuleOf reads a service field for the shop country', () => {
  test.each<[string, FormFieldLike, string, FieldRule]>([
    ['a text field keeps its lengths', { name: 'a', kind: 'text', required: true, maxLength: 20 }, 'CA', { kind: 'text', required: true, maxLength: 20 }],
    ['a missing required flag is optional', { name: 'a', kind: 'text', minLength: 2 }, 'CA', { kind: 'text', required: false, minLength: 2 }],
    ['a kind we do not know is text', { name: 'a', kind: 'colour', required: true }, 'CA', { kind: 'text', required: true }],
    ['a North American date is typed MM / DD / YYYY', { name: 'd', kind: 'date', required: true }, 'US', { kind: 'date', required: true, format: 'MM/DD/YYYY' }],
    ['a Canadian date is typed MM / DD / YYYY too', { name: 'd', kind: 'date', required: true }, 'CA', { kind: 'date', required: true, format: 'MM/DD/YYYY' }],
    ['a French date is typed DD / MM / YYYY', { name: 'd', kind: 'date', required: true }, 'FR', { kind: 'date', required: true, format: 'DD/MM/YYYY' }],
    ['a ZIP field in a Canadian shop is a postal code', { name: 'p', kind: 'zip', required: true }, 'ca', { kind: 'postal', required: true }],
    ['a postal field in a US shop is a ZIP code', { name: 'p', kind: 'postal', required: true }, 'US', { kind: 'zip', required: true }],
    ['a French postal field keeps its kind', { name: 'p', kind: 'postal', required: false }, 'FR', { kind: 'postal', required: false }],
  ])('%s', (_name, field, country, rule) => {
    expect(fieldRuleOf(field, country)).toEqual(rule);
  });
});

describe('spec 000 §3: cardValue, a number printed on the insurance card', () => {
  test.each<[string, FormFieldLike, string, string]>([
    ['a member ID typed whole stays whole', { name: 'primaryCoverage.insuree.memberId', kind: 'text' }, 'W1234567', 'W1234567'],
    ['a member ID copied in groups loses its spaces, no-break ones too', { name: 'primaryCoverage.insuree.memberId', kind: 'text' }, 'W123 4567\u00a08901', 'W12345678901'],
    ['a group ID keeps its hyphens and case, which are its own', { name: 'primaryCoverage.insuree.policyNumber', kind: 'text' }, 'grp - 01', 'grp-01'],
    ['a French member number (the contract id), a second insurance’s as well', { name: 'secondaryInsurance.insuree.contractId', kind: 'text' }, 'MUT 778 899', 'MUT778899'],
    ['a name keeps its spaces', { name: 'primaryCoverage.insuree.lastName', kind: 'text' }, 'Le Gall', 'Le Gall'],
    ['a field of another kind is left to its own check', { name: 'patient.postalCode', kind: 'postal' }, 'H2X 1Y4', 'H2X 1Y4'],
  ])('%s', (_name, field, typed, value) => {
    expect(cardValue(field, typed)).toBe(value);
  });
});

describe('spec 001 §5: validateGroup checks one wizard page', () => {
  test.each<[string, Drafts, string, Record<string, { key: string; length?: number }>]>([
    ['an empty page has every required field missing', {}, 'CA', {
      'primaryCoverage.insuree.memberId': { key: 'required' },
      'primaryCoverage.insuree.policyNumber': { key: 'required' },
      'patient.dateOfBirth': { key: 'required' },
      'patient.postalCode': { key: 'required' },
    }],
    ['a complete Canadian page passes', { 'primaryCoverage.insuree.memberId': 'W1', 'primaryCoverage.insuree.policyNumber': 'G1', 'patient.dateOfBirth': '04 / 12 / 1988', 'patient.postalCode': 'h2x1y4' }, 'CA', {}],
    ['a group ID too long and an impossible date are refused', {
      'primaryCoverage.insuree.memberId': 'W1', 'primaryCoverage.insuree.policyNumber': 'G'.repeat(21), 'patient.dateOfBirth': '02/30/1988', 'patient.postalCode': 'H2X 1Y4',
    }, 'CA', { 'primaryCoverage.insuree.policyNumber': { key: 'maxLength', length: 20 }, 'patient.dateOfBirth': { key: 'noSuchDate' } }],
    ['a member ID pasted in the card’s groups counts its characters, not its spaces (19 of 20)', {
      'primaryCoverage.insuree.memberId': 'W123 4567 8901 2345 678', 'primaryCoverage.insuree.policyNumber': 'GRP 100', 'patient.dateOfBirth': '04/12/1988', 'patient.postalCode': 'H2X 1Y4',
    }, 'CA', {}],
    ['a member ID of 21 characters is still too long, however spaced', {
      'primaryCoverage.insuree.memberId': 'W123 4567 8901 2345 67890', 'primaryCoverage.insuree.policyNumber': 'G1', 'patient.dateOfBirth': '04/12/1988', 'patient.postalCode': 'H2X 1Y4',
    }, 'CA', { 'primaryCoverage.insuree.memberId': { key: 'maxLength', length: 20 } }],
    ['a Canadian postal code in a US shop is not a ZIP code', { 'primaryCoverage.insuree.memberId': 'W1', 'primaryCoverage.insuree.policyNumber': 'G1', 'patient.dateOfBirth': '04/12/1988', 'patient.postalCode': 'H2X 1Y4' }, 'US', {
      'patient.postalCode': { key: 'zip' },
    }],
  ])('%s', (_name, drafts, country, errors) => {
    expect(validateGroup(member, drafts, country, TODAY)).toEqual(errors);
  });
});

describe('spec 000 §5: draftsFromRecord shows the record in the fields', () => {
  const fields: FormFieldLike[] = [...member, { name: 'patient.birthRank', kind: 'birthRank' }, { name: 'termsAndConditionsAccepted', kind: 'checkbox' }, { name: 'patientRelationship', kind: 'select' }];
  test.each<[string, DataTree | null, Record<string, unknown>]>([
    ['no record fills nothing', null, {}],
    ['an ISO date shows as MM/DD/YYYY, numbers as text, booleans as checked', {
      patient: { dateOfBirth: '1988-04-12', birthRank: 2, postalCode: 'H2X 1Y4' }, termsAndConditionsAccepted: true, patientRelationship: 'SELF',
    }, { 'patient.dateOfBirth': '04/12/1988', 'patient.birthRank': '2', 'patient.postalCode': 'H2X 1Y4', termsAndConditionsAccepted: true, patientRelationship: 'SELF' }],
    ['a timestamp shows its date; a date that is not one shows nothing', { patient: { dateOfBirth: '1988-04-12T00:00:00Z' }, primaryCoverage: { insuree: { memberId: null } } }, { 'patient.dateOfBirth': '04/12/1988' }],
    ['a broken date shows nothing, and a path through a value is none', { patient: { dateOfBirth: 'soon' }, primaryCoverage: 'x' }, {}],
  ])('%s', (_name, claimData, drafts) => {
    expect(draftsFromRecord(claimData, fields, 'MM/DD/YYYY')).toEqual(drafts);
  });
});

describe('spec 000 §5: claimDataFromDrafts builds what a page sends', () => {
  const patientPage: FormFieldLike[] = [
    { name: 'patientRelationship', kind: 'select' },
    { name: 'patient.firstName', kind: 'text' },
    { name: 'patient.dateOfBirth', kind: 'date' },
    { name: 'referrer.type', kind: 'select' },
  ];
  test.each<[string, readonly FormFieldLike[], Drafts, DataTree | null, Record<string, unknown>]>([
    ['ISO dates, trimmed text, a normalised postal code; a sent patient gets birth rank 1', member, {
      'primaryCoverage.insuree.memberId': ' W1 ', 'primaryCoverage.insuree.policyNumber': 'G1', 'patient.dateOfBirth': '04 / 12 / 1988', 'patient.postalCode': 'h2x1y4',
    }, null, { primaryCoverage: { insuree: { memberId: 'W1', policyNumber: 'G1' } }, patient: { dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4', birthRank: 1 } }],
    ['a member ID and group ID pasted in the card’s groups are sent whole; a name keeps its spaces', [...member, { name: 'primaryCoverage.insuree.lastName', kind: 'text' }], {
      'primaryCoverage.insuree.memberId': 'W123 4567\u00a08901', 'primaryCoverage.insuree.policyNumber': 'GRP 100', 'primaryCoverage.insuree.lastName': 'Le Gall',
    }, null, { primaryCoverage: { insuree: { memberId: 'W12345678901', policyNumber: 'GRP100', lastName: 'Le Gall' } } }],
    ['each part starts from the record, so the postal code and insurer stay', patientPage, {
      patientRelationship: 'CHILD', 'patient.firstName': 'Sam', 'patient.dateOfBirth': '01/02/2015', 'referrer.type': 'OPTOMETRIST',
    }, { patient: { firstName: 'Alex', postalCode: 'H2X 1Y4', birthRank: 2 }, primaryCoverage: { insurer: { id: 'i' } }, referrer: null }, {
      patientRelationship: 'CHILD', patient: { firstName: 'Sam', postalCode: 'H2X 1Y4', birthRank: 2, dateOfBirth: '2015-01-02' }, referrer: { type: 'OPTOMETRIST' },
    }],
    ['an empty field sends nothing, so a part with nothing typed is not sent', patientPage, { 'patient.firstName': '  ' }, null, {}],
    ['a birth rank field defaults to 1, a checkbox is a boolean', [{ name: 'patient.birthRank', kind: 'birthRank' }, { name: 'termsAndConditionsAccepted', kind: 'checkbox' }], {}, null, {
      patient: { birthRank: 1 }, termsAndConditionsAccepted: false,
    }],
    ['a date that does not parse is not sent', [{ name: 'patient.dateOfBirth', kind: 'date' }], { 'patient.dateOfBirth': '13/45/1988' }, null, {}],
    ['a required choice of one option sends it untouched; an optional one sends nothing', [
      { name: 'primaryCoverage.insuree.insuranceType', kind: 'select', required: true, options: ['ADDITIONAL_INSURANCE'] },
      { name: 'secondaryInsurance.insuree.insuranceType', kind: 'select', required: false, options: ['ADDITIONAL_INSURANCE'] },
    ], {}, null, { primaryCoverage: { insuree: { insuranceType: 'ADDITIONAL_INSURANCE' } } }],
    ['a French phone is sent as its digits, a NIR without its spaces', [{ name: 'patient.phoneNumber', kind: 'phone' }, { name: 'patient.nationalIdentifier', kind: 'nationalId' }], {
      'patient.phoneNumber': '+33 6 12 34 56 78', 'patient.nationalIdentifier': '2 85 07 2a 123 456',
    }, null, { patient: { phoneNumber: '0612345678', nationalIdentifier: '285072A123456', birthRank: 1 } }],
  ])('%s', (_name, fields, drafts, base, data) => {
    expect(claimDataFromDrafts(fields, drafts, 'MM/DD/YYYY', base)).toEqual(data);
  });

  test('the record it starts from is never changed', () => {
    const base = { patient: { firstName: 'Alex' } };
    claimDataFromDrafts(patientPage, { 'patient.firstName': 'Sam' }, 'MM/DD/YYYY', base);
    expect(base).toEqual({ patient: { firstName: 'Alex' } });
  });
});

describe('spec 001 §5: entryFormatFor', () => {
  test.each([['CA', 'MM/DD/YYYY'], ['US', 'MM/DD/YYYY'], ['FR', 'DD/MM/YYYY']])('a %s shop types dates %s', (country, format) => {
    expect(entryFormatFor(country)).toBe(format);
  });
});

describe('spec 001 §5: validateGroup on the French patient page', () => {
  const page: FormFieldLike[] = [
    { name: 'patient.phoneNumber', kind: 'phone', required: true, minLength: 10, maxLength: 10 },
    { name: 'patient.dateOfPrescription', kind: 'date', required: true },
    { name: 'patient.birthRank', kind: 'birthRank', required: false },
    { name: 'isAccident', kind: 'select', required: true },
    { name: 'accident.type', kind: 'select', required: false },
    { name: 'accident.date', kind: 'date', required: false },
    { name: 'termsAndConditionsAccepted', kind: 'checkbox', required: true },
  ];
  const good = { 'patient.phoneNumber': '06 12 34 56 78', 'patient.dateOfPrescription': '01 / 02 / 2026', isAccident: 'N', termsAndConditionsAccepted: true };
  test.each<[string, Drafts, Record<string, { key: string; length?: number }>]>([
    ['an empty page: every required field, never the accident details', {}, {
      'patient.phoneNumber': { key: 'required' }, 'patient.dateOfPrescription': { key: 'required' }, isAccident: { key: 'required' }, termsAndConditionsAccepted: { key: 'required' },
    }],
    ['a complete page after "no" passes', good, {}],
    ['"yes" makes the accident type and date required', { ...good, isAccident: 'Y' }, { 'accident.type': { key: 'required' }, 'accident.date': { key: 'required' } }],
    ['"no" ignores accident details left from before', { ...good, 'accident.date': '99/99/9999' }, {}],
    ['a short phone must contain 10 characters; a prescription date is DD / MM / YYYY', { ...good, 'patient.phoneNumber': '06 12 34', 'patient.dateOfPrescription': '02/30/2026' }, {
      'patient.phoneNumber': { key: 'minLength', length: 10 }, 'patient.dateOfPrescription': { key: 'noSuchDate' },
    }],
    ['a birth rank of 0 is refused', { ...good, 'patient.birthRank': '0' }, { 'patient.birthRank': { key: 'birthRank' } }],
  ])('%s', (_name, drafts, errors) => {
    expect(validateGroup(page, drafts, 'FR', TODAY)).toEqual(errors);
  });

  test.each<[string, string, 'glasses' | 'contacts', { key: string; length?: number } | undefined]>([
    ['a glasses prescription of 23 months is current', '10 / 04 / 2024', 'glasses', undefined],
    ['a glasses prescription of exactly 24 months is current', '10 / 03 / 2024', 'glasses', undefined],
    ['a glasses prescription of 25 months has expired', '10 / 02 / 2024', 'glasses', { key: 'dateExpired', length: 24 }],
    ['a contact-lens prescription of 11 months is current', '10 / 04 / 2025', 'contacts', undefined],
    ['a contact-lens prescription of 13 months has expired', '10 / 02 / 2025', 'contacts', { key: 'dateExpired', length: 12 }],
    ['a future date stays dateFuture', '10 / 04 / 2026', 'glasses', { key: 'dateFuture' }],
  ])('spec 000 §5 validity in France: %s', (_name, date, kind, error) => {
    expect(validateGroup(page, { ...good, 'patient.dateOfPrescription': date }, 'FR', TODAY, kind)['patient.dateOfPrescription']).toEqual(error);
  });

  test('spec 000 §3: "no" sends no accident, clearing one saved before', () => {
    const fields = page.filter((f) => f.name.startsWith('accident') || f.name === 'isAccident');
    expect(claimDataFromDrafts(fields, { isAccident: 'N', 'accident.type': 'SPORT' }, 'DD/MM/YYYY', { accident: { type: 'SPORT' } })).toEqual({ isAccident: 'N', accident: null });
    expect(claimDataFromDrafts(fields, { isAccident: 'Y', 'accident.type': 'SPORT', 'accident.date': '03/02/2026' }, 'DD/MM/YYYY')).toEqual({
      isAccident: 'Y', accident: { type: 'SPORT', date: '2026-02-03' },
    });
  });
});
