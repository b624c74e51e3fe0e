// The claim actions are imported on the first action (`later`): what a signed-in page shows before a click needs none.
import { run, type PendingAction } from '../toggle/toggle.ts';
import type * as claimActions from './claim-actions.ts';

/** The claim actions, as an action receives them. */
export type ClaimActions = typeof claimActions;

/** The claim actions once they have come: an import() of a module the browser holds still answers a task later, after a frame. */
let held: ClaimActions | undefined;

/** The claim actions, fetched on first use (the browser keeps the module); a failed fetch is a failed action, and the next use tries again. */
export function later(): Promise<ClaimActions> {
  if (held) return Promise.resolve(held);
  return import('./claim-actions.ts').then((actions) => (held = actions));
}

/** Runs an action that needs the claim actions (toggle.ts `run`: one at a time per kind, its failure recorded). */
export function act(kind: PendingAction | null, work: (actions: ClaimActions) => Promise<void>): Promise<void> {
  return run(kind, async () => work(await later()));
}
