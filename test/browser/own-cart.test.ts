// The sandbox prices the engineer's own cart (issue 26): a plain page of another origin answers the shop calls with an
// `actions` module of its own (docs/embedding.md, "Actions"), no sandbox demo-shop module. Its shopper comes from the
// sandbox's demo-shop session call, the one way the sandbox issues a token, but its cart, products and prices are the
// page's and never reach the sandbox except through what the widgets send. A shopper walks the North American flow to
// an accepted claim, and *Claim applied* shows the insurer's share of that cart, computed here from the page's cart and
// the sandbox's allowance table, in English and in Quebec French.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COPAYS_MINOR, NA_ALLOWANCES_MINOR } from '../../sandbox/service/allowances.ts';
import { formatMoney, toMinor } from '../../src/domain/money.ts';
import { startHarness, type Harness } from './harness.ts';
import { completeFlow, mouse, shopPage } from './flow.ts';
import { literal, OWN_PAGE_CASES, serveOwnPages, type OwnPage } from './own-page.ts';
import type { DemoCartLine } from '../../sandbox/demo-shop/module.ts';

/**
 * The page's own cart, none of it in the sandbox's catalogue: a frame above the frame allowance, two pairs of
 * progressive lenses under the lens allowance, and a case no plan pays for.
 */
const LINES: DemoCartLine[] = [
  { id: 'own-frame', productIdentifier: 'AUR-TI-52', name: 'Aurora titanium frame', productType: 'FRAME', quantity: 1, unitPrice: { amount: 212.49 } },
  { id: 'own-lenses', productIdentifier: 'CLV-PRG-16', name: 'Clearview progressive lenses', productType: 'PROGRESSIVE_LENS', quantity: 2, unitPrice: { amount: 47.35 } },
  { id: 'own-case', productIdentifier: 'CASE-HARD-1', name: 'Hard case', productType: 'ACCESSORIES', quantity: 1, unitPrice: { amount: 12 } },
];
const CART = {
  cartId: 'my-own-cart-7',
  products: LINES,
  orderSubtotal: { amount: LINES.reduce((sum, l) => sum + toMinor(l.unitPrice.amount, 'CAD') * l.quantity, 0) / 100 },
  shippingCosts: { amount: 0 },
};

/** The plan of the sandbox's allowance table each of the page's product types draws on; none for the case. */
const PLAN_OF: Readonly<Record<string, string>> = { FRAME: 'FRAME', PROGRESSIVE_LENS: 'LENSES' };

/**
 * The insurer's share of the page's cart: each covered line's price × quantity, less its plan's copay (one line of each
 * plan here), up to its plan's allowance, in cents.
 */
const EXPECTED_MINOR = LINES.reduce((sum, line) => {
  const plan = PLAN_OF[line.productType];
  const cost = toMinor(line.unitPrice.amount, 'CAD') * line.quantity - (plan ? (COPAYS_MINOR[plan] ?? 0) : 0);
  return sum + (plan ? Math.min(Math.max(0, cost), NA_ALLOWANCES_MINOR[plan] ?? 0) : 0);
}, 0);

/** The page: mount elements, then its own actions module, then the loader; `SANDBOX` is the sandbox's origin. */
function pageOf(lang: string, locale: string, sandbox: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>My own shop</title></head>
<body><main>
<h1>My own shop</h1>
<div data-direct-billing="toggle"></div>
<div data-direct-billing="cta"></div>
<script type="module">
  const sandbox = ${JSON.stringify(sandbox)};
  const cart = ${JSON.stringify(CART)};
  // The shopper: a demo customer signed in on the sandbox, the one kind of session its service issues tokens for.
  let shopper;
  const signIn = () => (shopper ??= fetch(sandbox + '/sandbox/demo/sessions', { method: 'POST' }).then((answer) => {
    if (!answer.ok) throw { status: answer.status };
    return answer.json();
  }));
  window.directBillingConfig = {
    storeId: '10151', locale: ${JSON.stringify(locale)}, currency: 'CAD', country: 'CA', cartPath: location.pathname,
    apiBaseUrl: sandbox + '/services/direct-billing', apiKey: 'sandbox-public-key',
    actions: {
      person: async () => (await signIn()).person,
      userContext: async () => (await signIn()).userContext,
      // The page's own cart, told to nobody: the widgets read it, and send it with the claim record.
      cart: async () => structuredClone(cart),
    },
  };
</script>
<script type="module" src="${sandbox}/widgets/embed.js"></script>
</main></body></html>
`;
}

let h: Harness;
let own: OwnPage;
let pageOrigin: string;

beforeAll(async () => {
  h = await startHarness();
  const pages = new Map([['/cart', pageOf('en', 'en-ca', h.origin)], ['/fr-ca/cart', pageOf('fr', 'fr-ca', h.origin)]]);
  own = await serveOwnPages(pages);
  pageOrigin = own.origin;
  expect(new URL(pageOrigin).host).not.toBe(new URL(h.origin).host);
});
afterAll(async () => {
  await own?.close();
  await h?.close();
});

describe('issue 26: the sandbox prices the cart of a page answering the shop calls with its own actions module', () => {
  it('the expected share is the page cart\'s, not nothing: the frame up to its allowance, both pairs of lenses less the lens copay', () => {
    expect(EXPECTED_MINOR).toBe(NA_ALLOWANCES_MINOR.FRAME! + 2 * 4_735 - COPAYS_MINOR.LENSES!);
    expect(EXPECTED_MINOR).toBeGreaterThan(0);
  });

  it.each(OWN_PAGE_CASES)('$language: the accepted claim shows the insurer\'s share of the page\'s own cart', async ({ path, locale, words: flow, pays }) => {
    h.state.reset();
    const { page, errors } = await shopPage(h, 1280, 800);
    await page.goto(`${pageOrigin}${path}`);
    const money = (minor: number) => formatMoney(minor, { locale, currency: 'CAD' });
    const frame = LINES[0]!;
    const price = money(toMinor(frame.unitPrice.amount, 'CAD'));
    const words = { ...flow, frame: new RegExp(literal(frame.name)), framePrice: new RegExp(`^${literal(frame.name)}\\s?: ${literal(price)}$`) };

    await completeFlow(page, mouse, { words, memberId: 'DEMO1234' });

    const applied = page.getByRole('dialog', { name: words.applied });
    expect(await applied.textContent()).toContain(pays(money(EXPECTED_MINOR)));
    // The sandbox never held this cart: the amount came from what the widgets sent.
    expect(h.state.linesOfCart(CART.cartId)).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });
});
