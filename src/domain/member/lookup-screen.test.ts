// The insurance panel's rules (spec 001 section 2; spec 000 sections 4 and 7), as tables.
import { describe, expect, test } from 'vitest';
import { carrierChoiceState, insurerChoiceLocked, LOOKUP_AGAIN, lookupAgain, memberScreen, movesOnAfterLookup, type InsurerChoiceInput, type MemberScreen, type MemberScreenInput } from './lookup-screen.ts';
import type { ViewMode } from '../drawer/flow-nav.ts';

describe('spec 001 §2 insurance panel headings: memberScreen from the lookup phase (spec 000 §4)', () => {
  test.each<[string, MemberScreenInput, MemberScreen]>([
    ['no record shows the form (FIND_MEMBER)', { status: null, providerKind: 'IN_NETWORK' }, 'form'],
    ['a new record shows the form', { status: 'UPDATED', providerKind: 'IN_NETWORK' }, 'form'],
    ['INSURANCE_MEMBER_REQUIRED shows the form', { status: 'INSURANCE_MEMBER_REQUIRED', providerKind: 'IN_NETWORK' }, 'form'],
    ['a lookup in flight (QUOTE_REQUESTED, SYNC_INSURANCE) shows the loading screen', { status: 'QUOTE_REQUESTED', providerKind: 'IN_NETWORK' }, 'loading'],
    ['the shopper’s lookup call not yet answered, the record still before it, shows the loading screen ("Sit tight")', { status: 'INSURANCE_MEMBER_REQUIRED', providerKind: 'IN_NETWORK', lookingUp: true }, 'loading'],
    ['a lookup call not yet answered for details given again (the member found before) shows the loading screen', { status: 'INSURANCE_MEMBER_FOUND', providerKind: 'IN_NETWORK', again: true, lookingUp: true }, 'loading'],
    ['France: a lookup call not yet answered shows the loading screen', { status: 'QUOTE_REQUIRED', providerKind: 'IN_NETWORK', flow: 'france', lookingUp: true }, 'loading'],
    ['a lookup call not yet answered, locked out meanwhile: locked', { status: 'INSURANCE_MEMBER_NOT_FOUND', providerKind: 'IN_NETWORK', restricted: true, lookingUp: true }, 'locked'],
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

describe('spec 000 §2 edit mode and §8 INSURER_ERROR back to the form: the member details given again', () => {
  test.each<[string, MemberScreenInput, MemberScreen]>([
    ['the insurer refused the information (READY_TO_CLAIM), back to the form: the lookup form, to correct it', { status: 'READY_TO_CLAIM', providerKind: 'IN_NETWORK', again: true }, 'form'],
    ['the member found (INSURANCE_MEMBER_FOUND), another carrier chosen: the lookup form', { status: 'INSURANCE_MEMBER_FOUND', providerKind: 'IN_NETWORK', again: true }, 'form'],
    ['past the lookup (PRESCRIPTIONS_AUTO_APPROVED), the coverage edited from the review: the lookup form', { status: 'PRESCRIPTIONS_AUTO_APPROVED', providerKind: 'IN_NETWORK', again: true }, 'form'],
    ['no benefits at one carrier, another chosen: the lookup form', { status: 'NO_BENEFITS_AVAILABLE', providerKind: 'IN_NETWORK', again: true }, 'form'],
    ['looked up again on this visit (again no more): the member found', { status: 'READY_TO_CLAIM', providerKind: 'IN_NETWORK', again: false }, 'found'],
    ['the lookup in flight: the loading screen, whatever was asked', { status: 'QUOTE_REQUESTED', providerKind: 'IN_NETWORK', again: true }, 'loading'],
    ['the lookup locked: locked, never a form that cannot be sent', { status: 'RESTRICTED', providerKind: 'IN_NETWORK', again: true }, 'locked'],
    ['the member not found: the not-found screen and its form, as always', { status: 'INSURANCE_MEMBER_NOT_FOUND', providerKind: 'IN_NETWORK', again: true }, 'not-found'],
    ['a claim the insurer holds (CLAIM_ACCEPTED): sent, nothing to give again', { status: 'CLAIM_ACCEPTED', providerKind: 'IN_NETWORK', again: true }, 'sent'],
    ['out of network: its claim form, no lookup', { status: 'READY_TO_CLAIM', providerKind: 'OUT_OF_NETWORK', again: true }, 'out-of-network'],
    ['read-only (a view-only drawer): the member found, never a form', { status: 'READY_TO_CLAIM', providerKind: 'IN_NETWORK', again: true, readOnly: true }, 'found'],
  ])('%s', (_name, input, screen) => {
    expect(memberScreen(input)).toBe(screen);
  });

  test.each<[string, unknown, ViewMode, boolean]>([
    ['edit mode (the review’s Edit, the insurer error’s “Edit my coverage”)', { returnTo: 'review' }, 'edit', true],
    ['another carrier just chosen (the navigation says so: carrierChoiceState)', carrierChoiceState('ins_quillfeather', 'ins_tamarack'), 'normal', true],
    ['the same carrier chosen again in the flow: the member found stands', carrierChoiceState('ins_quillfeather', 'ins_quillfeather'), 'normal', false],
    ['the same carrier chosen again while editing from the review: edit mode asks', carrierChoiceState('ins_quillfeather', 'ins_quillfeather'), 'edit', true],
    ['Back from the next view, a resume: no state', undefined, 'normal', false],
    ['another state the navigation carries', { from: 'overview' }, 'normal', false],
    ['the key not true', { [LOOKUP_AGAIN]: 'yes' }, 'normal', false],
    ['read-only with the key: asked, and memberScreen keeps the read-only drawer on the member found', { [LOOKUP_AGAIN]: true }, 'read-only', true],
  ])('lookupAgain: %s', (_name, state, mode, again) => {
    expect(lookupAgain(state, mode)).toBe(again);
  });
});

describe('spec 000 §1 (a carrier, then the member looked up) and §2 (correcting is edit mode\'s): carrierChoiceState, what a carrier chosen carries to the member view', () => {
  test.each<[string, string | null | undefined, string, boolean]>([
    ['another carrier than the record named: the lookup again (a member found at one carrier is no member of another)', 'ins_quillfeather', 'ins_tamarack', true],
    ['the same carrier again (Back to the intro, Get started, the same choice): nothing, the member found stands', 'ins_quillfeather', 'ins_quillfeather', false],
    ['no carrier named yet (a new record): nothing, no member is found to stand', undefined, 'ins_quillfeather', false],
    ['a record naming none (null): nothing', null, 'ins_quillfeather', false],
  ])('%s', (_name, named, chosen, again) => {
    expect(lookupAgain(carrierChoiceState(named, chosen), 'normal')).toBe(again);
    expect(carrierChoiceState(named, chosen)).toEqual(again ? { [LOOKUP_AGAIN]: true } : undefined);
  });
});
