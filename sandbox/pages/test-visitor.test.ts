// The shop tests' visitor keeps cookies as a browser does, so what a test reads is what a shopper's browser would send.
import { describe, expect, test } from 'vitest';
import { setCookie } from 'hono/cookie';
import { createSandbox } from '../app.ts';
import { SESSION_COOKIE } from '../shop.ts';
import { visitor } from './test-visitor.ts';

describe('the test visitor\'s cookie jar', () => {
  test('a first visit that is the sign-in form: the response opens a session, then sets the signed-in one; the later is kept', async () => {
    const v = visitor();
    const answer = await v.post('/en-ca/sign-in', { email: 'alex.martin@example.com', redirectUrl: '/en-ca/cart' });
    expect(answer.status).toBe(303);
    expect(answer.headers.getSetCookie().filter((header) => header.startsWith(`${SESSION_COOKIE}=`))).toHaveLength(2);
    expect(v.session()).toMatchObject({ registerType: 'R', email: 'alex.martin@example.com' });
    // The next page is the signed-in visitor's: the cookie sent is the session the sign-in set.
    await v.page('/en-ca/cart');
    expect(v.session()).toMatchObject({ registerType: 'R', email: 'alex.martin@example.com' });
  });

  test('a second cookie of a response is kept beside the session\'s, and sent back with it; a deleted one is dropped', async () => {
    const sandbox = createSandbox();
    sandbox.app.get('/test-visitor/two-cookies', (c) => {
      setCookie(c, SESSION_COOKIE, 'one-session', { path: '/' });
      setCookie(c, 'shop_consent', 'yes', { path: '/' });
      return c.text('set');
    });
    sandbox.app.get('/test-visitor/forget', (c) => {
      setCookie(c, 'shop_consent', '', { path: '/', maxAge: 0 });
      return c.text('forgotten');
    });
    sandbox.app.get('/test-visitor/echo', (c) => c.text(c.req.header('cookie') ?? ''));
    const v = visitor(sandbox);
    await v.get('/test-visitor/two-cookies');
    expect(await (await v.get('/test-visitor/echo')).text()).toBe(`${SESSION_COOKIE}=one-session; shop_consent=yes`);
    await v.get('/test-visitor/forget');
    expect(await (await v.get('/test-visitor/echo')).text()).toBe(`${SESSION_COOKIE}=one-session`);
  });
});
