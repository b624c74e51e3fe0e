// The shop's analytics hear each press of the shopper once (docs/page-api.md, `analytics`; spec 000 §9, its element
// types): the signed-out sign-in links of every widget, the switch and the call-to-action's start, the intro's Get
// started and Not now, the drawer's closes (its header's close, Escape, the error view's and the ended session's Close),
// and the submit result's Close, Escape and Proceed to checkout. Against the real sandbox in process, each row clicking
// as the shopper does.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import Cta from './cta/Cta.tsx';
import Toggle from './toggle/Toggle.tsx';
import Overview from './overview/Overview.tsx';
import MyClaims from './my-claims/MyClaims.tsx';
import { DrawerHost } from './mount.tsx';
import { drawerTarget, openDrawer } from '../signals/drawer/drawer.ts';
import { setInsuranceLoad } from '../signals/claim/claim.ts';
import { refreshInsuranceState, sessionError } from '../signals/claim/actions.ts';
import { resetSubmit } from '../signals/drawer/submit/flow-submit.ts';
import { resetOverview } from '../signals/overview/overview.ts';
import { resetMyClaims } from '../signals/my-claims/my-claims.ts';
import { loadSession } from '../signals/session/session.ts';
import { hostEvents } from '../signals/host/events.ts';
import type { AnalyticsEvent } from '../src/host/public-api.ts';
import { configure, signedInVisitor } from '../test/component/setup.ts';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';
import { claimAt, drawerSandbox } from '../test/component/drawer-claim.ts';

/** A press, set up: the test listens from here on, presses, and waits for what the press brings on screen. */
type Press = () => Promise<void>;

beforeEach(() => {
  // A sign-in link the test follows moves happy-dom's location: every row starts on the cart.
  history.replaceState(null, '', '/en-ca/cart');
  resetOverview();
  resetMyClaims();
});
afterEach(() => {
  cleanup();
  resetSubmit();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A signed-out visitor of the sandbox shop, the session read. */
async function signedOut(): Promise<void> {
  configure();
  vi.stubGlobal('fetch', sandboxFetch().fetch);
  await loadSession();
}

/** Follows a sign-in link: the press is heard as it is clicked, before the sign-in page loads. */
const follow = (link: HTMLElement): Press => async () => void fireEvent.click(link);

/** The drawer open on a view of a signed-in shopper with no claim yet, at its heading. */
async function drawerOn(target: 'intro' | 'error', heading: string): Promise<void> {
  await signedInVisitor();
  render(<DrawerHost />);
  act(() => openDrawer(target, null));
  await screen.findByRole('heading', { name: heading });
}

/** A press that closes the drawer: done once it is closed. */
const closing = (press: () => void): Press => async () => {
  press();
  await waitFor(() => expect(drawerTarget.value).toBeNull());
};

/** The drawer's own dialog, and Escape on a dialog as the browser tells it. */
const drawerDialog = () => screen.getByRole('dialog', { name: 'Vision insurance' });
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));
const headerClose = () => within(document.querySelector<HTMLElement>('.drawer-header')!).getByRole('button', { name: 'Close' });
const footer = () => within(document.querySelector<HTMLElement>('.footer')!);

/** The claim ready to submit, sent from its review: the applied claim's result dialog is shown. */
async function appliedClaim(): Promise<HTMLElement> {
  const { sandbox } = await drawerSandbox('en-ca');
  await claimAt(sandbox, 'ready-to-claim', { terms: true });
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer('review', null));
  await screen.findByRole('heading', { name: 'Review your claim' });
  fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
  return screen.findByRole('dialog', { name: 'Claim applied' });
}

const ROWS: [string, () => Promise<Press>, AnalyticsEvent][] = [
  [
    'the call-to-action’s Sign in to apply Vision Insurance, signed out',
    async () => {
      await signedOut();
      render(<Cta />);
      return follow(await screen.findByRole('link', { name: 'Sign in to apply Vision Insurance' }));
    },
    { elementType: 'START', widget: 'ctaWidget', action: 'sign-in' },
  ],
  [
    'the toggle’s Sign in to apply Vision Insurance, signed out',
    async () => {
      await signedOut();
      render(<Toggle />);
      return follow(await screen.findByRole('link', { name: 'Sign in to apply Vision Insurance' }));
    },
    { elementType: 'START', widget: 'toggleWidget', action: 'sign-in' },
  ],
  [
    'the overview’s Sign in to check my benefits, signed out, on an insurer’s card',
    async () => {
      await signedOut();
      render(<Overview />);
      const box = await screen.findByRole('combobox', { name: /Find your insurer/ });
      fireEvent.input(box, { target: { value: 'quill' } });
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'Enter' });
      await screen.findByRole('heading', { name: 'Quillfeather Vision Plan' });
      return follow(screen.getByRole('link', { name: 'Sign in to check my benefits' }));
    },
    { elementType: 'START', widget: 'overviewWidget', action: 'sign-in' },
  ],
  [
    'my claims’ Sign in, signed out: it shows claims, it starts no claim',
    async () => {
      await signedOut();
      render(<MyClaims />);
      return follow(await screen.findByRole('link', { name: 'Sign in' }));
    },
    { elementType: 'OTHER', widget: 'myClaimsWidget', action: 'sign-in' },
  ],
  [
    'the switch, signed in with no claim: the flow starts',
    async () => {
      await signedInVisitor();
      render(<Toggle />);
      await waitFor(() => expect(screen.getByRole('switch', { name: 'Use insurance benefits' }).getAttribute('aria-disabled')).toBe('false'));
      return async () => {
        fireEvent.click(screen.getByRole('switch', { name: 'Use insurance benefits' }));
        await waitFor(() => expect(drawerTarget.value).toBe('loading'));
      };
    },
    { elementType: 'START', widget: 'toggleWidget', action: 'start-flow' },
  ],
  [
    'the call-to-action’s Apply vision insurance, signed in with no claim: the flow starts, from the card, not the switch',
    async () => {
      await signedInVisitor();
      render(<Cta />);
      await refreshInsuranceState();
      return async () => {
        fireEvent.click(await screen.findByRole('button', { name: 'Apply vision insurance' }));
        await waitFor(() => expect(drawerTarget.value).toBe('loading'));
      };
    },
    { elementType: 'START', widget: 'ctaWidget', action: 'start-flow' },
  ],
  [
    'the intro’s Get started: the next view shows',
    async () => {
      await drawerOn('intro', 'Apply your vision insurance');
      return async () => {
        fireEvent.click(footer().getByRole('button', { name: 'Get started' }));
        await waitFor(() => expect(screen.queryByRole('heading', { name: 'Apply your vision insurance' })).toBeNull());
      };
    },
    { elementType: 'START', widget: 'drawerWidget', action: 'get-started' },
  ],
  [
    'the intro’s Not now: the form is left with its cancel',
    async () => {
      await drawerOn('intro', 'Apply your vision insurance');
      return closing(() => fireEvent.click(footer().getByRole('button', { name: 'Not now' })));
    },
    { elementType: 'CANCEL', widget: 'drawerWidget', action: 'cancel' },
  ],
  [
    'the header’s close',
    async () => {
      await drawerOn('intro', 'Apply your vision insurance');
      return closing(() => fireEvent.click(headerClose()));
    },
    { elementType: 'CLOSE', widget: 'drawerWidget', action: 'close' },
  ],
  [
    'Escape on the drawer',
    async () => {
      await drawerOn('intro', 'Apply your vision insurance');
      return closing(() => escape(drawerDialog()));
    },
    { elementType: 'CLOSE', widget: 'drawerWidget', action: 'close' },
  ],
  [
    'the error view’s Close',
    async () => {
      await drawerOn('error', 'We’re experiencing some issues');
      const view = screen.getByRole('heading', { name: 'We’re experiencing some issues' }).closest('section')!;
      return closing(() => fireEvent.click(within(view).getByRole('button', { name: 'Close' })));
    },
    { elementType: 'CLOSE', widget: 'drawerWidget', action: 'close' },
  ],
  [
    'the ended session’s Close, in the drawer',
    async () => {
      await drawerOn('intro', 'Apply your vision insurance');
      await act(async () => {
        await sessionError();
      });
      const ended = (await screen.findByRole('heading', { name: 'Your session has ended' })).closest('section')!;
      return closing(() => fireEvent.click(within(ended).getByRole('button', { name: 'Close' })));
    },
    { elementType: 'CLOSE', widget: 'drawerWidget', action: 'close' },
  ],
  [
    'the ended session’s Sign in again, in the drawer',
    async () => {
      await drawerOn('intro', 'Apply your vision insurance');
      await act(async () => {
        await sessionError();
      });
      return follow(await screen.findByRole('link', { name: 'Sign in again' }));
    },
    { elementType: 'START', widget: 'drawerWidget', action: 'sign-in' },
  ],
  [
    'the applied claim’s Close',
    async () => {
      const applied = await appliedClaim();
      return closing(() => fireEvent.click(within(applied).getByRole('button', { name: 'Close' })));
    },
    { elementType: 'CLOSE', widget: 'drawerWidget', action: 'close-result' },
  ],
  [
    'Escape on the applied claim',
    async () => {
      const applied = await appliedClaim();
      return closing(() => escape(applied));
    },
    { elementType: 'CLOSE', widget: 'drawerWidget', action: 'close-result' },
  ],
  [
    'the applied claim’s Proceed to checkout (a single-page shop routes itself)',
    async () => {
      const applied = await appliedClaim();
      const route = (event: Event) => event.preventDefault();
      addEventListener('direct-billing:checkout', route, { once: true });
      return closing(() => fireEvent.click(within(applied).getByRole('button', { name: 'Proceed to checkout' })));
    },
    { elementType: 'CONTINUE', widget: 'drawerWidget', action: 'proceed-to-checkout' },
  ],
];

describe('docs/page-api.md analytics, spec 000 §9 element types: a shopper’s press is heard once', () => {
  test.each(ROWS)('%s', async (_name, setUp, payload) => {
    const press = await setUp();
    const heard: AnalyticsEvent[] = [];
    const stop = hostEvents.on('analytics', (event) => void heard.push(event));
    await press();
    stop();
    expect(heard).toEqual([payload]);
  });
});
