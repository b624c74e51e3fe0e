// The 30-minute inactivity cancel as rules (spec 000 sections 4 and 9): which claims it cancels, and when the shopper
// counts as idle.
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

/**
 * Where the shopper was last seen active, as one tab of the shop knows it: its own page, the shop's other tabs in the
 * same browser (which tell it of their activity), and the service's record, which another tab or device may have saved
 * to since this one read it.
 */
export interface ActivitySeen {
  /** The last key, click or input on this tab's page (or when it began counting). */
  here: number;
  /** The last activity another tab of the shop told of; null when none has. */
  elsewhere?: number | null | undefined;
  /** The record's lastModified, as the service wrote it; null, missing or unreadable counts for nothing. */
  recordChanged?: string | null | undefined;
}

/**
 * When the shopper was last active (spec 000 section 4, "Inactivity of 30 minutes cancels the claim"): the shopper, not
 * one tab, so the latest of this tab's activity, another tab's and the record's last change. A product page left open
 * in a second tab is no reason to cancel the claim being filled in in the first.
 */
export function lastActive({ here, elsewhere, recordChanged }: ActivitySeen): number {
  // What is not known (no tell, no date, a date unread: NaN) is the epoch, which any activity follows.
  return Math.max(here, elsewhere ?? 0, Date.parse(recordChanged ?? '') || 0);
}

/** What one tab knows when its 30 minutes are up and it has read the record again. */
export interface IdleEnd {
  /** This tab showed a claim inactivity may cancel when its time was up. */
  had: boolean;
  /** The record read again still shows that claim. */
  has: boolean;
  /** The shopper was active since, in this tab, another tab or on the record. */
  activeSince: boolean;
}

/**
 * Whether the claim went for inactivity (spec 000 sections 4 and 9, "Inactivity of 30 minutes cancels the claim"): it was
 * there when this tab's time was up, the record read again has it gone, and nobody was active since. The shopper was idle
 * 30 minutes in every tab, so another tab counting the same minutes cancelled it first: the same cancel, told the same way.
 */
export function goneForInactivity({ had, has, activeSince }: IdleEnd): boolean {
  return had && !has && !activeSince;
}
