// The way back from a sign-in prompt (spec 000 section 2, login-redirect): a shopper who follows a prompt to sign in
// comes back to the page they left with the drawer open, instead of having to find the way in again.
import { isReturnTo } from '../../src/domain/drawer/login-return.ts';
import { keep, recall } from '../../src/host/session-memory.ts';
import { openDrawer } from './drawer.ts';

/** Remembers, as the shopper follows a sign-in prompt, the page they leave: the drawer opens there once they are back. */
export function rememberSignInReturn(): void {
  keep('loginRedirect', 'true');
  keep('basePath', location.pathname);
  keep('basePathSearch', location.search);
}

/**
 * On a signed-in page: when the shopper comes back from a prompt's sign-in to the page they left, opens the drawer on
 * login-redirect (which waits for eligibility). Asked once: a sign-in that lands elsewhere forgets the return.
 */
export function openAfterSignIn(): void {
  if (recall('loginRedirect') !== 'true') return;
  const left = { pathname: recall('basePath') ?? '', search: recall('basePathSearch') ?? '' };
  keep('loginRedirect', null);
  keep('basePath', null);
  keep('basePathSearch', null);
  if (isReturnTo(left, location)) openDrawer('login-redirect');
}
