// The insurance panel's rules (spec 001 section 2; spec 000 sections 4 and 7), as tables.
import { describe, expect, test } from 'vitest';
import { attemptsLeft, eligibleInsurers, lockoutWait, matchesSearch, memberScreen, type LockoutWait, type MemberScreen, type MemberScreenInput } from './lookup-screen.ts';

describe('spec 001 §2 insurance panel headings: memberScreen from the lookup phase (spec 000 §4)', () => {
  test.each<[string, MemberScreenInput, MemberScreen]>([
    ['no record shows the form (FIND_MEMBER)', { status: null, providerKind: 'IN_NETWORK' }, 'form'],
    ['a new record shows the form', { status: 'UPDATED', providerKind: 'IN_NETWORK' }, 'form'],
    ['INSURANCE_MEMBER_REQUIRED shows the form', { status: 'INSURANCE_MEMBER_REQUIRED', providerKind: 'IN_NETWORK' }, 'form'],
    ['a lookup in flight (QUOTE_REQUESTED, SYNC_INSURANCE) shows the loading screen', { status: 'QUOTE_REQUESTED', providerKind: 'IN_NETWORK' }, 'loading'],
    ['INSURANCE_MEMBER_FOUND shows the member found', { status: 'INSURANCE_MEMBER_FOUND', providerKind: 'IN_NETWORK' }, 'found'],
    ['READY_TO_CLAIM is still the member found', { status: 'READY_TO_CLAIM', providerKind: 'UNKNOWN' }, 'found'],
    ['NO_BENEFITS_AVAILABLE shows no benefits', { status: 'NO_BENEFITS_AVAILABLE', providerKind: 'IN_NETWORK' }, 'no-benefits'],
    ['INSURANCE_MEMBER_NOT_FOUND shows not found', { status: 'INSURANCE_MEMBER_NOT_FOUND', providerKind: 'IN_NETWORK' }, 'not-found'],
    ['MULTIPLE_INSURANCE_MEMBERS_FOUND asks for more details', { status: 'MULTIPLE_INSURANCE_MEMBERS_FOUND', providerKind: 'IN_NETWORK' }, 'multiple'],
    ['RESTRICTED is locked out', { status: 'RESTRICTED', providerKind: 'IN_NETWORK' }, 'locked'],
    ['a positive restricted check is locked out whatever the record', { status: 'INSURANCE_MEMBER_NOT_FOUND', providerKind: 'IN_NETWORK', restricted: true }, 'locked'],
    ['an out-of-network carrier has no lookup, even locked out', { status: 'RESTRICTED', providerKind: 'OUT_OF_NETWORK', restricted: true }, 'out-of-network'],
    ['a status past the lookup we do not list (UNKNOWN) shows the form to change it', { status: 'PRESCRIPTIONS_REQUIRED', providerKind: 'IN_NETWORK' }, 'form'],
    ['a status never heard of shows the form, never a crash', { status: 'SOMETHING_NEW', providerKind: null }, 'form'],
  ])('%s', (_name, input, screen) => {
    expect(memberScreen(input)).toBe(screen);
  });
});

describe('spec 001 §8 member not found: attemptsLeft counts 0, 1 or many', () => {
  test.each<[string, number | null | undefined, ReturnType<typeof attemptsLeft>]>([
    ['no attempt left is none', 0, 'none'],
    ['one attempt left is one', 1, 'one'],
    ['two attempts left are many', 2, 'many'],
    ['an unknown count says nothing', undefined, null],
    ['a negative count says nothing', -1, null],
  ])('%s', (_name, remaining, left) => {
    expect(attemptsLeft(remaining)).toBe(left);
  });
});

describe('spec 001 §2 restricted: lockoutWait says minutes or seconds', () => {
  test.each<[string, number | null | undefined, LockoutWait | null]>([
    ['15 minutes are 15 minutes', 900, { unit: 'minutes', count: 15 }],
    ['a minute and a second round up to 2 minutes', 61, { unit: 'minutes', count: 2 }],
    ['exactly a minute is 1 minute', 60, { unit: 'minutes', count: 1 }],
    ['under a minute is seconds', 42, { unit: 'seconds', count: 42 }],
    ['a fraction of a second rounds up to 1 second', 0.2, { unit: 'seconds', count: 1 }],
    ['no wait says none', 0, null],
    ['an unknown wait says none', null, null],
  ])('%s', (_name, seconds, wait) => {
    expect(lockoutWait(seconds)).toEqual(wait);
  });
});

describe('spec 000 §7 eligible-insurers page: eligibleInsurers', () => {
  const list = [{ id: 'a' }, { id: 'b', active: true }, { id: 'c', active: false }, { id: 'd' }];
  test.each<[string, string[], string[]]>([
    ['the configured insurers come first in their order, then the rest in the service order', ['d', 'b'], ['d', 'b', 'a']],
    ['no configured insurer keeps the service order', [], ['a', 'b', 'd']],
    ['an inactive insurer is never listed, even when configured', ['c'], ['a', 'b', 'd']],
  ])('%s', (_name, first, ids) => {
    expect(eligibleInsurers(list, first).map((i) => i.id)).toEqual(ids);
  });
});

describe('spec 000 §7 eligible-insurers page search: matchesSearch', () => {
  test.each<[string, string, string, boolean]>([
    ['an empty search matches every insurer', 'Quillfeather Vision Plan', '', true],
    ['case does not matter', 'Quillfeather Vision Plan', 'VISION', true],
    ['accents do not matter', 'Régime de vision', 'regime', true],
    ['another name does not match', 'Tamarack Eyecare', 'quill', false],
  ])('%s', (_name, name, query, match) => {
    expect(matchesSearch(name, query)).toBe(match);
  });
});
