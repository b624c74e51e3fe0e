// Faults on demand and the sandbox's control calls (README, "Faults on demand"): what reliability tests rely on.
import { describe, expect, test } from 'vitest';
import { getClaimRecord } from '../src/api/claim/claim-records.ts';
import { ApiError } from '../src/api/errors.ts';
import { ContractError } from '../src/contract/parse.ts';
import { headerFault, matchesCall, readFault, FAULT_HEADER } from './service/faults.ts';
import { rejection } from '../test/unit/api-harness.ts';
import { shopper } from '../test/unit/sandbox-shopper.ts';
import { STORE_ID } from './pages.ts';

const control = (s: ReturnType<typeof shopper>, path: string, body?: unknown) =>
  s.app.request(`/sandbox/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });

describe('which calls a fault spoils', () => {
  test.each([
    { name: 'the end of the path, segment by segment', pattern: 'claim/submit', path: '/services/direct-billing/claim-records/cr_1/claim/submit', hit: true },
    { name: 'a star stands for one segment', pattern: 'claim-records/*', path: '/services/direct-billing/claim-records/cr_1', hit: true },
    { name: 'a star does not stand for two', pattern: 'claim-records/*', path: '/services/direct-billing/claim-records/cr_1/claim/submit', hit: false },
    { name: 'a partial segment is no match', pattern: 'submit', path: '/services/direct-billing/claim-records/cr_1/claim/submit-now', hit: false },
    { name: 'a lone star spoils every call', pattern: '*', path: '/services/direct-billing/insurers', hit: true },
    { name: 'a query in the pattern is ignored', pattern: 'prescriptions/put-url?file-name=x', path: '/services/direct-billing/claim-records/cr_1/prescriptions/put-url', hit: true },
  ])('$name', ({ pattern, path, hit }) => {
    expect(matchesCall(pattern, path)).toBe(hit);
  });

  test.each([
    { name: 'no call', input: { kind: 'status', status: 500 }, error: /call is required/ },
    { name: 'an unknown kind', input: { call: 'x', kind: 'explode' }, error: /kind must be one of/ },
    { name: 'a 200 is no fault', input: { call: 'x', status: 200 }, error: /4xx or 5xx/ },
    { name: 'a count of 0', input: { call: 'x', kind: 'malformed', count: 0 }, error: /count must be/ },
    { name: 'a negative delay', input: { call: 'x', kind: 'late', delayMs: -1 }, error: /delayMs must be/ },
  ])('a fault with $name is refused with a message', ({ input, error }) => {
    expect(readFault(input)).toMatch(error);
  });

  test.each([
    { header: 'status=504;count=2', want: { kind: 'status', status: 504, remaining: 2 } },
    { header: 'late=1500', want: { kind: 'late', delayMs: 1500, remaining: 1 } },
    { header: 'malformed', want: { kind: 'malformed', remaining: 1 } },
    { header: 'missing-field', want: { kind: 'missing-field', remaining: 1 } },
    { header: 'drop', want: { kind: 'drop', remaining: 1 } },
    { header: 'session-expired', want: { kind: 'session-expired', remaining: 1 } },
    { header: 'session-expired;status=403', want: { kind: 'session-expired', status: 403, remaining: 1 } },
    { header: 'invalid-session;count=2', want: { kind: 'invalid-session', remaining: 2 } },
  ])('the header "$header" reads as a fault on the call carrying it', ({ header, want }) => {
    expect(headerFault(header, 'GET', '/services/direct-billing/insurers')).toMatchObject({ ...want, call: '/services/direct-billing/insurers', method: 'GET' });
  });
});

describe('spec 000 §7 and §8: faults on the shop\'s /wcs session calls', () => {
  test.each([
    { name: 'a 401 in the shop\'s error shape', fault: { kind: 'status', status: 401 }, status: 401, body: { errors: [{ errorKey: '_ERR_GENERIC' }] } },
    { name: 'an ended session\'s key and code', fault: { kind: 'session-expired', status: 403 }, status: 403, body: { errors: [{ errorKey: '_ERR_ACTIVITY_TOKEN', errorCode: 'CWXBB1011E' }] } },
    { name: 'the custom INVALID_SESSION error', fault: { kind: 'invalid-session' }, status: 400, body: { data: 'INVALID_SESSION' } },
  ])('person/@self answers $name, once', async ({ fault, status, body }) => {
    const s = shopper();
    await control(s, 'faults', { call: 'person/@self', ...fault });
    const ask = () => s.app.request(`/wcs/resources/store/${STORE_ID}/person/@self?langId=-1&storeId=${STORE_ID}`);
    const spoiled = await ask();
    expect(spoiled.status).toBe(status);
    expect(await spoiled.json()).toMatchObject(body);
    expect((await ask()).status).toBe(200);
  });
});

describe('faults through the real client (README, "Faults on demand")', () => {
  test('a 500 on the next two reads of a record, then the real answer', async () => {
    const s = shopper();
    await s.start();
    expect((await control(s, 'faults', { call: 'claim-records/*', method: 'GET', status: 500, count: 2 })).status).toBe(201);
    for (let i = 0; i < 2; i += 1) expect(await rejection(getClaimRecord(s.api, s.id()))).toMatchObject({ status: 500, errorType: 'TECHNICAL_ERROR' });
    expect((await getClaimRecord(s.api, s.id())).status).toBe('CREATED');
  });

  test('a 401 once: the client fetches one new token, retries, and the shopper sees the record', async () => {
    const s = shopper();
    await s.start();
    await control(s, 'faults', { call: 'claim-records/*', status: 401 });
    const before = s.tokenRequests();
    expect((await getClaimRecord(s.api, s.id())).id).toBe(s.id());
    expect(s.tokenRequests()).toBe(before + 1);
  });

  test.each([
    { kind: 'malformed', error: ContractError },
    { kind: 'missing-field', error: ContractError },
    { kind: 'drop', error: ApiError },
  ])('a $kind answer fails the call with $error.name, and the next call succeeds', async ({ kind, error }) => {
    const s = shopper();
    await s.start();
    await control(s, 'faults', { call: 'claim-records/*', kind });
    expect(await rejection(getClaimRecord(s.api, s.id()))).toBeInstanceOf(error);
    expect((await getClaimRecord(s.api, s.id())).id).toBe(s.id());
  });

  test('a late answer arrives after its delay', async () => {
    const s = shopper();
    await s.start();
    await control(s, 'faults', { call: 'claim-records/*', kind: 'late', delayMs: 60 });
    const started = performance.now();
    await getClaimRecord(s.api, s.id());
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);
  });

  test(`the ${FAULT_HEADER} header spoils the request carrying it`, async () => {
    const s = shopper();
    const answer = await s.app.request('/services/direct-billing/configurations?path=cta/state', { headers: { [FAULT_HEADER]: 'status=504' } });
    expect(answer.status).toBe(504);
    expect(await answer.json()).toMatchObject({ errorType: 'COMMUNICATION_ERROR' });
    expect((await s.app.request('/services/direct-billing/configurations?path=cta/state')).status).toBe(200);
  });

  test('a bad fault is a 400 with a message; faults can be listed and cleared', async () => {
    const s = shopper();
    const bad = await control(s, 'faults', { kind: 'status' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: expect.stringMatching(/call is required/) });
    await control(s, 'faults', [{ call: 'a', kind: 'drop' }, { call: 'b', status: 404, count: 3 }]);
    expect(((await (await s.app.request('/sandbox/faults')).json()) as { faults: unknown[] }).faults).toHaveLength(2);
    await s.app.request('/sandbox/faults', { method: 'DELETE' });
    expect(((await (await s.app.request('/sandbox/faults')).json()) as { faults: unknown[] }).faults).toHaveLength(0);
  });
});

describe('control calls', () => {
  test('POST /sandbox/reset forgets records, tokens and faults', async () => {
    const s = shopper();
    await s.start();
    await control(s, 'faults', { call: 'insurers', status: 500 });
    expect((await control(s, 'reset')).status).toBe(200);
    expect(s.state.service.records.size).toBe(0);
    expect(s.state.tokens.size).toBe(0);
    expect(s.state.faults.list()).toHaveLength(0);
  });

  test('GET /sandbox/records lists each record with its status and the insurer answers still due', async () => {
    const s = shopper();
    await s.start();
    await s.lookUp('W1');
    const listed = (await (await s.app.request('/sandbox/records')).json()) as { records: { id: string; status: string; insurerAnswersDueInMs: number[] }[] };
    expect(listed.records).toEqual([expect.objectContaining({ id: s.id(), status: 'QUOTE_REQUESTED', insurerAnswersDueInMs: [1500] })]);
  });

  test('POST /sandbox/clock moves the sandbox clock: a lookup lands without waiting', async () => {
    const s = shopper();
    await s.start();
    await s.lookUp('W1');
    expect((await s.record()).status).toBe('QUOTE_REQUESTED');
    expect((await control(s, 'clock', { advanceMs: 5000 })).status).toBe(200);
    expect((await s.record()).status).toBe('INSURANCE_MEMBER_FOUND');
    expect((await control(s, 'clock', { advanceMs: -1 })).status).toBe(400);
  });
});
