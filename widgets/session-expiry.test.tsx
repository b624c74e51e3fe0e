// Who may apply and how a session ends, as the shopper sees it and the shop hears it (spec 000 §5, §7, §8; spec 001 §6):
// the brand's session-id check, the shop's 401, an empty session or customer id, a shop error body saying the session
// expired, and a sign-out that is never an expiry. In English and French, against the real sandbox, in-process.
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import Cta from './cta/Cta.tsx';
import Toggle from './toggle/Toggle.tsx';
import { loadSession, session, sessionExpired, signedIn } from '../signals/session/session.ts';
import { eligibleProductStatus, insuranceLoad, resetClaimState } from '../signals/claim/claim.ts';
import { catchUpInsuranceState, checkCartEligibility, loadInsuranceState } from '../signals/claim/claim-load.ts';
import { currentApi, endSession } from '../signals/claim/claim-kit.ts';
import { getActiveClaimRecord } from '../src/api/claim/claim-records.ts';
import { ApiError } from '../src/api/errors.ts';
import { watchTabReturn } from '../signals/claim/catch-up.ts';
import { cartChanged, login, logout } from '../signals/host/host-actions.ts';
import { hostEvents } from '../signals/host/events.ts';
import { resetToggle } from '../signals/toggle/toggle.ts';
import type { HostEventName } from '../src/host/public-api.ts';
import type { ShopSession } from '../sandbox/state.ts';
import type { Fault } from '../sandbox/service/faults.ts';
import { configure } from '../test/component/setup.ts';
import { configure as configureWindow } from '../test/unit/configure.ts';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';
import { resetBundleFlags, setBundleFlags } from '../signals/host/features.ts';
import { ctaMountsChanged } from '../signals/host/page-widgets.ts';

const LANGUAGES = {
  en: {},
  // A Quebec shop: the North American flow in Quebec French (spec 001 §1), whose brands (cle, ebd) these rows are about.
  fr: { locale: 'fr-ca', signInPath: '/fr-ca/sign-in' },
} as const;
type Language = keyof typeof LANGUAGES;

/** What the shopper reads, per language. */
const WORDS = {
  en: {
    apply: 'Apply vision insurance',
    signIn: 'Sign in to apply Vision Insurance',
    ended: 'Your session has ended. Sign in again to use your insurance benefits.',
    body: 'Apply your benefits to this order and pay only the difference.',
    hint: 'Sign in to use your insurance benefits on this order.',
    retrieval: "We’re sorry. There was an issue retrieving insurance information. Please try again.",
  },
  fr: {
    apply: 'Utiliser mon assurance vision',
    signIn: 'Connectez-vous pour utiliser votre assurance vision',
    ended: 'Votre session a expiré. Reconnectez-vous pour utiliser vos garanties.',
    body: 'Appliquez vos garanties à cette commande et ne payez que la différence.',
    hint: 'Connectez-vous pour utiliser vos garanties sur cette commande.',
    retrieval: 'Nous sommes désolés. Un problème est survenu lors de la récupération des informations d’assurance. Veuillez réessayer.',
  },
} as const;

let sandbox: ReturnType<typeof sandboxFetch>;
const heard: { name: HostEventName; payload: unknown }[] = [];
const unsubscribe: (() => void)[] = [];
const heardOf = (name: HostEventName) => heard.filter((e) => e.name === name).map((e) => e.payload);

/** A shopper of the sandbox shop, in a language and brand, signed in unless told otherwise; the session not yet loaded. */
async function shopper(language: Language, { brand = 'cle', signIn = true }: { brand?: string; signIn?: boolean } = {}): Promise<ShopSession | undefined> {
  configure({ ...LANGUAGES[language], brand, apiBaseUrl: 'http://sandbox.test/services/direct-billing' });
  sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  if (!signIn) return undefined;
  await sandbox.signIn();
  return [...sandbox.state.sessions.values()].find((s) => s.registerType === 'R');
}

/** Spoils the next answers of a shop or service call (sandbox/service/faults.ts). */
const fault = (call: string, kind: Fault['kind'], status?: number, remaining = 1): void => sandbox.state.faults.add({ call, kind, status, remaining });

/** The call-to-action with the insurance state loaded, as the loader leaves it for a signed-in shopper. */
async function renderCta(): Promise<void> {
  insuranceLoad.value = 'ready';
  eligibleProductStatus.value = 'ELIGIBLE';
  render(<Cta />);
  await waitFor(() => expect(screen.queryByRole('button', { name: /./ }) ?? screen.queryByRole('link')).not.toBeNull());
}

/** What the call-to-action shows once the session ended: the sign-in link and, announced, why. */
async function expectSessionEnded(language: Language): Promise<void> {
  expect(await screen.findByRole('link', { name: WORDS[language].signIn })).toBeTruthy();
  // Said by a region shown before its words, which come a moment after the card.
  await waitFor(() => expect(screen.getByRole('status').textContent).toBe(WORDS[language].ended));
  expect(screen.queryByRole('button', { name: WORDS[language].apply })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
}

beforeEach(() => {
  heard.length = 0;
  for (const name of ['session-expired', 'chat'] as const) unsubscribe.push(hostEvents.on(name, (payload: unknown) => heard.push({ name, payload })));
});
afterEach(() => {
  unsubscribe.splice(0).forEach((off) => off());
  cleanup();
  resetClaimState();
  resetToggle();
  vi.unstubAllGlobals();
});

const BOTH = ['en', 'fr'] as const;

describe('spec 000 §5: the brand decides whether a session id is needed (brand ebd: a user id stands in)', () => {
  test.each(BOTH)('brand ebd, no session id but a user id: the shopper can apply (%s)', async (language) => {
    const visitor = await shopper(language, { brand: 'ebd' });
    visitor!.activityId = '';
    await loadSession();
    expect(signedIn.value).toBe(true);
    await renderCta();
    expect(screen.getByRole('button', { name: WORDS[language].apply })).toBeTruthy();
    expect(screen.queryByRole('link', { name: WORDS[language].signIn })).toBeNull();
    expect(heardOf('session-expired')).toEqual([]);
  });

  test.each(BOTH)('brand cle whose frontend-bundle turns the session-id check off (spec 000 §7): the shopper can apply (%s)', async (language) => {
    const visitor = await shopper(language, { brand: 'cle' });
    visitor!.activityId = '';
    setBundleFlags({ sessionIdCheck: false });
    try {
      await loadSession();
      expect(signedIn.value).toBe(true);
      await renderCta();
      expect(screen.getByRole('button', { name: WORDS[language].apply })).toBeTruthy();
      expect(heardOf('session-expired')).toEqual([]);
    } finally {
      resetBundleFlags();
    }
  });

  test.each(BOTH)('brand cle, no session id: the sign-in prompt, and the shop hears the session ended (%s)', async (language) => {
    const visitor = await shopper(language, { brand: 'cle' });
    visitor!.activityId = '';
    await loadSession();
    await renderCta();
    await expectSessionEnded(language);
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }]);
  });

  test.each(BOTH)('brand cle, no session id: the toggle stays off, with the sign-in link and why (%s)', async (language) => {
    const visitor = await shopper(language, { brand: 'cle' });
    visitor!.activityId = '';
    await loadSession();
    render(<Toggle />);
    expect(screen.getByRole('switch').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(`${WORDS[language].ended} ${WORDS[language].signIn}`);
    expect(screen.getByRole('link', { name: WORDS[language].signIn })).toBeTruthy();
  });

  test.each(BOTH)('the toggle beside a call-to-action: the page says the session ended once, by the call-to-action (%s)', async (language) => {
    const visitor = await shopper(language, { brand: 'cle' });
    visitor!.activityId = '';
    await loadSession();
    ctaMountsChanged(1);
    try {
      render(<Toggle />);
      await renderCta();
      await expectSessionEnded(language);
      expect(screen.getAllByText(WORDS[language].ended, { exact: false })).toHaveLength(1);
      // The switch is still told why it is off: the plain sign-in hint, whose link is the call-to-action's button.
      expect(screen.getByRole('switch').getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByText(WORDS[language].hint)).toBeTruthy();
      expect(screen.getAllByRole('link', { name: WORDS[language].signIn })).toHaveLength(1);
    } finally {
      ctaMountsChanged(-1);
    }
  });

  test.each(BOTH)('brand ebd, signed in without a customer number: the session ended (%s)', async (language) => {
    const visitor = await shopper(language, { brand: 'ebd' });
    visitor!.activityId = '';
    visitor!.userId = ' ';
    await loadSession();
    await renderCta();
    await expectSessionEnded(language);
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
  });
});

describe('spec 000 §7 and §8: the shop ends the session', () => {
  test.each(BOTH)('a shop 401 while the service asks who the shopper is again: the sign-in prompt, session-expired and chat reset once (%s)', async (language) => {
    await shopper(language);
    await loadSession();
    await renderCta();
    expect(screen.getByRole('button', { name: WORDS[language].apply })).toBeTruthy();
    // The service refuses the token twice; between the two tries the client reads the shop session again, and the shop says 401.
    fault('check-insurance-eligibility', 'status', 401, 2);
    fault('person/@self', 'status', 401);
    await checkCartEligibility();
    await expectSessionEnded(language);
    expect(sessionExpired.value).toBe(true);
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }]);
  });

  test.each([
    ['a 403 whose body carries the key _ERR_ACTIVITY_TOKEN and code CWXBB1011E', 'session-expired', 403],
    ['a 400 whose body is the custom error INVALID_SESSION', 'invalid-session', undefined],
  ] as const)('%s on the first load: the sign-in prompt, the shop hears the session ended', async (_name, kind, status) => {
    for (const language of BOTH) {
      await shopper(language);
      fault('usercontext/@self/contextdata', kind, status);
      await loadSession();
      await renderCta();
      await expectSessionEnded(language);
      cleanup();
    }
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }, { key: 'ERR_COOKIE_EXPIRED' }]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }, { action: 'reset' }]);
  });

  test.each(BOTH)('an action module that rejects with INVALID_SESSION ends the session (%s)', async (language) => {
    configure(LANGUAGES[language]);
    configureWindow({
      ...LANGUAGES[language],
      actions: {
        person: async () => ({ userId: '1001', registerType: 'R' }),
        userContext: async () => Promise.reject({ data: 'INVALID_SESSION' }),
      },
    });
    await loadSession();
    await renderCta();
    await expectSessionEnded(language);
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
  });

  test.each(BOTH)('a shop 401 before any session id was known is a signed-out visitor, not the retrieval error, and nothing is announced (%s)', async (language) => {
    await shopper(language, { signIn: false });
    fault('person/@self', 'status', 401);
    await loadSession();
    await renderCta();
    expect(screen.getByRole('link', { name: WORDS[language].signIn })).toBeTruthy();
    expect(screen.getByText(WORDS[language].body)).toBeTruthy();
    expect(screen.queryByText(WORDS[language].retrieval)).toBeNull();
    expect(heard).toEqual([]);
  });

  test('an ended session is announced once: a second 401 on the next load says nothing more', async () => {
    await shopper('en');
    await loadSession();
    fault('person/@self', 'status', 401, 2);
    await loadSession({ force: true });
    await login();
    expect(sessionExpired.value).toBe(true);
    expect(heardOf('session-expired')).toHaveLength(1);
    // Once the shop knows the shopper again, the session is back.
    await login();
    expect([sessionExpired.value, signedIn.value]).toEqual([false, true]);
  });
});

describe('spec 000 §7 and §8: the shop answers that the session ended when the cart is read', () => {
  beforeAll(() => watchTabReturn());

  /** The shop's cart call, as the widgets read it (spec 000 §7). */
  const CART = 'cart/cartItemDetails';

  /** A signed-in page with its insurance state loaded, as the loader leaves it; the shopper may apply. */
  async function signedInPage(language: Language): Promise<void> {
    await shopper(language);
    await loadSession();
    await loadInsuranceState();
    expect(insuranceLoad.value).toBe('ready');
  }

  /** The shopper comes back to the tab: the page is shown again, and it catches up (signals/claim/catch-up.ts). */
  const comeBack = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));
  /** The host page says its cart changed (directBilling.cartChanged()); answers the change's end. */
  const tellCartChanged = async () => {
    let told!: Promise<void>;
    await act(() => {
      told = cartChanged();
    });
    await told;
  };

  test.each(BOTH)('the tab-return catch-up\'s read: the sign-in prompt, and the shop hears session-expired once (%s)', async (language) => {
    await signedInPage(language);
    render(<Cta />);
    await screen.findByRole('button', { name: WORDS[language].apply });
    fault(CART, 'session-expired');
    await comeBack();
    await expectSessionEnded(language);
    expect(sessionExpired.value).toBe(true);
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }]);
  });

  test.each(BOTH)('the read of a cart change the page tells of: the sign-in prompt, and the shop hears session-expired once (%s)', async (language) => {
    await signedInPage(language);
    render(<Cta />);
    await screen.findByRole('button', { name: WORDS[language].apply });
    fault(CART, 'session-expired');
    await tellCartChanged();
    await expectSessionEnded(language);
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }]);
  });

  test.each(BOTH)('the read of a cart change: the toggle alone on the page is off, and says why with the sign-in link (%s)', async (language) => {
    await signedInPage(language);
    render(<Toggle />);
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-disabled')).toBe('false'));
    fault(CART, 'session-expired');
    await tellCartChanged();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${WORDS[language].ended} ${WORDS[language].signIn}`));
    expect(screen.getByRole('switch').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: WORDS[language].signIn })).toBeTruthy();
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
  });

  test.each(BOTH)('the page\'s first read of the cart: the sign-in prompt, never the retrieval error (%s)', async (language) => {
    await shopper(language);
    await loadSession();
    fault(CART, 'session-expired');
    await loadInsuranceState();
    render(<Cta />);
    await expectSessionEnded(language);
    expect(screen.queryByText(WORDS[language].retrieval)).toBeNull();
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
  });

  test.each([
    ['a 403 whose body carries the key _ERR_ACTIVITY_TOKEN and code CWXBB1011E', 'session-expired', 403],
    ['a 400 whose body is the custom error INVALID_SESSION', 'invalid-session', undefined],
    ['a bare 401, a session id known', 'status', 401],
  ] as const)('every answer of an ended session ends it on the catch-up\'s read: %s', async (_name, kind, status) => {
    await signedInPage('en');
    render(<Cta />);
    await screen.findByRole('button', { name: WORDS.en.apply });
    fault(CART, kind, status);
    await comeBack();
    await expectSessionEnded('en');
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
  });

  test('a call to the service under way as a cart\'s read ends the session: its refused token reads no shopper back in', async () => {
    await signedInPage('en');
    render(<Cta />);
    await screen.findByRole('button', { name: WORDS.en.apply });
    // A read of the active record (as the catch-up's, beside its read of the cart) waits at the service until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('/claim-records/active/')) await held;
      return sandbox.fetch(input, init);
    });
    const underWay = getActiveClaimRecord(currentApi(), session.value?.userId ?? '').catch((error: unknown) => error);
    fault(CART, 'session-expired');
    await tellCartChanged();
    await expectSessionEnded('en');
    // Then the service refuses the token that call carries (as after a sandbox reset), while the shop would answer a
    // signed-in shopper again to a read of the session.
    fault('claim-records/active/*', 'status', 401, 2);
    release();
    expect(await underWay).toBeInstanceOf(ApiError);
    expect([sessionExpired.value, signedIn.value]).toEqual([true, false]);
    await expectSessionEnded('en');
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
  });

  test('any other failure of the catch-up\'s read stays quiet: the shopper may still apply, and nothing is announced', async () => {
    await signedInPage('en');
    render(<Cta />);
    await screen.findByRole('button', { name: WORDS.en.apply });
    fault(CART, 'status', 500);
    await comeBack();
    // Once the catch-up under way has ended (a caller meanwhile shares it), nothing changed but the fault, spent.
    await act(() => catchUpInsuranceState());
    expect(sandbox.state.faults.list()).toEqual([]);
    expect(screen.getByRole('button', { name: WORDS.en.apply })).toBeTruthy();
    expect([sessionExpired.value, signedIn.value]).toEqual([false, true]);
    expect(heard).toEqual([]);
  });
});

describe('spec 000 §8: one expiry, one announcement', () => {
  test('a second caller of the session-expired path (a poll failing after the 401) announces nothing more', async () => {
    await shopper('en');
    await loadSession();
    endSession();
    endSession();
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }]);
  });
});

describe('spec 000 §8: logging out is never a session expiry', () => {
  test.each(BOTH)('a shop 401 while the shopper signs out: the plain sign-in prompt, only the sign-out\'s chat reset (%s)', async (language) => {
    await shopper(language);
    await loadSession();
    fault('person/@self', 'status', 401);
    await logout();
    await renderCta();
    expect(screen.getByRole('link', { name: WORDS[language].signIn })).toBeTruthy();
    expect(screen.getByText(WORDS[language].body)).toBeTruthy();
    expect(screen.queryByText(WORDS[language].ended)).toBeNull();
    expect(sessionExpired.value).toBe(false);
    expect(heardOf('session-expired')).toEqual([]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }]);
  });

  test('a sign-out after an expiry ends the "session ended" notice', async () => {
    await shopper('en');
    await loadSession();
    fault('person/@self', 'status', 401);
    await loadSession({ force: true });
    expect(sessionExpired.value).toBe(true);
    await logout();
    expect(sessionExpired.value).toBe(false);
  });
});
