// When polls must end: a poll nobody waits for any more sends no request. The drawer's own polls end when it
// closes, every poll when the shopper signs out or their session ends.
import { reaction } from '../start.ts';
import { drawerTarget } from '../drawer/drawer.ts';
import { signedIn } from '../session/session.ts';

let drawerPolls = new AbortController();
let shopperPolls = new AbortController();

// One effect for both: the drawer's polls also end with the shopper's session.
reaction(() => {
  const stays = signedIn.value;
  if (!stays || !drawerTarget.value) {
    drawerPolls.abort();
    drawerPolls = new AbortController();
  }
  if (!stays) {
    shopperPolls.abort();
    shopperPolls = new AbortController();
  }
});

/** Aborts when the drawer closes or the shopper signs out: for the polls of a view (the member lookup's wait). */
export const whileDrawerOpen = (): AbortSignal => drawerPolls.signal;

/** Aborts when the shopper signs out or the session ends: for the polls that outlive the drawer (toggle, nullify, submit). */
export const whileSignedIn = (): AbortSignal => shopperPolls.signal;
