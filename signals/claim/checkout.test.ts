// "Proceed to checkout" (spec 000 §2; issue 24, checkoutPath): the page hears `checkout`, a shop may route itself by
// cancelling the window event, and the widgets otherwise go to the configured checkout or refresh the cart they are on.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { effect } from '@preact/signals-react';
import { readConfig } from '../../src/host/config.ts';
import { resetConfig, setConfig } from '../host/config.ts';
import { hostEvents } from '../host/events.ts';
import { drawerTarget, openDrawer, resetDrawer, takeAfterClose } from '../drawer/drawer.ts';
import { goToCart, goToCheckout } from './checkout.ts';

/** The page as the widgets see it: where the shopper is, what the host and window events heard, where it navigated. */
function page(pathname: string, config: Record<string, string>, cancel = false) {
  const read = readConfig(undefined, { storeId: '10151', ...config });
  if (!read.ok) throw new Error(read.message);
  setConfig(read.config);
  const heard: string[] = [];
  const target = new EventTarget();
  target.addEventListener('direct-billing:checkout', (event) => {
    heard.push(`window checkout ${(event as CustomEvent<{ path: string }>).detail.path}`);
    if (cancel) event.preventDefault();
  });
  target.addEventListener('direct-billing:refresh-cart', () => heard.push('window refresh-cart'));
  const stops = [
    hostEvents.on('checkout', ({ path }) => heard.push(`checkout ${path}`)),
    hostEvents.on('refresh-cart', () => heard.push('refresh-cart')),
    hostEvents.on('edit-cart', ({ lines }) => heard.push(`edit-cart ${lines.join(' ')}`)),
  ];
  const assign = vi.fn((to: string) => heard.push(`load ${to}`));
  vi.stubGlobal('location', { pathname, search: '', assign });
  vi.stubGlobal('window', target);
  openDrawer('review');
  // The drawer's close, which the loader tells the page as drawer-close (entry/embed.ts, watchOpenings).
  stops.push(effect(() => void (drawerTarget.value === null && heard.push('drawer-close'))));
  return { heard, assign, stop: () => stops.forEach((s) => s()) };
}

afterEach(() => {
  resetConfig();
  resetDrawer();
  vi.unstubAllGlobals();
});

// The page hears the shopper's choice first, with the drawer still open, so a shop may cancel the navigation; then the
// drawer closes; then the cart refreshes or the page loads (the spec orders none of it: docs/page-api.md).
describe('spec 000 §2: goToCheckout', () => {
  test.each<[string, string, Record<string, string>, boolean, string[], string | null]>([
    ['no checkoutPath, on the cart: the page hears checkout, the drawer closes, the cart refreshes, nothing reloads', '/en-ca/cart', {}, false,
      ['checkout /en-ca/cart', 'window checkout /en-ca/cart', 'drawer-close', 'refresh-cart', 'window refresh-cart'], null],
    ['a checkoutPath, on the cart: the checkout page loads, the cart neither reloads nor refreshes', '/en-ca/cart', { checkoutPath: '/en-ca/checkout' }, false,
      ['checkout /en-ca/checkout', 'window checkout /en-ca/checkout', 'drawer-close', 'load /en-ca/checkout'], '/en-ca/checkout'],
    ['no checkoutPath, on a product page: the cart loads', '/en-ca/frames', {}, false, ['checkout /en-ca/cart', 'window checkout /en-ca/cart', 'drawer-close', 'load /en-ca/cart'], '/en-ca/cart'],
    ['the shop cancels the window event, the drawer still open: it routes itself, the widgets close the drawer and go nowhere', '/en-ca/frames', { checkoutPath: '/en-ca/checkout' }, true,
      ['checkout /en-ca/checkout', 'window checkout /en-ca/checkout', 'drawer-close'], null],
  ])('%s', (_name, pathname, config, cancel, events, loaded) => {
    const { heard, assign, stop } = page(pathname, config, cancel);
    goToCheckout();
    stop();
    expect(drawerTarget.value).toBeNull();
    expect(heard).toEqual(events);
    expect(assign.mock.calls).toEqual(loaded ? [[loaded]] : []);
  });

  test('"Edit my cart" still goes to the cart, not the checkout', () => {
    const { assign, heard, stop } = page('/en-ca/frames', { checkoutPath: '/en-ca/checkout' });
    goToCart();
    stop();
    expect([assign.mock.calls, heard]).toEqual([[['/en-ca/cart']], ['drawer-close', 'load /en-ca/cart']]);
  });
});

// The drawer runs what its close was for once it has given focus back (Drawer.tsx, takeAfterClose): here, by hand.
describe('spec 001 §6 (host events): « Modifier mon panier » names the cart lines to change to the page', () => {
  test.each<[string, string, string[], string[], string | null]>([
    ['on the cart, two lens lines: the drawer closes, the cart refreshes, then, focus given back, the page hears the lines', '/fr-fr/cart', ['line-3', 'line-5'],
      ['drawer-close', 'refresh-cart', 'window refresh-cart', 'edit-cart line-3 line-5'], null],
    ['on the cart, no line named (the cart could not be read): nothing to bring the shopper to', '/fr-fr/cart', [], ['drawer-close', 'refresh-cart', 'window refresh-cart'], null],
    ['on a product page: the cart loads; the page left hears nothing of its lines', '/fr-fr/frames', ['line-3'], ['drawer-close', 'load /fr-fr/cart'], '/fr-fr/cart'],
  ])('%s', (_name, pathname, lines, events, loaded) => {
    const { assign, heard, stop } = page(pathname, { cartPath: '/fr-fr/cart' });
    goToCart(lines);
    takeAfterClose()?.();
    stop();
    expect(heard).toEqual(events);
    expect(assign.mock.calls).toEqual(loaded ? [[loaded]] : []);
  });
});

describe('spec 000 §3: checkoutPath is a same-site path, as cartPath is', () => {
  test.each([
    ['absent: none, so the cart is the checkout', {}, true, undefined],
    ['a path of the shop', { checkoutPath: '/en-ca/checkout' }, true, '/en-ca/checkout'],
    ['another host, protocol-relative: ignored with a warning, the cart kept', { checkoutPath: '//evil.example/checkout' }, false, undefined],
    ['another origin: ignored with a warning, the cart kept', { checkoutPath: 'https://evil.example/checkout' }, false, undefined],
  ])('%s', (_name, config, kept, value) => {
    const read = readConfig(undefined, { storeId: '10151', ...config }, 'https://shop.example');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.config.checkoutPath).toBe(value);
    expect(read.warnings.some((line) => line.includes('"checkoutPath"'))).toBe(!kept);
  });
});
