// The insurer choice, member lookup and forms wizard actions against the real sandbox, in process (spec 000 sections 2, 4,
// 7 and 9). The date is frozen and the poll clock is the sandbox's own, so an insurer's delay passes as a poll sleeps.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInSandbox } from '../../../test/unit/signed-in-sandbox.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';

import { CUSTOM_FORMS_ID, IN_NETWORK_ID, INACTIVE_ID, OUT_OF_NETWORK_ID } from '../../../sandbox/service/catalogue.ts';
import type { Clock } from '../../../src/api/poll.ts';
import { CALL_TIMEOUT_MS } from '../../../src/api/http.ts';
import type { Insurer } from '../../../src/contract/insurer/insurers.ts';
import { resetConfig } from '../../host/config.ts';
import { resetSession } from '../../session/session.ts';
import { closeDrawer, openDrawer, resetDrawer } from '../drawer.ts';
import { record, restricted } from '../../claim/claim.ts';
import { resetClaim } from '../../claim/claim-actions.ts';
import { actionError, resetToggle } from '../../toggle/toggle.ts';
import { formGroups, formIndex, insurer, resetFlow } from '../flow.ts';
import { drafts } from '../drafts.ts';
import { awaitLookup, lookupAttempts, lookupMember } from './flow-member.ts';
import { chooseInsurer, loadForms, loadInsurers, restoreInsurer } from '../insurer/flow-insurer.ts';
import { insuranceFormUrl } from './flow-claim-form.ts';
import { savePatientAndDoctor } from '../information/flow-information.ts';

let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(async () => {
  sandbox = await signedInSandbox();
  resetFlow();
});

afterEach(() => {
  resetDrawer();
  resetFlow();
  resetClaim();
  resetToggle();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The sandbox's clock as the poll clock: a poll's sleep moves it, so the insurer's answer lands. */
const clock: Clock = { now: () => sandbox.state.service.now(), sleep: async (ms) => sandbox.state.advanceClock(ms) };
const count = (suffix: string) => sandbox.calls.filter((call) => call.endsWith(suffix)).length;

const MEMBER = {
  'primaryCoverage.insuree.memberId': 'W1234567',
  'primaryCoverage.insuree.policyNumber': 'GRP-100',
  'primaryCoverage.insuree.firstName': 'Alex',
  'primaryCoverage.insuree.lastName': 'Martin',
  'patient.dateOfBirth': '04 / 12 / 1988',
  'patient.postalCode': 'h2x 1y4',
};

async function chosen(id = IN_NETWORK_ID): Promise<Insurer> {
  const { insurers } = await loadInsurers();
  const found = insurers.find((i) => i.id === id)!;
  await chooseInsurer(found);
  return found;
}

describe('the insurers (spec 000 §7 eligible-insurers page)', () => {
  test('lists the active North American insurers with the search, never the inactive one', async () => {
    const page = await loadInsurers();
    expect(page.showSearch).toBe(true);
    expect(page.insurers.map((i) => i.id)).toContain(IN_NETWORK_ID);
    expect(page.insurers.map((i) => i.id)).not.toContain(INACTIVE_ID);
    expect(page.insurers.map((i) => i.id)).not.toContain('mut_pivoine');
  });

  test('choosing one creates the record, saves the insurer with its name, loads the three default forms and restarts the wizard', async () => {
    formIndex.value = 2;
    await chosen();
    expect(count('PUT /services/direct-billing/claim-records')).toBe(1);
    expect(record.value?.status).toBe('UPDATED');
    expect(record.value?.claimData?.primaryCoverage?.insurer).toEqual({ id: IN_NETWORK_ID, name: 'Quillfeather Vision Plan' });
    expect(insurer.value?.id).toBe(IN_NETWORK_ID);
    expect(formGroups.value.map((g) => g.id)).toEqual(['member', 'patient', 'doctor']);
    expect(formIndex.value).toBe(0);
    // The forms are asked for with the save, not after it; the record is created and named in two calls, no GET between.
    const { id } = record.value!;
    expect(sandbox.calls.filter((call) => /\/default-insurance-forms$|\/claim-records(\/|$)/.test(call))).toEqual([
      expect.stringMatching(/^GET \/services\/direct-billing\/insurance-providers\/[\w-]+\/default-insurance-forms$/),
      'PUT /services/direct-billing/claim-records',
      `PATCH /services/direct-billing/claim-records/${id}`,
    ]);
  });

  test('choosing the same insurer again sends nothing new; a CUSTOM insurer brings its own two pages', async () => {
    const first = await chosen();
    await chooseInsurer(first);
    expect(count('PATCH /services/direct-billing/claim-records/' + record.value!.id)).toBe(1);
    await chosen(CUSTOM_FORMS_ID);
    expect(formGroups.value.map((g) => g.id)).toEqual(['member', 'patient-doctor']);
    expect(count('PUT /services/direct-billing/claim-records')).toBe(1);
  });

  test('an insurer with neither its own forms nor a provider has no forms', async () => {
    await expect(loadForms({ id: 'x', name: 'X', dynamicFormsType: 'CUSTOM' })).rejects.toThrow('no insurance provider');
  });

  test('the record names the insurer: restoring it loads the insurer and its forms; without one there is none', async () => {
    expect(await restoreInsurer()).toBeNull();
    await chosen(CUSTOM_FORMS_ID);
    resetFlow();
    expect((await restoreInsurer())?.id).toBe(CUSTOM_FORMS_ID);
    expect(insurer.value?.id).toBe(CUSTOM_FORMS_ID);
    expect(formGroups.value).toHaveLength(2);
  });
});

describe('the member lookup (spec 000 §4 member-lookup phase; spec 001 §2)', () => {
  test('finds the member: the lookup is polled until it ends, the date sent ISO and the postal code normalised', async () => {
    await chosen();
    const found = await lookupMember(MEMBER, clock);
    expect(found.status).toBe('INSURANCE_MEMBER_FOUND');
    expect(record.value?.claimData?.patient).toMatchObject({ dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' });
    expect(record.value?.claimData?.patientRelationship).toBe('SELF');
    expect(record.value?.claimData?.primaryCoverage?.insuree).toMatchObject({ memberId: 'W1234567', policyNumber: 'GRP-100' });
    expect(count('/sync-insurance-member')).toBe(1);
  });

  test('a member not found three times is locked out: the attempts count down, then the wait in seconds', async () => {
    await chosen();
    const notFound = { ...MEMBER, 'primaryCoverage.insuree.memberId': 'NOTFOUND1' };
    expect((await lookupMember(notFound, clock)).status).toBe('INSURANCE_MEMBER_NOT_FOUND');
    expect(await lookupAttempts()).toEqual({ restricted: false, remainingAttempts: 2 });
    await lookupMember(notFound, clock);
    expect((await lookupMember(notFound, clock)).status).toBe('RESTRICTED');
    const check = await lookupAttempts();
    expect(check).toMatchObject({ restricted: true, remainingAttempts: 0 });
    expect(check.retryAfterSeconds).toBeGreaterThan(800);
    expect(restricted.value).toBe(true);
  });

  test('several members found, then found with the group ID', async () => {
    await chosen();
    const multiple = { ...MEMBER, 'primaryCoverage.insuree.memberId': 'MULTIPLE1' };
    expect((await lookupMember(multiple, clock)).status).toBe('MULTIPLE_INSURANCE_MEMBERS_FOUND');
    expect((await lookupMember(multiple, clock)).status).toBe('INSURANCE_MEMBER_FOUND');
  });

  test('a lookup that never ends within the wait is a failure, and TIME_EXCEEDED_ERROR', async () => {
    await chosen();
    let now = sandbox.state.service.now();
    // The poll's time runs, the insurer's does not.
    const stopped: Clock = { now: () => now, sleep: async (ms) => void (now += ms) };
    await expect(lookupMember(MEMBER, stopped)).rejects.toThrow('took too long');
    expect(actionError.value).toBe('TIME_EXCEEDED_ERROR');
    sandbox.state.advanceClock(2000);
    expect((await awaitLookup(clock)).status).toBe('INSURANCE_MEMBER_FOUND');
    expect((await awaitLookup(clock)).status).toBe('INSURANCE_MEMBER_FOUND');
  });

  test.each([
    ['the drawer closes', () => closeDrawer()],
    ['the shopper signs out', () => resetSession()],
  ])('the wait ends at once when %s, with no read after it', async (_, leave) => {
    await chosen();
    openDrawer('insurance-member');
    let now = sandbox.state.service.now();
    // The insurer never answers within the test; the shopper leaves during the first pause between two reads.
    const leaving: Clock = { now: () => now, sleep: async (ms) => { now += ms; leave(); } };
    const reads = () => sandbox.calls.filter((call) => /GET \S*claim-records\/[^/]+$/.test(call)).length;
    const before = reads();
    await expect(lookupMember(MEMBER, leaving)).rejects.toThrow();
    expect(reads() - before).toBe(1);
    expect(actionError.value).toBeNull();
  });

  test.each([
    ['the service answers 503 for a moment', 'status', 3],
    ['the network drops for 8 s, past the retries', 'drop', 5],
  ] as const)('spec 000 §9: the wait rides out a short outage (%s): the failed reads are retried, and the member is found', async (_, kind, reads) => {
    await chosen();
    const before = sandbox.calls.filter((call) => /GET \S*claim-records\/[^/]+$/.test(call)).length;
    sandbox.state.faults.add({ call: 'claim-records/*', method: 'GET', kind, status: kind === 'status' ? 503 : undefined, remaining: reads });
    expect((await lookupMember(MEMBER, clock)).status).toBe('INSURANCE_MEMBER_FOUND');
    expect(actionError.value).toBeNull();
    expect(sandbox.calls.filter((call) => /GET \S*claim-records\/[^/]+$/.test(call)).length - before).toBeGreaterThan(reads);
  });

  test('a lookup whose answer was unreadable reads the record again, and the wait then finds the member', async () => {
    await chosen();
    sandbox.state.faults.add({ call: 'sync-insurance-member', kind: 'missing-field', remaining: 1 });
    await expect(lookupMember(MEMBER, clock)).rejects.toThrow();
    // The service took the lookup: the record, read again in the background, says the insurer is being asked, so Try
    // again waits instead of asking again.
    await vi.waitFor(() => expect(record.value?.status).toBe('QUOTE_REQUESTED'));
    expect((await awaitLookup(clock)).status).toBe('INSURANCE_MEMBER_FOUND');
    expect(count('/sync-insurance-member')).toBe(1);
  });

  test('no lookup without an insurer chosen, nor without a record', async () => {
    await expect(lookupMember(MEMBER, clock)).rejects.toThrow('no claim record');
    await chosen();
    insurer.value = null;
    await expect(lookupMember(MEMBER, clock)).rejects.toThrow('no insurer chosen');
  });
});

describe('the patient and doctor (spec 000 §3, §5)', () => {
  test('are saved over the lookup: the postal code stays, birth rank 1, and the record asks for prescriptions', async () => {
    await chosen();
    await lookupMember(MEMBER, clock);
    drafts.value = {
      patientRelationship: 'CHILD',
      'patient.firstName': ' Sam ',
      'patient.lastName': 'Martin',
      'patient.dateOfBirth': '01/02/2015',
      'referrer.type': 'OPTOMETRIST',
      'referrer.firstName': 'Jo',
      'referrer.lastName': 'Lee',
    };
    const saved = await savePatientAndDoctor(drafts.value);
    expect(saved.status).toBe('PRESCRIPTIONS_REQUIRED');
    expect(saved.claimData?.patient).toMatchObject({ firstName: 'Sam', dateOfBirth: '2015-01-02', postalCode: 'H2X 1Y4', birthRank: 1 });
    expect(saved.claimData?.patientRelationship).toBe('CHILD');
    expect(saved.claimData?.referrer).toEqual({ type: 'OPTOMETRIST', firstName: 'Jo', lastName: 'Lee' });
  });
});

describe('the out-of-network claim form (spec 000 §1)', () => {
  test('has a download address; an insurer without a form has none', async () => {
    const { insurers } = await loadInsurers();
    const url = await insuranceFormUrl(insurers.find((i) => i.id === OUT_OF_NETWORK_ID)!);
    expect(url).toMatch(/^http/);
    expect(await insuranceFormUrl(insurers.find((i) => i.id === IN_NETWORK_ID)!)).toBeNull();
  });

  test('no customer, no restricted check', async () => {
    resetSession();
    await expect(lookupAttempts()).rejects.toThrow('no customer');
  });
});

describe('issue 27 "Attempts counted once": a lookup whose answer was lost, sent again, is one attempt', () => {
  /** Requests held back on their way to the sandbox (the answer "lost": the widget hears a network failure). */
  let held: (() => Promise<Response>)[] = [];
  /** Whether the next sync-insurance-member request is held back. */
  let holdNext = false;
  /** Whether the service is unreachable: nothing answers until the caller gives up. */
  let unreachable = false;

  beforeEach(async () => {
    held = [];
    holdNext = false;
    unreachable = false;
    // This describe's sandbox replaces the file's: the first one's shopper (and the client's identity) is forgotten, since
    // the service issues tokens only for a live session of the sandbox that answers (docs/security.md).
    resetClaim();
    resetSession();
    resetConfig();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sandbox = await signedInSandbox((s) => async (input, init) => {
      if (unreachable) {
        return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }
      if (holdNext && String(input).endsWith('/sync-insurance-member')) {
        holdNext = false;
        // The request reaches the service only later (after the widget gave up and the shopper tried again).
        held.push(() => s.fetch(input, init));
        throw new TypeError('Failed to fetch');
      }
      return s.fetch(input, init);
    });
  });

  const failures = () => sandbox.state.service.customer(session()?.userId ?? '').lookupFailures;
  const session = () => [...sandbox.state.sessions.values()].find((v) => v.email === 'alex.martin@example.com');
  const NOT_FOUND = { ...MEMBER, 'primaryCoverage.insuree.memberId': 'NOTFOUND-1' };

  test.each([
    { name: 'the late first send lands after the retry', lateFirst: false },
    { name: 'the late first send lands before the retry', lateFirst: true },
  ])('$name: one failed attempt counted, not two', async ({ lateFirst }) => {
    await chosen();
    holdNext = true;
    await expect(lookupMember(NOT_FOUND, clock)).rejects.toThrow();
    if (lateFirst) await held[0]?.();
    // The shopper's Try again: the same details.
    expect((await lookupMember(NOT_FOUND, clock)).status).toBe('INSURANCE_MEMBER_NOT_FOUND');
    if (!lateFirst) await held[0]?.();
    sandbox.state.advanceClock(10_000);
    expect(failures()).toBe(1);
    expect((await lookupAttempts()).remainingAttempts).toBe(2);
  });

  test('an answered lookup tried again with the same details is a second attempt', async () => {
    await chosen();
    expect((await lookupMember(NOT_FOUND, clock)).status).toBe('INSURANCE_MEMBER_NOT_FOUND');
    expect((await lookupMember(NOT_FOUND, clock)).status).toBe('INSURANCE_MEMBER_NOT_FOUND');
    expect(failures()).toBe(2);
  });

  test('with the service unreachable, the lookup fails within the client\'s own timeout, not after a second one', async () => {
    await chosen();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now() });
    unreachable = true;
    let settled: 'failed' | 'found' | null = null;
    void lookupMember(MEMBER, clock).then(() => (settled = 'found'), () => (settled = 'failed'));
    await vi.advanceTimersByTimeAsync(CALL_TIMEOUT_MS - 1);
    expect(settled).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('failed');
  });
});
