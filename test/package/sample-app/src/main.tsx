import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DirectBillingConfig, DirectBillingOptions } from 'direct-billing-widgets';
import { App } from './App.tsx';

// The sandbox (`npm start`). On your shop: your copy of the widgets and your direct-billing service.
const SANDBOX = 'http://127.0.0.1:3000';

/** The sandbox's demo shop module: it answers the shop's /wcs calls, which this page does not, with this page's cart. */
interface DemoShopModule {
  demoShop: (options: { cart: () => unknown; signedIn?: () => boolean }) => DirectBillingConfig['actions'];
}

// Your cart's own id: a shop's is unique per cart. Here one per tab (kept on reload), so each shopper's claim is theirs.
const cartId = sessionStorage.getItem('my-cart-id') ?? `my-cart-${Math.random().toString(36).slice(2)}`;
sessionStorage.setItem('my-cart-id', cartId);

/** The app, once the demo shop module is here. */
function start({ demoShop }: DemoShopModule): void {
  const options: DirectBillingOptions = {
    src: `${SANDBOX}/widgets/embed.js`,
    config: {
      storeId: '10151', locale: 'en-ca', currency: 'CAD', country: 'CA', cartPath: location.pathname,
      apiBaseUrl: `${SANDBOX}/services/direct-billing`, apiKey: 'sandbox-public-key',
      actions: demoShop({
        cart: () => ({
          cartId, orderSubtotal: { amount: 289 }, shippingCosts: { amount: 0 },
          products: [
            { id: 'l1', productIdentifier: 'FRAME-001', name: 'Round frame', productType: 'FRAME', quantity: 1, unitPrice: { amount: 139 } },
            { id: 'l2', productIdentifier: 'LENS-001', name: 'Single vision lenses', productType: 'SINGLE_VISION_LENS', quantity: 1, unitPrice: { amount: 150 } },
          ],
        }),
      }),
    },
  };

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App options={options} />
    </StrictMode>,
  );
}

// A promise, not a top-level await: Vite 6's default build target refuses one.
void import(/* @vite-ignore */ `${SANDBOX}/sandbox/demo-shop.js`).then((module) => start(module as DemoShopModule));
