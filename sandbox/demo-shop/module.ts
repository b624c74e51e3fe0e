// The demo shop for a page of the integrator's own, served by the sandbox as /sandbox/demo-shop.js (README, "Quick
// start"): `demoShop({ cart })` is an `actions` module (docs/embedding.md) for a page that does not answer the shop's
// /wcs calls. It signs a demo shopper in on the sandbox (remembered in the page's sessionStorage, so a reload keeps
// them), and answers the widgets with the page's own cart, which it tells the sandbox first so the insurer prices the
// claim from it. Runs in the page's browser: it imports types only, and reaches the sandbox it was loaded from.
import type { Person, UserContext } from '../../src/contract/host/host.ts';
import type { DemoShopper, DemoShopperForgotten } from './routes.ts';

/** One line of the page's cart, as the widgets read a shop's cart answer (docs/embedding.md). */
export interface DemoCartLine {
  id: string;
  productIdentifier: string;
  name: string;
  productType: string;
  quantity: number;
  unitPrice: { amount: number };
}

/** The page's cart, as the widgets read a shop's cart answer. */
export interface DemoCart {
  cartId: string;
  products: DemoCartLine[];
  orderSubtotal: { amount: number };
  shippingCosts?: { amount: number };
}

/** What the page gives: its cart, now (called each time the widgets read the cart), and whether its shopper is signed in. */
export interface DemoShopOptions {
  cart: () => DemoCart | Promise<DemoCart>;
  /**
   * Whether the shopper is signed in now, asked each time the widgets read the session: false answers the shop's
   * anonymous visitor, so the widgets show a signed-out page. Signed in when left out. A page that signs its shopper in
   * then calls `directBilling.login()`, as a shop does after its own sign-in.
   */
  signedIn?: () => boolean;
}

/** The shop's generic anonymous user (spec 000 section 3, anonymous user id), as a signed-out visitor's session answers. */
const ANONYMOUS: DemoShopper = {
  session: '',
  person: { userId: '-1002', registerType: 'G' },
  userContext: { activityToken: { activityId: 'anonymous' }, isPartiallyAuthenticated: false },
};

/** The actions module the widgets take as `actions`. */
export interface DemoActions {
  person(): Promise<Person>;
  userContext(): Promise<UserContext>;
  cart(): Promise<DemoCart>;
}

/** Where the page keeps its demo shopper for the tab's life. */
export const STORAGE_KEY = 'direct-billing-demo-shopper';

/** The demo-shop calls of the sandbox this module was loaded from. */
const CALLS = new URL('./demo/', import.meta.url);

/** A failed call, as a shop's error body the widgets read (its status). */
const failed = (status: number) => ({ status });

/**
 * What a shop's /wcs call answers once its session ended, as docs/embedding.md tells an actions module to reject: the
 * 401 with the shop's error of an expired activity token, which the widgets read as the session's end (spec 000 section
 * 8) and say so ("Your session has ended"). The sandbox answers the same on its own /wcs calls (its session-expired fault).
 */
export const SESSION_ENDED = { status: 401, errors: [{ errorKey: '_ERR_ACTIVITY_TOKEN', errorCode: 'CWXBB1011E', errorMessage: 'The activity token is expired.' }] };

async function call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'omit', cache: 'no-store' };
  if (body !== undefined) Object.assign(init, { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return fetch(new URL(path, CALLS), init);
}

function remembered(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(session: string | null): void {
  try {
    if (session) sessionStorage.setItem(STORAGE_KEY, session);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a private window's quota): the shopper lasts as long as the page.
  }
}

/** The shopper the sandbox has under a session id, or null once it forgot them (a reset, a restart). */
async function check(session: string): Promise<DemoShopper | null> {
  const found = await call('GET', `sessions/${encodeURIComponent(session)}`);
  if (!found.ok) throw failed(found.status);
  const answer = (await found.json()) as DemoShopper | DemoShopperForgotten;
  return 'forgotten' in answer ? null : answer;
}

/** The remembered shopper while the sandbox still has them, else a new one, remembered. */
async function signIn(): Promise<DemoShopper> {
  const known = remembered();
  if (known) {
    const found = await check(known).catch(() => null);
    if (found) return found;
  }
  // The widgets' configured locale and store: the sandbox writes the shopper's history in the page's language, and makes
  // them a shopper of the page's shop (a store and a locale of two countries are refused, saying why).
  const config: unknown = (globalThis as { directBillingConfig?: unknown }).directBillingConfig;
  const { locale, storeId } = (config && typeof config === 'object' ? config : {}) as { locale?: unknown; storeId?: unknown };
  const page = { ...(typeof locale === 'string' ? { locale } : {}), ...(typeof storeId === 'string' || typeof storeId === 'number' ? { storeId: String(storeId) } : {}) };
  const started = await call('POST', 'sessions', Object.keys(page).length > 0 ? page : undefined);
  if (!started.ok) {
    const refused = (await started.json().catch(() => null)) as { message?: unknown } | null;
    // The page's own mistake, said where its engineer looks; the widgets then show the shop's call as failed.
    if (started.status === 400 && typeof refused?.message === 'string') console.error(`[direct-billing sandbox] ${refused.message}`);
    throw failed(started.status);
  }
  const shopper = (await started.json()) as DemoShopper;
  remember(shopper.session);
  return shopper;
}

/**
 * The actions module of a page of one's own: a demo shopper signed in on the sandbox, and the page's cart. Each read asks
 * the sandbox whether it still has the shopper, as a shop's /wcs calls read its session: once it forgot them (a reset or
 * a restart while the page stayed open), the read rejects as a shop's ended session does (SESSION_ENDED), and the read
 * after that (the page's login(), a reload) signs a new shopper in.
 */
export function demoShop(options: DemoShopOptions): DemoActions {
  let shopper: Promise<DemoShopper> | undefined;
  let checking: Promise<DemoShopper> | undefined;
  let told = '';
  const ended = (): never => {
    remember(null);
    shopper = undefined;
    told = '';
    throw SESSION_ENDED;
  };
  /** The shopper as the sandbox has them now; one question at a time (the widgets read person and userContext together). */
  const stillThere = async (known: DemoShopper): Promise<DemoShopper> => (await check(known.session)) ?? ended();
  const current = async (): Promise<DemoShopper> => {
    if (!shopper) {
      // The page's first read (or the first after an end): the remembered shopper, or a new one.
      shopper = signIn().catch((error: unknown) => {
        shopper = undefined;
        throw error;
      });
      return shopper;
    }
    const known = await shopper;
    checking ??= stillThere(known).finally(() => (checking = undefined));
    return checking;
  };
  const signedOut = (): boolean => options.signedIn?.() === false;
  return {
    person: async () => (signedOut() ? ANONYMOUS : await current()).person,
    userContext: async () => (signedOut() ? ANONYMOUS : await current()).userContext,
    async cart() {
      const cart = await options.cart();
      const { session } = await current();
      const said = JSON.stringify(cart);
      if (said !== told) {
        const answer = await call('PUT', `sessions/${encodeURIComponent(session)}/cart`, cart);
        if (!answer.ok) throw failed(answer.status);
        // Forgotten since the check found them (a reset as the page read its cart): the session ended.
        if (answer.status === 200 && 'forgotten' in ((await answer.json()) as object)) return ended();
        told = said;
      }
      return cart;
    },
  };
}
