// Where a page's visitor stands as the page loads: who the shop says they are, then, signed in, their insurance state.
import { loadSession, signedIn } from './session.ts';

/**
 * Reads who the visitor is and, signed in, starts what a signed-in page does before any click (startSignedIn, which loads
 * the insurance state). The loader runs it as the page loads; the call-to-action's Try again runs it again when reading
 * the session failed, since the insurance state never loaded then: reading the session alone would leave the card
 * checking for good. A signed-out visitor's page fetches none of the signed-in code.
 */
export async function startVisit(): Promise<void> {
  await loadSession();
  if (signedIn.value) await (await import('../claim/actions.ts')).startSignedIn();
}
