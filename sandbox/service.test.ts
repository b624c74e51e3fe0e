// Who may call the service (spec 000 section 7): a bearer token the sandbox issued, customer headers that
// speak for its customer, an unknown call answered in the service's error shape.
import { describe, expect, test } from 'vitest';
import { shopper } from '../test/unit/sandbox-shopper.ts';

const SERVICE = '/services/direct-billing';

/** A token for the shopper's customer, from auth/token. */
async function tokenFor(s: ReturnType<typeof shopper>): Promise<string> {
  const token = await s.app.request(`${SERVICE}/auth/token`, {
    method: 'POST',
    headers: { 'x-api-key': 'sandbox-public-key', 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: s.visitor.activityId, customerNumber: s.visitor.userId, customerEmail: s.visitor.email }),
  });
  return ((await token.json()) as { accessToken: string }).accessToken;
}

describe('spec 000 §7: the service checks who calls', () => {
  test.each([
    { name: 'no token is a 401', headers: {} as Record<string, string>, status: 401, errorType: 'AUTHENTICATION_ERROR' },
    { name: 'a token the sandbox never issued is a 401', headers: { authorization: 'Bearer tok_forged' }, status: 401, errorType: 'AUTHENTICATION_ERROR' },
  ])('$name', async ({ headers, status, errorType }) => {
    const s = shopper();
    const answer = await s.app.request(`${SERVICE}/insurers`, { headers });
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ errorType });
  });

  test('a customer header naming another customer is a 403; the token customer\'s own passes', async () => {
    const s = shopper();
    const accessToken = await tokenFor(s);
    const call = (customer: string) => s.app.request(`${SERVICE}/insurers`, { headers: { authorization: `Bearer ${accessToken}`, 'x-customer-number': customer } });
    expect((await call('someone-else')).status).toBe(403);
    expect((await call(s.visitor.userId)).status).toBe(200);
  });

  test('an unknown call is a 404 in the service\'s error shape, naming the call', async () => {
    const s = shopper();
    const accessToken = await tokenFor(s);
    const answer = await s.app.request(`${SERVICE}/claim-records/x/teleport`, { method: 'POST', headers: { authorization: `Bearer ${accessToken}` } });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ errorType: 'VALIDATION_ERROR', message: expect.stringContaining('POST') });
  });

  test('a shop on another origin may call the service: the preflight allows the widgets\' headers, answers carry the origin grant', async () => {
    const s = shopper();
    const preflight = await s.app.request(`${SERVICE}/claim-records/cr_1/prescriptions/put-url`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-customer-number' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    for (const header of ['authorization', 'x-customer-number', 'x-customer-email', 'x-api-key', 'x-amz-meta-file-name']) {
      expect(preflight.headers.get('access-control-allow-headers')).toContain(header);
    }
    const answer = await s.app.request(`${SERVICE}/configurations?path=cta/state`, { headers: { origin: 'http://shop.example' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('a page whose apiBaseUrl is misspelt reads the 404, as a real host with CORS on its paths answers it', () => {
  test.each(['/services/direct-biling', '/services/directbilling/v1'])('%s: the preflight passes and the 404 carries the origin grant', async (base) => {
    const s = shopper();
    const preflight = await s.app.request(`${base}/auth/token`, {
      method: 'OPTIONS',
      headers: { origin: 'http://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-api-key');
    const answer = await s.app.request(`${base}/auth/token`, {
      method: 'POST',
      headers: { origin: 'http://shop.example', 'x-api-key': 'sandbox-public-key', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('spec 000 §6 and §7: auth/token is issued only for a shop session the sandbox can verify', () => {
  /** Asks auth/token for a claim built from the shopper's own shop session. */
  const ask = async (s: ReturnType<typeof shopper>, claim: (v: ReturnType<typeof shopper>['visitor']) => Record<string, unknown>) =>
    s.app.request(`${SERVICE}/auth/token`, { method: 'POST', headers: { 'x-api-key': 'sandbox-public-key', 'content-type': 'application/json' }, body: JSON.stringify(claim(s.visitor)) });

  test.each([
    { name: 'the session id, customer number and e-mail of a live session: a token', claim: (v: V) => ({ sessionId: v.activityId, customerNumber: v.userId, customerEmail: v.email }), status: 200 },
    { name: 'the e-mail in other letter case: a token', claim: (v: V) => ({ sessionId: v.activityId, customerNumber: v.userId, customerEmail: v.email?.toUpperCase() }), status: 200 },
    { name: 'no session id, for a brand without the session-id check (ebd): a token for a live session of that customer', claim: (v: V) => ({ customerNumber: v.userId, customerEmail: v.email }), status: 200 },
    { name: 'a customer number alone that no shop session has: 401', claim: () => ({ customerNumber: '4242' }), status: 401 },
    { name: 'a session id the shop never gave: 401', claim: (v: V) => ({ sessionId: 'act_forged', customerNumber: v.userId, customerEmail: v.email }), status: 401 },
    { name: 'a live session id with another customer number: 401', claim: (v: V) => ({ sessionId: v.activityId, customerNumber: '4242', customerEmail: v.email }), status: 401 },
    { name: 'a live session with another e-mail: 401', claim: (v: V) => ({ sessionId: v.activityId, customerNumber: v.userId, customerEmail: 'someone@example.com' }), status: 401 },
    { name: 'a live session without its e-mail: 401', claim: (v: V) => ({ sessionId: v.activityId, customerNumber: v.userId }), status: 401 },
    { name: 'the anonymous user id: 401', claim: (v: V) => ({ sessionId: v.activityId, customerNumber: '-1002' }), status: 401 },
    { name: 'an empty body: 401', claim: () => ({}), status: 401 },
  ])('$name', async ({ claim, status }) => {
    const answer = await ask(shopper(), claim);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject(status === 200 ? { accessToken: expect.any(String), expiresIn: 3600 } : { errorType: 'AUTHENTICATION_ERROR' });
  });

  test('a token dies when its shop session signs out, and when its expiresIn has passed', async () => {
    const s = shopper();
    const call = (token: string) => s.app.request(`${SERVICE}/insurers`, { headers: { authorization: `Bearer ${token}` } });
    const first = await tokenFor(s);
    expect((await call(first)).status).toBe(200);
    s.clock.t += 3600 * 1000;
    expect((await call(first)).status).toBe(401);
    const second = await tokenFor(s);
    expect((await call(second)).status).toBe(200);
    const signOut = await s.app.request('/en-ca/sign-out', { method: 'POST', headers: { cookie: `demo_shop_session=${s.visitor.id}` } });
    expect(signOut.status).toBe(303);
    expect((await call(second)).status).toBe(401);
  });
});

type V = ReturnType<typeof shopper>['visitor'];
