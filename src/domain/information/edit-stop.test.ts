// Where a wizard page edited from the review goes once saved, as tables citing spec 000 §2 (edit returns to review) and
// spec 001 §§4, 5 (the forms wizard; the French fields an answer asks for).
import { describe, expect, test } from 'vitest';
import { editStop, type WizardPage } from './edit-stop.ts';
import type { FieldValue } from './fields.ts';

type Values = Record<string, FieldValue>;
const text = (name: string, required = true) => ({ name, kind: 'text', required });
const choice = (name: string, required = true) => ({ name, kind: 'select', required });

/** The North American wizard: member, patient, doctor. */
const NORTH_AMERICA: WizardPage[] = [
  { fields: [text('primaryCoverage.insuree.memberId'), text('patient.postalCode')] },
  { fields: [choice('patientRelationship'), text('patient.firstName'), text('patient.lastName'), { name: 'patient.dateOfBirth', kind: 'date', required: true }] },
  { fields: [choice('referrer.type'), text('referrer.firstName'), text('referrer.lastName')] },
];
const PATIENT: Values = { patientRelationship: 'SPS', 'patient.firstName': 'Robin', 'patient.lastName': 'Martin', 'patient.dateOfBirth': '04/12/1990' };
const DOCTOR: Values = { 'referrer.type': 'OPTOMETRIST', 'referrer.firstName': 'Sam', 'referrer.lastName': 'Lee' };

/** The French wizard as the sandbox's provider gives it: member, patient (the accident question and its details), second insurance. */
const FRANCE: WizardPage[] = [
  { fields: [text('primaryCoverage.insuree.contractId')] },
  {
    fields: [
      text('patient.firstName'),
      choice('isAccident'),
      choice('accident.type', false),
      { name: 'accident.date', kind: 'date', required: false },
      { name: 'termsAndConditionsAccepted', kind: 'checkbox', required: true },
    ],
  },
  { fields: [choice('secondaryInsurance.insuree.insuranceType', false), text('secondaryInsurance.insuree.contractId', false), choice('secondaryInsurance.relationship', false)] },
];
/** An insurer's own French forms that ask the accident's details on the page after the question. */
const FRANCE_ACCIDENT_APART: WizardPage[] = [
  { fields: [text('primaryCoverage.insuree.contractId')] },
  { fields: [text('patient.firstName'), choice('isAccident')] },
  { fields: [choice('accident.type', false), { name: 'accident.date', kind: 'date', required: false }] },
  { fields: [{ name: 'termsAndConditionsAccepted', kind: 'checkbox', required: true }] },
];
const FR_PATIENT: Values = { 'patient.firstName': 'Camille', termsAndConditionsAccepted: true };

describe('spec 000 §2 "edit (returns to review)": a saved page returns to the review unless a later page now needs something', () => {
  test.each<[string, WizardPage[], number, Values, number | null]>([
    ['North America: the patient changed, the doctor answered: the review at once, not the doctor’s page', NORTH_AMERICA, 1, { ...PATIENT, ...DOCTOR }, null],
    ['North America: the doctor saved (the last page): the review', NORTH_AMERICA, 2, { ...PATIENT, ...DOCTOR }, null],
    ['North America: the doctor’s page holds nothing (a record that never had one): the doctor’s page', NORTH_AMERICA, 1, PATIENT, 2],
    ['North America: a required field of the doctor left blank: the doctor’s page', NORTH_AMERICA, 1, { ...PATIENT, ...DOCTOR, 'referrer.lastName': '  ' }, 2],
    ['spec 001 §5, France: the accident answered "yes" on its page, its details on the same page (checked there): the review', FRANCE, 1, { ...FR_PATIENT, isAccident: 'Y' }, null],
    ['spec 001 §5, France: the optional second insurance untouched asks nothing: the review', FRANCE, 1, { ...FR_PATIENT, isAccident: 'N' }, null],
    ['spec 001 §5, France: a second insurance begun, its relationship missing: its page', FRANCE, 1, { ...FR_PATIENT, isAccident: 'N', 'secondaryInsurance.insuree.contractId': 'B22' }, 2],
    ['spec 001 §5, France: the accident answered "yes", its details on the page after and not given: that page', FRANCE_ACCIDENT_APART, 1, { ...FR_PATIENT, isAccident: 'Y' }, 2],
    ['spec 001 §5, France: the accident answered "yes", its details already given: the review', FRANCE_ACCIDENT_APART, 1, { ...FR_PATIENT, isAccident: 'Y', 'accident.type': 'SPORT', 'accident.date': '02/03/2026' }, null],
    ['spec 001 §5, France: the accident answered "no": its page asks nothing, the review', FRANCE_ACCIDENT_APART, 1, { ...FR_PATIENT, isAccident: 'N' }, null],
    ['spec 001 §5, France: the accident page asks nothing, a page after it does (the terms not ticked): that one', FRANCE_ACCIDENT_APART, 1, { ...FR_PATIENT, isAccident: 'N', termsAndConditionsAccepted: false }, 3],
  ])('%s', (_name, pages, saved, values, stop) => {
    expect(editStop(pages, saved, values)).toBe(stop);
  });
});
