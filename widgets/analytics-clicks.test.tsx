// The shop's analytics hear each press of the shopper once (docs/page-api.md, `analytics`; spec 000 §9, its element
// types): the signed-out sign-in links of every widget, the switch and the call-to-action's start, the intro's Get
// started and Not now, the drawer's closes (its header's close, Escape, the error view's and the ended session's Close,
// and every Close the other views show, found in each state they may show), and the submit result's Close, Escape and
// Proceed to checkout. Against the real sandbox in process, each row clicking as the shopper does.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import type { ReactElement } from 'react';
import Cta from './cta/Cta.tsx';
import Toggle from './toggle/Toggle.tsx';
import Overview from './overview/Overview.tsx';
import MyClaims from './my-claims/MyClaims.tsx';
import { DrawerHost } from './mount.tsx';
import { closeDrawer, drawerTarget, openDrawer } from '../signals/drawer/drawer.ts';
import { record, setInsuranceLoad, setRecord, setRestricted } from '../signals/claim/claim.ts';
import { refreshInsuranceState, sessionError } from '../signals/claim/actions.ts';
import { resetSubmit } from '../signals/drawer/submit/flow-submit.ts';
import { resetOverview } from '../signals/overview/overview.ts';
import { resetMyClaims } from '../signals/my-claims/my-claims.ts';
import { loadSession } from '../signals/session/session.ts';
import { hostEvents } from '../signals/host/events.ts';
import type { AnalyticsEvent } from '../src/host/public-api.ts';
import { configure, guestVisitor, signedInVisitor } from '../test/component/setup.ts';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';
import { claimAt, drawerSandbox } from '../test/component/drawer-claim.ts';
import { setInsurer } from '../signals/drawer/flow.ts';
import { chooseInsurer, loadInsurers } from '../signals/drawer/insurer/flow-insurer.ts';
import { IN_NETWORK_ID } from '../sandbox/service/catalogue.ts';
import { RECORD_STATUSES } from '../src/domain/claim/status.ts';
import type { Insurer } from '../src/contract/insurer/insurers.ts';
import type { QuoteProblem } from '../src/domain/quote/quote-problem.ts';
import Insurers from './drawer/insurer/Insurers.tsx';
import InsuranceMember from './drawer/member/InsuranceMember.tsx';
import { OrderTaken } from './drawer/insurer/order-taken.tsx';
import Quote from './drawer/quote/Quote.tsx';
import QuoteOffline from './drawer/quote/quote-offline.tsx';
import QuoteProblemView from './drawer/quote/quote-problem.tsx';
import Intro from './drawer/entry/Intro.tsx';
import { quoteLimitMet, resetQuoteLimit } from '../signals/claim/quote-limit.ts';

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
  resetQuoteLimit();
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

/** What the drawer's header close is heard as: every Close that closes the drawer is heard the same. */
const HEADER_CLOSE: AnalyticsEvent = { elementType: 'CLOSE', widget: 'drawerWidget', action: 'close' };

/** Every problem the quote view may show (the type's every member, or typecheck fails). */
const QUOTE_PROBLEMS = Object.keys({
  REQUEST_QUOTE_RESTRICTED: 1, INSUFFICIENT_COVERAGE: 1, REQUEST_QUOTE_ERROR: 1, SUBMIT_QUOTE_ERROR: 1, SUBMIT_QUOTE_NO_RETRY_ERROR: 1,
  REFUSE_QUOTE_ERROR: 1, RESTRICTED_PRODUCT: 1, NO_ELIGIBLE_PRODUCT: 1, BENEFICIARY_NOT_FOUND: 1, TIME_EXCEEDED: 1, CALL_FAILED: 1,
  ORDER_ALREADY_CLAIMED: 1,
} satisfies Record<QuoteProblem, 1>) as QuoteProblem[];

/** A state of a view, brought on screen in an open drawer: its name, and how (again for each press, as a press closes). */
/** A state's name, how it is shown (in act), and what shows it whole once act is over (a screen fetched as shown). */
type ViewState = [string, () => Promise<void>, (() => Promise<unknown>)?];

/** A signed-in shopper whose new claim names the in-network insurer, chosen as the insurers' list chooses it. */
async function insurerChosen(): Promise<Insurer> {
  await signedInVisitor();
  const { insurers } = await loadInsurers();
  const chosen = insurers.find((i) => i.id === IN_NETWORK_ID)!;
  await chooseInsurer(chosen);
  return chosen;
}

/** The view at each status of the record, the shopper free or restricted (each restriction's reason). */
async function atEveryStatus(View: () => ReactElement | null): Promise<ViewState[]> {
  const chosen = await insurerChosen();
  const base = record.value!;
  const restrictions = [null, { reason: 'TOO_MANY_ATTEMPTS' as const, retryAfterSeconds: 900 }, { reason: 'LIMIT_REACHED' as const }];
  return RECORD_STATUSES.flatMap((status) =>
    restrictions.map((held): ViewState => [`${status}${held ? `, ${held.reason}` : ''}`, async () => {
      setRestricted(held);
      setInsurer(chosen);
      setRecord({ ...base, status });
      render(<View />);
    }]),
  );
}

/** The drawer's views whose own Close ends the flow there (by module, under widgets/), each in every state it may show. */
const VIEWS: [string, string, () => Promise<ViewState[]>][] = [
  ['the member view', 'drawer/member/InsuranceMember.tsx', () => atEveryStatus(InsuranceMember)],
  ['the insurers', 'drawer/insurer/Insurers.tsx', () => atEveryStatus(Insurers)],
  ['another account’s claim on the order', 'drawer/insurer/order-taken.tsx', async () => {
    await signedInVisitor();
    return [['said', async () => void render(<OrderTaken />)]];
  }],
  ['the offline insurer’s quote', 'drawer/quote/quote-offline.tsx', async () => [true, false].flatMap((optedIn) => [signedInVisitor, guestVisitor].map((visitor): ViewState =>
    [`${optedIn ? 'opted in' : 'not opted in'}, ${visitor === guestVisitor ? 'a guest' : 'signed in'}`, async () => {
      await visitor();
      render(<QuoteOffline optedIn={optedIn} />);
    }]))],
  ['the quote of a claim cancelled in another tab', 'drawer/quote/quote-cancelled.tsx', async () => {
    const chosen = await insurerChosen();
    return [['cancelled', async () => {
      setInsurer(chosen);
      setRecord({ ...record.value!, status: 'CLAIM_NULLIFIED' });
      render(<Quote />);
      // Its screen comes with the call-to-action's words, fetched as it is shown.
    }, () => screen.findByRole('button', { name: 'Close' })]];
  }],
  ['the intro at the day\'s quote limit', 'drawer/entry/Intro.tsx', async () => {
    await signedInVisitor();
    return [['no claim shown, the service refused a quote today', async () => {
      quoteLimitMet();
      render(<Intro />);
    }]];
  }],
  ['a quote problem', 'drawer/quote/quote-problem.tsx', async () => {
    await signedInVisitor();
    return QUOTE_PROBLEMS.map((problem): ViewState => [problem, async () => void render(<QuoteProblemView problem={problem} labelledBy="db-quote-title" />)]);
  }],
];

describe('docs/page-api.md analytics: every Close of a drawer view is heard as the header’s close', () => {
  test.each(VIEWS)('%s', async (_name, _module, statesOf) => {
    const presses: { state: string; heard: AnalyticsEvent[]; open: boolean }[] = [];
    for (const [state, show, shown] of await statesOf()) {
      act(() => openDrawer('intro', null));
      await act(show);
      await shown?.();
      // Every button the state shows named Close, each pressed on a state of its own.
      const closes = screen.queryAllByRole('button', { name: 'Close' }).length;
      for (let i = 0; i < closes; i++) {
        if (i > 0) {
          act(() => openDrawer('intro', null));
          await act(show);
          await shown?.();
        }
        const heard: AnalyticsEvent[] = [];
        const stop = hostEvents.on('analytics', (event) => void heard.push(event));
        fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[i]!);
        stop();
        presses.push({ state, heard, open: drawerTarget.value !== null });
        cleanup();
      }
      cleanup();
      act(() => closeDrawer());
    }
    // Each view shows a Close in some state; each press closed the drawer, heard once as the header's close.
    expect(presses.length).toBeGreaterThan(0);
    expect(presses).toEqual(presses.map(({ state }) => ({ state, heard: [HEADER_CLOSE], open: false })));
  });
});

/**
 * The drawer's modules that label a button with their strings' Close: each is one of VIEWS, or has its Close pressed
 * above (the header's, the ended session's, the error view's), or closes something else than the drawer.
 */
describe('every module of the drawer with a Close is pressed here', () => {
  // The build's import.meta.glob, as the strings' tables are read (widgets/ui/dictionaries.ts), each module's source as text.
  const sources = import.meta.glob<string>(['./drawer/**/*.tsx', '!./drawer/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true });
  const labelled = Object.entries(sources)
    .filter(([, source]) => /\b\w+\('close'\)/.test(source))
    .map(([file]) => file.replace('./', ''));
  const pressed = new Set([
    ...VIEWS.map(([, module]) => module),
    // The header's close and the ended session's Close (ROWS).
    'drawer/chrome.tsx',
    // The error view's Close (ROWS).
    'drawer/entry/ErrorView.tsx',
    // Its Close shuts the relationships' help over the form, and the drawer stays open.
    'drawer/information/InsuranceInformation.tsx',
  ]);

  test('none is left out', () => {
    expect(labelled.length).toBeGreaterThan(0);
    expect(labelled.filter((file) => !pressed.has(file))).toEqual([]);
  });
});
