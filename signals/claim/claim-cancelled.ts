// The shopper's own cancel of their claim in progress, as the call-to-action says it once the default card follows.
import { signal } from '@preact/signals-react';

/**
 * The shopper cancelled their claim in progress here (claim-cancel.ts cancelClaim) and no claim has started since: the
 * call-to-action, which then shows its default card, says so, as an accepted claim's cancel does on its own card.
 */
export const claimCancelled = signal(false);

/** The shopper's claim in progress was deleted by their cancel. */
export function cancelledHere(): void {
  claimCancelled.value = true;
}

/** A new claim started: the one cancelled is no longer the news. */
export function cancelForgotten(): void {
  claimCancelled.value = false;
}
