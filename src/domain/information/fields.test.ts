// Field validation of the North American and French forms, as tables citing spec 001 §5 and spec 000 §5.
import { describe, expect, test } from 'vitest';
import {
  birthRankOrDefault, CA_FIELDS, FR_FIELDS, NA_FIELDS, normalizePhone, normalizePostalCode, validateField,
  type FieldError, type FieldRules, type FieldValue,
} from './fields.ts';

const context = { today: '2026-11-22' };
const x = (n: number) => 'x'.repeat(n);

type Row = { name: string; field: string; value: FieldValue; error: FieldError | null };

describe('spec 001 §5 North American form (NA_FIELDS)', () => {
  test.each<Row>([
    { name: 'carrier is required ("Select your insurance carrier")', field: 'carrier', value: '', error: { key: 'required' } },
    { name: 'a chosen carrier passes', field: 'carrier', value: 'vsp', error: null },
    { name: 'group ID is required ("Please insert your group ID")', field: 'groupId', value: '', error: { key: 'required' } },
    { name: 'a whitespace-only group ID counts as empty', field: 'groupId', value: '  \t ', error: { key: 'required' } },
    { name: 'a missing group ID is required', field: 'groupId', value: undefined, error: { key: 'required' } },
    { name: 'a group ID of 20 characters passes', field: 'groupId', value: x(20), error: null },
    { name: 'a group ID of 21 characters exceeds {length} 20', field: 'groupId', value: x(21), error: { key: 'maxLength', length: 20 } },
    { name: 'a group ID is trimmed before its length is counted', field: 'groupId', value: `  ${x(20)}  `, error: null },
    { name: 'member ID is required', field: 'memberId', value: null, error: { key: 'required' } },
    { name: 'a member ID of 21 characters exceeds {length} 20', field: 'memberId', value: x(21), error: { key: 'maxLength', length: 20 } },
    { name: 'first name is required', field: 'firstName', value: ' ', error: { key: 'required' } },
    { name: 'a first name of 50 characters passes', field: 'firstName', value: x(50), error: null },
    { name: 'a last name of 51 characters exceeds {length} 50', field: 'lastName', value: x(51), error: { key: 'maxLength', length: 50 } },
    { name: 'a character outside the basic plane (as in some Chinese names) counts once', field: 'lastName', value: '𠀀'.repeat(50), error: null },
    { name: 'date of birth is required', field: 'dateOfBirth', value: '', error: { key: 'required' } },
    { name: 'a date of birth typed MM / DD / YYYY passes', field: 'dateOfBirth', value: '12 / 31 / 1990', error: null },
    { name: 'a date of birth typed as no date at all is invalid ("Please enter a valid date of birth", with the format)', field: 'dateOfBirth', value: '31 Dec 1990', error: { key: 'date' } },
    { name: 'a date of birth with a two-digit year has no date’s shape', field: 'dateOfBirth', value: '12/31/90', error: { key: 'date' } },
    { name: 'a date of birth in the format but no day either way is a date that does not exist', field: 'dateOfBirth', value: '31/13/1990', error: { key: 'noSuchDate' } },
    { name: 'a day-first date of birth with no other meaning passes', field: 'dateOfBirth', value: '31/12/1990', error: null },
    { name: 'a date of birth typed as eight digits passes', field: 'dateOfBirth', value: '01151985', error: null },
    { name: 'an ISO date of birth passes', field: 'dateOfBirth', value: '1985-01-15', error: null },
    { name: 'a date of birth that does not exist is refused as such, not for its format', field: 'dateOfBirth', value: '02/30/1990', error: { key: 'noSuchDate' } },
    { name: 'a date of birth before 1900 is refused for its year (spec 000 §5)', field: 'dateOfBirth', value: '12/31/1899', error: { key: 'dateYear' } },
    { name: 'a date of birth in the future is refused', field: 'dateOfBirth', value: '11/23/2026', error: { key: 'dateFuture' } },
    { name: 'a date of birth of today passes', field: 'dateOfBirth', value: '11/22/2026', error: null },
    { name: 'zip code is required', field: 'postalCode', value: '', error: { key: 'required' } },
    { name: 'a 5-digit zip code passes', field: 'postalCode', value: '12345', error: null },
    { name: 'a ZIP+4 code passes', field: 'postalCode', value: '12345-6789', error: null },
    { name: 'a 4-digit zip code is invalid ("Please enter a valid zip code")', field: 'postalCode', value: '1234', error: { key: 'zip' } },
    { name: 'a 6-digit zip code is invalid', field: 'postalCode', value: '123456', error: { key: 'zip' } },
    { name: '9 digits without the hyphen are invalid', field: 'postalCode', value: '123456789', error: { key: 'zip' } },
    { name: 'a Canadian postal code is not a zip code', field: 'postalCode', value: 'K1A 0B1', error: { key: 'zip' } },
    { name: 'a field without a rule passes', field: 'nickname', value: x(500), error: null },
  ])('spec 001 §5: $name', ({ field, value, error }) => {
    expect(validateField(NA_FIELDS as FieldRules, field, value, context)).toStrictEqual(error);
  });
});

describe('spec 001 §5 North American form for Canada (CA_FIELDS)', () => {
  test.each<Row>([
    { name: 'a postal code A1A 1A1 passes', field: 'postalCode', value: 'K1A 0B1', error: null },
    { name: 'the space is optional', field: 'postalCode', value: 'K1A0B1', error: null },
    { name: 'case does not matter', field: 'postalCode', value: 'k1a 0b1', error: null },
    { name: 'extra spaces are ignored', field: 'postalCode', value: ' K1A   0B1 ', error: null },
    { name: 'a letter Canada Post never uses is invalid ("Please enter a valid postal code")', field: 'postalCode', value: 'D1A 0B1', error: { key: 'postal' } },
    { name: 'W never starts a postal code', field: 'postalCode', value: 'W1A 0B1', error: { key: 'postal' } },
    { name: 'a US zip code is not a postal code', field: 'postalCode', value: '12345', error: { key: 'postal' } },
    { name: 'a short postal code is invalid', field: 'postalCode', value: 'K1A 0B', error: { key: 'postal' } },
    { name: 'postal code is required', field: 'postalCode', value: '', error: { key: 'required' } },
    { name: 'the other fields keep the North American rules', field: 'groupId', value: x(21), error: { key: 'maxLength', length: 20 } },
  ])('spec 001 §5: $name', ({ field, value, error }) => {
    expect(validateField(CA_FIELDS as FieldRules, field, value, context)).toStrictEqual(error);
  });
});

describe('spec 001 §5 French form (FR_FIELDS)', () => {
  test.each<Row>([
    { name: 'insurer is required ("Required field")', field: 'insurer', value: '', error: { key: 'required' } },
    { name: 'member number is required', field: 'memberNumber', value: '', error: { key: 'required' } },
    { name: 'a member number of 21 characters exceeds {length} 20', field: 'memberNumber', value: x(21), error: { key: 'maxLength', length: 20 } },
    { name: 'a last name of 51 characters exceeds {length} 50', field: 'lastName', value: x(51), error: { key: 'maxLength', length: 50 } },
    { name: 'phone number is required', field: 'phoneNumber', value: '', error: { key: 'required' } },
    { name: 'a 10-digit phone number passes', field: 'phoneNumber', value: '0612345678', error: null },
    { name: 'spaces in a phone number are ignored', field: 'phoneNumber', value: '06 12 34 56 78', error: null },
    { name: 'dots in a phone number are ignored', field: 'phoneNumber', value: '06.12.34.56.78', error: null },
    { name: 'the +33 form passes', field: 'phoneNumber', value: '+33 6 12 34 56 78', error: null },
    { name: 'the +33 (0) form passes', field: 'phoneNumber', value: '+33 (0)6 12 34 56 78', error: null },
    { name: 'the 0033 form passes', field: 'phoneNumber', value: '0033612345678', error: null },
    { name: 'a 9-digit phone number must contain {length} 10', field: 'phoneNumber', value: '06 12 34 56 7', error: { key: 'minLength', length: 10 } },
    { name: 'an 11-digit phone number cannot exceed {length} 10', field: 'phoneNumber', value: '06 12 34 56 78 9', error: { key: 'maxLength', length: 10 } },
    { name: 'letters make a phone number invalid', field: 'phoneNumber', value: '06 12 34 56 7a', error: { key: 'phone' } },
    { name: 'a number not starting with 0 is invalid', field: 'phoneNumber', value: '6123456789', error: { key: 'phone' } },
    { name: 'a foreign country code is invalid', field: 'phoneNumber', value: '+44 20 7946 0958', error: { key: 'phone' } },
    { name: 'a date of birth typed DD / MM / YYYY passes', field: 'dateOfBirth', value: '31 / 12 / 1990', error: null },
    { name: 'a date of birth in the format but no day either way is a date that does not exist', field: 'dateOfBirth', value: '13/13/1990', error: { key: 'noSuchDate' } },
    { name: '31/02/1985 is a date that does not exist, its format right', field: 'dateOfBirth', value: '31/02/1985', error: { key: 'noSuchDate' } },
    { name: 'letters are no date: the format is named', field: 'dateOfBirth', value: 'abc', error: { key: 'date' } },
    { name: 'a date of birth typed as eight digits passes', field: 'dateOfBirth', value: '15011985', error: null },
    { name: 'date of prescription is required', field: 'dateOfPrescription', value: '', error: { key: 'required' } },
    { name: 'a prescription dated today passes', field: 'dateOfPrescription', value: '22/11/2026', error: null },
    { name: 'a prescription dated tomorrow is refused', field: 'dateOfPrescription', value: '23/11/2026', error: { key: 'dateFuture' } },
    { name: 'national identifier is required', field: 'nationalIdentifier', value: '', error: { key: 'required' } },
    { name: 'a NIR of 13 digits passes', field: 'nationalIdentifier', value: '1850578006084', error: null },
    { name: 'a NIR with its matching key passes', field: 'nationalIdentifier', value: '1 85 05 78 006 084 91', error: null },
    { name: 'another NIR with its matching key passes', field: 'nationalIdentifier', value: '2.93.03.75.123.456.84', error: null },
    { name: 'a NIR with a wrong key is told apart: the digits, not the format', field: 'nationalIdentifier', value: '1 85 05 78 006 084 92', error: { key: 'nationalIdKey' } },
    { name: 'a NIR with a typo is caught by its key', field: 'nationalIdentifier', value: '1 85 05 78 006 085 91', error: { key: 'nationalIdKey' } },
    { name: 'a Corsican NIR (2A) with its key passes', field: 'nationalIdentifier', value: '1 85 05 2a 006 084 35', error: null },
    { name: 'a Corsican NIR (2B) with its key passes', field: 'nationalIdentifier', value: '185052B00608462', error: null },
    { name: 'a NIR of 12 digits is invalid', field: 'nationalIdentifier', value: '185057800608', error: { key: 'nationalId' } },
    { name: 'a NIR of 14 digits is invalid', field: 'nationalIdentifier', value: '18505780060849', error: { key: 'nationalId' } },
    { name: 'a NIR with letters elsewhere is invalid', field: 'nationalIdentifier', value: '1850578A06084', error: { key: 'nationalId' } },
    { name: 'an empty birth rank passes (it defaults to 1)', field: 'birthRank', value: '', error: null },
    { name: 'birth rank 2 (a second twin) passes', field: 'birthRank', value: '2', error: null },
    { name: 'birth rank 0 is invalid', field: 'birthRank', value: '0', error: { key: 'birthRank' } },
    { name: 'birth rank 10 is invalid', field: 'birthRank', value: '10', error: { key: 'birthRank' } },
    { name: 'unchecked terms are required', field: 'termsAccepted', value: false, error: { key: 'required' } },
    { name: 'missing terms are required', field: 'termsAccepted', value: undefined, error: { key: 'required' } },
    { name: 'a text "true" is not a checked box', field: 'termsAccepted', value: 'true', error: { key: 'required' } },
    { name: 'checked terms pass', field: 'termsAccepted', value: true, error: null },
    { name: 'a checkbox value on a text field counts as empty', field: 'firstName', value: true, error: { key: 'required' } },
  ])('spec 001 §5: $name', ({ field, value, error }) => {
    expect(validateField(FR_FIELDS as FieldRules, field, value, context)).toStrictEqual(error);
  });

  test('spec 001 §5: an optional checkbox left unchecked passes', () => {
    expect(validateField({ newsletter: { kind: 'checkbox', required: false } }, 'newsletter', false, context)).toBeNull();
  });
});

describe('spec 000 §5 strict SSN validation: the NIR key is checked unless strict validation is off', () => {
  test.each<{ name: string; value: string; strict: boolean | undefined; error: FieldError | null }>([
    { name: 'strict (by default): a wrong key is refused', value: '1 85 05 78 006 084 92', strict: undefined, error: { key: 'nationalIdKey' } },
    { name: 'strict: a wrong key is refused', value: '1 85 05 78 006 084 92', strict: true, error: { key: 'nationalIdKey' } },
    { name: 'not strict: a wrong key passes', value: '1 85 05 78 006 084 92', strict: false, error: null },
    { name: 'not strict: a right key passes', value: '1 85 05 78 006 084 91', strict: false, error: null },
    { name: 'not strict: the shape is still checked (14 digits)', value: '18505780060849', strict: false, error: { key: 'nationalId' } },
    { name: 'not strict: letters are still refused', value: '1850578A06084', strict: false, error: { key: 'nationalId' } },
  ])('spec 000 §5: $name', ({ value, strict, error }) => {
    expect(validateField(FR_FIELDS as FieldRules, 'nationalIdentifier', value, { ...context, strictNationalId: strict })).toStrictEqual(error);
  });
});

describe('spec 000 §5 birth rank defaults to 1: birthRankOrDefault', () => {
  test.each<{ name: string; value: string | number | null | undefined; rank: number }>([
    { name: 'empty gives 1', value: '', rank: 1 },
    { name: 'null gives 1', value: null, rank: 1 },
    { name: 'undefined gives 1', value: undefined, rank: 1 },
    { name: 'a typed 2 gives 2', value: ' 2 ', rank: 2 },
    { name: 'the number 9 gives 9', value: 9, rank: 9 },
    { name: '0 is not a rank and gives 1', value: '0', rank: 1 },
    { name: '10 is not a rank and gives 1', value: '10', rank: 1 },
    { name: 'a fraction is not a rank and gives 1', value: '1.5', rank: 1 },
    { name: 'letters are not a rank and give 1', value: 'two', rank: 1 },
  ])('spec 000 §5: $name', ({ value, rank }) => {
    expect(birthRankOrDefault(value)).toBe(rank);
  });
});

describe('spec 001 §5 normalizers for what is sent', () => {
  test.each<{ name: string; value: string; phone: string }>([
    { name: 'keeps plain digits', value: '0612345678', phone: '0612345678' },
    { name: 'drops spaces, dots and hyphens', value: '06 12.34-56 78', phone: '0612345678' },
    { name: 'turns +33 into 0', value: '+33 6 12 34 56 78', phone: '0612345678' },
    { name: 'turns +33 (0) into a single 0', value: '+33 (0)6 12 34 56 78', phone: '0612345678' },
    { name: 'turns 0033 into 0', value: '0033 6 12 34 56 78', phone: '0612345678' },
  ])('spec 001 §5: normalizePhone $name', ({ value, phone }) => {
    expect(normalizePhone(value)).toBe(phone);
  });

  test.each<{ name: string; value: string; postal: string }>([
    { name: 'writes A1A 1A1 with one space', value: 'k1a0b1', postal: 'K1A 0B1' },
    { name: 'collapses spaces and hyphens', value: ' k1a - 0b1 ', postal: 'K1A 0B1' },
    { name: 'leaves a wrong length without a space for the check to refuse', value: 'k1a 0b', postal: 'K1A0B' },
  ])('spec 001 §5: normalizePostalCode $name', ({ value, postal }) => {
    expect(normalizePostalCode(value)).toBe(postal);
  });
});
