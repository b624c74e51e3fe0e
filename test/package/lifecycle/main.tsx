// A page of test/browser/npm-package.test.ts: the package's components in an app whose shopper switches its language at
// runtime and takes every widget away, for what docs/npm-package.md says of both ("Another language", "After the last
// component unmounts"). Built from the packed package like the sample app, against the test's sandbox.
import { StrictMode, useMemo, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { DirectBillingConfig, DirectBillingOptions } from 'direct-billing-widgets';
import { DirectBillingCta, DirectBillingToggle } from 'direct-billing-widgets/react';

/** The sample app's sandbox address, which the test replaces with its own. */
const SANDBOX = 'http://127.0.0.1:3000';

/** The sandbox's demo shop module, as the sample app types it. */
interface DemoShopModule {
  demoShop: (options: { cart: () => unknown; signedIn?: () => boolean }) => DirectBillingConfig['actions'];
}

function App({ actions }: { actions: DirectBillingConfig['actions'] }): ReactElement {
  const [locale, setLocale] = useState('en-ca');
  const [shown, setShown] = useState(true);
  const options = useMemo<DirectBillingOptions>(
    () => ({
      src: `${SANDBOX}/widgets/embed.js`,
      config: { storeId: '10151', locale, currency: 'CAD', country: 'CA', cartPath: location.pathname, apiBaseUrl: `${SANDBOX}/services/direct-billing`, apiKey: 'sandbox-public-key', actions },
    }),
    [locale, actions],
  );
  return (
    <main>
      <label>
        Language{' '}
        <select value={locale} onChange={(event) => setLocale(event.target.value)}>
          <option value="en-ca">English</option>
          <option value="fr-ca">Français</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={shown} onChange={(event) => setShown(event.target.checked)} /> Show widgets
      </label>
      {shown && <DirectBillingToggle options={options} />}
      {shown && <DirectBillingCta options={options} />}
    </main>
  );
}

void import(/* @vite-ignore */ `${SANDBOX}/sandbox/demo-shop.js`).then((module) => {
  const cartId = `lifecycle-${Math.random().toString(36).slice(2)}`;
  const actions = (module as DemoShopModule).demoShop({
    cart: () => ({
      cartId, orderSubtotal: { amount: 139 }, shippingCosts: { amount: 0 },
      products: [{ id: 'l1', productIdentifier: 'FRAME-001', name: 'Round frame', productType: 'FRAME', quantity: 1, unitPrice: { amount: 139 } }],
    }),
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App actions={actions} />
    </StrictMode>,
  );
});
