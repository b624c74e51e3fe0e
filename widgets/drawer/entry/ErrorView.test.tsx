// The error view of a view only a reload brings (spec 000 section 2, "A global error state"; section 9, script chunk
// load timeout): a file the view imports failed on this page, so Try again could never show it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import ErrorView from './ErrorView.tsx';
import { fail } from '../../../signals/drawer/flow.ts';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { ViewNotLoaded } from '../lazy-view.ts';
import { configure } from '../../../test/component/setup.ts';

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
    expect(screen.getByRole('alert').textContent).toContain(words);
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
