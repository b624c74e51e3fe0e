// A widget whose code does not come (spec 000 section 9, "Script chunk load timeout"): the page widgets and the drawer say
// so in the shopper's language and fetch their code again on Try again; the drawer can be opened again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import { drawerNotLoaded, drawerTarget, openDrawer, unopened } from '../../signals/drawer/drawer.ts';
import { configure } from '../../test/component/setup.ts';
import { lazyWidget, NotLoaded } from './lazy-widget.tsx';
import { NeedsReload } from './chunk.ts';

/** A widget's module, as its chunk gives it. */
const Overview = () => <h2>Your plans</h2>;

/** The notice, as a shopper meets it. */
const notice = () => screen.findByRole('alert');

beforeEach(() => configure());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('spec 000 §9: a page widget whose code does not come', () => {
  it('fails to load: says so with Try again, which fetches the code again and shows the widget', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue({ default: Overview });
    const Widget = lazyWidget(load, 'overview', 'https://shop.example/widgets/embed.js');
    render(<Widget failed={(retry) => <NotLoaded retry={retry} />} />);
    expect((await notice()).textContent).toContain('Vision insurance could not load. Check your connection, then try again.');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Your plans' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('held past the shop\'s chunkTimeoutMs: says so, and tells whoever listens', async () => {
    configure({ chunkTimeoutMs: '50' });
    const onFailed = vi.fn();
    const Widget = lazyWidget(() => new Promise(() => undefined), 'overview', 'https://shop.example/widgets/embed.js');
    render(<Widget onFailed={onFailed} failed={(retry) => <NotLoaded retry={retry} />} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await notice();
    expect(onFailed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['fr-fr', 'Le tiers payant n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.'],
    ['fr-ca', 'L’assurance vision n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.'],
  ])('speaks the shop\'s language (%s)', async (locale, words) => {
    configure({ locale });
    const Widget = lazyWidget(() => Promise.reject(new TypeError('offline')), 'overview', 'https://shop.example/widgets/embed.js');
    render(<Widget failed={(retry) => <NotLoaded retry={retry} />} />);
    expect((await notice()).textContent).toContain(words);
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });
});

describe('spec 000 §9: code the browser will not fetch again on this page (a file it imports failed)', () => {
  it.each([
    ['en-ca', 'Vision insurance could not load. Reload the page to try again.', 'Reload the page'],
    ['fr-fr', 'Le tiers payant n’a pas pu se charger. Rechargez la page pour réessayer.', 'Recharger la page'],
    ['fr-ca', 'L’assurance vision n’a pas pu se charger. Rechargez la page pour réessayer.', 'Recharger la page'],
  ])('a page widget says only a reload brings it, and its button reloads the page (%s)', async (locale, words, button) => {
    configure({ locale });
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    try {
      const load = vi.fn(() => Promise.reject(new NeedsReload('held')));
      const Widget = lazyWidget(load, 'overview', 'https://shop.example/widgets/embed.js');
      render(<Widget failed={(retry, again) => <NotLoaded retry={retry} reload={again} />} />);
      expect((await notice()).textContent).toContain(words);
      expect(screen.queryByRole('button', { name: /Try again|Réessayer/ })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: button }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the drawer\'s notice offers Reload the page, and Dismiss lets it go', async () => {
    render(<DrawerHost />);
    act(() => openDrawer('intro'));
    act(() => drawerNotLoaded(true));
    expect((await notice()).textContent).toContain('Vision insurance could not load. Reload the page to try again.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a widget hears that only a reload brings its code', async () => {
    const onFailed = vi.fn();
    const Widget = lazyWidget(() => Promise.reject(new NeedsReload('held')), 'drawer', 'https://shop.example/widgets/embed.js');
    render(<Widget onFailed={onFailed} />);
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledWith(true));
  });
});

describe('spec 000 §9: the drawer whose code does not come', () => {
  it('closes, and a notice over the page offers Try again, which opens the drawer on the view asked for', async () => {
    render(<DrawerHost />);
    act(() => openDrawer('insurers'));
    act(() => drawerNotLoaded());
    expect(drawerTarget.value).toBeNull();
    expect((await notice()).className).toContain('floating');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(drawerTarget.value).toBe('insurers');
    expect(unopened.value).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Vision insurance' })).toBeTruthy();
  });

  it('Dismiss lets the notice go, and the page can open the drawer again', async () => {
    render(<DrawerHost />);
    act(() => openDrawer('intro'));
    act(() => drawerNotLoaded());
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => openDrawer('intro'));
    expect(drawerTarget.value).toBe('intro');
  });
});
