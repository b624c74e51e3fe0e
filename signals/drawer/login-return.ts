// The way back from a sign-in prompt (spec 000 section 2, login-redirect): a shopper who follows a prompt to sign in
// comes back to the page they left with the drawer open, instead of having to find the way in again.
import { isReturnTo } from '../../src/domain/drawer/login-return.ts';
import { keep, recall } from '../../src/host/session-memory.ts';
import type { WidgetName } from '../../src/host/public-api.ts';
import { hostEvents } from '../host/events.ts';
import { track } from '../host/track.ts';
import { closeDrawer, openDrawer } from './drawer.ts';

/** Remembers, as the shopper follows a sign-in prompt, the page they leave: the drawer opens there once they are back. */
export function rememberSignInReturn(): void {
  keep('loginRedirect', 'true');
  keep('basePath', location.pathname);
  keep('basePathSearch', location.search);
}

/**
 * A sign-in prompt's link followed (the call-to-action's, the toggle's, my claims', the overview's, the drawer's):
 * remembers the way back, tells the page (the press to its analytics, spec 000 section 9; the `login-redirect` host
 * event, then the cancelable window event `direct-billing:login-redirect`, named as spec 001 names the sign-in round
 * trip), and unless the shop cancelled the window event to route itself, lets the link load its sign-in page. Cancelled,
 * nothing loads and the drawer closes. Signing in to apply insurance starts the shopper's way to it (START); my claims'
 * sign-in only shows their claims (OTHER).
 */
export function followSignIn(event: { currentTarget: EventTarget | null; preventDefault(): void }, widget: WidgetName): void {
  const path = event.currentTarget instanceof Element ? (event.currentTarget.getAttribute('href') ?? '') : '';
  track(widget === 'myClaimsWidget' ? 'OTHER' : 'START', widget, 'sign-in');
  rememberSignInReturn();
  hostEvents.emit('login-redirect', { path });
  if (window.dispatchEvent(new CustomEvent('direct-billing:login-redirect', { detail: { path }, cancelable: true }))) return;
  event.preventDefault();
  closeDrawer();
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
