// Who gets in, against the running sandbox over HTTP (docs/security.md): a token only for a shop session the sandbox can
// verify, each customer's records, claims, files and notices for that customer's tokens only, signed file URLs that
// expire and die on sign-out, bodies refused before they are read whole, and control calls refused to other sites.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHarness, type Harness } from '../browser/harness.ts';
import { acceptedClaim, clientOf } from '../browser/claims.ts';
import { createState, TOKEN_LIFETIME_S, type ShopSession } from '../../sandbox/state.ts';
import { SANDBOX_API_KEY, STORE_ID } from '../../sandbox/pages.ts';
import { SESSION_COOKIE } from '../../sandbox/shop.ts';
import { FILE_URL_LIFETIME_MS } from '../../sandbox/service/files.ts';
import { CONTROL_HEADER, JSON_BODY_LIMIT } from '../../sandbox/guards.ts';
import type { Api } from '../../src/api/client.ts';
import { deleteClaimRecord, getActiveClaimRecord, getClaimRecord, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { getClaimAttachmentUrl, listCustomerClaims, nullifyClaim, restrictedCheck, searchClaims } from '../../src/api/claim/claims.ts';
import { getPrescriptionUrl } from '../../src/api/prescription/prescriptions.ts';
import type { ClaimAttachment } from '../../src/contract/claim/claims.ts';

/** The sandbox's clock, moved by the tests: tokens and signed URLs expire on it without any wait. */
const clock = { t: Date.parse('2026-11-18T18:00:00Z') };
let h: Harness;
/** A page of another site, for the cross-site calls a real browser makes. */
let elsewhere: Server;
let elsewhereOrigin = '';

beforeAll(async () => {
  h = await startHarness({ state: createState({ now: () => clock.t }) });
  elsewhere = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title>'));
  await new Promise<void>((resolve) => elsewhere.listen(0, 'localhost', resolve));
  elsewhereOrigin = `http://localhost:${(elsewhere.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
  await h.close();
});

const SERVICE = () => `${h.origin}/services/direct-billing`;

/** A shopper signed in through the demo shop's own sign-in form, and the identity its pages give the widgets (/wcs). */
async function signedIn(email: string) {
  const answer = await fetch(`${h.origin}/en-ca/sign-in`, { method: 'POST', body: new URLSearchParams({ email, redirectUrl: '/en-ca/cart' }), redirect: 'manual' });
  const cookies = answer.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const cookie = cookies.at(-1) ?? '';
  const wcs = async (path: string) => (await (await fetch(`${h.origin}/wcs/resources/store/${STORE_ID}/${path}`, { headers: { cookie } })).json()) as Record<string, unknown>;
  const person = await wcs('person/@self');
  const context = (await wcs('usercontext/@self/contextdata')) as { activityToken: { activityId: string } };
  const identity = { sessionId: context.activityToken.activityId, customerNumber: String(person.userId), customerEmail: String(person.email1) };
  const visitor = h.state.sessions.get(cookie.slice(SESSION_COOKIE.length + 1));
  if (!visitor) throw new Error('the sign-in gave no session');
  return { cookie, identity, visitor };
}

/** POST auth/token with the sandbox's public key. */
const askToken = (body: unknown) => fetch(`${SERVICE()}/auth/token`, { method: 'POST', headers: { 'x-api-key': SANDBOX_API_KEY, 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** A token for an identity; fails the test when refused. */
async function tokenOf(identity: object): Promise<string> {
  const answer = await askToken(identity);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** A customer call with a bearer token. */
const withToken = (token: string, path: string) => fetch(`${SERVICE()}/${path}`, { headers: { authorization: `Bearer ${token}` } });

/** Signs the shopper out through the shop's own sign-out. */
const signOut = (cookie: string) => fetch(`${h.origin}/en-ca/sign-out`, { method: 'POST', headers: { cookie }, redirect: 'manual' });

/** The status an API call ends with. */
async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe('spec 000 §6-§7: a token only for a shop session the sandbox can verify', () => {
  test('the widgets\' identity of a signed-in shopper gets a token; a customer number alone, a forged session or another e-mail does not', async () => {
    const { identity } = await signedIn('pat.lane@example.com');
    await tokenOf(identity);
    for (const forged of [
      { customerNumber: identity.customerNumber },
      { sessionId: 'act_forged', customerNumber: identity.customerNumber, customerEmail: identity.customerEmail },
      { ...identity, customerNumber: String(Number(identity.customerNumber) + 1) },
      { ...identity, customerEmail: 'someone.else@example.com' },
      {},
    ]) {
      const answer = await askToken(forged);
      expect(answer.status, JSON.stringify(forged)).toBe(401);
      expect(await answer.json()).toMatchObject({ errorType: 'AUTHENTICATION_ERROR' });
    }
  });

  test('a token is refused once its expiresIn has passed, and once the shopper signed out of the shop', async () => {
    const { identity, cookie } = await signedIn('sam.lee@example.com');
    const first = await tokenOf(identity);
    expect((await withToken(first, 'insurers')).status).toBe(200);
    clock.t += TOKEN_LIFETIME_S * 1000;
    const expired = await withToken(first, 'insurers');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ errorType: 'AUTHENTICATION_ERROR' });
    const second = await tokenOf(identity);
    expect((await withToken(second, 'insurers')).status).toBe(200);
    expect((await signOut(cookie)).status).toBe(303);
    expect((await withToken(second, 'insurers')).status).toBe(401);
    expect((await askToken(identity)).status).toBe(401);
  });
});

describe('spec 000 §7: customer A reads nothing of customer B', () => {
  let a: Api;
  let aIdentity: object;
  let b: { visitor: ShopSession; cookie: string; api: Api; id: string; rxId: string; claimId: string; notice: ClaimAttachment };

  beforeAll(async () => {
    const signedA = await signedIn('a.customer@example.com');
    a = clientOf(h, signedA.visitor);
    aIdentity = signedA.identity;
    const { visitor, cookie } = await signedIn('b.customer@example.com');
    const claim = await acceptedClaim(h, visitor);
    const [row] = (await listCustomerClaims(claim.api, visitor.userId)).claims.filter((r) => r.status === 'ACCEPTED');
    const notice = row?.attachments?.[0];
    const rxId = claim.record.prescriptions?.[0]?.id;
    if (!row || !notice || !rxId) throw new Error('customer B has no notice or prescription');
    b = { visitor, cookie, api: claim.api, id: claim.id, rxId, claimId: row.claimId, notice };
  }, 120_000);

  test.each([
    ['the record', () => getClaimRecord(a, b.id), 404],
    ['a change to the record', () => updateClaimRecord(a, b.id, { termsAndConditionsAccepted: false }), 404],
    ['the record deleted', () => deleteClaimRecord(a, b.id, { cartId: b.visitor.cartId, customerNumber: b.visitor.userId }), 404],
    ['the claim nullified', () => nullifyClaim(a, b.id, 'CUSTOMER_INITIATED', 'CUSTOMER'), 404],
    ['the claims list', () => listCustomerClaims(a, b.visitor.userId), 404],
    ['the claims search', () => searchClaims(a, 'hash', b.visitor.userId), 404],
    ['the restricted check', () => restrictedCheck(a, b.visitor.userId), 404],
    ['the notice\'s URL', () => getClaimAttachmentUrl(a, b.claimId, b.notice), 404],
    ['the prescription\'s URL', () => getPrescriptionUrl(a, b.id, b.rxId), 404],
  ] as const)('%s of customer B, with A\'s token: 404', async (_what, call, status) => {
    expect(await statusOf(call())).toBe(status);
  });

  test('B\'s active record is none of A\'s (404), B\'s own token reads it', async () => {
    const token = await tokenOf(aIdentity);
    expect((await withToken(token, `claim-records/active/${b.visitor.userId}`)).status).toBe(404);
    expect((await getActiveClaimRecord(b.api, b.visitor.userId))?.id).toBe(b.id);
  });

  test('B\'s own token reads them; B\'s record is unchanged by A\'s attempts', async () => {
    expect((await getClaimRecord(b.api, b.id)).status).toBe('CLAIM_ACCEPTED');
    expect((await listCustomerClaims(b.api, b.visitor.userId)).claims.some((r) => r.claimId === b.claimId)).toBe(true);
  });

  test('a file opens only through its signed URL, before it expires, while its owner is signed in', async () => {
    const notice = (await getClaimAttachmentUrl(b.api, b.claimId, b.notice)).url;
    const rx = await getPrescriptionUrl(b.api, b.id, b.rxId);
    for (const url of [notice, rx]) {
      const opened = await fetch(url);
      expect(opened.status, url).toBe(200);
      expect(opened.headers.get('access-control-allow-origin')).toBeNull();
      const bare = new URL(url);
      const stripped = await fetch(`${bare.origin}${bare.pathname}`);
      expect(stripped.status).toBe(403);
      expect(await stripped.json()).toMatchObject({ errorType: 'AUTHENTICATION_ERROR' });
      bare.searchParams.set('expires', String(Number(bare.searchParams.get('expires')) + 60_000));
      expect((await fetch(bare)).status, 'a longer expiry breaks the signature').toBe(403);
    }
    // Another site's page cannot read it: the storage grants no CORS to an origin it was not given.
    expect((await fetch(notice, { headers: { origin: elsewhereOrigin } })).headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(notice, { headers: { origin: h.origin } })).headers.get('access-control-allow-origin')).toBe(h.origin);

    clock.t += FILE_URL_LIFETIME_MS;
    expect((await fetch(notice)).status).toBe(403);
    expect((await fetch(rx)).status).toBe(403);

    const fresh = (await getClaimAttachmentUrl(b.api, b.claimId, b.notice)).url;
    expect((await fetch(fresh)).status).toBe(200);
    expect((await signOut(b.cookie)).status).toBe(303);
    expect((await fetch(fresh)).status).toBe(403);
  });
});

describe('sandbox control and listing calls refuse cross-site requests', () => {
  const fault = { call: 'claim/submit', kind: 'status', status: 500 };
  const faults = async () => ((await (await fetch(`${h.origin}/sandbox/faults`)).json()) as { faults: unknown[] }).faults;

  test('a page of another site cannot set a fault in Chromium; the sandbox\'s own page can', async () => {
    await fetch(`${h.origin}/sandbox/faults`, { method: 'DELETE' });
    const page = await h.browser.newPage();
    try {
      await page.goto(elsewhereOrigin);
      // A simple request (no preflight): the kind any web page can send to a developer's sandbox.
      await page.evaluate(async ({ url, body }) => {
        await fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body }).catch(() => undefined);
      }, { url: `${h.origin}/sandbox/faults`, body: JSON.stringify(fault) });
      expect(await faults()).toEqual([]);

      await page.goto(`${h.origin}/`);
      const own = await page.evaluate(async ({ url, body }) => (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status, { url: `${h.origin}/sandbox/faults`, body: JSON.stringify(fault) });
      expect(own).toBe(201);
      expect(await faults()).toHaveLength(1);
    } finally {
      await page.close();
      await fetch(`${h.origin}/sandbox/faults`, { method: 'DELETE' });
    }
  });

  test.each([
    ['POST /sandbox/faults', 'POST', '/sandbox/faults', JSON.stringify(fault)],
    ['POST /sandbox/reset', 'POST', '/sandbox/reset', undefined],
    ['PUT /sandbox/configurations', 'PUT', '/sandbox/configurations?path=cta/state', '{}'],
    ['GET /sandbox/records', 'GET', '/sandbox/records', undefined],
  ])('%s from another site is a 403; a script with the control header passes the check', async (_name, method, path, body) => {
    const headers = { 'content-type': 'application/json', origin: elsewhereOrigin, 'sec-fetch-site': 'cross-site' };
    const refused = await fetch(`${h.origin}${path}`, { method, headers, body });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errorType: 'AUTHENTICATION_ERROR' });
    const script = await fetch(`${h.origin}${path}`, { method, headers: { ...headers, [CONTROL_HEADER]: '1' }, body });
    expect(script.status).not.toBe(403);
    await fetch(`${h.origin}/sandbox/faults`, { method: 'DELETE' });
  });
});

describe('the build ships no manifest', () => {
  test('dist/ holds no .vite folder and the demo serves no manifest', async () => {
    expect(existsSync(new URL('../../dist/.vite', import.meta.url))).toBe(false);
    expect((await fetch(`${h.origin}/widgets/.vite/manifest.json`)).status).toBe(404);
    expect((await fetch(`${h.origin}/widgets/embed.js`)).status).toBe(200);
  });
});

// Last: a body refused unread leaves its connection closed by the sandbox, which a client may have meant to reuse.
describe('body limits and content types', () => {
  test('a JSON route refuses a text/plain body (415), as a PATCH of a record', async () => {
    const { identity } = await signedIn('plain.text@example.com');
    const token = await tokenOf(identity);
    const answer = await fetch(`${SERVICE()}/claim-records/cr_any`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' }, body: '{"claimData":{}}' });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ errorType: 'VALIDATION_ERROR' });
  });

  test(`a 200 MB JSON body is refused (413) after about ${JSON_BODY_LIMIT} bytes, never read whole, on auth/token too`, async () => {
    const total = 200 * 1024 * 1024;
    const piece = new Uint8Array(64 * 1024).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += piece.length;
        controller.enqueue(piece);
      },
    });
    const before = process.memoryUsage().rss;
    const answer = await fetch(`${SERVICE()}/auth/token`, {
      method: 'POST',
      headers: { 'x-api-key': SANDBOX_API_KEY, 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ errorType: 'VALIDATION_ERROR' });
    // Answered while most of the stream was never even produced: the sandbox stopped reading at the limit.
    expect(sent).toBeLessThan(total / 4);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  test('a stated length over the limit is refused unread; a body just under it is read', async () => {
    const big = await fetch(`${SERVICE()}/auth/token`, { method: 'POST', headers: { 'x-api-key': SANDBOX_API_KEY, 'content-type': 'application/json' }, body: ' '.repeat(JSON_BODY_LIMIT + 1) });
    expect(big.status).toBe(413);
    const under = await fetch(`${SERVICE()}/auth/token`, { method: 'POST', headers: { 'x-api-key': SANDBOX_API_KEY, 'content-type': 'application/json' }, body: `{}${' '.repeat(JSON_BODY_LIMIT - 2)}` });
    expect(under.status).toBe(401);
  });

});
