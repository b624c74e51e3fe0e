// The sandbox's memory: shop sessions, service tokens and claim records. A restart forgets all.
import { createServiceStore, type StoreOptions } from './service/store.ts';
import { createFaults } from './service/faults.ts';

/** The shop's generic anonymous user id (spec 000 section 3). */
export const ANONYMOUS_USER_ID = '-1002';

/** One line of a demo cart, prices in minor units. */
export interface DemoLine {
  id: string;
  productIdentifier: string;
  name: string;
  productType: string;
  quantity: number;
  unitPriceMinor: number;
}

/** A shop visitor, anonymous until they sign in. */
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
}

/** Who a service token speaks for. */
export interface TokenOwner {
  sessionId?: string | undefined;
  customerNumber?: string | undefined;
}

/** The demo cart every visitor starts with: a frame, lenses, contact lenses and solution. */
export function demoCart(): DemoLine[] {
  return [
    { id: 'line-1', productIdentifier: '8056597123456', name: 'Harbour round frame, tortoise', productType: 'FRAME', quantity: 1, unitPriceMinor: 14900 },
    { id: 'line-2', productIdentifier: 'RXC-SV-AR-150', name: 'Single vision lenses, anti-reflective', productType: 'SINGLE_VISION_LENS', quantity: 1, unitPriceMinor: 9900 },
    { id: 'line-3', productIdentifier: 'RXC-DAILY-90', name: 'Daily contact lenses, 90 pack', productType: 'PRESCRIPTION_CONTACT_LENS', quantity: 2, unitPriceMinor: 7450 },
    { id: 'line-4', productIdentifier: 'SOL-MP-360', name: 'Multipurpose solution, 360 ml', productType: 'SOLUTIONS', quantity: 1, unitPriceMinor: 1599 },
  ];
}

/** The sum of a cart's lines, in minor units. */
export function subtotalMinor(lines: readonly DemoLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
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
        firstName: 'Alex',
        lastName: 'Martin',
        email,
        phone: '5145550123',
      };
      sessions.set(signedIn.id, signedIn);
      return signedIn;
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
