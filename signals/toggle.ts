// What the toggle and the CTA are doing right now, their last failure, and the host's sync listeners (spec 000 section 4).
import { signal } from '@preact/signals-react';

/** An action under way, so its button shows it is busy and a second click waits. */
export type PendingAction = 'use-insurance' | 'nullify' | 'cancel-claim' | 'cancel-quote' | 'insure-products';
/** What an action can fail with, as the widgets word it (spec 000 section 8 app errors and error contexts). */
export type ActionError = 'GENERIC_ERROR' | 'NULLIFY_EXPIRED' | 'LIMIT_REACHED' | 'TIME_EXCEEDED_ERROR';
/** What a sync listener hears: insurance now applies to the cart, or no longer does (spec 000 section 1). */
export type SyncAction = 'sync' | 'remove';
/** A host function told of every change of use of insurance. */
export type SyncListener = (action: SyncAction) => void;

/** The action under way; null when idle. */
export const pending = signal<PendingAction | null>(null);
/** The last action's failure; null when it succeeded or was dismissed. */
export const actionError = signal<ActionError | null>(null);

const listeners = new Set<SyncListener>();

/** Adds a sync listener (spec 001 section 6, "sync listener add"); adding one twice keeps one. */
export function addSyncListener(listener: SyncListener): void {
  listeners.add(listener);
}

/** Removes a sync listener (spec 001 section 6, "sync listener remove"). */
export function removeSyncListener(listener: SyncListener): void {
  listeners.delete(listener);
}

/** Tells every sync listener; one that throws is reported and the others still hear. */
export function notifySync(action: SyncAction, report: (error: unknown) => void): void {
  for (const listener of [...listeners]) {
    try {
      listener(action);
    } catch (error) {
      report(error);
    }
  }
}

/** Idle, no failure, no listener (tests). */
export function resetToggle(): void {
  pending.value = null;
  actionError.value = null;
  listeners.clear();
}
