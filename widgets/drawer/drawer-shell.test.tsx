// The drawer shell and its first views (spec 000 section 2), against the real sandbox in-process.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import { Delayed } from '../ui/Delayed.tsx';
import { Skeleton } from './chrome.tsx';
import { drawerTarget, openDrawer } from '../../signals/drawer/drawer.ts';
import { view } from '../../signals/drawer/flow.ts';
import { SKELETON_DELAY_MS } from '../../src/domain/constants.ts';
import { configure, signedInVisitor } from '../../test/component/setup.ts';
import type { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { watchLiveRegions } from '../../test/component/said.ts';

let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(async () => {
  sandbox = await signedInVisitor();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function openFrom(label: string): HTMLButtonElement {
  const opener = document.createElement('button');
  opener.textContent = label;
  document.body.append(opener);
  opener.focus();
  act(() => openDrawer('intro', opener));
  return opener;
}

describe('drawer shell (spec 000 §2)', () => {
  it('opens as a modal dialog on the intro, with the six North American steps', async () => {
    render(<DrawerHost />);
    openFrom('Apply');
    const dialog = await screen.findByRole('dialog', { name: 'Vision insurance' });
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Apply your vision insurance' })).toBeTruthy();
    expect(await screen.findAllByRole('listitem')).toHaveLength(6);
  });

  it('shows the four French steps for a French shop (spec 001 §1)', async () => {
    configure({ locale: 'fr-fr', country: 'FR', currency: 'EUR' });
    render(<DrawerHost />);
    openFrom('Ouvrir');
    expect(await screen.findByRole('heading', { name: 'Profitez du tiers payant de votre mutuelle' })).toBeTruthy();
    expect(await screen.findAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    render(<DrawerHost />);
    const opener = openFrom('Apply');
    const dialog = await screen.findByRole('dialog');
    await screen.findByRole('heading', { name: 'Apply your vision insurance' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(drawerTarget.value).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it.each([
    ['en-ca', 'Apply', 'Quillfeather Vision Plan', 'Your session has ended', 'Sign in again', 'Close', '/en-ca/sign-in'],
    ['fr-ca', 'Ouvrir', 'Régime de vision Quillfeather', 'Votre session a expiré', 'Se reconnecter', 'Fermer', '/fr-ca/sign-in'],
  ])('spec 000 §8: the session ends under the open drawer: it stays, says why with focus on it, signs in again or closes (%s)', async (locale, label, insurer, ended, signIn, close, signInPath) => {
    if (locale !== 'en-ca') sandbox = await signedInVisitor({ locale, signInPath });
    render(<DrawerHost />);
    const opener = openFrom(label);
    fireEvent.click(await screen.findByRole('button', { name: /^(Get started|Commencer)$/ }));
    const choice = await screen.findByRole('button', { name: insurer });
    // The service refuses the token twice; between the two tries the client reads the shop session again, and the shop says 401.
    sandbox.state.faults.add({ call: 'claim-records', kind: 'session-expired', remaining: 2 });
    sandbox.state.faults.add({ call: 'person/@self', kind: 'status', status: 401, remaining: 1 });
    choice.focus();
    fireEvent.click(choice);
    const heading = await screen.findByRole('heading', { name: ended });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('button', { name: insurer })).toBeNull();
    expect(screen.getByRole('link', { name: signIn }).getAttribute('href')).toMatch(new RegExp(`^${signInPath}\\?`));
    fireEvent.click(within(screen.getByRole('region', { name: ended })).getByRole('button', { name: close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('closes with its labelled close button', async () => {
    render(<DrawerHost />);
    openFrom('Apply');
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('"Get started" follows the page flow to its next view, the insurers (spec 000 §2)', async () => {
    render(<DrawerHost />);
    openFrom('Apply');
    fireEvent.click(await screen.findByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(view.value).toBe('insurers'));
    expect(sandbox.calls).toContain('GET /services/direct-billing/configurations');
  });

  it('sends a page flow that cannot load to the error view, whose "Try again" opens the flow once the service answers', async () => {
    let offline = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      offline && String(input).includes('/services/') ? Promise.reject(new TypeError('offline')) : sandbox.fetch(input, init),
    );
    render(<DrawerHost />);
    openFrom('Apply');
    expect(await screen.findByRole('heading', { name: "We’re experiencing some issues" })).toBeTruthy();
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Apply your vision insurance' })).toBeTruthy();
  });
});

describe('skeleton delay (spec 000 §2: a skeleton appears after 500 ms)', () => {
  it('shows nothing before the delay and the skeleton after it', () => {
    vi.useFakeTimers();
    render(
      <Delayed>
        <p>skeleton</p>
      </Delayed>,
    );
    act(() => {
      vi.advanceTimersByTime(SKELETON_DELAY_MS - 1);
    });
    expect(screen.queryByText('skeleton')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('skeleton')).toBeTruthy();
  });

  it.each([
    ['as its delay passes', 0],
    ['when its delay passed before the view’s code was asked for', SKELETON_DELAY_MS],
  ])('the wait the shopper started is said once %s, by a status region there before its words (WCAG 4.1.3)', async (_when, waited) => {
    const heard = watchLiveRegions();
    render(<Skeleton since={performance.now() - waited} />);
    await waitFor(() => expect(heard.said).toEqual(['Loading…']));
    heard.stop();
    expect(heard.insertedSaying).toEqual([]);
  });
});
