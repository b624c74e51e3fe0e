// What the forms fill in before the shopper types, as tables citing spec 000 §3 (claimData, customerName), §5 and §6
// (guests send no name) and spec 001 §3 (claimant relationships) and §5 (the forms).
import { describe, expect, test } from 'vitest';
import { prefilledValues, relationshipDrafts, selfValues, type PersonName } from './prefill.ts';
import type { DataTree, Drafts } from './form-data.ts';

const ALEX: PersonName = { firstName: 'Alex', lastName: 'Martin' };
const LOOKED_UP: DataTree = {
  patientRelationship: 'SELF',
  primaryCoverage: { insuree: { firstName: 'Alexandra', lastName: 'Martin-Roy' } },
  patient: { dateOfBirth: '1985-01-15', postalCode: 'H2X 1Y4' },
};

describe('spec 000 §3 / spec 001 §5: selfValues, the patient when the patient is the policy holder', () => {
  test.each<{ name: string; claimData: DataTree | null; drafts: Drafts; customer: PersonName | null; values: Record<string, string> }>([
    { name: 'the holder’s recorded names and the date of birth the lookup recorded with Self', claimData: LOOKED_UP, drafts: {}, customer: ALEX, values: { 'patient.firstName': 'Alexandra', 'patient.lastName': 'Martin-Roy', 'patient.dateOfBirth': '01/15/1985' } },
    { name: 'the holder’s names as typed win over the record’s', claimData: LOOKED_UP, drafts: { 'primaryCoverage.insuree.firstName': ' Sasha ' }, customer: null, values: { 'patient.firstName': 'Sasha', 'patient.lastName': 'Martin-Roy', 'patient.dateOfBirth': '01/15/1985' } },
    { name: 'the shop’s customer when the member page has no names (a carrier form without them)', claimData: { patientRelationship: 'SELF' }, drafts: {}, customer: ALEX, values: { 'patient.firstName': 'Alex', 'patient.lastName': 'Martin' } },
    { name: 'a holder’s name emptied by the shopper falls back to the customer’s', claimData: LOOKED_UP, drafts: { 'primaryCoverage.insuree.lastName': ' ' }, customer: ALEX, values: { 'patient.firstName': 'Alexandra', 'patient.lastName': 'Martin', 'patient.dateOfBirth': '01/15/1985' } },
    { name: 'no date of birth once a dependant’s was recorded', claimData: { ...LOOKED_UP, patientRelationship: 'CHILD' }, drafts: {}, customer: null, values: { 'patient.firstName': 'Alexandra', 'patient.lastName': 'Martin-Roy' } },
    { name: 'nothing known, nothing filled (a guest, spec 000 §6)', claimData: null, drafts: {}, customer: null, values: {} },
  ])('spec 000 §3: $name', ({ claimData, drafts, customer, values }) => {
    expect(selfValues(claimData, drafts, customer, 'MM/DD/YYYY')).toEqual(values);
  });

  test('spec 001 §5: the date of birth is written in France’s format there', () => {
    expect(selfValues(LOOKED_UP, {}, null, 'DD/MM/YYYY')['patient.dateOfBirth']).toBe('15/01/1985');
  });
});

describe('spec 000 §3, §6: prefilledValues, under the record and what was typed', () => {
  const self = { 'patient.firstName': 'Alex', 'patient.lastName': 'Martin' };
  test.each<{ name: string; claimData: DataTree | null; drafts: Drafts; customer: PersonName | null; values: Record<string, string> }>([
    { name: 'Self recorded: the holder from the customer, the patient from the holder', claimData: { patientRelationship: 'SELF' }, drafts: {}, customer: ALEX, values: { 'primaryCoverage.insuree.firstName': 'Alex', 'primaryCoverage.insuree.lastName': 'Martin', ...self } },
    { name: 'Self chosen on the page', claimData: { patientRelationship: 'CHILD' }, drafts: { patientRelationship: 'SELF' }, customer: null, values: self },
    { name: 'a spouse chosen: the patient is not filled', claimData: { patientRelationship: 'SELF' }, drafts: { patientRelationship: 'SPS' }, customer: ALEX, values: { 'primaryCoverage.insuree.firstName': 'Alex', 'primaryCoverage.insuree.lastName': 'Martin' } },
    { name: 'no relationship yet: the patient is not filled', claimData: null, drafts: {}, customer: null, values: {} },
    { name: 'a guest’s record carries no customer name (spec 000 §6): the holder is not filled', claimData: { patientRelationship: 'CHILD' }, drafts: {}, customer: null, values: {} },
    { name: 'a customer name of spaces fills nothing', claimData: null, drafts: {}, customer: { firstName: ' ', lastName: null }, values: {} },
  ])('spec 000 §3: $name', ({ claimData, drafts, customer, values }) => {
    expect(prefilledValues(claimData, drafts, customer, self)).toEqual(values);
  });
});

describe('spec 001 §3 relationships: relationshipDrafts, what a change of relationship clears and fills', () => {
  const self = { 'patient.firstName': 'Alex', 'patient.lastName': 'Martin', 'patient.dateOfBirth': '01/15/1985' };
  const asSelf: Drafts = { 'patient.firstName': 'Alex', 'patient.lastName': 'Martin', 'patient.dateOfBirth': '01/15/1985' };
  test.each<{ name: string; to: string; values: Drafts; typed: string[]; changes: Record<string, string> }>([
    { name: 'away from Self, everything Self filled is emptied', to: 'CHILD', values: asSelf, typed: [], changes: { 'patient.firstName': '', 'patient.lastName': '', 'patient.dateOfBirth': '' } },
    { name: 'away from Self, a name the shopper typed stays', to: 'SPS', values: { ...asSelf, 'patient.firstName': 'Sam' }, typed: ['patient.firstName'], changes: { 'patient.lastName': '', 'patient.dateOfBirth': '' } },
    { name: 'away from Self, a value typed the same as Self’s stays', to: 'SPS', values: asSelf, typed: ['patient.lastName'], changes: { 'patient.firstName': '', 'patient.dateOfBirth': '' } },
    { name: 'away from Self, a value recorded for a dependant before stays', to: 'CHILD', values: { ...asSelf, 'patient.firstName': 'Robin' }, typed: [], changes: { 'patient.lastName': '', 'patient.dateOfBirth': '' } },
    { name: 'back to Self, the empty fields are filled again', to: 'SELF', values: { 'patient.firstName': '', 'patient.lastName': 'Lee' }, typed: ['patient.lastName'], changes: { 'patient.firstName': 'Alex', 'patient.dateOfBirth': '01/15/1985' } },
    { name: 'away from Self, a date spaced like its hint is still Self’s', to: 'CHILD', values: { 'patient.dateOfBirth': '01 / 15 / 1985' }, typed: [], changes: { 'patient.dateOfBirth': '' } },
    { name: 'between dependants, nothing changes', to: 'SPS', values: { 'patient.firstName': 'Robin' }, typed: [], changes: {} },
  ])('spec 001 §3: $name', ({ to, values, typed, changes }) => {
    expect(relationshipDrafts(to, values, self, new Set(typed))).toEqual(changes);
  });
});
