// Which message a refused field shows, as a table citing spec 001 §5.
import { describe, expect, test } from 'vitest';
import { messageKeys } from './field-messages.ts';
import type { Flow } from '../host/flow.ts';
import type { FieldErrorKey } from './fields.ts';

describe('spec 001 §5: messageKeys, most particular first', () => {
  test.each<[string, Flow, string, string, FieldErrorKey, string[]]>([
    ['France: an empty text field says "Required field"', 'france', 'patient.firstName', 'text', 'required', ['required']],
    ['France: an empty select says "Required field" too', 'france', 'patient.gender', 'select', 'required', ['required']],
    ['France: an empty date says "Required field" too', 'france', 'patient.dateOfPrescription', 'date', 'required', ['required']],
    ['France: an unticked terms box says "Required field" too', 'france', 'termsAndConditionsAccepted', 'checkbox', 'required', ['required']],
    ['France: a member number too long says "This field cannot exceed {length} characters"', 'france', 'primaryCoverage.insuree.contractId', 'text', 'maxLength', ['primaryCoverage.insuree.contractId.maxLength', 'maxLength']],
    ['France: a short phone says "This field must contain {length} characters", unless it counts its digits in words of its own', 'france', 'patient.phoneNumber', 'phone', 'minLength', ['patient.phoneNumber.minLength', 'minLength']],
    ['France: a long phone likewise', 'france', 'patient.phoneNumber', 'phone', 'maxLength', ['patient.phoneNumber.maxLength', 'maxLength']],
    ['France: a wrong date of prescription has its own words, else the date message', 'france', 'patient.dateOfPrescription', 'date', 'date', ['patient.dateOfPrescription.date', 'date', 'invalid']],
    ['France: a date in the format that does not exist has its own words', 'france', 'patient.dateOfBirth', 'date', 'noSuchDate', ['patient.dateOfBirth.noSuchDate', 'noSuchDate', 'invalid']],
    ['France: a date of a year outside 1900 to 2099 likewise', 'france', 'patient.dateOfPrescription', 'date', 'dateYear', ['patient.dateOfPrescription.dateYear', 'dateYear', 'invalid']],
    ['France: a future date of birth reads as a wrong date', 'france', 'patient.dateOfBirth', 'date', 'dateFuture', ['patient.dateOfBirth.dateFuture', 'patient.dateOfBirth.date', 'date', 'invalid']],
    ['France: a wrong national identifier has its check’s words', 'france', 'patient.nationalIdentifier', 'nationalId', 'nationalId', ['patient.nationalIdentifier.nationalId', 'nationalId', 'invalid']],
    ['North America: an empty field has its own words first', 'north-america', 'primaryCoverage.insuree.policyNumber', 'text', 'required', ['primaryCoverage.insuree.policyNumber.required', 'required']],
    ['North America: an empty select says "Please select an option"', 'north-america', 'patientRelationship', 'select', 'required', ['patientRelationship.required', 'select']],
    ['North America: a wrong zip code says "Please enter a valid zip code"', 'north-america', 'patient.postalCode', 'zip', 'zip', ['patient.postalCode.zip', 'zipError']],
    ['North America: a date in the format that does not exist says so, not the format', 'north-america', 'patient.dateOfBirth', 'date', 'noSuchDate', ['patient.dateOfBirth.noSuchDate', 'noSuchDate']],
    ['North America: a date of a year outside 1900 to 2099 names the years', 'north-america', 'patient.dateOfBirth', 'date', 'dateYear', ['patient.dateOfBirth.dateYear', 'dateYear']],
    ['North America: a future date reads as a wrong date', 'north-america', 'patient.dateOfBirth', 'date', 'dateFuture', ['patient.dateOfBirth.dateFuture', 'date']],
    ['North America: a group ID too long has its own words first', 'north-america', 'primaryCoverage.insuree.policyNumber', 'text', 'maxLength', ['primaryCoverage.insuree.policyNumber.maxLength', 'maxLength']],
  ])('%s', (_name, flow, name, kind, error, keys) => {
    expect(messageKeys(flow, { name, kind }, error)).toEqual(keys);
  });
});
