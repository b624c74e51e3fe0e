// The pages the member found answers itself, as a table (spec 000 §2, views and the forms wizard).
import { describe, expect, test } from 'vitest';
import { foundPages, type FoundPages, type FoundPagesInput } from './found-pages.ts';

const SELF: FoundPagesInput = { found: true, france: false, readOnly: false, pages: 3, asksRelationship: true, relationship: 'SELF', patientAnswered: true };

describe('spec 000 §2 views, forms wizard: the member found answers the patient page, and the doctor page after it, and its step is the last page it answers', () => {
  test.each<[string, Partial<FoundPagesInput>, FoundPages]>([
    ['Self, the patient answered, member, patient and doctor pages: both on the member found', {}, { patient: true, doctor: true, through: 2 }],
    ['more than one page after the patient: the patient only, the later pages keep their own', { pages: 4 }, { patient: true, doctor: false, through: 1 }],
    ['no page after the patient: nothing asked here, the patient page is the last stop', { pages: 2 }, { patient: false, doctor: false, through: 0 }],
    ['a relationship other than Self keeps every page', { relationship: 'SPOUSE' }, { patient: false, doctor: false, through: 0 }],
    ['no relationship chosen keeps every page', { relationship: undefined }, { patient: false, doctor: false, through: 0 }],
    ['a patient field missing or refused keeps every page', { patientAnswered: false }, { patient: false, doctor: false, through: 0 }],
    ['a patient page that asks no relationship keeps every page', { asksRelationship: false }, { patient: false, doctor: false, through: 0 }],
    ['France keeps its pages', { france: true }, { patient: false, doctor: false, through: 0 }],
    ['read-only answers nothing', { readOnly: true }, { patient: false, doctor: false, through: 0 }],
    ['before the member is found nothing is asked', { found: false }, { patient: false, doctor: false, through: 0 }],
  ])('%s', (_name, change, expected) => {
    expect(foundPages({ ...SELF, ...change })).toEqual(expected);
  });
});
