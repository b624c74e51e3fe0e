// The insurance panel's rules (spec 001 section 2; spec 000 sections 4 and 7), as tables.
import { describe, expect, test } from 'vitest';
import { insurerChoiceLocked, memberScreen, movesOnAfterLookup, type InsurerChoiceInput, type MemberScreen, type MemberScreenInput } from './lookup-screen.ts';

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
    ['a status past the lookup that allows plans (PRESCRIPTIONS_REQUIRED, UNKNOWN to the phase) is still the member found', { status: 'PRESCRIPTIONS_REQUIRED', providerKind: 'IN_NETWORK' }, 'found'],
    ['PRESCRIPTIONS_IN_REVIEW too', { status: 'PRESCRIPTIONS_IN_REVIEW', providerKind: 'IN_NETWORK' }, 'found'],
    ['a status past the lookup that allows no plans (CLAIM_REJECTED) shows the form', { status: 'CLAIM_REJECTED', providerKind: 'IN_NETWORK' }, 'form'],
    ['France: PRESCRIPTIONS_REQUIRED shows the member form, as every French member found does', { status: 'PRESCRIPTIONS_REQUIRED', providerKind: 'IN_NETWORK', flow: 'france' }, 'form'],
    ['France: a member found (QUOTE_REQUIRED) shows the member form again, no benefits list', { status: 'QUOTE_REQUIRED', providerKind: 'IN_NETWORK', flow: 'france' }, 'form'],
    ['France: READY_TO_CLAIM shows the member form too', { status: 'READY_TO_CLAIM', providerKind: 'IN_NETWORK', flow: 'france' }, 'form'],
    ['France: a lookup in flight still shows the loading screen', { status: 'QUOTE_REQUESTED', providerKind: 'IN_NETWORK', flow: 'france' }, 'loading'],
    ['France: no benefits is still said', { status: 'NO_BENEFITS_AVAILABLE', providerKind: 'IN_NETWORK', flow: 'france' }, 'no-benefits'],
    ['North America named: QUOTE_REQUIRED is the member found', { status: 'QUOTE_REQUIRED', providerKind: 'IN_NETWORK', flow: 'north-america' }, 'found'],
    ['a status never heard of shows the form, never a crash', { status: 'SOMETHING_NEW', providerKind: null }, 'form'],
    ['spec 000 §4: a claim retry blocks a new claim: sent, not the member found', { status: 'CLAIM_RETRY', providerKind: 'IN_NETWORK' }, 'sent'],
    ['an accepted claim: sent', { status: 'CLAIM_ACCEPTED', providerKind: 'IN_NETWORK' }, 'sent'],
    ['an acknowledged claim: sent', { status: 'CLAIM_ACKNOWLEDGED', providerKind: 'IN_NETWORK' }, 'sent'],
    ['a cancellation under way (CLAIM_NULLIFY_EVENT_SENT): sent', { status: 'CLAIM_NULLIFY_EVENT_SENT', providerKind: 'IN_NETWORK' }, 'sent'],
    ['France: an accepted quote\'s claim: sent, not the member form', { status: 'CLAIM_ACCEPTED', providerKind: 'IN_NETWORK', flow: 'france' }, 'sent'],
    ['France: a quote waiting on an offline mutuelle (QUOTE_PENDING): sent', { status: 'QUOTE_PENDING', providerKind: 'IN_NETWORK', flow: 'france' }, 'sent'],
    ['a view-only drawer shows an accepted claim\'s member found', { status: 'CLAIM_ACCEPTED', providerKind: 'IN_NETWORK', readOnly: true }, 'found'],
    ['RESTRICTED blocks a new claim too, and stays the lockout', { status: 'RESTRICTED', providerKind: 'IN_NETWORK' }, 'locked'],
    ['a claim submitted may still be followed by a new one (spec 000 §4\'s list): the member found', { status: 'CLAIM_SUBMITTED', providerKind: 'IN_NETWORK' }, 'found'],
  ])('%s', (_name, input, screen) => {
    expect(memberScreen(input)).toBe(screen);
  });
});

describe('spec 000 §1: movesOnAfterLookup (France: the patient page follows the member found)', () => {
  test.each<[string, string, string | null, boolean]>([
    ['France, the member found (QUOTE_REQUIRED) moves on', 'FR', 'QUOTE_REQUIRED', true],
    ['France, in lower case, moves on', 'fr', 'QUOTE_REQUIRED', true],
    ['France, no benefits stays to say so', 'FR', 'NO_BENEFITS_AVAILABLE', false],
    ['France, not found stays to say so', 'FR', 'INSURANCE_MEMBER_NOT_FOUND', false],
    ['France, still looking stays', 'FR', 'QUOTE_REQUESTED', false],
    ['France, locked out stays', 'FR', 'RESTRICTED', false],
    ['Canada, the member found stays to show the benefits', 'CA', 'INSURANCE_MEMBER_FOUND', false],
    ['the US, QUOTE_REQUIRED stays too', 'US', 'QUOTE_REQUIRED', false],
  ])('%s', (_name, country, status, moves) => {
    expect(movesOnAfterLookup(country, status)).toBe(moves);
  });
});

describe('spec 000 §4 and §6 RESTRICTED, spec 001 §2 restricted: insurerChoiceLocked, the insurer list after a lockout', () => {
  test.each<[string, InsurerChoiceInput, boolean]>([
    ['the lookup locked (RESTRICTED after too many lookups): closed, its wait said instead', { status: 'RESTRICTED', restricted: true }, true],
    ['RESTRICTED before the page learnt the check: closed, from the record', { status: 'RESTRICTED', restricted: false }, true],
    ['a positive restricted check on a record not yet moved (INSURANCE_MEMBER_NOT_FOUND): closed', { status: 'INSURANCE_MEMBER_NOT_FOUND', restricted: true }, true],
    ['the daily limit reached, no record yet (a new claim after a cancel): closed', { status: null, restricted: true }, true],
    ['no restriction, a new record: open', { status: 'UPDATED', restricted: false }, false],
    ['no restriction, the member found: open, to change the carrier', { status: 'READY_TO_CLAIM', restricted: false }, false],
    ['the lock lifted (INSURANCE_MEMBER_REQUIRED, the check negative): open again', { status: 'INSURANCE_MEMBER_REQUIRED', restricted: false }, false],
    ['no record, no restriction: open', { status: undefined, restricted: false }, false],
  ])('%s', (_name, input, locked) => {
    expect(insurerChoiceLocked(input)).toBe(locked);
  });
});
