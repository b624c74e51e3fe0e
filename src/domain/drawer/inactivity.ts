// The 30-minute inactivity cancel as rules (spec 000 sections 4 and 9): which claims it cancels, and when.
import { INACTIVITY_CANCEL_MS } from '../constants.ts';

/** Statuses whose claim is in the insurer's hands or being answered: inactivity never cancels them. */
const IN_FLIGHT: ReadonlySet<string> = new Set(['CLAIM_SUBMITTED', 'QUOTE_REQUESTED', 'QUOTE_PENDING']);

/**
 * Whether 30 minutes of inactivity cancel the record (spec 000 section 4, "Inactivity of 30 minutes cancels the claim"):
 * a claim still being filled in, not one submitted, being answered, decided, cancelled or restricted.
 */
export function cancelsOnInactivity(status: string | null | undefined, terminal: ReadonlySet<string>): boolean {
  return !!status && !terminal.has(status) && !IN_FLIGHT.has(status);
}

/**
 * How long until inactivity cancels the claim (spec 000 sections 4 and 9: 30 minutes), from the shopper's last key,
 * click or input anywhere on the page, the drawer open or closed; 0 once the time is up. A last activity in the future
 * (a clock set back) counts from now, never longer than the window.
 */
export function inactivityLeftMs(lastActivity: number, now: number): number {
  return Math.max(0, Math.min(INACTIVITY_CANCEL_MS, lastActivity + INACTIVITY_CANCEL_MS - now));
}
