// What the insurance switch does and where the flow opens (spec 001 §2 "Insurance toggle"; spec 000 §4).
import { describe, expect, test } from 'vitest';
import { benefitsRequestIdle, flowEntry, toggleAction, type BenefitsRequest, type FlowEntry, type ToggleAction, type ToggleInitiator } from './toggle-action.ts';

const record = (status: string, useInsuranceStatus?: string) => ({ status, claimData: { useInsuranceStatus } });

describe('spec 001 §2: toggleAction', () => {
  test.each<[string, Parameters<typeof toggleAction>[0], ToggleAction]>([
    ['no record starts the flow', null, 'start-flow'],
    ['a record before the lookup starts the flow', record('CREATED', 'INSURANCE_NOT_APPLICABLE'), 'start-flow'],
    ['a member not found starts the flow', record('INSURANCE_MEMBER_NOT_FOUND'), 'start-flow'],
    ['on turns insurance off', record('CLAIM_ACCEPTED', 'INSURANCE_ENABLED'), 'disable'],
    ['on with an eligibility check required turns it off', record('READY_TO_CLAIM', 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED'), 'disable'],
    ['off with a member found turns it on', record('INSURANCE_MEMBER_FOUND', 'INSURANCE_DISABLED'), 'enable'],
    ['off after an accepted claim turns it back on by hand', record('CLAIM_ACCEPTED', 'INSURANCE_DISABLED'), 'enable'],
    ['a deleted record starts the flow', record('DELETED', 'INSURANCE_DISABLED'), 'start-flow'],
    ['a quote in flight at the insurer starts the flow (its view follows the answer)', { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'SUBMITTED' }, quoteSummaries: [{ status: 'SUBMITTED', lastQuote: true }] } }, 'start-flow'],
    ['spec 000 §4 quote step SUBMIT: an approved quote not yet accepted opens the flow on it, insurance is not switched on', { status: 'READY_TO_CLAIM', claimData: { useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE', quote: { status: 'APPROVED' } } }, 'start-flow'],
    ['spec 000 §4: a quote the shopper refused, at a member found, is switched as before', { status: 'QUOTE_REQUIRED', claimData: { quote: { status: 'CX_REFUSED' } } }, 'enable'],
    ['spec 000 §4: a quote waiting on an offline insurer does nothing until it answers', { status: 'QUOTE_REQUESTED', claimData: { quote: { status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' }, quoteSummaries: [{ status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE', lastQuote: true }] } }, 'none'],
  ])('spec 001 §2: %s', (_name, input, action) => {
    expect(toggleAction(input)).toBe(action);
  });
});

describe('spec 000 §4 "Turning on is allowed unless the status is disabled": only the shopper undoes their opt-out', () => {
  test.each<[string, Parameters<typeof toggleAction>[0], ToggleInitiator, ToggleAction]>([
    ["the shopper's click turns their own opt-out back on", record('INSURANCE_MEMBER_FOUND', 'INSURANCE_DISABLED'), 'shopper', 'enable'],
    ["the shop's request leaves the shopper's opt-out alone", record('INSURANCE_MEMBER_FOUND', 'INSURANCE_DISABLED'), 'shop', 'none'],
    ["the shop's request turns on a member found never switched", record('INSURANCE_MEMBER_FOUND', 'INSURANCE_NOT_APPLICABLE'), 'shop', 'enable'],
    ["the shop's request turns on a member found with no status yet", record('INSURANCE_MEMBER_FOUND'), 'shop', 'enable'],
    ["the shop's request with no member starts the flow", null, 'shop', 'start-flow'],
    ["the shop's request at an approved quote not yet accepted opens it, never switching insurance on", { status: 'READY_TO_CLAIM', claimData: { quote: { status: 'APPROVED' } } }, 'shop', 'start-flow'],
    ["the shop's request while on turns it off (the caller asks only while off)", record('CLAIM_ACCEPTED', 'INSURANCE_ENABLED'), 'shop', 'disable'],
  ])('spec 000 §4: %s', (_name, input, by, action) => {
    expect(toggleAction(input, by)).toBe(action);
  });

  test.each<[string, Parameters<typeof toggleAction>[0], ToggleInitiator, ToggleInitiator, ToggleAction]>([
    ["the shop's request turns back on what the shop's own removeBenefits turned off", record('CLAIM_ACCEPTED', 'INSURANCE_DISABLED'), 'shop', 'shop', 'enable'],
    ["the shop's request leaves alone what the shopper turned off", record('CLAIM_ACCEPTED', 'INSURANCE_DISABLED'), 'shop', 'shopper', 'none'],
    ["the shopper's click turns on what the shop turned off", record('CLAIM_ACCEPTED', 'INSURANCE_DISABLED'), 'shopper', 'shop', 'enable'],
    ['who turned it off changes nothing before a member is found', record('CREATED', 'INSURANCE_DISABLED'), 'shop', 'shop', 'start-flow'],
  ])('spec 000 §4: %s', (_name, input, by, offBy, action) => {
    expect(toggleAction(input, by, offBy)).toBe(action);
  });
});

describe("spec 001 §6: a page's addBenefits() and removeBenefits() that can do nothing say why", () => {
  const SIGNED_OUT = "no shopper is signed in: call it once one is, after your page's login()";
  const NOTHING_ON = 'no insurance is on for this cart (no member found yet): call it while requestInsuranceData() answers on: true';
  test.each<[string, BenefitsRequest, boolean, Parameters<typeof benefitsRequestIdle>[2], string | null]>([
    ['adding, signed out (or the session ended, or could not be read)', 'addBenefits', false, null, SIGNED_OUT],
    ['removing, signed out', 'removeBenefits', false, null, SIGNED_OUT],
    ['removing, signed out, on a claim the page still shows', 'removeBenefits', false, record('CLAIM_ACCEPTED', 'INSURANCE_ENABLED'), SIGNED_OUT],
    ['removing with no claim on the cart', 'removeBenefits', true, null, NOTHING_ON],
    ['removing before the member is found', 'removeBenefits', true, record('INSURANCE_MEMBER_REQUIRED', 'INSURANCE_NOT_APPLICABLE'), NOTHING_ON],
    ['removing once the member was not found', 'removeBenefits', true, record('INSURANCE_MEMBER_NOT_FOUND'), NOTHING_ON],
    ['removing on a deleted claim', 'removeBenefits', true, record('DELETED', 'INSURANCE_ENABLED'), NOTHING_ON],
    ['adding with no claim starts the flow: no refusal', 'addBenefits', true, null, null],
    ['adding before the member is found starts the flow: no refusal', 'addBenefits', true, record('INSURANCE_MEMBER_NOT_FOUND'), null],
    ['removing while on goes to the switch', 'removeBenefits', true, record('CLAIM_ACCEPTED', 'INSURANCE_ENABLED'), null],
    ['removing, a member found with insurance off already: nothing to say', 'removeBenefits', true, record('INSURANCE_MEMBER_FOUND', 'INSURANCE_DISABLED'), null],
    ['adding, a member found with insurance off, goes to the switch', 'addBenefits', true, record('INSURANCE_MEMBER_FOUND', 'INSURANCE_DISABLED'), null],
  ])('%s', (_name, request, signedIn, input, line) => {
    expect(benefitsRequestIdle(request, signedIn, input)).toBe(line);
  });
});

describe('spec 001 §2: flowEntry opens on loading if allowed, else on insurance-member', () => {
  test.each<[string, Parameters<typeof flowEntry>[0], boolean, FlowEntry]>([
    ['no record: loading', null, false, 'loading'],
    ['a record in progress: loading (it resumes)', record('PRESCRIPTIONS_REQUIRED'), false, 'loading'],
    ['a deleted record: loading (a new start, spec 000 §4)', record('DELETED'), false, 'loading'],
    ['restricted by the check: insurance-member', null, true, 'insurance-member'],
    ['a RESTRICTED record: insurance-member', record('RESTRICTED'), false, 'insurance-member'],
    ['a quote pending at an offline insurer: insurance-member', record('QUOTE_PENDING'), false, 'insurance-member'],
  ])('spec 001 §2: %s', (_name, input, restricted, entry) => {
    expect(flowEntry(input, restricted)).toBe(entry);
  });
});
