// The demo shop's customers who have names of their own, by the e-mail they sign in with; any other e-mail signs in as
// Alex Martin. Their names and e-mails are outside Latin-1 on purpose: a customer header must carry them (spec 000
// section 7, src/contract/headers.ts), and every screen must show them.

/** A demo customer's name as the shop holds it. */
export interface DemoCustomer {
  firstName: string;
  lastName: string;
}

/** The name of every other customer of the demo shop. */
export const DEFAULT_CUSTOMER: DemoCustomer = { firstName: 'Alex', lastName: 'Martin' };

/** Named demo customers by e-mail (NFC, lower case): a Polish e-mail and name outside Latin-1, a French and Chinese name. */
export const DEMO_CUSTOMERS: ReadonlyMap<string, DemoCustomer> = new Map([
  ['łukasz@example.pl', { firstName: 'Łukasz', lastName: 'Żółć' }],
  ['chloé.li@example.fr', { firstName: 'Chloé', lastName: '李' }],
]);

/** The name of the customer who signs in with this e-mail. */
export const customerNamed = (email: string): DemoCustomer => DEMO_CUSTOMERS.get(email.normalize('NFC').toLowerCase()) ?? DEFAULT_CUSTOMER;
