// The 30-minute inactivity cancel (spec 000 sections 4 and 9), counted on the whole page: the shopper who closes the
// drawer and leaves loses the claim being filled in as one who leaves it open does.
import { cancelsOnInactivity, inactivityLeftMs } from '../../src/domain/drawer/inactivity.ts';
import { RESUME_TERMINAL_STATUSES } from '../../src/domain/drawer/terminal.ts';
import { INACTIVITY_CANCEL_MS } from '../../src/domain/constants.ts';
import { computed, signal } from '@preact/signals-react';
import { reaction } from '../start.ts';
import { signedIn } from '../session/session.ts';
import { closeDrawer } from '../drawer/drawer.ts';
import { record } from './claim.ts';
import { act } from './act.ts';

/** What the shopper does that counts as activity, anywhere on the page: the drawer's events reach it through its shadow root. */
const ACTIVITY = ['keydown', 'pointerdown', 'input'] as const;

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
 * every key, click or input on the page (`target`) restarts the 30 minutes, drawer open or closed. The timer checks the
 * time left on the clock when it fires (inactivityLeftMs), so a tab the browser slowed down cancels on time.
 */
export function watchInactivity(target: EventTarget = document): void {
  if (watching) return;
  watching = true;
  let stop: (() => void) | null = null;
  reaction(() => {
    stop?.();
    stop = null;
    if (!cancellable.value) return;
    // A new claim: the one cancelled for inactivity is no longer the news.
    idleCancelled.value = false;
    let last = Date.now();
    const active = () => {
      last = Date.now();
    };
    const check = () => {
      const left = inactivityLeftMs(last, Date.now());
      if (left > 0) timer = setTimeout(check, left);
      else void abandon();
    };
    let timer = setTimeout(check, INACTIVITY_CANCEL_MS);
    for (const kind of ACTIVITY) target.addEventListener(kind, active, { capture: true, passive: true });
    stop = () => {
      clearTimeout(timer);
      for (const kind of ACTIVITY) target.removeEventListener(kind, active, { capture: true });
    };
  });
}
