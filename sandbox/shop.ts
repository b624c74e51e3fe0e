// The host shop: demo pages, a cookie session with a sign-in, and its /wcs calls (spec 000 section 7).
import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { brandOf, brandQuery, cartPage, indexPage, LOCALES, signInPage, STORE_ID, type DemoLocale } from './pages.ts';
import { subtotalMinor, type ShopSession, type State } from './state.ts';
import { isSameSitePath } from '../src/domain/paths.ts';

/** The shop's session cookie. */
export const SESSION_COOKIE = 'demo_shop_session';

/** A demo page's strict policy: proves the widgets need no inline script or style and no eval. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** Scripts and tests may name the visitor's session with this header instead of the cookie. */
export const SESSION_HEADER = 'x-demo-session';

/** Only a same-site path may be a redirect target, never another origin (the widgets' own rule). */
export function safeRedirect(target: string | undefined, fallback: string): string {
  return target && isSameSitePath(target) ? target : fallback;
}

/** The shop routes, bound to one sandbox memory. */
export function shopRoutes(state: State) {
  const app = new Hono();

  const sessionOf = (c: Context): ShopSession => {
    const existing = state.sessions.get(getCookie(c, SESSION_COOKIE) ?? c.req.header(SESSION_HEADER) ?? '');
    if (existing) return existing;
    const fresh = state.newSession();
    setCookie(c, SESSION_COOKIE, fresh.id, { httpOnly: true, sameSite: 'Lax', path: '/' });
    return fresh;
  };
  const html = (c: Context, body: string) => {
    c.header('content-security-policy', PAGE_CSP);
    return c.html(body);
  };
  const localeOf = (c: Context): DemoLocale | null => {
    const locale = c.req.param('locale') ?? '';
    return locale in LOCALES ? (locale as DemoLocale) : null;
  };

  app.get('/', (c) => html(c, indexPage(sessionOf(c))));

  app.get('/:locale/cart', (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    return html(c, cartPage(locale, brandOf(c.req.query('brand')), sessionOf(c), c.req.query('hostile-css') !== undefined));
  });

  app.get('/:locale/sign-in', (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const back = safeRedirect(c.req.query('redirectUrl'), `/${locale}/cart`);
    return html(c, signInPage(locale, brandOf(c.req.query('brand')), sessionOf(c), back));
  });

  app.post('/:locale/sign-in', async (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const form = await c.req.parseBody();
    const email = typeof form.email === 'string' && /^[^\s@]+@[^\s@]+$/.test(form.email) ? form.email : 'alex.martin@example.com';
    const signedIn = state.signIn(sessionOf(c), email);
    setCookie(c, SESSION_COOKIE, signedIn.id, { httpOnly: true, sameSite: 'Lax', path: '/' });
    return c.redirect(safeRedirect(typeof form.redirectUrl === 'string' ? form.redirectUrl : undefined, `/${locale}/cart`), 303);
  });

  app.post('/:locale/sign-out', (c) => {
    const locale = localeOf(c) ?? 'en-ca';
    state.sessions.delete(getCookie(c, SESSION_COOKIE) ?? '');
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    const brand = brandOf(c.req.query('brand'));
    return c.redirect(`/${locale}/cart${brandQuery(brand)}`, 303);
  });

  const wcs = new Hono();
  wcs.use('*', async (c, next) => {
    if (c.req.param('storeId') !== STORE_ID) return c.json({ errors: [{ errorKey: '_ERR_STORE_NOT_FOUND' }] }, 404);
    await next();
  });
  wcs.get('/person/@self', (c) => {
    const s = sessionOf(c);
    return c.json({
      userId: s.userId,
      registerType: s.registerType,
      ...(s.registerType === 'R' ? { firstName: s.firstName, lastName: s.lastName, email1: s.email, phone1: s.phone } : {}),
    });
  });
  wcs.get('/usercontext/@self/contextdata', (c) => {
    const s = sessionOf(c);
    return c.json({ activityToken: { activityId: s.activityId }, isPartiallyAuthenticated: false });
  });
  wcs.get('/cart/cartItemDetails', (c) => {
    const s = sessionOf(c);
    const subtotal = subtotalMinor(s.lines);
    return c.json({
      cartId: s.cartId,
      products: s.lines.map((l) => ({
        id: l.id,
        productIdentifier: l.productIdentifier,
        name: l.name,
        productType: l.productType,
        quantity: l.quantity,
        unitPrice: { amount: l.unitPriceMinor / 100 },
      })),
      orderSubtotal: { amount: subtotal / 100 },
      shippingCosts: { amount: 0 },
    });
  });
  app.route('/wcs/resources/store/:storeId', wcs);

  return app;
}
