// The reliability suite's shared helpers: the sandbox's faults on demand, a log of the page's requests, and a signed-in
// shopper whose claim record a setup brought to a step, with the drawer open where the claim stands.
import { expect } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import type { Harness } from '../browser/harness.ts';
import { cartAfterSetup, drawerIn, shopPage, signInToCart } from '../browser/flow.ts';
import { frenchQuoteApproved as frenchRecordApproved, frenchQuoteRequired as frenchRecordAtQuote, visitorOfPage } from '../browser/claims.ts';
import type { Api } from '../../src/api/client.ts';

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
  return { page, errors, log, d: drawerIn(page, locale) };
}

/** The call-to-action's button that resumes a claim, in the page's language. */
export const RESUME = { 'en-ca': 'Continue my claim', 'fr-fr': 'Reprendre ma demande' } as const;

/** The call-to-action's button that opens a French quote waiting to be accepted (the claim resumes on it). */
export const SEE_QUOTE = 'Voir mon devis';

/**
 * A signed-in shopper whose record `setup` brought to a step before the cart loads; the drawer is opened from
 * "Continue my claim", or the call-to-action's `resume` button when the record calls for another.
 */
export async function shopperAt(
  h: Harness,
  setup: (page: Page) => Promise<unknown>,
  { width = 1024, locale = 'en-ca', resume }: { width?: number; locale?: keyof typeof RESUME; resume?: string } = {},
) {
  const { page, errors } = await shopPage(h, width, 800);
  const log = requestLog(page);
  await cartAfterSetup(h, page, setup, locale);
  await page.getByRole('button', { name: resume ?? RESUME[locale] }).click();
  return { page, errors, log, d: drawerIn(page, locale) };
}

/** The console errors but the failed requests Chromium logs by itself for a fault's status (a 500 answered is logged, not thrown). */
export function unexpected(errors: readonly string[]): string[] {
  return errors.filter((e) => !/Failed to load resource|net::ERR_|status of (4|5)\d\d/.test(e));
}

/** The text of every alert in the drawer, and of every error that takes focus instead of being an alert (kit/Failure.tsx). */
export const alerts = (d: Locator): Promise<string[]> => d.getByRole('alert').or(d.locator('.drawer-body .alert')).allTextContents();

/** The page's French visitor with a record at QUOTE_REQUIRED (member found at a mutuelle): the drawer resumes on the quote. */
export async function frenchQuoteRequired(h: Harness, page: Page): Promise<{ api: Api; id: string }> {
  return frenchRecordAtQuote(h, await visitorOfPage(h, page));
}

/** The same, on to an approved quote (READY_TO_CLAIM): the drawer resumes on the quote to accept. */
export async function frenchQuoteApproved(h: Harness, page: Page): Promise<{ api: Api; id: string }> {
  return frenchRecordApproved(h, await visitorOfPage(h, page));
}
