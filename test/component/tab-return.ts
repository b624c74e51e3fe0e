// What the component tests of a shopper who leaves a tab and comes back share: the page that catches up on the tab's
// return as a signed-in page does, the two moves, the estimate's amounts and the shopper's cart in the sandbox's shop.
import { afterEach, beforeAll, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/preact';
import { resetSubmit } from '../../signals/drawer/submit/flow-submit.ts';
import { watchTabReturn } from '../../signals/claim/catch-up.ts';
import { session } from '../../signals/session/session.ts';
import type { DrawerSandbox } from './drawer-claim.ts';

/** The page catches up on the tab's return (startSignedIn's watch), and each test leaves nothing behind. */
export function followTabReturns(): void {
  beforeAll(() => watchTabReturn());
  afterEach(() => {
    cleanup();
    resetSubmit();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** The shopper leaves this tab's window for another. */
export const leave = () => act(() => void window.dispatchEvent(new Event('blur')));
/** The shopper comes back to this tab: the page is shown again. */
export const comeBack = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));
/** The estimate's amount under its term ("Your insurer pays (estimate)"), as the shopper reads it. */
export const amount = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
/** The signed-in shopper's session, and its cart, in the sandbox's shop. */
export const shopperIn = (drawer: DrawerSandbox) => [...drawer.sandbox.state.sessions.values()].find((s) => s.userId === session.value?.userId)!;
