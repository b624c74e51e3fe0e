// The sandbox's memory: shop sessions, service tokens and claim records. A restart forgets all.
import { createServiceStore, type StoreOptions } from './service/store.ts';
import { createFaults } from './service/faults.ts';
import { CATALOGUE, QUANTITY_MAX, totalsOf, type CartTotals, type DemoProduct } from './pages/catalogue.ts';
import { customerNamed } from './customers.ts';

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
}

/** Who a service token speaks for. */
export interface TokenOwner {
  sessionId?: string | undefined;
  customerNumber?: string | undefined;
}

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

/** An unguessable id; Web Crypto, so the sandbox also runs inside component tests. */
export const randomId = (prefix: string): string =>
  prefix + Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh sandbox memory; the options set the service's clock and insurer delays. */
export function createState(options: StoreOptions = {}) {
  const sessions = new Map<string, ShopSession>();
  const tokens = new Map<string, TokenOwner>();
  // The sandbox clock: the given one (real time by default) plus what POST /sandbox/clock moved it by.
  const clock = options.now ?? Date.now;
  let offset = 0;
  const service = createServiceStore({ ...options, now: () => clock() + offset });
  const faults = createFaults();
  let nextCustomer = 1001;
  let nextOrder = 70000101;

  return {
    sessions,
    tokens,
    service,
    faults,
    /** Moves the sandbox clock forward: insurer answers and lockouts due by then land. */
    advanceClock(ms: number): void {
      offset += ms;
    },
    /** The lines of the cart with this id, from whichever visitor holds it. */
    linesOfCart(cartId: string): DemoLine[] | undefined {
      for (const session of sessions.values()) if (session.cartId === cartId) return session.lines;
      return undefined;
    },
    /** Forgets everything: visitors, tokens, records, customers, files (POST /sandbox/reset). */
    reset(): void {
      sessions.clear();
      tokens.clear();
      service.clear();
    },
    /** A new anonymous visitor with the demo cart. */
    newSession(): ShopSession {
      const session: ShopSession = {
        id: randomId('s_'),
        activityId: randomId('act_'),
        userId: ANONYMOUS_USER_ID,
        registerType: 'G',
        cartId: randomId('cart_'),
        lines: demoCart(),
        orders: [],
      };
      sessions.set(session.id, session);
      return session;
    },
    /** Signs a visitor in as a registered demo customer; the session id changes, as a real shop's does. */
    signIn(session: ShopSession, email: string): ShopSession {
      sessions.delete(session.id);
      const signedIn: ShopSession = {
        ...session,
        id: randomId('s_'),
        activityId: randomId('act_'),
        userId: String(nextCustomer++),
        registerType: 'R',
        ...customerNamed(email),
        email,
        phone: '5145550123',
      };
      sessions.set(signedIn.id, signedIn);
      return signedIn;
    },
    /** A guest account: a user id of its own but no name, e-mail or phone (spec 000 sections 5-6). */
    continueAsGuest(session: ShopSession): ShopSession {
      sessions.delete(session.id);
      const { cartId, lines, orders } = session;
      const guest: ShopSession = { id: randomId('s_'), activityId: randomId('act_'), userId: String(nextCustomer++), registerType: 'G', cartId, lines, orders };
      sessions.set(guest.id, guest);
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
    /** Places the order at today's totals, then gives the visitor a new cart so the demo can go on. */
    completeOrder(session: ShopSession): DemoOrder {
      const order: DemoOrder = {
        number: String(nextOrder++),
        cartId: session.cartId,
        lines: session.lines.map((l) => ({ ...l })),
        totals: totalsOf(session.lines, service.shareOf(session.cartId)),
      };
      session.orders.push(order);
      session.cartId = randomId('cart_');
      session.lines = demoCart();
      return order;
    },
    /** Issues a service token for an identity. */
    issueToken(owner: TokenOwner): string {
      const token = randomId('tok_');
      tokens.set(token, owner);
      return token;
    },
    /** A new id for a claim record. */
    recordId: (): string => randomId('cr_'),
  };
}

/** The sandbox memory's interface. */
export type State = ReturnType<typeof createState>;
