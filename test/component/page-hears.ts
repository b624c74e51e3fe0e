// What a shop's page hears of the widgets, as its sync listener and its refresh-cart listener do (spec 001 §6).
import { cleanup } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { addSyncListener, hostEvents, removeSyncListener } from '../../signals/host/events.ts';

/** What the page heard, in order: each sync action and each refresh-cart; `stop` removes both listeners. */
export function hearPage(): { heard: string[]; stop: () => void } {
  const heard: string[] = [];
  const listener = (action: string) => heard.push(action);
  addSyncListener(listener);
  const off = hostEvents.on('refresh-cart', () => heard.push('refresh-cart'));
  return {
    heard,
    stop: () => {
      off();
      removeSyncListener(listener);
    },
  };
}

/**
 * A test file's shop page at `path` (the tests of a page that learns a claim's answer): before each test the page's
 * address is `path` and it starts hearing; after each, the rendered widgets, its listeners, stubbed globals and fake
 * timers are undone and the address is back to `/`. `heard` is the current test's.
 */
export function onShopPage(path: string): { readonly heard: string[] } {
  let page: ReturnType<typeof hearPage> | null = null;
  beforeEach(() => {
    history.replaceState(null, '', path);
    page = hearPage();
  });
  afterEach(() => {
    cleanup();
    page?.stop();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    history.replaceState(null, '', '/');
  });
  return {
    get heard() {
      return page?.heard ?? [];
    },
  };
}
