// The demo shop's customers who have names of their own, by the e-mail they sign in with; any other e-mail signs in as
// Alex Martin. Their names and e-mails are outside Latin-1 on purpose: a customer header must carry them (spec 000
// section 7, src/contract/headers.ts), and every screen must show them.

/** A demo customer's name as the shop holds it. */
export interface DemoCustomer {
  firstName: string;
  lastName: string;
}

/**
 * The demo's walk-in shopper, the sign-in form's default e-mail and the demo shop module's shopper: a fresh customer at
 * each sign-in, so every demo, walk-through and test starts with no claims, no counts and the demo cart. Any other
 * e-mail is the same customer of a shop each time it signs in (state.ts signIn).
 */
export const DEMO_SHOPPER_EMAIL = 'alex.martin@example.com';

/** The key a shop's account is kept under: the e-mail as a shop compares it, trimmed, NFC and case-insensitive. */
export const emailKey = (email: string): string => email.trim().normalize('NFC').toLowerCase();

/** Whether an e-mail signs in a fresh customer each time (DEMO_SHOPPER_EMAIL) rather than the account it had. */
export const isWalkIn = (email: string): boolean => emailKey(email) === DEMO_SHOPPER_EMAIL;

/** The name of every other customer of the demo shop. */
export const DEFAULT_CUSTOMER: DemoCustomer = { firstName: 'Alex', lastName: 'Martin' };

/** Named demo customers by e-mail (NFC, lower case): a Polish e-mail and name outside Latin-1, a French and Chinese name. */
export const DEMO_CUSTOMERS: ReadonlyMap<string, DemoCustomer> = new Map([
  ['łukasz@example.pl', { firstName: 'Łukasz', lastName: 'Żółć' }],
  ['chloé.li@example.fr', { firstName: 'Chloé', lastName: '李' }],
]);

/** The name of the customer who signs in with this e-mail. */
export const customerNamed = (email: string): DemoCustomer => DEMO_CUSTOMERS.get(email.normalize('NFC').toLowerCase()) ?? DEFAULT_CUSTOMER;
