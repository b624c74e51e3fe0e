// The error view (spec 000 section 2, "A global error state"): said once, by its focused heading; and the error view of
// a view only a reload brings (section 9, script chunk load timeout): a file the view imports failed on this page, so
// Try again could never show it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import ErrorView from './ErrorView.tsx';
import { DrawerHost } from '../../mount.tsx';
import { fail } from '../../../signals/drawer/flow.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { ViewNotLoaded } from '../lazy-view.ts';
import { configure, signedInVisitor } from '../../../test/component/setup.ts';
import { focusSays, timesSaid } from '../../../test/component/said.ts';

beforeEach(() => {
  configure();
  openDrawer('intro');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the error view of a view whose code only a reload brings', () => {
  it.each([
    ['en-ca', 'Vision insurance could not load. Reload the page to try again.', 'Reload the page'],
    ['fr-fr', 'Le tiers payant n’a pas pu se charger. Rechargez la page pour réessayer.', 'Recharger la page'],
    ['fr-ca', 'L’assurance vision n’a pas pu se charger. Rechargez la page pour réessayer.', 'Recharger la page'],
  ])('says so, and its button reloads the page (%s)', (locale, words, button) => {
    configure({ locale });
    openDrawer('intro');
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    act(() => fail(new ViewNotLoaded('insurers', null, undefined, true)));
    render(<ErrorView />);
    expect(screen.getByText(words)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a view that did not come, and may on a try again, keeps Try again', () => {
    act(() => fail(new ViewNotLoaded('insurers', null)));
    render(<ErrorView />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload the page' })).toBeNull();
  });
});

describe('spec 000 §2: an error of the drawer is said once, by its focused heading, never by an alert as well', () => {
  const HEADING = 'We’re experiencing some issues';
  const BODY = 'Your cart is unchanged. Please try again in a moment.';

  /** The error view's heading has focus, and a screen reader says it and what it tells once, with the focus, in no live region. */
  async function saidOnceByFocus(): Promise<void> {
    const heading = await screen.findByRole('heading', { name: HEADING });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.closest('[role="alert"],[role="status"],[role="log"],[aria-live]:not([aria-live="off"])')).toBeNull();
    expect(focusSays()).toBe(`${HEADING} ${BODY}`);
    expect([timesSaid(HEADING), timesSaid(BODY)]).toEqual([1, 1]);
  }

  beforeEach(async () => {
    await signedInVisitor();
    render(<DrawerHost />);
    act(() => openDrawer('intro'));
    await screen.findByRole('heading', { name: 'Apply your vision insurance' });
  });

  it('a failure shown: its heading takes focus, described by what to do', async () => {
    act(() => fail(new Error('the page flow did not come')));
    await saidOnceByFocus();
  });

  it('a failure that replaces one already shown (Try again failed again, the same view): its heading takes focus again, said once', async () => {
    act(() => fail(new Error('the page flow did not come')));
    await saidOnceByFocus();
    const again = screen.getByRole('button', { name: 'Try again' });
    again.focus();
    act(() => fail(new Error('nor the second time')));
    await saidOnceByFocus();
  });
});
