// How the façade runs a service action: one at a time per kind, its failure recorded for the widget that asked. The
// actions themselves are fetched on the first one (`later`): what a signed-in page shows before a click needs none.
import { actionError, failedAction, pending, type PendingAction } from './toggle.ts';
import type * as claimActions from './claim-actions.ts';

/** The claim actions, as an action receives them. */
export type ClaimActions = typeof claimActions;

let fetchActions: (() => Promise<ClaimActions>) | null = null;

/**
 * Says where the claim actions come from. The widgets' signed-in chunk gives the chunk that also holds the record
 * states (widgets/live.tsx), so one request serves the first click; tests give the module itself.
 */
export function provideActions(fetch: () => Promise<ClaimActions>): void {
  fetchActions = fetch;
}

/** The claim actions, fetched on first use (the browser keeps the module); a failed fetch is a failed action, and the next use tries again. */
export function later(): Promise<ClaimActions> {
  return fetchActions ? fetchActions() : Promise.reject(new Error('claim actions not provided'));
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
