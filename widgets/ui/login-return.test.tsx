// A sign-in prompt's link tells the page before it loads the sign-in page, and a single-page shop may route there itself
// (docs/page-api.md, login-redirect; README, single-page shops): the call-to-action's and the toggle's links.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import Cta from '../cta/Cta.tsx';
import Toggle from '../toggle/Toggle.tsx';
import { loadSession } from '../../signals/session/session.ts';
import { hostEvents } from '../../signals/host/events.ts';
import { drawerTarget, openDrawer } from '../../signals/drawer/drawer.ts';
import { recall } from '../../src/host/session-memory.ts';
import { configure } from '../../test/component/setup.ts';
import { sandboxFetch } from '../../test/component/sandbox-fetch.ts';

/** The sign-in page's path, with the cart to come back to. */
const SIGN_IN = `/en-ca/sign-in?redirectUrl=${encodeURIComponent('/en-ca/cart')}`;

beforeEach(async () => {
  // The shopper is on the cart (a link the test follows may have moved happy-dom's location).
  history.replaceState(null, '', '/en-ca/cart');
  configure();
  vi.stubGlobal('fetch', sandboxFetch().fetch);
  await loadSession();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the page hears as the shopper follows a link: the host event's paths, and the window event's. */
function hear() {
  const heard: string[] = [];
  const stop = hostEvents.on('login-redirect', ({ path }) => heard.push(`event ${path}`));
  const onWindow = (event: Event) => heard.push(`window ${(event as CustomEvent<{ path: string }>).detail.path}${event.cancelable ? ' (cancelable)' : ''}`);
  addEventListener('direct-billing:login-redirect', onWindow);
  return { heard, stop: () => (stop(), removeEventListener('direct-billing:login-redirect', onWindow)) };
}

describe('a sign-in prompt tells the page, which may route there itself', () => {
  it.each([
    ['the call-to-action', () => render(<Cta />)],
    ['the toggle', () => render(<Toggle />)],
  ])('%s: the link loads the sign-in page, after the login-redirect event and its cancelable window event; the way back is remembered', async (_name, show) => {
    const { heard, stop } = hear();
    show();
    const link = await screen.findByRole('link', { name: 'Sign in to apply Vision Insurance' });
    expect(link.getAttribute('href')).toBe(SIGN_IN);
    // fireEvent answers whether the default (the browser's load of the link) still happens.
    expect(fireEvent.click(link)).toBe(true);
    expect(heard).toEqual([`event ${SIGN_IN}`, `window ${SIGN_IN} (cancelable)`]);
    expect(recall('loginRedirect')).toBe('true');
    stop();
  });

  it('cancelled by a single-page shop: the link loads nothing, and the drawer the prompt sat beside closes', async () => {
    const route = vi.fn((event: Event) => event.preventDefault());
    addEventListener('direct-billing:login-redirect', route);
    render(<Cta />);
    const link = await screen.findByRole('link', { name: 'Sign in to apply Vision Insurance' });
    openDrawer('intro');
    expect(fireEvent.click(link)).toBe(false);
    expect(route).toHaveBeenCalledTimes(1);
    expect(drawerTarget.value).toBeNull();
    removeEventListener('direct-billing:login-redirect', route);
  });
});
