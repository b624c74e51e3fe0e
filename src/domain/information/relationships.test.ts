// The claimant relationships (spec 001 section 3), as tables.
import { describe, expect, test } from 'vitest';
import { CLAIMANT_RELATIONSHIPS, relationshipOrSelf } from './relationships.ts';

describe('spec 001 §3 claimant relationship options', () => {
  test('spec 001 §3: self, spouse, child, disabled dependent, part-time student, full-time student, domestic partner', () => {
    expect(CLAIMANT_RELATIONSHIPS).toEqual(['SELF', 'SPS', 'CHILD', 'HANDIC', 'PSTUD', 'FSTUD', 'DOMPART']);
  });

  test.each<[string, string | null | undefined, string]>([
    ['a recorded relationship is kept', 'CHILD', 'CHILD'],
    ['none recorded is SELF', undefined, 'SELF'],
    ['null is SELF', null, 'SELF'],
    ['a blank one is SELF', '  ', 'SELF'],
  ])('spec 001 §3: %s', (_name, recorded, sent) => {
    expect(relationshipOrSelf(recorded)).toBe(sent);
  });
});
