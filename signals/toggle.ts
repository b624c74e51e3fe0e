// What the toggle and the CTA are doing right now, and their last failure.
import { computed, signal } from '@preact/signals-react';

/** An action under way, so its button shows it is busy and a second click waits. */
export type PendingAction = 'use-insurance' | 'nullify' | 'cancel-claim' | 'cancel-quote' | 'insure-products';
/** What an action can fail with, as the widgets word it (spec 000 section 8 app errors and error contexts). */
export type ActionError = 'GENERIC_ERROR' | 'NULLIFY_EXPIRED' | 'LIMIT_REACHED' | 'TIME_EXCEEDED_ERROR';
/** The action under way; null when idle. */
export const pending = signal<PendingAction | null>(null);
/** The last action's failure; null when it succeeded or was dismissed. */
export const actionError = signal<ActionError | null>(null);

/** Which action the last failure came from: each widget shows the failures of its own actions (null: a load). */
export const failedAction = signal<PendingAction | null>(null);

/** Actions of the toggle; every other failure is the call-to-action's to show. */
const TOGGLE_ACTIONS: ReadonlySet<PendingAction> = new Set(['use-insurance', 'insure-products']);

/** Whether one of the toggle's own actions is under way: its switch and links wait for it. */
export const toggleBusy = computed(() => !!pending.value && TOGGLE_ACTIONS.has(pending.value));

/** Whether the last failure belongs to the toggle (true) or the call-to-action (false). */
export const failedOnToggle = computed(() => !!failedAction.value && TOGGLE_ACTIONS.has(failedAction.value));

/** Idle, no failure (tests, logout). */
export function resetToggle(): void {
  pending.value = null;
  actionError.value = null;
  failedAction.value = null;
}
