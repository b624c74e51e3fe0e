// A cart page loaded while the shopper's claim is with the insurer (record CLAIM_SUBMITTED; spec 000 §4 "Claim
// outcomes", spec 001 §2 CTA states), against the real sandbox in process: the call-to-action says the claim is with the
// insurer, with nothing to pick up and nothing to cancel, follows it to the answer as the drawer that sent it does, and
// then shows the answer; the page's sync listeners hear sync and its cart totals refresh (spec 000 §4 "Insurance usage").
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/preact';
import { submitClaim } from '../../src/api/claim/claims.ts';
import { acceptQuote } from '../../src/api/quote/quotes.ts';
import { realClock } from '../../src/api/poll.ts';
import { SUBMIT_POLLING } from '../../src/domain/constants.ts';
import { record } from '../../signals/claim/claim.ts';
import { currentApi } from '../../signals/claim/claim-actions.ts';
import { followClock } from '../../signals/claim/submitted-follow.ts';
import { startVisit } from '../../signals/session/visit.ts';
import { claimAt, drawerSandbox, type DrawerSandbox } from '../../test/component/drawer-claim.ts';
import { onShopPage } from '../../test/component/page-hears.ts';
import { configure, signedInVisitor } from '../../test/component/setup.ts';
import { approvedQuote, SETTLE, WALK_START } from '../../test/component/french-shopper.ts';
import { ORIGIN } from '../../test/component/sandbox-fetch.ts';
import Cta from './Cta.tsx';

/** The shop's cart page (the default cartPath): a claim's answer refreshes its totals. */
const CART = '/en-ca/cart';
/** A read of one claim record (the active-record lookup of the page's load is another call). */
const RECORD_READ = /claim-records\/[^/]+$/;

const WORDS = {
  'en-ca': { sent: 'Your claim is with your insurer', body: /^We sent your claim and are waiting for your insurer’s answer/, applied: 'Your insurance is applied', slow: 'Your claim will be resubmitted' },
  'en-us': { sent: 'Your claim is with your insurance carrier', body: /^We sent your claim and are waiting for your insurance carrier’s answer/, applied: 'Your insurance is applied', slow: 'Your claim will be resubmitted' },
  'fr-ca': { sent: 'Votre assureur examine votre demande', body: /^Nous avons envoyé votre demande et attendons la réponse de votre assureur/, applied: 'Votre assurance est appliquée', slow: 'Votre demande sera renvoyée' },
} as const;
type Locale = keyof typeof WORDS;

const page = onShopPage(CART);
afterEach(() => {
  followClock.current = realClock;
});

/** The shopper's claim, sent to the insurer, and the cart page reloaded before the insurer answered. */
async function reloadedWhileSent(locale: Locale): Promise<DrawerSandbox & { id: string }> {
  const drawer = await drawerSandbox(locale);
  const id = await claimAt(drawer.sandbox, 'ready-to-claim', { terms: true });
  await submitClaim(currentApi(), id);
  // The reload: the widgets start afresh on the same shop session, as the loader starts them.
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, locale });
  followClock.current = { now: () => drawer.sandbox.state.service.now(), sleep: async (ms: number) => drawer.sandbox.state.advanceClock(ms) };
  return { ...drawer, id };
}

describe('spec 000 §4: a page loaded while the claim is with the insurer follows it to the answer', () => {
  test.each(Object.keys(WORDS) as Locale[])('the card says the claim is with the insurer, nothing to continue or cancel, then the answer; the page hears sync and refreshes its cart (%s)', async (locale) => {
    const { before } = await reloadedWhileSent(locale);
    // The follow's first read of the record waits until the card was looked at.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    before.current = (method, url) => (method === 'GET' && RECORD_READ.test(url) ? held : undefined);
    render(<Cta />);
    await startVisit();
    const card = await screen.findByRole('region', { name: WORDS[locale].sent });
    expect(within(card).getByText(WORDS[locale].body)).toBeTruthy();
    expect(within(card).queryAllByRole('button')).toEqual([]);
    expect(record.value?.status).toBe('CLAIM_SUBMITTED');
    expect(page.heard).toEqual([]);
    release();
    expect(await screen.findByRole('heading', { name: WORDS[locale].applied })).toBeTruthy();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    await waitFor(() => expect(page.heard).toEqual(['sync', 'refresh-cart']));
  });

  test.each(Object.keys(WORDS) as Locale[])('an insurer (or a service) that does not answer within the 2-minute wait: the card says the claim will be resubmitted, the shopper stays signed in (%s)', async (locale) => {
    const { sandbox, id } = await reloadedWhileSent(locale);
    sandbox.state.faults.add({ call: `claim-records/${id}`, kind: 'status', status: 503, remaining: SUBMIT_POLLING.maxWaitMs, method: 'GET' });
    render(<Cta />);
    await startVisit();
    expect(await screen.findByRole('heading', { name: WORDS[locale].slow })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(page.heard).toEqual([]);
  });

  test('fr-FR: a claim sent on accepting the quote, the page reloaded before the mutuelle answered: the card says so, then the share applied', async () => {
    history.replaceState(null, '', '/fr-fr/cart');
    const FR = { locale: 'fr-fr', country: 'FR', currency: 'EUR', cartPath: '/fr-fr/cart' };
    vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
    const sandbox = await signedInVisitor(FR);
    const id = await approvedQuote(sandbox);
    await acceptQuote(currentApi(), id);
    // The reload; the follow's first read waits until the card was looked at, and comes after the mutuelle answered.
    configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, ...FR });
    followClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET' && RECORD_READ.test(String(input))) {
        await held;
        sandbox.state.advanceClock(SETTLE);
      }
      return sandbox.fetch(input, init);
    });
    render(<Cta />);
    await startVisit();
    const card = await screen.findByRole('region', { name: 'Votre mutuelle examine votre demande' });
    expect(within(card).getByText(/^Nous avons envoyé votre demande et attendons la réponse de votre mutuelle/)).toBeTruthy();
    expect(within(card).queryAllByRole('button')).toEqual([]);
    release();
    expect(await screen.findByRole('heading', { name: 'Votre prise en charge est appliquée' })).toBeTruthy();
    await waitFor(() => expect(page.heard).toEqual(['sync', 'refresh-cart']));
  });
});
