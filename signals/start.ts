// The signals' reactions (their effects) run only once the loader starts them: importing a module starts nothing, and
// whoever started them (the loader, a test) can stop them all with the dispose it got.
import { effect } from '@preact/signals-react';

const reactions: (() => void)[] = [];
let running: (() => void)[] | null = null;

/** Declares a reaction: installed when the signals start, or at once for a lazy module that arrives after the start. */
export function reaction(run: () => void): void {
  reactions.push(run);
  running?.push(effect(run));
}

/** Stops every running reaction; they run again at the next start. */
function stopSignals(): void {
  for (const dispose of running ?? []) dispose();
  running = null;
}

/** Installs every declared reaction (starting twice keeps one set) and answers the dispose that stops them. */
export function startSignals(): () => void {
  running ??= reactions.map((run) => effect(run));
  return stopSignals;
}
