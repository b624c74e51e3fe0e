// The estimate of the insurer's share against the real sandbox, in process (spec 000 §7 and §9; spec 001 §4): once the
// member is found it is read from the plan's allowances, and once the toggle is on from the service's product quotes;
// both say the same amounts for the demo member and the demo cart.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInSandbox } from '../../test/unit/signed-in-sandbox.ts';
import type { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { IN_NETWORK_ID } from '../../sandbox/service/catalogue.ts';
import type { Clock } from '../../src/api/poll.ts';
import { resetConfig } from '../host/config.ts';
import { resetSession } from '../session/session.ts';
import { resetDrawer } from '../drawer/drawer.ts';
import { resetFlow } from '../drawer/flow.ts';
import { lookupMember } from '../drawer/member/flow-member.ts';
import { chooseInsurer, loadInsurers } from '../drawer/insurer/flow-insurer.ts';
import { resetToggle } from '../toggle/toggle.ts';
import { record, setRecord, toggleOn } from './claim.ts';
import { loadEstimate, resetClaim, setUseInsurance } from './claim-actions.ts';
import { estimate, estimateSource, setEstimateSource, shownEstimate } from './estimate.ts';

let sandbox: ReturnType<typeof sandboxFetch>;
const clock: Clock = { now: () => sandbox.state.service.now(), sleep: async (ms) => sandbox.state.advanceClock(ms) };

beforeEach(async () => {
  sandbox = await signedInSandbox();
  resetFlow();
});
afterEach(() => {
  setEstimateSource(null);
  resetDrawer();
  resetFlow();
  resetClaim();
  resetToggle();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The demo member found at the in-network insurer, as the member view leaves the record. */
async function memberFound(): Promise<void> {
  const { insurers } = await loadInsurers();
  await chooseInsurer(insurers.find((i) => i.id === IN_NETWORK_ID)!);
  const found = await lookupMember(
    {
      'primaryCoverage.insuree.memberId': 'W1234567',
      'primaryCoverage.insuree.policyNumber': 'GRP-100',
      'primaryCoverage.insuree.firstName': 'Alex',
      'primaryCoverage.insuree.lastName': 'Martin',
      'patient.dateOfBirth': '04 / 12 / 1988',
      'patient.postalCode': 'h2x 1y4',
    },
    clock,
  );
  expect(found.status).toBe('INSURANCE_MEMBER_FOUND');
}

/**
 * The demo cart (sandbox/state.ts demoCart): a 149.00 frame, 99.00 lenses and two 74.50 boxes of contact lenses, each
 * under its allowance, and a 15.99 solution nobody covers.
 */
// Before products are chosen, every line the plans would pay: a prescription of each kind to come, glasses and contacts (spec
// 000 §5, §9); the lenses less the 10.00 copay their plan states, from the allowances as from the service's quotes.
const DEMO = { lines: [14_900, 8_900, 14_900], share: 38_700, remainder: 2_599 };

describe('spec 000 §9: the estimate once the member is found, then with the toggle on', () => {
  test('spec 000 §3: before the member is found nothing is read and nothing is estimated', async () => {
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === IN_NETWORK_ID)!);
    await loadEstimate();
    expect(estimateSource.value).toBeNull();
    expect(estimate.value).toBeNull();
  });

  test('spec 001 §4: the toggle off, the plan\'s allowances; on, the service\'s product quotes: the same amounts', async () => {
    await memberFound();
    await loadEstimate();
    expect(estimate.value?.source).toBe('allowances');
    expect(estimate.value?.lines.map((l) => l.shareMinor)).toEqual(DEMO.lines);
    expect([estimate.value?.shareMinor, estimate.value?.remainderMinor]).toEqual([DEMO.share, DEMO.remainder]);
    expect(shownEstimate.value).toMatchObject({ share: '$387.00', remainder: '$25.99' });
    expect(shownEstimate.value?.lines.map((l) => l.name)).toEqual(['Harbour round frame, tortoise', 'Single vision lenses, anti-reflective', 'Daily contact lenses, 90 pack']);

    await setUseInsurance(true, clock);
    expect(toggleOn.value).toBe(true);
    await loadEstimate();
    expect(estimate.value?.source).toBe('quotes');
    expect(estimate.value?.lines.map((l) => l.shareMinor)).toEqual(DEMO.lines);
    expect(estimate.value?.shareMinor).toBe(DEMO.share);
  });

  test('spec 000 §5: once a prescription is uploaded, the estimate counts what it can buy, one kind', async () => {
    await memberFound();
    await loadEstimate();
    const found = record.value!;
    expect(shownEstimate.value).toMatchObject({ share: '$387.00', remainder: '$25.99' });
    // Just uploaded, not yet read: one prescription, of the kind that pays more, never glasses and contacts both.
    setRecord({ ...found, prescriptions: [{ id: 'rx-1', status: 'UPLOADED' }] });
    expect(shownEstimate.value).toMatchObject({ share: '$238.00', remainder: '$174.99' });
    // Read as a glasses prescription, its verdict still to come: the glasses, not the contact lenses' benefit.
    setRecord({ ...found, prescriptions: [{ id: 'rx-1', status: 'EXTRACTED', attributes: { OD: { sphere: '-1.25' } } }] });
    expect(shownEstimate.value?.lines.map((l) => l.name)).toEqual(['Harbour round frame, tortoise', 'Single vision lenses, anti-reflective']);
    expect(shownEstimate.value).toMatchObject({ share: '$238.00', remainder: '$174.99' });
    // Read as a contact lens prescription: the contacts.
    setRecord({ ...found, prescriptions: [{ id: 'rx-1', status: 'AUTO_APPROVED', attributes: { OD: { sphere: '-1.25', baseCurve: '8.6' } } }] });
    expect(shownEstimate.value?.lines.map((l) => l.name)).toEqual(['Daily contact lenses, 90 pack']);
    // A second file on its way: it may be the glasses one, so both kinds again.
    setRecord({ ...found, prescriptions: [{ id: 'rx-1', status: 'AUTO_APPROVED', attributes: { OD: { sphere: '-1.25', baseCurve: '8.6' } } }, { id: 'rx-2', status: 'UPLOADED' }] });
    expect(shownEstimate.value).toMatchObject({ share: '$387.00', remainder: '$25.99' });
  });

  test('spec 000 §9: another record\'s answers estimate nothing for this one', async () => {
    await memberFound();
    await loadEstimate();
    expect(estimate.value).not.toBeNull();
    setEstimateSource({ ...estimateSource.value!, recordId: 'another' });
    expect(record.value?.id).not.toBe('another');
    expect(estimate.value).toBeNull();
  });
});
