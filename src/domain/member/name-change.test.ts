// The rule of change of spec 000 §4, as a table.
import { describe, expect, test } from 'vitest';
import { namesChanged } from './name-change.ts';
import type { DataTree } from '../information/form-data.ts';

describe('spec 000 §4: namesChanged (a changed patient or doctor name invalidates the validated prescription)', () => {
  const before = { patient: { firstName: 'Alex', lastName: 'Martin', postalCode: 'H2X 1Y4' }, referrer: { firstName: 'Sam', lastName: 'Lee' } };
  test.each<[string, DataTree | null, DataTree, boolean]>([
    ['the same names are no change', before, { patient: { firstName: 'Alex', lastName: 'Martin' }, referrer: { firstName: 'Sam', lastName: 'Lee' } }, false],
    ['surrounding spaces are no change', before, { patient: { firstName: ' Alex ', lastName: 'Martin' } }, false],
    ['another patient first name is a change', before, { patient: { firstName: 'Alexis', lastName: 'Martin' } }, true],
    ['another doctor last name is a change', before, { referrer: { firstName: 'Sam', lastName: 'Leigh' } }, true],
    ['a part not sent keeps its names', before, { patientRelationship: 'SELF' }, false],
    ['a first patient is a change from none', null, { patient: { firstName: 'Alex' } }, true],
    ['other patient fields are no change', before, { patient: { firstName: 'Alex', lastName: 'Martin', postalCode: 'H3Z 2Y7' } }, false],
  ])('%s', (_name, from, to, changed) => {
    expect(namesChanged(from, to)).toBe(changed);
  });
});
