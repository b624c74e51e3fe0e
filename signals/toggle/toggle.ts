// What the toggle and the CTA are doing right now, and their last failure: the one way to run an action and mark it busy;
// and where the shopper stands with a quote waiting on an offline insurer, which both widgets tell.
import { computed, signal } from '@preact/signals-react';
import { offlineQuote, offlineQuoteKey, toggleOutage } from '../../src/domain/cta/cta.ts';
import { failureKind } from '../../src/domain/drawer/failure.ts';
import { cta, record } from '../claim/claim.ts';
import { serviceOnline } from '../host/service-status.ts';
import { nextQuoteRefusedNow } from '../claim/quote-limit.ts';

/** An action under way, so its button shows it is busy and a second click waits. */
export type PendingAction = 'use-insurance' | 'nullify' | 'cancel-claim' | 'cancel-quote' | 'opt-in' | 'insure-products';
/** What an action can fail with, as the widgets word it (spec 000 section 8 app errors and error contexts). */
export type ActionError = 'GENERIC_ERROR' | 'NULLIFY_EXPIRED' | 'LIMIT_REACHED' | 'TIME_EXCEEDED_ERROR';
/** The action under way; null when idle. */
export const pending = signal<PendingAction | null>(null);
/** The last action's failure; null when it succeeded or was dismissed. */
export const actionError = signal<ActionError | null>(null);
/** What asked for the failed work when the shopper did not: a change of the shop's cart, whose cancel they never pressed. */
export type FailureCause = 'cart-change';
/** The last failure's cause, when not the shopper's own press; its words say what happened (the cart changed). */
export const failureCause = signal<FailureCause | null>(null);

/**
 * Whether the last failure came of the connection (failureKind: the browser says it is offline, or nothing answered):
 * its words say so, and what to do. The error itself stays the spec's (GENERIC_ERROR, TIME_EXCEEDED_ERROR), as the
 * shop's analytics hear it.
 */
export const failedOffline = signal(false);

/** navigator.onLine where there is a navigator: only a browser that says it is offline counts as one. */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/** Which action the last failure came from: each widget shows the failures of its own actions (null: a load). */
export const failedAction = signal<PendingAction | null>(null);

/** Actions of the toggle; every other failure is the call-to-action's to show. */
const TOGGLE_ACTIONS: ReadonlySet<PendingAction> = new Set(['use-insurance', 'insure-products']);

/** Whether one of the toggle's own actions is under way: its switch and links wait for it. */
export const toggleBusy = computed(() => !!pending.value && TOGGLE_ACTIONS.has(pending.value));

/**
 * The offline quote the shopper said "no thanks" to its e-mail retry (its offlineQuoteKey): the service keeps no trace of
 * a no, so the page does, for as long as it is open; a page loaded later offers the e-mail again, which the service allows.
 */
const declinedRetry = signal<string | null>(null);

/**
 * Where the shopper stands with a quote waiting on an offline insurer (src/domain/cta/cta.ts offlineQuote, spec 000
 * sections 4 and 7); null when none waits. The call-to-action says it; the switch, which can start nothing that ends
 * before the insurer answers, waits and says why.
 */
export const quoteOffline = computed(() => offlineQuote(record.value, declinedRetry.value));

/**
 * Where whatever the switch would start can only meet the day's quote limit (nextQuoteRefused, spec 000 §8
 * REQUEST_QUOTE_RESTRICTED): a new claim after one cancelled, or where none is shown after a claim in progress was
 * cancelled, whose first quote the service refuses; or the next quote of a claim in progress, so turning insurance on
 * would take nothing off the order. The switch waits and says when it can be used again, as the call-to-action does.
 * Read as of the record's last change or the service's refusal; a page left open past the 24 hours learns it with the
 * next record it reads.
 */
export const applyLater = computed(() => nextQuoteRefusedNow());

/**
 * What the toggle says and offers while the host page says the service is offline (src/domain/cta/cta.ts toggleOutage,
 * spec 001 section 6): null while it is online; otherwise the switch and every link that would call the service wait.
 */
export const serviceOutage = computed(() => toggleOutage(cta.value, record.value, serviceOnline.value));

/** The shopper said "no thanks" to the e-mail retry, and the service took it (opt-in-retry false): of the record now shown. */
export function retryDeclined(): void {
  const current = record.peek();
  if (current) declinedRetry.value = offlineQuoteKey(current);
}

/** Whether the last failure belongs to the toggle (true) or the call-to-action (false). */
export const failedOnToggle = computed(() => !!failedAction.value && TOGGLE_ACTIONS.has(failedAction.value));

/** Idle, no failure, no "no thanks" remembered (tests, logout). */
export function resetToggle(): void {
  pending.value = null;
  declinedRetry.value = null;
  actionError.value = null;
  failureCause.value = null;
  failedOffline.value = false;
  failedAction.value = null;
}

/**
 * Records a failure the action words itself (the daily limit, an expired nullify, an insurer that took too long), what
 * asked for the work when the shopper did not, and whether the connection is why (`offline`: nothing answered).
 */
export function failWith(error: ActionError, cause: FailureCause | null = null, offline = false): void {
  actionError.value = error;
  failureCause.value = cause;
  failedOffline.value = offline;
}

/** Forgets the last failure (the claim is forgotten, or the shopper starts over). */
export function clearFailure(): void {
  actionError.value = null;
  failureCause.value = null;
  failedOffline.value = false;
}

/**
 * Runs a service action: one at a time per kind (a double click waits for the first), its failure shown as
 * GENERIC_ERROR unless the action named its own, said as a dropped connection when it was one (failureKind), and never
 * an exception into the host page.
 */
export async function run(kind: PendingAction | null, work: () => Promise<void>): Promise<void> {
  if (kind && pending.value) return;
  if (kind) pending.value = kind;
  clearFailure();
  failedAction.value = kind;
  try {
    await work();
  } catch (error) {
    if (!actionError.value) failWith('GENERIC_ERROR', null, failureKind(error, browserOnline()) === 'offline');
    console.error(`[direct-billing] ${kind ?? 'action'} failed: ${error instanceof Error ? error.name : 'error'}`);
  } finally {
    if (kind) pending.value = null;
  }
}
