// Emptied answers are sent as null, as a table citing spec 000 §3 (claimData) and spec 001 §5 (the optional second insurance).
import { describe, expect, test } from 'vitest';
import { withEmptiedCleared } from './form-clearing.ts';
import { claimDataFromDrafts, type DataTree, type Drafts, type FormFieldLike } from './form-data.ts';

const secondary: FormFieldLike[] = [
  { name: 'secondaryInsurance.insuree.contractId', kind: 'text' },
  { name: 'secondaryInsurance.relationship', kind: 'select' },
];
const saved = { secondaryInsurance: { insuree: { contractId: 'A1' }, relationship: 'SPS' } };

describe('spec 000 §3: an answer the shopper took back is sent as null', () => {
  test.each<[string, Drafts, DataTree | null, Record<string, unknown>]>([
    ['the second insurance emptied whole is removed', { 'secondaryInsurance.insuree.contractId': '', 'secondaryInsurance.relationship': ' ' }, saved, { secondaryInsurance: null }],
    ['one field emptied clears that field only', { 'secondaryInsurance.insuree.contractId': '' }, saved, {
      secondaryInsurance: { insuree: { contractId: null }, relationship: 'SPS' },
    }],
    ['an untouched page sends the record’s answers again', {}, saved, saved],
    ['a field emptied that the record never held sends nothing', { 'secondaryInsurance.insuree.contractId': '' }, null, {}],
    ['a changed answer is sent as typed', { 'secondaryInsurance.insuree.contractId': 'B2' }, saved, {
      secondaryInsurance: { insuree: { contractId: 'B2' }, relationship: 'SPS' },
    }],
  ])('%s', (_name, drafts, base, data) => {
    expect(withEmptiedCleared(claimDataFromDrafts(secondary, drafts, 'DD/MM/YYYY', base), secondary, drafts, base)).toEqual(data);
  });
});

test('spec 000 §5: an emptied birth rank sends its default of 1, never null', () => {
  const fields: FormFieldLike[] = [{ name: 'patient.birthRank', kind: 'birthRank' }, { name: 'patient.firstName', kind: 'text' }];
  const base = { patient: { birthRank: 2, firstName: 'Lou' } };
  const drafts = { 'patient.birthRank': '' };
  expect(withEmptiedCleared(claimDataFromDrafts(fields, drafts, 'DD/MM/YYYY', base), fields, drafts, base)).toEqual({ patient: { birthRank: 1, firstName: 'Lou' } });
});
