// What every request meets before a route (sandbox/guards.ts, docs/security.md), in process: control calls refused to
// other sites, JSON routes that take JSON only, bodies refused past their limit.
import { describe, expect, test } from 'vitest';
import { createSandbox } from './app.ts';
import { CONTROL_HEADER, JSON_BODY_LIMIT } from './guards.ts';

const ORIGIN = 'http://localhost';

describe('sandbox control calls refuse cross-site requests', () => {
  test.each<{ name: string; headers: Record<string, string>; status: number }>([
    { name: 'a script or curl (no Origin, no Sec-Fetch-Site)', headers: {}, status: 201 },
    { name: 'the sandbox\'s own page (Sec-Fetch-Site: same-origin)', headers: { 'sec-fetch-site': 'same-origin', origin: ORIGIN }, status: 201 },
    { name: 'a browser without Sec-Fetch-Site but with the sandbox\'s Origin', headers: { origin: ORIGIN }, status: 201 },
    { name: 'another site\'s page (Sec-Fetch-Site: cross-site)', headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }, status: 403 },
    { name: 'a sibling site\'s page (Sec-Fetch-Site: same-site)', headers: { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost' }, status: 403 },
    { name: 'an older browser on another origin (Origin only)', headers: { origin: 'https://evil.example' }, status: 403 },
    { name: 'a sandboxed frame (Origin: null)', headers: { origin: 'null' }, status: 403 },
    { name: 'a tool with an Origin of its own and the control header', headers: { origin: 'https://tool.example', [CONTROL_HEADER]: '1' }, status: 201 },
  ])('POST /sandbox/faults from $name: $status', async ({ headers, status }) => {
    const { app, state } = createSandbox();
    const answer = await app.request(`${ORIGIN}/sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ call: 'claim/submit', status: 500 }) });
    expect(answer.status).toBe(status);
    expect(state.faults.list()).toHaveLength(status === 201 ? 1 : 0);
  });
});

describe('JSON routes take JSON only, and at most 1 MB of it', () => {
  test.each([
    { name: 'text/plain', type: 'text/plain', status: 415 },
    { name: 'a form', type: 'application/x-www-form-urlencoded', status: 415 },
    { name: 'no content type', type: undefined, status: 415 },
    { name: 'JSON with a charset', type: 'application/json; charset=utf-8', status: 201 },
  ])('a control body as $name: $status', async ({ type, status }) => {
    const { app } = createSandbox();
    // In process a body states no length by itself; over HTTP it always does (content-length or chunked).
    const body = JSON.stringify({ call: 'claim/submit', status: 500 });
    const answer = await app.request('/sandbox/faults', { method: 'POST', headers: { 'content-length': String(body.length), ...(type ? { 'content-type': type } : {}) }, body });
    expect(answer.status).toBe(status);
  });

  test('a service call with a text/plain body is a 415 in the service\'s error shape, before any token check', async () => {
    const { app } = createSandbox();
    const answer = await app.request('/services/direct-billing/auth/token', { method: 'POST', headers: { 'content-type': 'text/plain', 'content-length': '2', 'x-api-key': 'sandbox-public-key' }, body: '{}' });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ errorType: 'VALIDATION_ERROR' });
  });

  test.each([
    { name: 'a stated length past the limit', body: () => ' '.repeat(JSON_BODY_LIMIT + 1), status: 413 },
    { name: 'a chunked body past the limit', body: () => new Blob([' '.repeat(JSON_BODY_LIMIT + 1)]).stream(), status: 413 },
    { name: 'a body at the limit', body: () => `{}${' '.repeat(JSON_BODY_LIMIT - 2)}`, status: 401 },
  ])('auth/token with $name: $status', async ({ body, status }) => {
    const { app } = createSandbox();
    const answer = await app.request('/services/direct-billing/auth/token', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'sandbox-public-key' }, body: body(), duplex: 'half' } as RequestInit);
    expect(answer.status).toBe(status);
  });
});
