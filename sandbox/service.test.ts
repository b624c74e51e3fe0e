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
    body: JSON.stringify({ sessionId: 'act_1', customerNumber: s.visitor.userId }),
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
