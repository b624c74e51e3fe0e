// The toggle and the call-to-action keep focus in the widget while they are mounted, and let go of their element once
// unmounted: a single-page shop's router mounts them anew on every page it shows.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, waitFor } from '@testing-library/preact';
import { loadSession } from '../../signals/session/session.ts';
import { mountWidget, unmountWidget } from '../mount.tsx';
import { configure } from '../../test/component/setup.ts';
import { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { watching } from './keep-focus.ts';

beforeEach(() => {
  configure();
  vi.stubGlobal('fetch', sandboxFetch().fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** A page of the shop as its router shows it: a fresh toggle and call-to-action mount element each time. */
function showPage(): HTMLElement[] {
  const elements = ['toggle', 'cta'].map((name) => {
    const element = document.createElement('div');
    element.dataset.directBilling = name;
    return element;
  });
  document.body.replaceChildren(...elements);
  act(() => {
    mountWidget(elements[0]!, 'toggleWidget');
    mountWidget(elements[1]!, 'ctaWidget');
  });
  return elements;
}

describe('the widgets that keep focus let their element go when unmounted', () => {
  it('10 route changes: the widgets on the page are the only ones watched, and each unmounted one\'s observer is disconnected', async () => {
    const observers = vi.spyOn(MutationObserver.prototype, 'observe');
    const disconnected = vi.spyOn(MutationObserver.prototype, 'disconnect');
    await loadSession();
    for (let route = 0; route < 10; route++) {
      const [toggle, cta] = showPage();
      await waitFor(() => expect(watching()).toBe(2));
      act(() => {
        unmountWidget('toggleWidget', toggle);
        unmountWidget('ctaWidget', cta);
      });
      expect(watching()).toBe(0);
    }
    const ours = (spy: typeof observers | typeof disconnected) => spy.mock.contexts.filter((observer) => observers.mock.contexts.includes(observer)).length;
    expect(ours(disconnected)).toBe(ours(observers));
  });

  it('a widget unmounted alone lets its own element go; the other stays watched', async () => {
    const [, cta] = showPage();
    await waitFor(() => expect(watching()).toBe(2));
    act(() => void unmountWidget('ctaWidget', cta));
    expect(watching()).toBe(1);
  });
});
