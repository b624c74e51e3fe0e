// The 30-minute inactivity cancel (spec 000 sections 4 and 9), counted for the shopper, not for one page: activity on
// this page, drawer open or closed, in the shop's other tabs of the same browser, and the service's record, read again
// before cancelling. The shopper who leaves loses the claim being filled in; one who fills it in in another tab does not.
import { cancelsOnInactivity, goneForInactivity, inactivityLeftMs, lastActive } from '../../src/domain/drawer/inactivity.ts';
import { RESUME_TERMINAL_STATUSES } from '../../src/domain/drawer/terminal.ts';
import { INACTIVITY_CANCEL_MS } from '../../src/domain/constants.ts';
import { computed, signal } from '@preact/signals-react';
import { reaction } from '../start.ts';
import { signedIn } from '../session/session.ts';
import { closeDrawer } from '../drawer/drawer.ts';
import { record } from './claim.ts';
import { cancelForgotten } from './claim-cancelled.ts';
import { act } from './act.ts';
import { catchUpInsuranceState } from './claim-load.ts';

/** What the shopper does that counts as activity, anywhere on the page: the drawer's events reach it through its shadow root. */
const ACTIVITY = ['keydown', 'pointerdown', 'input'] as const;

/** The channel on which the shop's tabs in one browser tell each other the shopper is active; its messages carry nothing. */
export const ACTIVITY_CHANNEL = 'direct-billing-activity';

/** A tab tells the others at most this often: a word typed is one activity to them, heard at most this much early. */
const TELL_EVERY_MS = 1000;

/** This tab's line to the shop's other tabs in the browser: it tells them of activity here, and hears of theirs. */
export interface TabsLine {
  tell(): void;
  close(): void;
}

/** Opens the line; `heard` runs when another tab tells of activity. Null where the browser has no BroadcastChannel. */
export type OpenTabsLine = (heard: () => void) => TabsLine | null;

/** The browser's own: a BroadcastChannel reaches every tab of the shop's origin, and keeps nothing once they close. */
const broadcast: OpenTabsLine = (heard) => {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(ACTIVITY_CHANNEL);
  channel.onmessage = heard;
  return { tell: () => channel.postMessage(0), close: () => channel.close() };
};

let watching = false;

/** The claim was cancelled for inactivity and no new one has started since: the call-to-action says why it is gone. */
export const idleCancelled = signal(false);

/** Whether inactivity may cancel the claim now; only its changes restart the count, not every reload of the record. */
const cancellable = computed(() => signedIn.value && cancelsOnInactivity(record.value?.status, RESUME_TERMINAL_STATUSES));

/**
 * The time is up: the claim being filled in is cancelled and the drawer, if open, closes. Nobody clicked, so the host
 * hears no call-to-action click: the cancel is the claim action itself, not the CTA's tracked verb.
 */
async function abandon(): Promise<void> {
  if (!cancellable.value) return;
  closeDrawer();
  await act(null, (a) => a.cancelClaim());
  idleCancelled.value = !record.value;
}

/**
 * Starts counting, once per page, while a signed-in shopper has a claim inactivity may cancel (cancelsOnInactivity):
 * every key, click or input on the page (`target`) restarts the 30 minutes, drawer open or closed, and is told to the
 * shop's other tabs (`tabs`), whose own count it restarts too. When the time is up as this tab sees it (lastActive),
 * the record is read again first: another tab or device may have saved to it since. The timer checks the time left on
 * the clock when it fires (inactivityLeftMs), so a tab the browser slowed down cancels on time.
 */
export function watchInactivity(target: EventTarget = document, tabs: OpenTabsLine = broadcast): void {
  if (watching) return;
  watching = true;
  reaction(() => {
    if (!cancellable.value) return;
    // A new claim: the one cancelled for inactivity, or by the shopper, is no longer the news.
    idleCancelled.value = false;
    cancelForgotten();
    let here = Date.now();
    let elsewhere: number | null = null;
    let told = -Infinity;
    let ended = false;
    const line = tabs(() => {
      elsewhere = Date.now();
    });
    const active = () => {
      here = Date.now();
      if (here - told < TELL_EVERY_MS) return;
      told = here;
      line?.tell();
    };
    const seen = () => lastActive({ here, elsewhere, recordChanged: record.peek()?.lastModified });
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      const last = seen();
      if (inactivityLeftMs(last, Date.now()) === 0) {
        await catchUpInsuranceState();
        // The record read again may end the count (submitted or cancelled elsewhere); if nobody was active since, here,
        // in another tab or on the record, the time is up.
        const activeSince = seen() > last;
        if (ended) {
          // Gone with nobody active: another tab of the shopper's, idle as long, cancelled it first; say so here too.
          if (signedIn.peek() && goneForInactivity({ had: true, has: !!record.peek(), activeSince })) idleCancelled.value = true;
          return;
        }
        if (!activeSince) return abandon();
      }
      timer = setTimeout(() => void check(), inactivityLeftMs(seen(), Date.now()));
    };
    timer = setTimeout(() => void check(), INACTIVITY_CANCEL_MS);
    for (const kind of ACTIVITY) target.addEventListener(kind, active, { capture: true, passive: true });
    // The count stops when the claim may no longer be cancelled, or when the signals stop.
    return () => {
      ended = true;
      clearTimeout(timer);
      line?.close();
      for (const kind of ACTIVITY) target.removeEventListener(kind, active, { capture: true });
    };
  });
}
