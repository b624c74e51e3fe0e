// The French forms' conditional fields, as tables citing spec 001 §5 and spec 000 §§3, 5.
import { describe, expect, test } from 'vitest';
import { fieldApplies, fieldDefault, fieldRequired, shownFields, type NamedField } from './form-conditions.ts';
import type { FieldValue } from './fields.ts';

type Values = Record<string, FieldValue>;
const patient: NamedField[] = [
  { name: 'patient.birthRank', kind: 'birthRank', required: false },
  { name: 'isAccident', kind: 'select', required: true },
  { name: 'accident.type', kind: 'select', required: false },
  { name: 'accident.date', kind: 'date', required: false },
  { name: 'termsAndConditionsAccepted', kind: 'checkbox', required: true },
];
const secondary: NamedField[] = [
  { name: 'secondaryInsurance.insuree.insuranceType', kind: 'select', required: false },
  { name: 'secondaryInsurance.insuree.contractId', kind: 'text', required: false },
  { name: 'secondaryInsurance.relationship', kind: 'select', required: false },
];

describe('spec 001 §5: accident yes/no, and only after yes its type and date', () => {
  test.each<[string, string, Values, boolean]>([
    ['the accident question is always asked', 'isAccident', {}, true],
    ['no answer yet hides the accident type', 'accident.type', {}, false],
    ['"no" hides the accident date', 'accident.date', { isAccident: 'N' }, false],
    ['"yes" asks the accident type', 'accident.type', { isAccident: 'Y' }, true],
    ['"yes" asks the accident date', 'accident.date', { isAccident: 'Y' }, true],
    ['a field of another part is always asked', 'patient.birthRank', { isAccident: 'N' }, true],
  ])('%s', (_name, field, values, applies) => {
    expect(fieldApplies(field, values)).toBe(applies);
  });

  test.each<[string, Values, string[]]>([
    ['before an answer: no accident fields', {}, ['patient.birthRank', 'isAccident', 'termsAndConditionsAccepted']],
    ['"no": no accident fields', { isAccident: 'N' }, ['patient.birthRank', 'isAccident', 'termsAndConditionsAccepted']],
    ['"yes": the type and date follow the question', { isAccident: 'Y' }, patient.map((f) => f.name)],
  ])('shownFields, %s', (_name, values, names) => {
    expect(shownFields(patient, values).map((f) => f.name)).toEqual(names);
  });
});

describe('spec 001 §5: which fields are required', () => {
  const field = (name: string) => [...patient, ...secondary].find((f) => f.name === name)!;
  test.each<[string, string, Values, boolean]>([
    ['the accident type is required once "yes" is answered', 'accident.type', { isAccident: 'Y' }, true],
    ['the accident date is required once "yes" is answered', 'accident.date', { isAccident: 'Y' }, true],
    ['the accident date is not required after "no"', 'accident.date', { isAccident: 'N' }, false],
    ['the terms follow the form: required', 'termsAndConditionsAccepted', {}, true],
    ['the birth rank follows the form: optional, it defaults to 1', 'patient.birthRank', {}, false],
    ['an untouched second insurance page asks nothing', 'secondaryInsurance.insuree.contractId', {}, false],
    ['spaces alone do not start a second insurance', 'secondaryInsurance.relationship', { 'secondaryInsurance.insuree.contractId': '  ' }, false],
    ['a second insurance begun needs its member number', 'secondaryInsurance.insuree.contractId', { 'secondaryInsurance.insuree.insuranceType': 'ADDITIONAL_INSURANCE' }, true],
    ['a second insurance begun needs its relationship', 'secondaryInsurance.relationship', { 'secondaryInsurance.insuree.contractId': 'A1' }, true],
  ])('%s', (_name, name, values, required) => {
    expect(fieldRequired(field(name), values, name.startsWith('secondary') ? secondary : patient)).toBe(required);
  });
});

describe('spec 000 §5: the birth rank defaults to 1; a required choice of one option is made', () => {
  test.each<[string, NamedField, string | undefined]>([
    ['a birth rank shows 1 before anything is typed', { name: 'patient.birthRank', kind: 'birthRank' }, '1'],
    ['a text field shows nothing', { name: 'patient.firstName', kind: 'text' }, undefined],
    ['a date shows nothing', { name: 'patient.dateOfBirth', kind: 'date' }, undefined],
    ['a required choice of one option is that option', { name: 'primaryCoverage.insuree.insuranceType', kind: 'select', required: true, options: ['ADDITIONAL_INSURANCE'] }, 'ADDITIONAL_INSURANCE'],
    ['a required choice of two options asks', { name: 'primaryCoverage.insuree.insuranceType', kind: 'select', required: true, options: ['ADDITIONAL_INSURANCE', 'NATIONAL_INSURANCE'] }, undefined],
    ['an optional choice of one option asks: it would start the optional part', { name: 'secondaryInsurance.insuree.insuranceType', kind: 'select', required: false, options: ['ADDITIONAL_INSURANCE'] }, undefined],
    ['a required choice without options asks', { name: 'referrer.type', kind: 'select', required: true, options: [] }, undefined],
  ])('%s', (_name, field, value) => {
    expect(fieldDefault(field)).toBe(value);
  });
});
