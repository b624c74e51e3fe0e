// The demo shop's pages (README, "Demo pages"): each answers with the strict CSP, its mounts and its
// scripts, in English and French, with a brand switch; guest sign-in; my account behind sign-in.
import { describe, expect, test } from 'vitest';
import { BRANDS } from '../src/domain/host/brand-codes.ts';
import { Person } from '../src/contract/host/host.ts';
import { parse } from '../src/contract/parse.ts';
import { PAGE_CSP } from './shop.ts';
import { LOCALES as LOCALE_SETTINGS, STORE_ID, WORDS, type DemoLocale } from './pages.ts';
import { PRESCRIPTION_FILE_SCENARIOS } from './service/scenarios.ts';
import { CATALOGUE } from './pages/catalogue.ts';
import { SCENARIO_OUTCOMES, SCENARIOS } from './service/scenarios.ts';
import { visibleText, visitor } from './pages/test-visitor.ts';
import { ANONYMOUS_USER_ID } from './state.ts';
import { createSandbox } from './app.ts';

const LOCALES: DemoLocale[] = ['en-ca', 'en-us', 'fr-fr', 'fr-ca'];
const LOCALE_COUNTRIES = Object.fromEntries(LOCALES.map((l) => [l, LOCALE_SETTINGS[l].country])) as Record<DemoLocale, string>;
/** The lang attribute of each French demo locale's pages: France, and Quebec (spec 001 §1). */
const LOCALES_OF = { 'fr-fr': 'fr-FR', 'fr-ca': 'fr-CA' } as const;
const LOADER = /<script type="module" async src="\/widgets\/embed\.js"/;

/** Each page of a locale, with the mounts and the page script it must carry. */
const pagesOf = (l: DemoLocale): [string, string[], string | null][] => [
  [`/${l}/products`, [], null],
  ...CATALOGUE.map((p): [string, string[], string | null] => [`/${l}/product/${p.slug}`, ['toggle', 'cta'], null]),
  [`/${l}/cart`, ['toggle', 'cta'], '/shop/cart.js'],
  [`/${l}/sign-in`, [], null],
  [`/${l}/direct-billing-vision-care-insurance`, ['overview'], null],
  [`/${l}/account/claims`, ['my-claims'], null],
];

/** A signed-in visitor who has also placed an order, so every page of the shop can be visited. */
async function customer() {
  const v = visitor();
  await v.page('/en-ca/cart');
  await v.post('/en-ca/sign-in', { email: 'a@b.c', redirectUrl: '/en-ca/cart' });
  const order = (await v.post('/en-ca/checkout')).headers.get('location') ?? '';
  return { v, order };
}

describe('every page answers 200 with the strict CSP, its mounts and its scripts', () => {
  test.each(LOCALES.flatMap(pagesOf))('%s', async (path, mounts, script) => {
    const { v } = await customer();
    const response = await v.get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(PAGE_CSP);
    const html = await response.text();
    for (const mount of mounts) expect(html).toContain(`data-direct-billing="${mount}"`);
    if (mounts.length) expect(html).toMatch(LOADER);
    if (script) expect(html).toContain(`<script type="module" src="${script}"></script>`);
    expect(html).toMatch(/<main [^>]*id="main"/);
  });

  test('the order page loads the loader and order-complete.js', async () => {
    const { v, order } = await customer();
    const html = await v.page(order);
    expect(html).toMatch(LOADER);
    expect(html.indexOf('/widgets/embed.js')).toBeLessThan(html.indexOf('/shop/order-complete.js'));
  });

  test('the cart keeps what the browser tests rely on: #checkout, ?hostile-css, the loader', async () => {
    const v = visitor();
    const html = await v.page('/en-ca/cart?hostile-css');
    expect(html).toContain('id="checkout"');
    expect(html).toContain('<link rel="stylesheet" href="/shop/hostile.css">');
    expect(await v.page('/en-ca/cart')).not.toContain('hostile.css');
    // ?hostile-host runs its script after the loader, as a tag manager loaded later would: the loader is a plain module
    // script there, not an async one, so it runs before the page's later scripts whenever it arrives.
    const hostile = await v.page('/en-ca/cart?hostile-host');
    expect(hostile.indexOf('<script type="module" src="/widgets/embed.js"')).toBeGreaterThan(0);
    expect(hostile.indexOf('/widgets/embed.js')).toBeLessThan(hostile.indexOf('/shop/hostile-host.js'));
    expect(await v.page('/en-ca/cart')).not.toContain('hostile-host.js');
  });

  test('?widget-origin loads the loader from a loopback origin named in script-src and style-src; any other origin is ignored', async () => {
    const v = visitor();
    const answer = await v.get('/en-ca/cart?widget-origin=http://localhost:4100');
    expect(await answer.text()).toContain('<script type="module" async src="http://localhost:4100/widgets/embed.js"');
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' http://localhost:4100;");
    expect(policy).toContain("style-src 'self' http://localhost:4100;");
    expect(policy).not.toMatch(/unsafe/);
    const foreign = await v.get('/en-ca/cart?widget-origin=https://evil.example');
    expect(await foreign.text()).toContain('<script type="module" async src="/widgets/embed.js"');
    expect(foreign.headers.get('content-security-policy')).not.toContain('evil');
  });

  test.each(['/shop/cart.js', '/shop/order-complete.js', '/shop/shop.css', '/shop/hostile-host.js'])('%s is served', async (path) => {
    const response = await visitor().get(path);
    expect(response.status).toBe(200);
  });

  test('no page has an inline script, an inline style or an inline event handler', async () => {
    const { v, order } = await customer();
    const paths = ['/', order, ...LOCALES.flatMap(pagesOf).map(([path]) => path)];
    const bad = visitor();
    await bad.page('/en-ca/cart');
    const errors = [
      await (await bad.post('/en-ca/cart/lines/line-1', { quantity: 'abc' })).text(),
      await (await bad.post('/en-ca/cart/lines', { slug: 'harbour-round-frame', quantity: '0' })).text(),
    ];
    for (const html of [...(await Promise.all(paths.map((p) => v.page(p)))), ...errors]) {
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/ style=/i);
      expect(html).not.toMatch(/ on[a-z]+=/i);
    }
  });
});

test.each([
  ['a cart quantity', '/en-ca/cart/lines/line-1', { quantity: '"><script>x</script>' }],
  ['a product quantity', '/en-ca/cart/lines', { slug: 'harbour-round-frame', quantity: '" onload="x' }],
])('a refused %s comes back escaped', async (_what, path, fields) => {
  const v = visitor();
  await v.page('/en-ca/cart');
  const html = await (await v.post(path, fields)).text();
  expect(html).toContain(`value="${(fields.quantity ?? '').replace(/[<>"]/g, (c) => `&#${c.charCodeAt(0)};`)}"`);
  expect(html).not.toContain(fields.quantity);
});

describe('the brand switch', () => {
  test('a labelled select of every brand in a GET form that keeps the path and the other parameters', async () => {
    const html = await visitor().page('/en-us/sign-in?brand=nua&redirectUrl=%2Fen-us%2Fcart');
    expect(html).toContain('<form class="brand-switch" method="get" action="/en-us/sign-in">');
    expect(html).toContain('<label for="shop-brand">Brand</label>');
    for (const brand of BRANDS) expect(html).toContain(`<option value="${brand}"`);
    expect(html).toContain('<option value="nua" selected>');
    expect(html).toContain('<input type="hidden" name="redirectUrl" value="/en-us/cart">');
  });

  test('the brand goes to the loader and stays on the shop links; an unknown brand is cle', async () => {
    const v = visitor();
    const html = await v.page('/en-ca/cart?brand=vde');
    expect(html).toContain('data-brand="vde"');
    expect(html).toContain('href="/en-ca/products?brand=vde"');
    expect(html).toContain('action="/en-ca/checkout?brand=vde"');
    expect(await v.page('/en-ca/cart?brand=evil')).toContain('data-brand="cle"');
    expect((await v.post('/en-ca/sign-out?brand=vde')).headers.get('location')).toBe('/en-ca/cart?brand=vde');
  });
});

describe('sign-in, guest and my account (spec 000 §5-§6)', () => {
  test.each([
    { locale: 'en-ca' as const, typed: 'alex.martin' },
    { locale: 'fr-fr' as const, typed: 'alex@exemple' },
  ])('a malformed e-mail ($locale, "$typed") is refused with its message, the typed value kept, nobody signed in', async ({ locale, typed }) => {
    const v = visitor();
    await v.page(`/${locale}/cart`);
    const response = await v.post(`/${locale}/sign-in`, { email: typed, redirectUrl: `/${locale}/cart` });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`value="${typed}" aria-invalid="true" aria-describedby="email-error"`);
    expect(html).toContain(`<p class="field-error" id="email-error" role="alert">${WORDS[locale === 'fr-fr' ? 'fr' : 'en'].emailError}</p>`);
    expect(v.session().userId).toBe(ANONYMOUS_USER_ID);
  });

  test('signing in brings a visitor\'s cart along, but a second customer signing in over a first gets a cart of their own', async () => {
    const v = visitor();
    await v.page('/en-ca/cart');
    const anonymous = v.session().cartId;
    await v.post('/en-ca/sign-in', { email: 'first@example.com', redirectUrl: '/en-ca/cart' });
    expect(v.session().cartId).toBe(anonymous);
    // The first customer's cart may hold their claim: the second's would be refused on it (one claim per order).
    await v.post('/en-ca/sign-in', { email: 'second@example.com', redirectUrl: '/en-ca/cart' });
    expect(v.session().cartId).not.toBe(anonymous);
    expect(v.session().lines.length).toBeGreaterThan(0);
  });

  test('an e-mail the shop has seen signs its customer in again: the same customer number, their claims and counts, their cart and orders', async () => {
    const sandbox = createSandbox();
    const first = visitor(sandbox);
    await first.page('/en-ca/cart');
    await first.post('/en-ca/sign-in', { email: 'limit@example.com', redirectUrl: '/en-ca/cart' });
    const customer = first.session().userId;
    const order = (await first.post('/en-ca/checkout')).headers.get('location') ?? '';
    await first.post('/en-ca/cart/lines/line-1', { quantity: '3' });
    sandbox.state.service.customer(customer).submits.push(sandbox.state.service.now());
    const cartId = first.session().cartId;
    await first.post('/en-ca/sign-out');
    // Another browser, the e-mail typed in another case: the same customer, as a shop compares e-mails.
    const again = visitor(sandbox);
    await again.page('/en-ca/cart');
    await again.post('/en-ca/sign-in', { email: ' Limit@Example.com', redirectUrl: '/en-ca/cart' });
    expect(again.session()).toMatchObject({ userId: customer, cartId });
    expect(again.session().lines.find((l) => l.id === 'line-1')?.quantity).toBe(3);
    expect(sandbox.state.service.customer(again.session().userId).submits).toHaveLength(1);
    expect((await again.get(order)).status).toBe(200);
    // Each shop keeps its own account: the same e-mail at France's shop is France's customer, again and again.
    await again.page('/fr-fr/cart');
    const french = again.session().userId;
    expect(french).not.toBe(customer);
    await again.post('/fr-fr/sign-out');
    await again.post('/fr-fr/sign-in', { email: 'limit@example.com', redirectUrl: '/fr-fr/cart' });
    expect(again.session().userId).toBe(french);
  });

  test('the walk-in shopper (alex.martin@example.com, the form\'s default) and a reset give a fresh customer each time', async () => {
    const sandbox = createSandbox();
    const v = visitor(sandbox);
    await v.post('/en-ca/sign-in', { email: 'alex.martin@example.com', redirectUrl: '/en-ca/cart' });
    const walkIn = v.session().userId;
    await v.post('/en-ca/sign-out');
    await v.post('/en-ca/sign-in', { email: 'alex.martin@example.com', redirectUrl: '/en-ca/cart' });
    expect(v.session().userId).not.toBe(walkIn);
    await v.post('/en-ca/sign-in', { email: 'kept@example.com', redirectUrl: '/en-ca/cart' });
    const kept = v.session().userId;
    sandbox.state.reset();
    const after = visitor(sandbox);
    await after.post('/en-ca/sign-in', { email: 'kept@example.com', redirectUrl: '/en-ca/cart' });
    expect(after.session().userId).not.toBe(kept);
  });

  test('"Continue as guest" gives a guest account: registerType G, a user id, no name, e-mail or phone', async () => {
    const v = visitor();
    expect(await v.page('/en-ca/sign-in?redirectUrl=%2Fen-ca%2Fcart')).toContain('Continue as guest');
    const response = await v.post('/en-ca/sign-in/guest', { redirectUrl: '/en-ca/cart' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-ca/cart');
    const me = parse(await (await v.get(`/wcs/resources/store/${STORE_ID}/person/@self`)).json(), Person, 'person');
    expect(me).toMatchObject({ registerType: 'G' });
    expect(me.userId).not.toBe('-1002');
    expect([me.firstName, me.lastName, me.email1, me.phone1]).toEqual([undefined, undefined, undefined, undefined]);
    expect(await v.page('/en-ca/cart')).toContain('Shopping as a guest');
  });

  test.each([
    ['an anonymous visitor', async () => visitor()],
    ['a guest', async () => {
      const v = visitor();
      await v.post('/en-ca/sign-in/guest', { redirectUrl: '/en-ca/cart' });
      return v;
    }],
  ])('my claims sends %s to sign-in with redirectUrl, and sign-in brings them back', async (_who, make) => {
    const v = await make();
    const response = await v.get('/fr-fr/account/claims?brand=lcr');
    expect(response.status).toBe(303);
    const location = response.headers.get('location') ?? '';
    expect(location).toBe(`/fr-fr/sign-in?redirectUrl=${encodeURIComponent('/fr-fr/account/claims?brand=lcr')}&brand=lcr`);
    const html = await v.page(location);
    expect(html).not.toContain(WORDS.fr.continueAsGuest);
    const signedIn = await v.post('/fr-fr/sign-in?brand=lcr', { email: 'a@b.c', redirectUrl: '/fr-fr/account/claims?brand=lcr' });
    expect(signedIn.headers.get('location')).toBe('/fr-fr/account/claims?brand=lcr');
    expect(await v.page('/fr-fr/account/claims?brand=lcr')).toContain('data-direct-billing="my-claims"');
  });
});

describe('the language and country switch', () => {
  /** The switch's links on a page, by the shop they lead to: href, and whether it is marked as the current one. */
  const switchOf = (html: string) =>
    Object.fromEntries(
      [...(/<nav class="locale-switch"[^]*?<\/nav>/.exec(html)?.[0] ?? '').matchAll(/<a href="([^"]*)" lang="([^"]*)" hreflang="[^"]*"( aria-current="true")?>([^<]*)<\/a>/g)].map(
        ([, href, lang, current, name]) => [name, { href: href?.replaceAll('&#38;', '&') ?? '', lang, current: Boolean(current) }],
      ),
    );
  // The customer's order was placed in the Canadian shop: its page exists in that shop's locales only.
  const orderIn = (locale: DemoLocale, order: string) => (LOCALE_COUNTRIES[locale] === 'CA' ? [order.replace('/en-ca/', `/${locale}/`)] : []);
  const pathsOf = (locale: DemoLocale, order: string) => [...pagesOf(locale).map(([path]) => path), ...orderIn(locale, order), `/${locale}/help/vision-insurance`, `/${locale}/c/privacy-policy`];

  test.each(LOCALES)('every %s page leads to the same page in each locale, the current one marked, each answering 200', async (locale) => {
    const { v, order } = await customer();
    for (const path of pathsOf(locale, order)) {
      const links = switchOf(await v.page(`${path}?brand=nua`));
      expect(Object.keys(links), path).toEqual(['English (US)', 'English (Canada)', 'Français (France)', 'Français (Québec)']);
      for (const [to, { href, lang, current }] of Object.entries({ 'en-us': links['English (US)'], 'en-ca': links['English (Canada)'], 'fr-fr': links['Français (France)'], 'fr-ca': links['Français (Québec)'] })) {
        const url = new URL(href, 'http://shop.test');
        // An order is its shop's: the switch to another country's shop leads to that shop's cart.
        const otherShop = path.includes('/order/') && LOCALE_COUNTRIES[to as DemoLocale] !== LOCALE_COUNTRIES[locale];
        expect(url.pathname, path).toBe(otherShop ? `/${to}/cart` : path.replace(`/${locale}/`, `/${to}/`));
        expect(url.searchParams.get('brand'), path).toBe('nua');
        expect(lang.toLowerCase()).toBe(to);
        expect(current, `${path} → ${to}`).toBe(to === locale);
        expect((await v.get(href)).status, href).toBe(200);
      }
    }
  });

  test('the sign-in page keeps where it brings the visitor back, in the locale switched to; the index has no switch', async () => {
    const v = visitor();
    const links = switchOf(await v.page('/en-ca/sign-in?redirectUrl=%2Fen-ca%2Fproduct%2Fharbour-round-frame'));
    expect(links['Français (France)']?.href).toBe('/fr-fr/sign-in?redirectUrl=%2Ffr-fr%2Fproduct%2Fharbour-round-frame');
    // What the cart keeps in its query (the hostile pages, the dark scheme) stays on the other locale's cart.
    expect(switchOf(await v.page('/en-ca/cart?hostile-css&scheme=auto'))['Français (Québec)']?.href).toBe('/fr-ca/cart?hostile-css=&scheme=auto');
    expect(await v.page('/')).not.toContain('locale-switch');
  });
});

describe('French pages speak French', () => {
  const english = Object.entries(WORDS.en)
    .filter(([key, value]) => WORDS.fr[key as keyof typeof WORDS.fr] !== value)
    .map(([, value]) => value)
    .concat(CATALOGUE.map((p) => p.name.en));

  test.each((['fr-fr', 'fr-ca'] as const).flatMap((locale) => pagesOf(locale).map(([path]) => [path, LOCALES_OF[locale]] as const)))('%s has no English text of the shop', async (path, lang) => {
    const { v } = await customer();
    const html = await v.page(path);
    expect(html).toContain(`<html lang="${lang}">`);
    const text = visibleText(html);
    for (const words of english) expect(text, words).not.toContain(words);
    // French typography, never a line break before the mark: in France a narrow no-break space before a colon or a
    // question mark, in Quebec a no-break space before a colon and none before a question mark. (Read from the page's
    // own text nodes: visibleText makes every space a plain one.)
    const nodes = [...html.matchAll(/>([^<]+)</g)].map((m) => m[1]).join('\n');
    expect(nodes).not.toMatch(lang === 'fr-CA' ? /[^\u00a0\d]:(?:\s|$)|\s\?/u : /[^\u202f\d][:?](?:\s|$)/u);
  });

  test('the French cart, its errors and its order page', async () => {
    const { v } = await customer();
    const error = visibleText(await (await v.post('/fr-fr/cart/lines/line-1', { quantity: '500' })).text());
    expect(error).toContain(WORDS.fr.quantityError);
    const order = (await v.post('/fr-fr/checkout')).headers.get('location') ?? '';
    const text = visibleText(await v.page(order));
    expect(text).toContain(WORDS.fr.orderHeading);
    for (const words of english) expect(text, words).not.toContain(words);
  });
});

describe('the index', () => {
  test('links every page in every locale', async () => {
    const html = await visitor().page('/');
    for (const [path] of LOCALES.flatMap(pagesOf)) expect(html).toContain(`href="${path}"`);
  });

  test('documents the scenarios, the prescription file names and the faults', async () => {
    const text = visibleText(await visitor().page('/'));
    expect(text).toContain('Test scenarios');
    for (const word of SCENARIOS) expect(text).toContain(`${word} ${SCENARIO_OUTCOMES[word]}`);
    for (const { word, outcome } of PRESCRIPTION_FILE_SCENARIOS) expect(text).toContain(`${word} ${outcome}`);
    for (const bit of ['POST /sandbox/faults', 'x-sandbox-fault', 'POST /sandbox/reset', 'POST /sandbox/clock', 'advanceMs']) expect(text).toContain(bit);
  });
});
