// The drawer's routes (spec 000 section 2, "Screens and routes"): one route per view on wouter's memory location,
// moved by actions from outside any component, against the real sandbox in process.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import { closeDrawer, openDrawer } from '../../signals/drawer/drawer.ts';
import { drawerHistory, drawerPath, navigateDrawer } from '../../signals/drawer/drawer-route.ts';
import { go, navState, view } from '../../signals/drawer/flow.ts';
import { record, setRecord } from '../../signals/claim/claim.ts';
import { startClaim } from '../../signals/claim/actions.ts';
import { signedInVisitor } from '../../test/component/setup.ts';

/** Views load on demand, and cold in a test run: a state may take longer than testing-library's default second to show. */

beforeEach(async () => {
  await signedInVisitor();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openOnIntro(): Promise<void> {
  render(<DrawerHost />);
  act(() => openDrawer('intro'));
  await screen.findByRole('heading', { name: 'Apply your vision insurance' });
}

describe('drawer routes (spec 000 §2)', () => {
  it.each([
    ['insurers', /^Choose your insur/],
    ['error', "We’re experiencing some issues"],
    ['intro', 'Apply your vision insurance'],
  ] as const)('the %s route shows its view', async (name, heading) => {
    await openOnIntro();
    act(() => go(name));
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    expect(view.value).toBe(name);
  });

  it.each([
    ['a view this build lacks', drawerPath('not-in-this-build')],
    ['a path outside the drawer’s base', '/intro'],
  ])('%s shows the error view', async (_name, path) => {
    await openOnIntro();
    act(() => navigateDrawer(path));
    expect(await screen.findByRole('heading', { name: "We’re experiencing some issues" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Apply your vision insurance' })).toBeNull();
  });

  it('moves with an action outside any component, replacing its entry and leaving the host page’s history alone', async () => {
    const before = { length: window.history.length, href: window.location.href, pushState: window.history.pushState };
    await openOnIntro();
    act(() => go('insurers'));
    await screen.findByRole('heading', { name: /^Choose your insur/ });
    act(() => go('error'));
    await screen.findByRole('heading', { name: "We’re experiencing some issues" });
    expect(drawerHistory).toEqual([drawerPath('error')]);
    expect({ length: window.history.length, href: window.location.href, pushState: window.history.pushState }).toEqual(before);
    expect(Symbol.for('wouter_v3') in window).toBe(false);
  });

  it('hands the navigation’s state to the view: resume opens the record whose id start carried', async () => {
    const created = await startClaim();
    act(() => setRecord(null));
    await openOnIntro();
    act(() => go('resume', { id: created.id }));
    // Without the id in the state, resume would have no record and open the default view (the intro).
    await waitFor(() => expect(view.value).toBe('insurers'));
    expect(record.value?.id).toBe(created.id);
    expect(await screen.findByRole('heading', { name: /^Choose your insur/ })).toBeTruthy();
  });

  it('closing resets the location: no view and no state survive it', async () => {
    await openOnIntro();
    act(() => go('insurers', { from: 'test' }));
    await screen.findByRole('heading', { name: /^Choose your insur/ });
    act(() => closeDrawer());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(drawerHistory).toEqual([drawerPath('intro')]);
    expect(view.value).toBe('intro');
    expect(navState.value).toBeNull();
  });
});
