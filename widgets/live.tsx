// The signed-in visitor's chunk: the toggle's and the call-to-action's live parts and the actions' façade. The loader
// imports it only dynamically, once the shop says the visitor is signed in (or the page calls an action), so a page
// nobody signs in on never fetches it. One chunk, not one per widget: a page with both pays one request. What only a
// record or a click needs is one more chunk (record-parts.tsx), fetched then.
import { provideActions } from '../signals/act.ts';

provideActions(() => import('./record-parts.tsx').then((m) => m.claimActions));

export { default as CtaLive } from './cta/CtaLive.tsx';
export { default as ToggleLive } from './toggle/ToggleLive.tsx';
// What the page API (entry/embed.ts) and the overview's plans call, as this module's own exports: a namespace object
// built at run time would need the bundler's runtime, one more file on a signed-in product page.
export { addBenefits, cartChanged, loadPlans, login, logout, orderComplete, refreshInsuranceState, removeBenefits, requestInsuranceData, requestProductQuote, sessionError } from '../signals/actions.ts';
