// The sandbox reads the customer headers as the contract sends them (spec 000 §7; src/contract/headers.ts).
import { describe, expect, test } from 'vitest';
import { createSandbox } from '../app.ts';
import { SANDBOX_API_KEY } from '../pages.ts';
import { encodeHeaderValue } from '../../src/contract/headers.ts';

const SERVICE = '/services/direct-billing';

/** A signed-in demo customer and a token issued for their shop session. */
async function signedIn(email: string) {
  const { app, state } = createSandbox();
  const visitor = state.signIn(state.newSession(), email);
  const token = await app.request(`${SERVICE}/auth/token`, {
    method: 'POST',
    headers: { 'x-api-key': SANDBOX_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: visitor.activityId, customerNumber: visitor.userId, customerEmail: email }),
  });
  const { accessToken } = (await token.json()) as { accessToken: string };
  const call = (headers: Record<string, string>) => app.request(`${SERVICE}/insurers`, { headers: { authorization: `Bearer ${accessToken}`, 'x-customer-number': visitor.userId, ...headers } });
  return { visitor, call };
}

describe('spec 000 §7 customer headers: the sandbox decodes them', () => {
  test('the demo customer łukasz@example.pl is Łukasz Żółć (sandbox/customers.ts); any other e-mail is Alex Martin', async () => {
    expect((await signedIn('łukasz@example.pl')).visitor).toMatchObject({ firstName: 'Łukasz', lastName: 'Żółć', email: 'łukasz@example.pl' });
    expect((await signedIn('Chloé.Li@example.fr')).visitor).toMatchObject({ firstName: 'Chloé', lastName: '李' });
    expect((await signedIn('alex.martin@example.com')).visitor).toMatchObject({ firstName: 'Alex', lastName: 'Martin' });
  });

  test.each<[string, string, string, number]>([
    ['a Polish e-mail, encoded as the contract says, is the session\'s', 'łukasz@example.pl', encodeHeaderValue('łukasz@example.pl'), 200],
    ['the mark in lower case reads the same', 'łukasz@example.pl', encodeHeaderValue('łukasz@example.pl').replace("UTF-8''", "utf-8''"), 200],
    ['a French and Chinese customer\'s e-mail, encoded', 'chloé.li@example.fr', encodeHeaderValue('chloé.li@example.fr'), 200],
    ['an ASCII e-mail as written', 'alex.martin@example.com', 'alex.martin@example.com', 200],
    ['an e-mail other than the session\'s is refused', 'łukasz@example.pl', encodeHeaderValue('lukasz@example.pl'), 403],
    ['an encoded value whose bytes are not UTF-8 is refused', 'łukasz@example.pl', "UTF-8''%C5%40example.pl", 400],
    ['the raw UTF-8 bytes of the e-mail, read as Latin-1, are not the e-mail', 'łukasz@example.pl', Buffer.from('łukasz@example.pl').toString('latin1'), 403],
  ])('spec 000 §7: %s', async (_name, email, header, status) => {
    const { call } = await signedIn(email);
    expect((await call({ 'x-customer-email': header })).status).toBe(status);
  });
});
