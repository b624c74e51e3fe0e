// The demo shop's pages: they embed the widgets exactly the way a real shop does. One page per file
// under pages/; this module is where the shop routes, the service and the tests find them.

/** The locales, the store, the API key and the helpers every page shares. */
export { brandOf, brandQuery, esc, isDemoLocale, link, LOCALES, SANDBOX_API_KEY, STORE_ID, type DemoLocale } from './pages/kit.ts';
/** The words of the pages, English and French. */
export { WORDS, wordsOf, type Words } from './pages/words.ts';
/** The cart page, its totals and what can go wrong on it. */
export { cartPage, totalsView, type CartProblem, type TotalsView } from './pages/cart.ts';
/** The product list and product pages. */
export { productPage, productsPage } from './pages/products.ts';
/** Sign-in (with the guest way) and my account's claims. */
export { claimsPage, signInPage } from './pages/account.ts';
/** The order confirmation and the insurance landing page. */
export { landingPage, orderPage } from './pages/order.ts';
/** The sandbox's index: every page, the scenarios, the faults. */
export { indexPage } from './pages/home.ts';
