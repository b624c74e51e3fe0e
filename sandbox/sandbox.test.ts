// The sandbox app in process: the demo shop pages, its session and sign-in, its /wcs calls (spec 000 §7).
import { describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from './app.ts';
import { safeRedirect, SESSION_COOKIE } from './shop.ts';
import { STORE_ID } from './pages.ts';
import { Person } from '../src/contract/host/host.ts';
import { Cart } from '../src/contract/claim/cart.ts';
import { parse } from '../src/contract/parse.ts';

const WCS = `/wcs/resources/store/${STORE_ID}`;

/** The session cookie a response sets, as a Cookie header value. */
function sessionCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(header);
  if (!match) throw new Error('no session cookie was set');
  return `${SESSION_COOKIE}=${match[1]}`;
}

async function person(app: ReturnType<typeof createSandbox>['app'], cookie?: string) {
  const response = await app.request(`${WCS}/person/@self`, cookie ? { headers: { cookie } } : {});
  expect(response.status).toBe(200);
  return parse(await response.json(), Person, 'GET person/@self');
}

async function signIn(app: ReturnType<typeof createSandbox>['app'], redirectUrl: string, cookie?: string) {
  return app.request('/en-ca/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams({ email: 'a@b.c', redirectUrl }).toString(),
  });
}

describe('sandbox demo pages', () => {
  test('/ lists the demo pages', async () => {
    const { app } = createSandbox();
    const response = await app.request('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const href of ['/en-ca/cart', '/en-us/cart', '/fr-fr/cart', '/en-ca/sign-in']) expect(html).toContain(`href="${href}"`);
  });

  test('/en-ca/cart sets a session cookie, a strict CSP and embeds the toggle, the CTA and the script', async () => {
    const { app, state } = createSandbox();
    const response = await app.request('/en-ca/cart');
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(state.sessions.has(cookie.split('=')[1] ?? '')).toBe(true);
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).toContain('data-direct-billing="toggle"');
    expect(html).toContain('data-direct-billing="cta"');
    expect(html).toMatch(/<script type="module" async src="\/widgets\/embed\.js"/);
  });

  test('a returning visitor keeps the session and gets no new cookie', async () => {
    const { app } = createSandbox();
    const cookie = sessionCookie(await app.request('/en-ca/cart'));
    const again = await app.request('/en-ca/cart', { headers: { cookie } });
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  test('an unknown locale /xx-yy/cart is 404', async () => {
    const { app } = createSandbox();
    expect((await app.request('/xx-yy/cart')).status).toBe(404);
  });
});

describe('spec 000 §5-§7: the shop session and sign-in', () => {
  test('a new visitor is the anonymous user -1002', async () => {
    const { app } = createSandbox();
    const me = await person(app);
    expect(me.userId).toBe('-1002');
    expect(me.registerType).toBe('G');
  });

  test('signing in redirects 303 to the cart and the new cookie is a registered customer', async () => {
    const { app } = createSandbox();
    const visitor = sessionCookie(await app.request('/en-ca/cart'));
    const response = await signIn(app, '/en-ca/cart', visitor);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-ca/cart');
    const cookie = sessionCookie(response);
    expect(cookie).not.toBe(visitor);
    const me = await person(app, cookie);
    expect(me.registerType).toBe('R');
    expect(me.userId).not.toBe('-1002');
    expect(me.email1).toBe('a@b.c');
  });

  test.each(['//evil.example/x', 'https://evil.example', '/\\evil.example'])('a redirectUrl of %s goes to /en-ca/cart instead', async (target) => {
    const { app } = createSandbox();
    const response = await signIn(app, target);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-ca/cart');
  });

  test('the wcs calls with a wrong storeId are 404', async () => {
    const { app } = createSandbox();
    expect((await app.request('/wcs/resources/store/99999/person/@self')).status).toBe(404);
    expect((await app.request('/wcs/resources/store/99999/cart/cartItemDetails')).status).toBe(404);
  });

  test('the user context carries an activity id', async () => {
    const { app } = createSandbox();
    const response = await app.request(`${WCS}/usercontext/@self/contextdata`);
    const body: unknown = await response.json();
    expect(body).toMatchObject({ activityToken: { activityId: expect.stringMatching(/^act_/) }, isPartiallyAuthenticated: false });
  });

  test('cartItemDetails answers the 4 demo products and validates as a Cart', async () => {
    const { app } = createSandbox();
    const response = await app.request(`${WCS}/cart/cartItemDetails`);
    expect(response.status).toBe(200);
    const cart = parse(await response.json(), Cart, 'GET cart/cartItemDetails');
    expect(cart.products).toHaveLength(4);
    expect(cart.products.map((p) => p.productType).sort()).toEqual(
      ['FRAME', 'PRESCRIPTION_CONTACT_LENS', 'SINGLE_VISION_LENS', 'SOLUTIONS'],
    );
    const sum = cart.products.reduce((total, p) => total + Math.round(p.unitPrice.amount * 100) * p.quantity, 0);
    expect(Math.round(cart.orderSubtotal.amount * 100)).toBe(sum);
  });
});

describe('sandbox static files', () => {
  // A dist folder of our own, with a secret file beside it that must never be served.
  const root = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'embed.js'), 'export {};');
  writeFileSync(join(root, 'secret.txt'), 'secret');

  test('/widgets/embed.js is served from dist as JavaScript, to any origin', async () => {
    const { app } = createSandbox({ distDir: dist });
    const response = await app.request('/widgets/embed.js', { headers: { origin: 'http://shop.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    // A module script on another origin's page loads in CORS mode.
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe('export {};');
  });

  test.each(['/widgets/../secret.txt', '/widgets/%2e%2e/secret.txt', '/widgets/..%2Fsecret.txt', '/widgets/..%5Csecret.txt', '/shop/../../secret.txt'])(
    'traversal %s does not serve a file outside dist',
    async (path) => {
      const { app } = createSandbox({ distDir: dist });
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    },
  );
});


describe('safeRedirect: only a same-site path is a redirect target', () => {
  test.each<[string, string | undefined, string]>([
    ['a same-site path is kept', '/en-ca/cart', '/en-ca/cart'],
    ['a path with a query is kept', '/en-ca/cart?brand=vde', '/en-ca/cart?brand=vde'],
    ['the root path is kept', '/', '/'],
    ['a protocol-relative //evil.example falls back', '//evil.example/x', '/fallback'],
    ['a backslash /\\evil.example falls back', '/\\evil.example', '/fallback'],
    ['an absolute https URL falls back', 'https://evil.example', '/fallback'],
    ['a javascript: URL falls back', 'javascript:alert(1)', '/fallback'],
    ['a relative path without a slash falls back', 'en-ca/cart', '/fallback'],
    ['an empty string falls back', '', '/fallback'],
    ['no target falls back', undefined, '/fallback'],
    ['a tab-smuggled /\t/evil.example falls back', '/\t/evil.example', '/fallback'],
    ['a newline-smuggled path falls back', '/\n/evil.example', '/fallback'],
  ])('%s', (_name, target, expected) => {
    expect(safeRedirect(target, '/fallback')).toBe(expected);
  });
});
