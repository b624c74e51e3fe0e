// The cart's routes: the page, its totals for cart.js, adding and editing lines, checkout and the order page.
import { Hono, type Context } from 'hono';
import type { ShopKit } from '../shop.ts';
import type { ShopSession, State } from '../state.ts';
import { parseQuantity, productBySlug, totalsOf } from './catalogue.ts';
import { cartPage, totalsView, type CartProblem } from './cart.ts';
import { link, LOCALES, WIDGET_ORIGIN, type DemoLocale } from './kit.ts';
import { visitorOf } from './layout.ts';
import { orderPage } from './order.ts';
import { productPage } from './products.ts';

/** The cart routes under /:locale, bound to one sandbox memory and the shop's shared helpers. */
export function cartRoutes(state: State, kit: ShopKit) {
  const app = new Hono();
  const { sessionOf, html, localeOf, brand } = kit;

  // A refused form answers 200, not 422: the page is what the shopper needs, and a 4xx document is a
  // console error in browsers (the browser tests fail on any).
  // Only a loopback origin is taken (kit.ts WIDGET_ORIGIN); anything else loads the widgets from the shop itself.
  const widgetOriginOf = (c: Context) => {
    const origin = c.req.query('widget-origin');
    return origin && WIDGET_ORIGIN.test(origin) ? origin : undefined;
  };
  const renderCart = (c: Context, locale: DemoLocale, session: ShopSession, problem?: CartProblem) =>
    html(
      c,
      cartPage({
        locale,
        brand: brand(c),
        session,
        shareMinor: state.service.shareOf(session.cartId),
        currency: LOCALES[locale].currency,
        hostileCss: c.req.query('hostile-css') !== undefined,
        hostileHost: c.req.query('hostile-host') !== undefined,
        colorScheme: (['dark', 'auto'] as const).find((scheme) => scheme === c.req.query('scheme')),
        widgetOrigin: widgetOriginOf(c),
        problem,
      }),
      widgetOriginOf(c),
    );
  const backToCart = (c: Context, locale: DemoLocale) => c.redirect(link(`/${locale}/cart`, brand(c)), 303);
  // What a form field held, cut short: it is echoed back into the page when refused.
  const field = (value: unknown): string => (typeof value === 'string' ? value.slice(0, 64) : '');

  app.get('/:locale/cart', (c) => {
    const locale = localeOf(c);
    return locale ? renderCart(c, locale, sessionOf(c)) : c.notFound();
  });

  // cart.js reads this when the widgets say the insurer's share may have changed.
  app.get('/:locale/cart/totals', (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const session = sessionOf(c);
    const totals = totalsOf(session.lines, state.service.shareOf(session.cartId));
    c.header('cache-control', 'no-store');
    return c.json(totalsView(locale, totals, LOCALES[locale].currency));
  });

  app.post('/:locale/cart/lines', async (c) => {
    const locale = localeOf(c);
    const form = await c.req.parseBody();
    const product = productBySlug(field(form.slug));
    if (!locale || !product) return c.notFound();
    const session = sessionOf(c);
    const quantity = parseQuantity(form.quantity, 1);
    if (quantity === null) return html(c, productPage(locale, brand(c), session, product, { value: field(form.quantity) }));
    state.addLine(session, product, quantity);
    return backToCart(c, locale);
  });

  app.post('/:locale/cart/lines/:lineId', async (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const session = sessionOf(c);
    const lineId = c.req.param('lineId');
    const form = await c.req.parseBody();
    const quantity = parseQuantity(form.quantity, 0);
    // A line already gone (removed in another tab) leaves nothing to correct: back to the cart.
    if (!session.lines.some((l) => l.id === lineId)) return backToCart(c, locale);
    if (quantity === null) return renderCart(c, locale, session, { kind: 'quantity', lineId, value: field(form.quantity) });
    state.setQuantity(session, lineId, quantity);
    return backToCart(c, locale);
  });

  // A reload of a refused form's page, or a bookmark of it, lands on the cart rather than a 404.
  app.get('/:locale/cart/lines/*', (c) => {
    const locale = localeOf(c);
    return locale ? backToCart(c, locale) : c.notFound();
  });

  app.post('/:locale/checkout', (c) => {
    const locale = localeOf(c);
    if (!locale) return c.notFound();
    const session = sessionOf(c);
    // Like a real shop: a visitor signs in or goes on as a guest before paying.
    if (visitorOf(session) === 'anonymous') {
      return c.redirect(link(`/${locale}/sign-in`, brand(c), { redirectUrl: link(`/${locale}/cart`, brand(c)) }), 303);
    }
    if (session.lines.length === 0) return renderCart(c, locale, session, { kind: 'empty-checkout' });
    const order = state.completeOrder(session);
    return c.redirect(link(`/${locale}/order/${order.number}`, brand(c)), 303);
  });

  app.get('/:locale/order/:orderNumber', (c) => {
    const locale = localeOf(c);
    const session = sessionOf(c);
    const order = session.orders.find((o) => o.number === c.req.param('orderNumber'));
    return locale && order ? html(c, orderPage(locale, brand(c), session, order)) : c.notFound();
  });

  return app;
}
