// How the façade runs a service action: one at a time per kind, its failure recorded for the widget that asked. The
// actions themselves are imported on the first one (`later`): what a signed-in page shows before a click needs none.
import { actionError, failedAction, pending, type PendingAction } from './toggle.ts';
import type * as claimActions from './claim-actions.ts';

/** The claim actions, as an action receives them. */
export type ClaimActions = typeof claimActions;

/** The claim actions, fetched on first use (the browser keeps the module); a failed fetch is a failed action, and the next use tries again. */
export function later(): Promise<ClaimActions> {
  return import('./claim-actions.ts');
}

/**
 * Runs a service action: one at a time per kind (a double click waits for the first), its failure shown as
 * GENERIC_ERROR unless the action named its own, and never an exception into the host page.
 */
export function act(kind: PendingAction | null, work: (actions: ClaimActions) => Promise<void>): Promise<void> {
  return run(kind, async () => work(await later()));
}

/** `act` for work that needs none of the later actions (the state a page shows before a click). */
export async function run(kind: PendingAction | null, work: () => Promise<void>): Promise<void> {
  if (kind && pending.value) return;
  if (kind) pending.value = kind;
  actionError.value = null;
  failedAction.value = kind;
  try {
    await work();
  } catch (error) {
    actionError.value ??= 'GENERIC_ERROR';
    console.error(`[direct-billing] ${kind ?? 'action'} failed: ${error instanceof Error ? error.name : 'error'}`);
  } finally {
    if (kind) pending.value = null;
  }
}
