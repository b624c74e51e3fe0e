// The sandbox's memory: shop sessions, service tokens and claim records. A restart forgets all.
import { createServiceStore, type StoreOptions } from './service/store.ts';
import { createFaults } from './service/faults.ts';
import { CATALOGUE, linesSoldByShop, QUANTITY_MAX, totalsOf, type CartTotals, type DemoProduct } from './pages/catalogue.ts';
import { customerNamed, emailKey, isWalkIn } from './customers.ts';
import { orderPlaced } from './service/claims.ts';
import { randomId } from './random-id.ts';

/** The sum of a cart's lines in minor units; kept here too, where the shop's callers always found it. */
export { subtotalMinor } from './pages/catalogue.ts';

/** The shop's generic anonymous user id (spec 000 section 3). */
export const ANONYMOUS_USER_ID = '-1002';

/** One line of a demo cart, prices in minor units. */
export interface DemoLine {
  id: string;
  slug: string;
  productIdentifier: string;
  name: string;
  productType: string;
  quantity: number;
  unitPriceMinor: number;
}

/** A placed order: what the confirmation page shows, in minor units. */
export interface DemoOrder {
  number: string;
  cartId: string;
  lines: DemoLine[];
  totals: CartTotals;
}

/** A shop visitor, anonymous until they sign in or continue as a guest. */
export interface ShopSession {
  id: string;
  activityId: string;
  userId: string;
  registerType: 'R' | 'G';
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  cartId: string;
  lines: DemoLine[];
  /** The visitor's placed orders, so only they can see their confirmation pages. */
  orders: DemoOrder[];
  /** The locale of the shop the customer signed in on (en_CA, fr_FR): their history's currency, and its language for a call that asks for none. */
  locale?: string | undefined;
  /** The shop this session is the visitor's in (shopOf); Canada's when none is said. */
  shop?: ShopCountry | undefined;
  /** The visitor's session in each shop they visited, by id: one browser, one sign-in, a session per shop. */
  visitor?: Partial<Record<ShopCountry, string>> | undefined;
}

/**
 * The demo's shops, by country: France's site and the North American ones are different shops (spec 000 §1), and the
 * United States' is not Canada's (its currency differs); English and Quebec French pages are the one Canadian shop.
 * Each has its own carts, orders, customer accounts and so claims; the visitor's sign-in is the one identity provider's.
 */
export type ShopCountry = 'CA' | 'US' | 'FR';

/** The locale a shop's session is opened in when the visitor comes to it by no page of its own (a shop call, a sign-in elsewhere). */
export const SHOP_LOCALE: Readonly<Record<ShopCountry, string>> = { CA: 'en_CA', US: 'en_US', FR: 'fr_FR' };

/** The shop of a locale (en_CA, fr-fr): its country's, Canada's for any other. */
export function shopOf(locale: string | undefined): ShopCountry {
  const country = locale?.slice(3).toUpperCase();
  return country === 'US' || country === 'FR' ? country : 'CA';
}

/** Who a service token speaks for, and what it lives and dies with. */
export interface TokenOwner {
  /** The session id the widgets sent (the shop's activity id), when the brand checks it. */
  sessionId?: string | undefined;
  customerNumber: string;
  /** The shop session the token was issued for (its key in `sessions`): signing out of it ends the token. */
  shopSession: string;
  /** When the token stops working, on `credentialNow` (ms). */
  expiresAt: number;
  /** A public handle of the token that signed file URLs carry, so the token itself never travels in a URL. */
  grant: string;
  /** The locale of the shop session's sign-in (ShopSession.locale). */
  locale?: string | undefined;
}

/** How long a service token lives (spec 000 section 7, POST auth/token's `expiresIn`), in seconds. */
export const TOKEN_LIFETIME_S = 3600;

/** What POST auth/token claims (spec 000 section 7: each field only if present). */
export interface TokenClaim {
  sessionId?: string | undefined;
  customerNumber?: string | undefined;
  customerEmail?: string | undefined;
}

/** Whether two e-mail addresses name the same mailbox as a shop compares them: trimmed, case-insensitive. */
const sameEmail = (a: string | undefined, b: string | undefined): boolean => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

const lineOf = (id: string, product: DemoProduct, quantity: number): DemoLine => ({
  id,
  slug: product.slug,
  productIdentifier: product.productIdentifier,
  name: product.name.en,
  productType: product.productType,
  quantity,
  unitPriceMinor: product.unitPriceMinor,
});

/** The demo cart every visitor starts with: a frame, lenses, contact lenses and solution. */
export function demoCart(): DemoLine[] {
  const [frame, lenses, daily, , solution] = CATALOGUE as [DemoProduct, DemoProduct, DemoProduct, DemoProduct, DemoProduct];
  return [lineOf('line-1', frame, 1), lineOf('line-2', lenses, 1), lineOf('line-3', daily, 2), lineOf('line-4', solution, 1)];
}


/** A fresh sandbox memory; the options set the service's clock and insurer delays. */
export function createState(options: StoreOptions = {}) {
  const sessions = new Map<string, ShopSession>();
  const tokens = new Map<string, TokenOwner>();
  // The sandbox clock: the given one (real time by default) plus what POST /sandbox/clock moved it by.
  const clock = options.now ?? Date.now;
  let offset = 0;
  // The insurer's share is the cart's it was priced for: the service reads the shop's carts as they are now.
  const linesOfCart = (cartId: string): DemoLine[] | undefined => [...sessions.values()].find((session) => session.cartId === cartId)?.lines;
  const service = createServiceStore({ ...options, now: () => clock() + offset, linesOfCart });
  const faults = createFaults();
  // The origins of pages that started a demo-shop session (sandbox/demo-shop): their shoppers' files are theirs to read.
  const demoOrigins = new Set<string>();
  let nextCustomer = 1001;
  /**
   * Each shop's customer accounts by e-mail (emailKey), kept for the sandbox's life (a reset forgets them): the session
   * the customer last had there, whose customer number, cart and orders the next sign-in with that e-mail takes back,
   * as a real shop's account is the same person next time, with their claims, the day's counts and their cart.
   */
  const accounts = new Map<string, ShopSession>();
  const accountKey = (shop: ShopCountry | undefined, email: string): string => `${shop ?? 'CA'} ${emailKey(email)}`;
  /** The account a registered session signs in to: the one this shop kept for the e-mail, none for the walk-in shopper. */
  const accountOf = (shop: ShopCountry | undefined, email: string): ShopSession | undefined =>
    isWalkIn(email) ? undefined : accounts.get(accountKey(shop, email));
  /** Keeps a registered session as its shop's account for its e-mail, the one the next sign-in takes back. */
  const keepAccount = (session: ShopSession): void => {
    if (session.registerType === 'R' && session.email && !isWalkIn(session.email)) accounts.set(accountKey(session.shop, session.email), session);
  };
  const liveOwner = (token: string): TokenOwner | undefined => {
    const owner = tokens.get(token);
    if (!owner) return undefined;
    if (owner.expiresAt > clock() && sessions.get(owner.shopSession)?.userId === owner.customerNumber) return owner;
    tokens.delete(token);
    return undefined;
  };
  /**
   * Carts are numbered as the shop's orders are: as in the commerce platform the shop runs on, a cart is the pending
   * order, and checking out keeps its number. So the number the order confirmation gives is the one the claim carries
   * (its orderNumber, which my-claims shows), from submit to refund, never a cart id the shopper was never told.
   */
  let nextOrder = 70000101;
  const newCartId = (): string => String(nextOrder++);
  const visitorSessions = (session: ShopSession): ShopSession[] => {
    const ids = new Set([session.id, ...Object.values(session.visitor ?? {})]);
    return [...ids].flatMap((id) => sessions.get(id) ?? []);
  };

  const state = {
    sessions,
    tokens,
    service,
    faults,
    demoOrigins,
    /**
     * The time tokens and signed file URLs expire by: the given clock, without POST /sandbox/clock's moves, which are
     * the insurers' time (moving it past a lockout must not sign the shopper out).
     */
    credentialNow: (): number => clock(),
    /** Moves the sandbox clock forward: insurer answers and lockouts due by then land. */
    advanceClock(ms: number): void {
      offset += ms;
    },
    /** The lines of the cart with this id, from whichever visitor holds it. */
    linesOfCart,
    /** Forgets everything: visitors, tokens, records, customers, files (POST /sandbox/reset). */
    reset(): void {
      sessions.clear();
      accounts.clear();
      tokens.clear();
      demoOrigins.clear();
      service.clear();
    },
    /** A new anonymous visitor with the demo cart, in Canada's shop unless another is named. */
    newSession(shop?: ShopCountry): ShopSession {
      const session: ShopSession = {
        id: randomId('s_'),
        activityId: randomId('act_'),
        userId: ANONYMOUS_USER_ID,
        registerType: 'G',
        cartId: newCartId(),
        lines: demoCart(),
        orders: [],
        ...(shop && shop !== 'CA' ? { shop } : {}),
      };
      sessions.set(session.id, session);
      return session;
    },
    /**
     * The visitor's session in a shop (the language and country switch, a page of another shop): the one they have
     * there, else a new one with a cart of its own holding the lines that shop sells of the cart they came with, no
     * orders, and, signed in, the same person under that shop's own customer number (one identity provider, the
     * shops' accounts apart: a claim, an order or a limit of one shop is never another's). A guest is a guest of one shop.
     */
    sessionIn(session: ShopSession, locale: string): ShopSession {
      const shop = shopOf(locale);
      const here = session.shop ?? 'CA';
      if (here === shop) return session;
      const visitor = session.visitor ?? { [here]: session.id };
      session.visitor = visitor;
      const known = sessions.get(visitor[shop] ?? '');
      if (known) return known;
      const account = session.registerType === 'R' && session.email ? accountOf(shop, session.email) : undefined;
      const person = session.registerType === 'R' && session.email
        ? { userId: account?.userId ?? String(nextCustomer++), registerType: 'R' as const, locale, firstName: session.firstName, lastName: session.lastName, email: session.email, phone: session.phone }
        : { userId: ANONYMOUS_USER_ID, registerType: 'G' as const };
      // A customer this shop knows has their own cart and orders there; anyone else a cart of what it sells of theirs.
      const cart = account ? { cartId: account.cartId, lines: account.lines, orders: account.orders } : { cartId: newCartId(), lines: linesSoldByShop(session.lines), orders: [] };
      const fresh: ShopSession = { id: randomId('s_'), activityId: randomId('act_'), ...person, ...cart, shop, visitor };
      sessions.set(fresh.id, fresh);
      keepAccount(fresh);
      visitor[shop] = fresh.id;
      return fresh;
    },
    /** Every session of the visitor, in each shop they visited: signing out of one signs out of all. */
    visitorSessions,
    /**
     * Signs a visitor in as a registered demo customer; the session id changes, as a real shop's does. An e-mail the
     * shop has seen signs its customer in again (accounts): their customer number, so their claims and the day's counts,
     * and their cart and orders as they left them. A new one (and the walk-in DEMO_SHOPPER_EMAIL, every time) is a new
     * customer: an anonymous or guest visitor's cart comes along; a customer signed in already is another customer, whose
     * cart and orders are not the new one's (a claim on that cart is the first customer's, and a second claim on it would
     * be refused).
     */
    signIn(session: ShopSession, email: string, locale?: string): ShopSession {
      const signInOne = (one: ShopSession, oneLocale: string | undefined): ShopSession => {
        sessions.delete(one.id);
        const account = accountOf(one.shop, email);
        const own = account
          ? { cartId: account.cartId, lines: account.lines, orders: account.orders }
          : one.registerType === 'R' ? { cartId: newCartId(), lines: demoCart(), orders: [] } : {};
        const signedIn: ShopSession = {
          ...one,
          ...own,
          id: randomId('s_'),
          activityId: randomId('act_'),
          userId: account?.userId ?? String(nextCustomer++),
          registerType: 'R',
          locale: oneLocale,
          ...customerNamed(email),
          email,
          phone: '5145550123',
        };
        sessions.set(signedIn.id, signedIn);
        keepAccount(signedIn);
        if (signedIn.visitor) signedIn.visitor[signedIn.shop ?? 'CA'] = signedIn.id;
        return signedIn;
      };
      // One identity provider signs the visitor in at every shop they visited, each under its own customer number.
      for (const other of visitorSessions(session)) if (other !== session) signInOne(other, other.locale ?? SHOP_LOCALE[other.shop ?? 'CA']);
      return signInOne(session, locale);
    },
    /** A guest account: a user id of its own but no name, e-mail or phone (spec 000 sections 5-6). */
    continueAsGuest(session: ShopSession): ShopSession {
      sessions.delete(session.id);
      const { cartId, lines, orders, shop, visitor } = session;
      const guest: ShopSession = { id: randomId('s_'), activityId: randomId('act_'), userId: String(nextCustomer++), registerType: 'G', cartId, lines, orders, shop, visitor };
      sessions.set(guest.id, guest);
      if (visitor) visitor[shop ?? 'CA'] = guest.id;
      return guest;
    },
    /** Adds a product to the cart, or more of it to its line, never past QUANTITY_MAX. */
    addLine(session: ShopSession, product: DemoProduct, quantity: number): void {
      const line = session.lines.find((l) => l.slug === product.slug);
      if (line) line.quantity = Math.min(QUANTITY_MAX, line.quantity + quantity);
      else session.lines.push(lineOf(randomId('line-'), product, Math.min(QUANTITY_MAX, quantity)));
    },
    /** Sets a line's quantity; 0 removes the line. Answers whether the line exists. */
    setQuantity(session: ShopSession, lineId: string, quantity: number): boolean {
      const line = session.lines.find((l) => l.id === lineId);
      if (!line) return false;
      if (quantity <= 0) session.lines = session.lines.filter((l) => l !== line);
      else line.quantity = Math.min(QUANTITY_MAX, quantity);
      return true;
    },
    /**
     * Gives a visitor the cart a page of the integrator's own answers (sandbox/demo-shop): its id and its lines, so the
     * insurer prices claims from that cart (linesOfCart). A line of the page's own has an empty slug (no catalogue product).
     */
    setCart(session: ShopSession, cartId: string, lines: DemoLine[]): void {
      session.cartId = cartId;
      session.lines = lines;
    },
    /**
     * Places the order at today's totals, which take no share of a claim cancelled or being cancelled (shareOf); the
     * cart's claims then end as the order leaves them (claims.ts orderPlaced: a cancellation under way lands). Then gives
     * the visitor a new cart so the demo can go on.
     */
    completeOrder(session: ShopSession): DemoOrder {
      const order: DemoOrder = {
        number: session.cartId,
        cartId: session.cartId,
        lines: session.lines.map((l) => ({ ...l })),
        totals: totalsOf(session.lines, service.shareOf(session.cartId)),
      };
      for (const stored of service.records.values()) if (stored.record.cartId === order.cartId) orderPlaced(state, stored);
      session.orders.push(order);
      session.cartId = newCartId();
      session.lines = demoCart();
      return order;
    },
    /**
     * The shop session a token claim speaks for, or why none does. The sandbox plays the shop, so it checks the claim
     * against its own visitors: the session id (the activity id the shop's user context gives the widgets) must be a
     * live session; for a brand that disables the session-id check (spec 000 sections 5 and 9, ebd) a claim without
     * one needs a live session of that customer number. Either way the customer number is the session's user, never
     * the anonymous one, and the e-mail is the session's (none for a guest).
     */
    authenticate(claim: TokenClaim): ShopSession | string {
      const { sessionId, customerNumber } = claim;
      if (!customerNumber || customerNumber === ANONYMOUS_USER_ID) return 'customerNumber of a signed-in or guest shopper is required';
      const session = [...sessions.values()].find((s) => s.userId === customerNumber && (!sessionId || s.activityId === sessionId));
      if (!session) return sessionId ? 'sessionId is not a live shop session of this customerNumber' : 'no live shop session for this customerNumber';
      if (!sameEmail(session.email, claim.customerEmail)) return 'customerEmail is not the e-mail of this shop session';
      return session;
    },
    /** Issues a service token for a shop session `authenticate` gave: it lives TOKEN_LIFETIME_S and dies with the session. */
    issueToken(session: ShopSession): string {
      const token = randomId('tok_');
      const owner: TokenOwner = { sessionId: session.activityId, customerNumber: session.userId, shopSession: session.id, expiresAt: clock() + TOKEN_LIFETIME_S * 1000, grant: randomId('g_'), locale: session.locale };
      tokens.set(token, owner);
      return token;
    },
    /** Who a token speaks for while it lives: unexpired, its shop session still signed in as the same customer; else forgotten. */
    ownerOf: (token: string): TokenOwner | undefined => liveOwner(token),
    /** The live owner of a grant (a signed file URL's handle of a token), if its token still lives. */
    ownerOfGrant(grant: string): TokenOwner | undefined {
      for (const [token, owner] of tokens) if (owner.grant === grant) return liveOwner(token);
      return undefined;
    },
    /** A new id for a claim record. */
    recordId: (): string => randomId('cr_'),
  };
  return state;
}

/** The sandbox memory's interface. */
export type State = ReturnType<typeof createState>;
