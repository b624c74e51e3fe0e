// What a shopper leaves in memory goes with them: each lazy module hands its reset here, run on sign-out or session end.
import { reaction } from '../start.ts';
import { signedIn } from './session.ts';

/** Runs `reset` whenever no shopper is signed in (signed out, or the session ended), so nothing of theirs stays. */
export function forgetOnSignOut(reset: () => void): void {
  reaction(() => {
    if (!signedIn.value) reset();
  });
}
