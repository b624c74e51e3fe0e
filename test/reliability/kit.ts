// Issue 10 part A's shared helpers: the sandbox's faults on demand, a log of the page's requests, and a signed-in
// shopper whose claim record a setup brought to a step, with the drawer open where the claim stands.
import { expect } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import type { Harness } from '../browser/harness.ts';
import { drawer, shopPage, signInToCart } from '../browser/flow.ts';
import { advanceClock, clientOf, visitorOfPage } from '../browser/claims.ts';
import type { Api } from '../../src/api/client.ts';
import { createClaimRecord, getClaimRecord, updateClaimRecord } from '../../src/api/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/eligibility.ts';
import { requestQuote } from '../../src/api/quotes.ts';
import { MUTUELLE_ID } from '../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';

/** A fault of sandbox/service/faults.ts, as POST /sandbox/faults takes it (README, "Faults on demand"). */
export interface FaultSpec {
  call: string;
  method?: string;
  kind: 'status' | 'late' | 'malformed' | 'missing-field' | 'drop';
  status?: number;
  delayMs?: number;
  count?: number;
}

/** Spoils the next answers of a call. */
export async function addFault(h: Harness, fault: FaultSpec): Promise<void> {
  const response = await fetch(`${h.origin}/sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) });
  expect(response.ok, `POST /sandbox/faults ${JSON.stringify(fault)}`).toBe(true);
}

/** The faults still waiting for their calls. */
export async function pendingFaults(h: Harness): Promise<unknown[]> {
  return ((await (await fetch(`${h.origin}/sandbox/faults`)).json()) as { faults: unknown[] }).faults;
}

/** Forgets every fault, so one test's leftovers never spoil the next. */
export async function clearFaults(h: Harness): Promise<void> {
  await fetch(`${h.origin}/sandbox/faults`, { method: 'DELETE' });
}

/** One request the page made to the service or the storage: method and path (no query), and when. */
export interface Logged {
  method: string;
  path: string;
  at: number;
}

/** Every request the page sends to the sandbox's service and storage, in order, to count calls and to see none after a moment. */
export function requestLog(page: Page) {
  const entries: Logged[] = [];
  const seen = (request: Request) => {
    const url = new URL(request.url());
    if (!/^\/(services|storage)\//.test(url.pathname)) return;
    if (request.method() === 'OPTIONS') return;
    entries.push({ method: request.method(), path: url.pathname, at: Date.now() });
  };
  page.on('request', seen);
  return {
    entries,
    /** How many requests matched the method and the path's pattern, after the entry index `from`. */
    count(pattern: RegExp, method?: string, from = 0): number {
      return entries.slice(from).filter((e) => (!method || e.method === method) && pattern.test(e.path)).length;
    },
    /** A mark to count from. */
    mark: (): number => entries.length,
  };
}

/** The log's interface. */
export type RequestLog = ReturnType<typeof requestLog>;

/** A page of the demo shop signed in on the cart, its console errors collected and its requests logged. */
export async function signedInPage(h: Harness, { width = 1024, locale = 'en-ca' }: { width?: number; locale?: string } = {}) {
  const { page, errors } = await shopPage(h, width, 800);
  const log = requestLog(page);
  await signInToCart(h, page, locale);
  return { page, errors, log, d: drawer(page, locale === 'fr-fr' ? 'Assurance vision' : 'Vision insurance') };
}

/** The call-to-action's button that resumes a claim, in the page's language. */
export const RESUME = { 'en-ca': 'Continue my claim', 'fr-fr': 'Reprendre ma demande' } as const;

/** A signed-in shopper whose record `setup` brought to a step; the cart is reloaded and the drawer opened from "Continue my claim". */
export async function shopperAt(h: Harness, setup: (page: Page) => Promise<unknown>, options: { width?: number; locale?: keyof typeof RESUME } = {}) {
  const shopper = await signedInPage(h, options);
  await setup(shopper.page);
  await shopper.page.reload();
  await shopper.page.getByRole('button', { name: RESUME[options.locale ?? 'en-ca'] }).click();
  return shopper;
}

/** The console errors but the failed requests Chromium logs by itself for a fault's status (a 500 answered is logged, not thrown). */
export function unexpected(errors: readonly string[]): string[] {
  return errors.filter((e) => !/Failed to load resource|net::ERR_|status of (4|5)\d\d/.test(e));
}

/** The text of every alert in the drawer. */
export const alerts = (d: Locator): Promise<string[]> => d.getByRole('alert').allTextContents();

/** Moves the sandbox's insurer clock on until the visitor's record has the status, or fails naming where it stopped. */
async function settle(h: Harness, api: Api, id: string, status: string): Promise<void> {
  for (let i = 0; i < 6; i++) {
    if ((await getClaimRecord(api, id)).status === status) return;
    await advanceClock(h, INSURER_DELAYS_MS.quote + 1);
  }
  throw new Error(`the record never reached ${status}`);
}

/** The page's French visitor with a record at QUOTE_REQUIRED (member found at a mutuelle): the drawer resumes on the quote. */
export async function frenchQuoteRequired(h: Harness, page: Page): Promise<{ api: Api; id: string }> {
  const visitor = await visitorOfPage(h, page);
  const api = clientOf(h, visitor);
  const { id } = await createClaimRecord(api, {
    cartId: visitor.cartId,
    sessionId: visitor.activityId,
    customerNumber: visitor.userId,
    customerEmail: visitor.email,
    customerName: { firstName: visitor.firstName ?? '', lastName: visitor.lastName ?? '' },
    eligibleProducts: visitor.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity })),
    locale: 'fr_FR',
    ecommerce: 'N1',
  });
  await syncInsuranceMember(api, id, {
    primaryCoverage: { insurer: { id: MUTUELLE_ID }, insuree: { contractId: '12345678', firstName: 'Alex', lastName: 'Martin', insuranceType: 'ADDITIONAL_INSURANCE' } },
    patient: { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: '75011' },
    patientRelationship: 'SELF',
  });
  await settle(h, api, id, 'QUOTE_REQUIRED');
  // The patient pages are done (their last one accepts the terms): the drawer resumes on the quote (src/domain/resume.ts).
  await updateClaimRecord(api, id, { termsAndConditionsAccepted: true });
  return { api, id };
}

/** The same, on to an approved quote (READY_TO_CLAIM): the drawer resumes on the quote to accept. */
export async function frenchQuoteApproved(h: Harness, page: Page): Promise<{ api: Api; id: string }> {
  const { api, id } = await frenchQuoteRequired(h, page);
  await requestQuote(api, id);
  await settle(h, api, id, 'READY_TO_CLAIM');
  return { api, id };
}
