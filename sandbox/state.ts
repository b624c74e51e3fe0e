// The sandbox's memory: shop sessions, service tokens and claim records. A restart forgets all.
import type { ClaimRecord } from '../src/contract/claim-record.ts';

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

/** An unguessable id; Web Crypto, so the sandbox also runs inside component tests. */
/** The sum of a cart's lines, in minor units. */
export function subtotalMinor(lines: readonly DemoLine[]): number {
  return lines.reduce((sum, l) => sum + l.unitPriceMinor * l.quantity, 0);
}

const id = (prefix: string): string =>
  prefix + Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(16).padStart(2, '0')).join('');

/** A fresh sandbox memory. */
export function createState() {
  const sessions = new Map<string, ShopSession>();
  const tokens = new Map<string, TokenOwner>();
  const records = new Map<string, ClaimRecord & Record<string, unknown>>();
  let nextCustomer = 1001;

  return {
    sessions,
    tokens,
    records,
    /** A new anonymous visitor with the demo cart. */
    newSession(): ShopSession {
      const session: ShopSession = {
        id: id('s_'),
        activityId: id('act_'),
        userId: ANONYMOUS_USER_ID,
        registerType: 'G',
        cartId: id('cart_'),
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
        id: id('s_'),
        activityId: id('act_'),
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
      const token = id('tok_');
      tokens.set(token, owner);
      return token;
    },
    /** A new id for a claim record. */
    recordId: (): string => id('cr_'),
  };
}

/** The sandbox memory's interface. */
export type State = ReturnType<typeof createState>;
