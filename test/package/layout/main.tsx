// A page of test/browser/npm-package.test.ts: a product page of a React shop with the toggle and the call-to-action, each
// given the state the shop expects (docs/npm-package.md, "Reserving the widgets' space"), its text after them, and the
// reserving CSS of docs/layout.md, which the test adds to its <head>. The URL says what the shop's server knows: the
// language (`?locale=fr-ca`) and whether the shopper is signed in (`?signed=out`). Built from the packed package.
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { DirectBillingConfig, DirectBillingOptions } from 'direct-billing-widgets';
import { DirectBillingCta, DirectBillingToggle } from 'direct-billing-widgets/react';

/** The sample app's sandbox address, which the test replaces with its own. */
const SANDBOX = 'http://127.0.0.1:3000';

/** The sandbox's demo shop module, as the sample app types it. */
interface DemoShopModule {
  demoShop: (options: { cart: () => unknown; signedIn?: () => boolean }) => DirectBillingConfig['actions'];
}

const asked = new URLSearchParams(location.search);
const locale = asked.get('locale') ?? 'en-ca';
const signedIn = asked.get('signed') !== 'out';
// The reserving CSS reads the page's language (`:lang(fr)`, `:lang(fr-CA)`), as a shop's server writes it on <html>.
document.documentElement.lang = locale === 'fr-ca' ? 'fr-CA' : 'en';

function Product({ options }: { options: DirectBillingOptions }): ReactElement {
  const state = signedIn ? 'signed-in' : 'signed-out';
  return (
    <main>
      <h1>Round frame</h1>
      <DirectBillingToggle options={options} state={state} />
      <DirectBillingCta options={options} state={state} />
      <p>Free shipping over $75. Frames come with a hard case and a cleaning cloth.</p>
    </main>
  );
}

void import(/* @vite-ignore */ `${SANDBOX}/sandbox/demo-shop.js`).then((module) => {
  const cartId = `layout-${Math.random().toString(36).slice(2)}`;
  const actions = (module as DemoShopModule).demoShop({
    cart: () => ({
      cartId, orderSubtotal: { amount: 139 }, shippingCosts: { amount: 0 },
      products: [{ id: 'l1', productIdentifier: 'FRAME-001', name: 'Round frame', productType: 'FRAME', quantity: 1, unitPrice: { amount: 139 } }],
    }),
    signedIn: () => signedIn,
  });
  const options: DirectBillingOptions = {
    src: `${SANDBOX}/widgets/embed.js`,
    config: { storeId: '10151', locale, currency: 'CAD', country: 'CA', cartPath: '/cart', apiBaseUrl: `${SANDBOX}/services/direct-billing`, apiKey: 'sandbox-public-key', actions },
  };
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Product options={options} />
    </StrictMode>,
  );
});
