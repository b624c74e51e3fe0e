// How the façade runs a service action: one at a time per kind, its failure recorded for the widget that asked.
import { actionError, failedAction, pending, type PendingAction } from './toggle.ts';
import * as claimActions from './claim-actions.ts';

/** The claim actions, as an action receives them. */
export type ClaimActions = typeof claimActions;

/**
 * Runs a service action: one at a time per kind (a double click waits for the first), its failure shown as
 * GENERIC_ERROR unless the action named its own, and never an exception into the host page.
 */
export async function act(kind: PendingAction | null, work: (actions: ClaimActions) => Promise<void>): Promise<void> {
  if (kind && pending.value) return;
  if (kind) pending.value = kind;
  actionError.value = null;
  failedAction.value = kind;
  try {
    await work(claimActions);
  } catch (error) {
    actionError.value ??= 'GENERIC_ERROR';
    console.error(`[direct-billing] ${kind ?? 'action'} failed: ${error instanceof Error ? error.name : 'error'}`);
  } finally {
    if (kind) pending.value = null;
  }
}

