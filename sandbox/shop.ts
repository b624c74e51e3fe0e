// The host shop: demo pages, a cookie session with a sign-in, and its /wcs calls (spec 000 section 7).
import { Hono, type Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { brandOf, claimsPage, indexPage, isDemoLocale, landingPage, link, productPage, productsPage, signInPage, type DemoLocale } from './pages.ts';
import { SHOP_LOCALE, shopOf, type ShopSession, type State } from './state.ts';
import { productBySlug } from './pages/catalogue.ts';
import { LEGAL_PATHS, legalPage } from './pages/legal.ts';
import { helpPage } from './pages/help.ts';
import { eyeExamPage } from './pages/eye-exam.ts';
import { cartRoutes } from './pages/cart-routes.ts';
import { wcsRoutes } from './pages/wcs.ts';
import { visitorOf } from './pages/layout.ts';
import { EYE_EXAM_PATH, HELP_PATH, serviceLocaleOf, shopOfStore, WIDGET_ORIGIN } from './pages/kit.ts';
import { staysOnSite } from './service/rules/host.ts';

/** The shop's session cookie. */
export const SESSION_COOKIE = 'demo_shop_session';

/** A demo page's strict policy: proves the widgets need no inline script or style and no eval. */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The page policy with the widgets' own origin added to script-src and style-src, and nothing else loosened. */
export function pageCsp(widgetOrigin?: string): string {
  if (!widgetOrigin || !WIDGET_ORIGIN.test(widgetOrigin)) return PAGE_CSP;
  return PAGE_CSP.replace("script-src 'self'", `script-src 'self' ${widgetOrigin}`).replace("style-src 'self'", `style-src 'self' ${widgetOrigin}`);
}

/** Scripts and tests may name the visitor's session with this header instead of the cookie. */
export const SESSION_HEADER = 'x-demo-session';

/** Only a same-site path may be a redirect target, never another origin (the sandbox's rule, service/rules.ts). */
export function safeRedirect(target: string | undefined, fallback: string): string {
  return target && staysOnSite(target) ? target : fallback;
}

/** What the shop's route modules share: the visitor, the page answer, the locale and brand of a request. */
export interface ShopKit {
  sessionOf(c: Context): ShopSession;
  /** Sets the cookie of a visitor whose session id changed (sign-in, guest). */
  remember(c: Context, session: ShopSession): void;
  /** A page answer under the strict policy (`pageCsp`), loosened for nothing but the widgets' origin when given. */
  html(c: Context, body: string, widgetOrigin?: string): Response;
  localeOf(c: Context): DemoLocale | null;
  brand(c: Context): string;
}

/** The shop routes, bound to one sandbox memory. */
export function shopRoutes(state: State) {
  const app = new Hono();
  const remember = (c: Context, session: ShopSession) => setCookie(c, SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'Lax', path: '/' });
  const kit: ShopKit = {
    sessionOf(c) {
      // The shop a request is to: its page's locale, or the store its shop call names; none for the sandbox's own pages.
      const locale = c.req.param('locale');
      const store = shopOfStore(c.req.param('storeId'));
      const shop = locale && isDemoLocale(locale) ? shopOf(locale) : store;
      const existing = state.sessions.get(getCookie(c, SESSION_COOKIE) ?? c.req.header(SESSION_HEADER) ?? '');
      if (!existing) {
        const fresh = state.newSession(shop ?? undefined);
        remember(c, fresh);
        return fresh;
      }
      if (!shop) return existing;
      const here = state.sessionIn(existing, (locale && serviceLocaleOf(locale)) || SHOP_LOCALE[shop]);
      // A page of another shop names the visitor by their session there; a shop call answers without moving them.
      if (here !== existing && locale && !c.req.header(SESSION_HEADER)) remember(c, here);
      return here;
    },
    remember,
    html(c, body, widgetOrigin) {
      c.header('content-security-policy', pageCsp(widgetOrigin));
      return c.html(body);
    },
    localeOf(c) {
      const locale = c.req.param('locale') ?? '';
      return isDemoLocale(locale) ? locale : null;
    },
    brand: (c) => brandOf(c.req.query('brand')),
  };
  const { sessionOf, html, localeOf, brand } = kit;

  app.get('/', (c) => html(c, indexPage(sessionOf(c))));

  app.get('/:locale/products', (c) => {
    const locale = localeOf(c);
    return locale ? html(c, productsPage(locale, brand(c), sessionOf(c))) : c.notFound();
  });

  app.get('/:locale/product/:slug', (c) => {
    const locale = localeOf(c);
    const product = productBySlug(c.req.param('slug'));
    return locale && product ? html(c, productPage(locale, brand(c), sessionOf(c), product)) : c.notFound();
  });

  app.get('/:locale/direct-billing-vision-care-insurance', (c) => {
    const locale = localeOf(c);
    return locale ? html(c, landingPage(locale, brand(c), sessionOf(c))) : c.notFound();
  });

  app.get('/:locale/account/claims', (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const session = sessionOf(c);
    if (visitorOf(session) === 'registered') return html(c, claimsPage(locale, brand(c), session));
    const back = link(`/${locale}/account/claims`, brand(c));
    return c.redirect(link(`/${locale}/sign-in`, brand(c), { redirectUrl: back }), 303);
  });

  app.get('/:locale/sign-in', (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const back = safeRedirect(c.req.query('redirectUrl'), `/${locale}/cart`);
    return html(c, signInPage(locale, brand(c), sessionOf(c), back));
  });

  const redirectOf = async (c: Context, locale: DemoLocale) => {
    const form = await c.req.parseBody();
    return { form, back: safeRedirect(typeof form.redirectUrl === 'string' ? form.redirectUrl : undefined, link(`/${locale}/cart`, brand(c))) };
  };

  app.post('/:locale/sign-in', async (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const { form, back } = await redirectOf(c, locale);
    const email = typeof form.email === 'string' ? form.email.trim() : '';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return html(c, signInPage(locale, brand(c), sessionOf(c), back, email));
    // The service writes the customer's history in the language of the shop they signed in on (en-ca: en_CA).
    remember(c, state.signIn(sessionOf(c), email, serviceLocaleOf(locale)));
    return c.redirect(back, 303);
  });

  app.post('/:locale/sign-in/guest', async (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const { back } = await redirectOf(c, locale);
    remember(c, state.continueAsGuest(sessionOf(c)));
    return c.redirect(back, 303);
  });

  app.post('/:locale/sign-out', (c) => {
    const locale = localeOf(c) ?? 'en-ca';
    const session = state.sessions.get(getCookie(c, SESSION_COOKIE) ?? '');
    // One identity provider: signing out of one shop signs the visitor out of every shop they visited.
    for (const one of session ? state.visitorSessions(session) : []) state.sessions.delete(one.id);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.redirect(link(`/${locale}/cart`, brand(c)), 303);
  });

  // The legal pages the review links to before the shopper accepts them, in the page's language.
  for (const [path, kind] of Object.entries(LEGAL_PATHS)) {
    app.get(`/:locale/${path}`, (c) => {
      const locale = localeOf(c);
      return locale ? html(c, legalPage(locale, brand(c), sessionOf(c), kind, `/${locale}/${path}`)) : c.notFound();
    });
  }

  // The help page the configuration's FAQ address opens, in the page's language.
  app.get(`/:locale/${HELP_PATH}`, (c) => {
    const locale = localeOf(c);
    return locale ? html(c, helpPage(locale, brand(c), sessionOf(c), `/${locale}/${HELP_PATH}`)) : c.notFound();
  });

  // The eye-exam page the plans' schedule-exam link opens (the configuration's eyeExamPath), in the page's language.
  app.get(`/:locale/${EYE_EXAM_PATH}`, (c) => {
    const locale = localeOf(c);
    return locale ? html(c, eyeExamPage(locale, brand(c), sessionOf(c), `/${locale}/${EYE_EXAM_PATH}`)) : c.notFound();
  });

  app.route('/', cartRoutes(state, kit));
  app.route('/wcs/resources/store/:storeId', wcsRoutes(state, kit));
  return app;
}
