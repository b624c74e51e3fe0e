// The prescription actions against the real sandbox, in process (spec 000 sections 2, 4, 5, 7 and 9). Only the date is
// faked: the sandbox's clock moves when a test or a poll moves it, so the insurer's 3.5 s pass without waiting.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInSandbox } from '../../../test/unit/signed-in-sandbox.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import { PNG } from '../../../test/unit/sandbox-shopper.ts';
import { IN_NETWORK_ID } from '../../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../../sandbox/service/scenarios.ts';
import type { Fault } from '../../../sandbox/service/faults.ts';
import { getClaimRecord, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../../src/api/claim/eligibility.ts';
import type { Clock } from '../../../src/api/poll.ts';
import { CLAIM_POLLING } from '../../../src/domain/constants.ts';
import { resetConfig } from '../../host/config.ts';
import { resetSession } from '../../session/session.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { resetToggle } from '../../toggle/toggle.ts';
import { currentApi, loadInsuranceState, resetClaim, startClaim } from '../../claim/claim-actions.ts';
import { previewUrl, removePrescription, validateAll } from './flow-prescriptions.ts';
import { loadingMessages, resetPrescriptionFlow, selectProducts, validationClock, waitForValidation } from './flow-validation.ts';
import { dismissUpload, retryUpload, sendFile, uploadFile, uploads, type UploadOutcome } from './upload-queue.ts';

const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;
let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(async () => {
  sandbox = await signedInSandbox();
});

afterEach(() => {
  resetPrescriptionFlow();
  resetClaim();
  resetToggle();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => sandbox.state.advanceClock(ms);
const count = (suffix: string) => sandbox.calls.filter((call) => call.endsWith(suffix)).length;
const fault = (call: string, status: number, remaining = 1): void => sandbox.state.faults.add({ call, kind: 'status', status, remaining } satisfies Fault);
/** A PNG named `name`, carrying its name in its bytes too: the sandbox reads a scenario word there, since the widgets send a neutral name. */
const png = (name = 'prescription.png') => new File([PNG, new TextEncoder().encode(name)], name, { type: 'image/png' });
/** The sandbox's clock as the poll's clock. */
const clock: Clock = { now: () => sandbox.state.service.now(), sleep: async (ms) => advance(ms) };

/** Whether a request is the upload's PUT to the storage. */
const isUploadPut = (input: RequestInfo | URL, init?: RequestInit): boolean =>
  init?.method === 'PUT' && String(input instanceof Request ? input.url : input).includes('/storage/uploads/');

/** A North American record whose patient and doctor are known: it takes prescriptions (PRESCRIPTIONS_REQUIRED). */
async function readyForPrescriptions(): Promise<string> {
  const { id } = await startClaim();
  const insuree = { memberId: 'W1234567', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
  const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
  await syncInsuranceMember(currentApi(), id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree }, patient, patientRelationship: 'SELF' });
  advance(SETTLE);
  await loadInsuranceState();
  await updateClaimRecord(currentApi(), id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' } });
  setRecord(await getClaimRecord(currentApi(), id));
  expect(record.value?.status).toBe('PRESCRIPTIONS_REQUIRED');
  return id;
}

/** Uploads, validates and waits for the verdict on one file. */
async function validated(name = 'prescription.png') {
  await readyForPrescriptions();
  await uploadFile(png(name), () => {});
  await validateAll();
  return waitForValidation(clock);
}

describe('spec 000 §7: uploading a prescription', () => {
  test('asks for the upload URL, PUTs the file, reports the end and reads the record again', async () => {
    await readyForPrescriptions();
    const seen: number[] = [];
    const id = await uploadFile(png(), (f) => seen.push(f));
    expect(seen).toEqual([1]);
    expect(count('/prescriptions/put-url')).toBe(1);
    expect(sandbox.calls.some((c) => c.startsWith('PUT /storage/uploads/'))).toBe(true);
    expect(record.value?.prescriptions).toEqual([expect.objectContaining({ id, name: expect.stringMatching(/^prescription-\d+\.png$/), status: 'UPLOADED' })]);
  });

  test('a failed upload stays listed, and Retry sends the same File without choosing it again', async () => {
    await readyForPrescriptions();
    fault('uploads/*', 500);
    const file = png();
    expect(await sendFile(file)).toBe('failed');
    expect(uploads.value).toEqual([expect.objectContaining({ file, failed: 'failed' })]);
    expect(await retryUpload(uploads.value[0]!.key)).toBe('uploaded');
    expect(uploads.value).toEqual([]);
    expect(record.value?.prescriptions).toHaveLength(1);
  });

  test('an upload the storage kept though its answer was lost counts as uploaded, and is stored once', async () => {
    await readyForPrescriptions();
    const through = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await through(input, init);
      if (isUploadPut(input, init)) throw new TypeError('connection dropped');
      return answer;
    });
    expect(await sendFile(png())).toBe('uploaded');
    expect(uploads.value).toEqual([]);
    expect(record.value?.prescriptions).toEqual([expect.objectContaining({ name: expect.stringMatching(/^prescription-\d+\.png$/), status: 'UPLOADED' })]);
  });

  /**
   * The first PUT's answer is lost (the shopper sees it failed) while the request itself reaches the storage only when
   * `land` is called: a late answer, as the sandbox's `late` fault gives it in a browser.
   */
  function lateFirstPut(): { land: () => Promise<Response | undefined> } {
    const through = globalThis.fetch;
    let held: (() => Promise<Response>) | undefined;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (isUploadPut(input, init) && !held) {
        held = () => through(input, init);
        throw new TypeError('network timeout');
      }
      return through(input, init);
    });
    return { land: async () => held?.() };
  }

  test.each([
    ['the late first try lands before the retry', true],
    ['the retry lands before the late first try', false],
  ])('spec 000 §7: an upload whose first try lands late, retried, is stored once (%s)', async (_name, lateFirst) => {
    await readyForPrescriptions();
    const late = lateFirstPut();
    // No answer came: the connection, as the shopper is told.
    expect(await sendFile(png())).toBe('offline');
    if (lateFirst) expect((await late.land())?.status).toBe(200);
    expect(await retryUpload(uploads.value[0]!.key)).toBe('uploaded');
    if (!lateFirst) expect((await late.land())?.status).toBe(409);
    expect(count('/prescriptions/put-url')).toBe(1);
    expect(uploads.value).toEqual([]);
    setRecord(await getClaimRecord(currentApi(), record.value!.id));
    expect(record.value?.prescriptions).toEqual([expect.objectContaining({ name: expect.stringMatching(/^prescription-\d+\.png$/), status: 'UPLOADED' })]);
  });

  test('the same file chosen again after its upload failed is that upload retried, not a second copy', async () => {
    await readyForPrescriptions();
    const late = lateFirstPut();
    const file = png();
    expect(await sendFile(file)).toBe('offline');
    await late.land();
    expect(await sendFile(new File([PNG, new TextEncoder().encode(file.name)], file.name, { type: file.type, lastModified: file.lastModified }))).toBe('uploaded');
    expect(uploads.value).toEqual([]);
    expect(count('/prescriptions/put-url')).toBe(1);
    expect(record.value?.prescriptions).toHaveLength(1);
  });

  test('an upload refused by the storage (its URL expired) asks put-url for a new URL on retry', async () => {
    await readyForPrescriptions();
    fault('uploads/*', 403);
    expect(await sendFile(png())).toBe('failed');
    expect(uploads.value[0]?.target).toBeUndefined();
    expect(await retryUpload(uploads.value[0]!.key)).toBe('uploaded');
    expect(count('/prescriptions/put-url')).toBe(2);
    expect(record.value?.prescriptions).toHaveLength(1);
  });

  // The first try fails (a 5xx, which may still land), so the retry goes to its URL; the storage refuses that with each
  // conflict it names, and the record read after it reads (not listing the file) or fails. Only AlreadyUploaded says
  // the file is stored; any other conflict keeps the file, failed, with its URL for the next Retry.
  test.each<[string, 'read' | 'read failed', UploadOutcome, 'stored' | 'same URL' | 'new URL']>([
    ['AlreadyUploaded', 'read', 'failed', 'new URL'],
    ['AlreadyUploaded', 'read failed', 'stored', 'stored'],
    ['TooManyFiles', 'read', 'too-many', 'same URL'],
    ['TooManyFiles', 'read failed', 'too-many', 'same URL'],
    ['InvalidState', 'read', 'failed', 'same URL'],
    ['InvalidState', 'read failed', 'failed', 'same URL'],
    ['', 'read failed', 'failed', 'same URL'],
  ])('spec 000 §7: a retry to the earlier URL refused with 409 %o, the record %s: %s, %s', async (code, read, outcome, next) => {
    await readyForPrescriptions();
    fault('uploads/*', 500);
    const file = png();
    expect(await sendFile(file)).toBe('failed');
    const target = uploads.value[0]?.target;
    const through = globalThis.fetch;
    const conflict = `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${code ? `<Code>${code}</Code>` : ''}<Message>refused</Message></Error>`;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) =>
      isUploadPut(input, init) ? new Response(conflict, { status: 409, headers: { 'content-type': 'application/xml' } }) : through(input, init));
    if (read === 'read failed') sandbox.state.faults.add({ call: 'claim-records/*', method: 'GET', kind: 'status', status: 503, remaining: 1 } satisfies Fault);
    expect(await retryUpload(uploads.value[0]!.key)).toBe(outcome);
    expect(uploads.value).toEqual([expect.objectContaining({ file, failed: 'failed', conflict: code })]);
    const kept = uploads.value[0]?.target;
    expect(kept?.stored ? 'stored' : kept === undefined ? 'new URL' : kept.url === target?.url ? 'same URL' : kept.url).toBe(next);
    if (next === 'stored') return;
    // The conflict gone (a file removed in another tab, say), Retry sends the same File, and it is listed once.
    vi.stubGlobal('fetch', through);
    expect(await retryUpload(uploads.value[0]!.key)).toBe('uploaded');
    expect(uploads.value).toEqual([]);
    expect(record.value?.prescriptions).toHaveLength(1);
    expect(count('/prescriptions/put-url')).toBe(next === 'same URL' ? 1 : 2);
  });

  test('a failed upload the shopper no longer wants leaves the list; retrying an unknown one does nothing', async () => {
    await readyForPrescriptions();
    fault('put-url', 500);
    await sendFile(png());
    dismissUpload(uploads.value[0]!.key);
    expect(uploads.value).toEqual([]);
    expect(await retryUpload(999)).toBe('failed');
  });

  test('the preview URL of an uploaded file', async () => {
    await readyForPrescriptions();
    const id = await uploadFile(png(), () => {});
    expect(await previewUrl(id!)).toMatch(/^http:\/\/sandbox\.test\/storage\/files\//);
  });
});

describe('spec 000 §3 and §9: validation and its wait (CLAIM_POLLING)', () => {
  test('a clear prescription is validated and the record follows (AUTO_APPROVED)', async () => {
    const result = await validated();
    expect(result?.outcome).toBe('validated');
    expect(record.value?.status).toBe('PRESCRIPTIONS_AUTO_APPROVED');
    expect(record.value?.prescriptions?.[0]?.status).toBe('AUTO_APPROVED');
  });

  test('each file is sent for validation once', async () => {
    await readyForPrescriptions();
    await uploadFile(png(), () => {});
    await validateAll();
    await validateAll();
    expect(count('/validate')).toBe(1);
  });

  test.each([
    ['a blurry photo is refused with no reason text of its own (LOW_OVERALL_ACCURACY)', 'blurry.png', []],
    ['a prescription in another name is refused for the patient name', 'wrongname.png', ['PATIENT_NAME_MISMATCH']],
  ])('%s', async (_, name, reasons) => {
    const result = await validated(name);
    expect(result).toEqual({ outcome: 'rejected', rejected: [expect.objectContaining({ name: expect.stringMatching(/^prescription-\d+\.png$/), reasons })], count: 1 });
    expect(record.value?.status).toBe('PRESCRIPTIONS_DISAPPROVED');
  });

  test('a file never sent for validation times out after the polling wait, with the record read last', async () => {
    await readyForPrescriptions();
    await uploadFile(png(), () => {});
    const start = sandbox.state.service.now();
    expect(await waitForValidation(clock)).toBeNull();
    expect(sandbox.state.service.now() - start).toBeGreaterThanOrEqual(CLAIM_POLLING.maxWaitMs);
  });

  test('the wait uses the validation clock when given none, and stops on the signal', async () => {
    await readyForPrescriptions();
    await uploadFile(png(), () => {});
    const stop = new AbortController();
    validationClock.current = { now: clock.now, sleep: async () => stop.abort() };
    expect(await waitForValidation(undefined, stop.signal)).toBeNull();
  });

  test('a record that cannot be read fails the wait', async () => {
    await readyForPrescriptions();
    await uploadFile(png(), () => {});
    fault('claim-records/*', 500, 10);
    await expect(waitForValidation(clock)).rejects.toMatchObject({ status: 500 });
  });
});

describe('spec 000 §2 and §4: products, and removing a prescription', () => {
  test('the glasses chosen for the prescription make the claim ready', async () => {
    await validated();
    const rx = record.value!.prescriptions![0]!.id;
    await selectProducts(rx, ['line-1', 'line-2']);
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    expect(record.value?.eligibleProducts?.find((g) => g.id === 'glasses')?.prescriptionId).toBe(rx);
  });

  test('removing a prescription clears the products it covered', async () => {
    await validated();
    const rx = record.value!.prescriptions![0]!.id;
    await selectProducts(rx, ['line-1', 'line-2']);
    await removePrescription(rx);
    expect(record.value?.prescriptions).toEqual([]);
    expect(record.value?.eligibleProducts?.some((g) => g.prescriptionId)).toBe(false);
    expect(record.value?.status).toBe('PRESCRIPTIONS_REQUIRED');
  });
});

describe('spec 000 §2: the loading messages', () => {
  test('the validate animation takes its keys and pace from the message-animation configuration', async () => {
    expect(await loadingMessages('validate')).toEqual({ keys: ['loading.validate.1', 'loading.validate.2', 'loading.validate.3'], intervalMs: 7000 });
    expect((await loadingMessages('unknown')).keys).toEqual([]);
  });

  test('a configuration that cannot be read gives no keys at the default pace', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 500 }));
    expect(await loadingMessages('validate')).toEqual({ keys: [], intervalMs: 7000 });
  });
});
