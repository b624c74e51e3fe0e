// The call-to-action in every state, in English and French, from recorded claim records (spec 001 section 2,
// "CTA states"; section 8 messages), and its cancel confirmations. The service actions are spies.
import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { act, cleanup, fireEvent, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/preact';
import Cta from './Cta.tsx';
import { loadSession, markSessionExpired } from '../../signals/session/session.ts';
import { eligibleProductStatus, insuranceLoad, resetClaimState, restricted, setRestricted, setRecord } from '../../signals/claim/claim.ts';
import { watchRestrictionLift } from '../../signals/claim/restriction-lift.ts';
import { serviceOnline } from '../../signals/host/service-status.ts';
import { actionError, failedAction, pending, resetToggle } from '../../signals/toggle/toggle.ts';
import * as actions from '../../signals/claim/actions.ts';
import type * as Actions from '../../signals/claim/actions.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { configure } from '../../test/component/setup.ts';
import { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { timesSaid, watchLiveRegions } from '../../test/component/said.ts';
import * as records from '../../test/component/records.ts';
import en from '../../strings/en/loader/loader.ts';
import frFR from '../../strings/fr-FR/loader/loader.ts';
import frCA from '../../strings/fr-CA/loader/loader.ts';
import { hostEvents } from '../../signals/host/events.ts';
import { ctaConfig, loadCtaConfig } from '../../signals/cta/cta-config.ts';
import { sandboxConfigurations } from '../../sandbox/service/configurations.ts';
import type { CtaState as CtaConfig } from '../../src/contract/insurer/configurations.ts';

vi.mock('../../signals/claim/actions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Actions>()),
  startFlow: vi.fn(),
  resumeInDrawer: vi.fn(),
  nullify: vi.fn(() => Promise.resolve()),
  cancelClaim: vi.fn(() => Promise.resolve()),
  cancelQuote: vi.fn(() => Promise.resolve()),
  refreshInsuranceState: vi.fn(() => Promise.resolve()),
  rejectionNotice: vi.fn(() => Promise.resolve(null)),
}));

const LANGUAGES = {
  en: {},
  fr: { locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' },
  'en-us': { locale: 'en-us', country: 'US', currency: 'USD' },
  // A Quebec shop: its French is strings/fr-CA whatever the French of France says.
  'fr-ca': { locale: 'fr-ca', country: 'CA', currency: 'CAD' },
} as const;
type Language = keyof typeof LANGUAGES;

/**
 * A shopper of the sandbox shop in a language, signed in unless told otherwise; the insurance state and the cta/state
 * configuration loaded (the sandbox's own unless `cta` is given; 'fails' makes the configuration call fail).
 */
async function visit(language: Language, signIn = true, cta?: CtaConfig | 'fails'): Promise<void> {
  configure(LANGUAGES[language]);
  const sandbox = sandboxFetch();
  if (cta && cta !== 'fails') sandboxConfigurations(sandbox.state).set('cta/state', cta);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    cta === 'fails' && String(input).includes('cta%2Fstate') ? Promise.resolve(new Response('{}', { status: 503 })) : sandbox.fetch(input, init),
  );
  if (signIn) await sandbox.signIn();
  await loadSession();
  await loadCtaConfig();
  insuranceLoad.value = 'ready';
}

/** Sets a record as the claim actions would after reading it. */
const withRecord = (record: ClaimRecord) => () => setRecord(record);

beforeEach(() => {
  resetClaimState();
  resetToggle();
  vi.clearAllMocks();
  // The fixtures' day: their accepted claims can still be cancelled online (spec 000 §4, the nullify cut-off).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(records.RECORDED_DAY) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

interface Card {
  heading: string;
  /** The text under the heading (a pattern where it holds an amount). */
  body: string | RegExp;
  /** The buttons and links, in order. */
  actions: string[];
}

const RECORD_STATES: [string, () => void, Record<'en' | 'fr', Card>][] = [
  [
    'INELIGIBLE_CART: nothing in the cart insurance covers',
    () => (eligibleProductStatus.value = 'NOT_ELIGIBLE'),
    {
      en: { heading: 'No eligible items in your cart', body: /^Vision insurance applies to prescription eyeglasses/, actions: [] },
      fr: { heading: 'Aucun article pris en charge dans votre panier', body: /^Le tiers payant s’applique aux lunettes de vue/, actions: [] },
    },
  ],
  [
    'LIMIT_REACHED: the restricted check said no',
    () => setRestricted({}),
    {
      en: { heading: 'Daily limit reached', body: "You’ve reached the daily limit of online claims. Please try again in 24 hours.", actions: [] },
      fr: { heading: 'Limite quotidienne atteinte', body: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.', actions: [] },
    },
  ],
  [
    'LIMIT_REACHED: the member lookup paused, said as the drawer says it, with the wait the restricted check gives (spec 001 §2)',
    () => setRestricted({ reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 840 }),
    {
      en: { heading: 'Too many attempts to find your insurance', body: 'For security reasons, we’ve paused the search for your insurance. Please try again in 14 minutes.', actions: [] },
      fr: { heading: 'Trop de tentatives de vérification de vos droits', body: 'Pour des raisons de sécurité, nous avons suspendu la vérification de vos droits. Veuillez réessayer dans 14\u00a0minutes.', actions: [] },
    },
  ],
  [
    'LIMIT_REACHED: the day’s online claims used up, whatever wait the check gives (spec 001 §9: a 24-hour wait)',
    () => setRestricted({ reason: 'LIMIT_REACHED', retryAfterSeconds: 46_800 }),
    {
      en: { heading: 'Daily limit reached', body: "You’ve reached the daily limit of online claims. Please try again in 24 hours.", actions: [] },
      fr: { heading: 'Limite quotidienne atteinte', body: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.', actions: [] },
    },
  ],
  [
    'LIMIT_REACHED: a RESTRICTED record',
    withRecord(records.restrictedRecord),
    {
      en: { heading: 'Daily limit reached', body: /daily limit of online claims/, actions: [] },
      fr: { heading: 'Limite quotidienne atteinte', body: /limite quotidienne de demandes en ligne/, actions: [] },
    },
  ],
  [
    'ACCEPTED: the confirmed amount and the remainder to pay (spec 000 §9 claim residual: 248.00 − 150.00), in the shop currency, and a cancel',
    withRecord(records.accepted),
    {
      en: {
        heading: 'Your insurance is applied',
        body: 'Your insurer covers $150.00 of this order. You pay the remaining $98.00. Complete your checkout to keep this amount.',
        actions: ['Cancel claim'],
      },
      fr: {
        heading: 'Votre prise en charge est appliquée',
        body: /^Votre mutuelle prend en charge 150,00\s€ sur cette commande\. Il vous reste 98,00\s€ à payer\. Finalisez votre commande pour conserver ce montant\.$/,
        actions: ['Annuler la demande'],
      },
    },
  ],
  [
    'ACCEPTED with the benefits switched off on the toggle (spec 000 §4, insurance usage): not "applied", the order is at full price, and how to take the share off again',
    withRecord(records.acceptedSwitchedOff),
    {
      en: {
        heading: 'Your benefits are switched off',
        body: 'Your insurer accepted your claim for $150.00, but this order is at full price while “Use insurance benefits” is off. Switch it on in your cart to take $150.00 off your order.',
        actions: ['Cancel claim'],
      },
      fr: {
        heading: 'Votre tiers payant est désactivé',
        body: /^Votre mutuelle a accepté une prise en charge de 150,00\s€, mais cette commande est au plein tarif tant que «\sUtiliser le tiers payant\s» est désactivé\. Activez-le dans votre panier pour déduire 150,00\s€ de votre commande\.$/,
        actions: ['Annuler la demande'],
      },
    },
  ],
  [
    'IN_PROGRESS: continue or cancel',
    withRecord(records.inProgress),
    {
      en: { heading: 'Your claim is in progress', body: 'Pick up where you left off to apply your benefits to this order.', actions: ['Continue my claim', 'Cancel claim'] },
      fr: { heading: 'Votre demande est en cours', body: 'Reprenez là où vous en étiez pour appliquer vos garanties à cette commande.', actions: ['Reprendre ma demande', 'Annuler la demande'] },
    },
  ],
  [
    'REJECTED: submit manually at the insurer, or start a new claim',
    withRecord(records.rejected),
    {
      en: { heading: 'Your claim could not be processed', body: /submit it manually to your insurer/, actions: ['Start a new claim'] },
      fr: { heading: 'Votre demande n’a pas pu être traitée', body: /Vous pouvez lui envoyer vous-même une demande de remboursement/, actions: ['Faire une nouvelle demande'] },
    },
  ],
  [
    'REJECTED with the day’s online claims used up (spec 000 §4: a positive restricted check blocks new claims): the manual route and the limit, no new claim to start',
    () => {
      setRecord(records.rejected);
      setRestricted({ reason: 'LIMIT_REACHED', retryAfterSeconds: 46_800 });
    },
    {
      en: {
        heading: 'Your claim could not be processed',
        body: 'Your insurer didn’t accept this claim online. You can submit it manually to your insurer after your purchase. You’ve reached the daily limit of online claims. Please try again in 24 hours.',
        actions: [],
      },
      fr: {
        heading: 'Votre demande n’a pas pu être traitée',
        body: 'Votre mutuelle n’a pas accepté cette demande en ligne. Vous pouvez lui envoyer vous-même une demande de remboursement après votre achat. Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
        actions: [],
      },
    },
  ],
  [
    'NULLIFIED while the member lookup is locked (spec 000 §4, spec 001 §2): full price, and the wait in place of apply again',
    () => {
      setRecord(records.nullified);
      setRestricted({ reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 840 });
    },
    {
      en: { heading: 'Your claim was cancelled', body: 'Your order is back at full price. For security reasons, we’ve paused the search for your insurance. Please try again in 14 minutes.', actions: [] },
      fr: {
        heading: 'Votre demande a été annulée',
        body: 'Votre commande est de nouveau au plein tarif. Pour des raisons de sécurité, nous avons suspendu la vérification de vos droits. Veuillez réessayer dans 14\u00a0minutes.',
        actions: [],
      },
    },
  ],
  [
    'NULLIFIED after an acknowledgement, the day’s online claims used up: the insurer’s cancel, then the limit',
    () => {
      setRecord(records.acknowledgedCancelled);
      setRestricted({ reason: 'LIMIT_REACHED', retryAfterSeconds: 46_800 });
    },
    {
      en: {
        heading: 'Your claim was cancelled',
        body: 'Your insurer couldn’t confirm your claim right away, so it was cancelled. Your order is at full price. You’ve reached the daily limit of online claims. Please try again in 24 hours.',
        actions: [],
      },
      fr: { heading: 'Votre demande a été annulée', body: /^Votre mutuelle n’a pas pu confirmer votre demande tout de suite.* Vous avez atteint la limite quotidienne de demandes en ligne\./, actions: [] },
    },
  ],
  [
    'NULLIFIED: cancelled, apply again',
    withRecord(records.nullified),
    {
      en: { heading: 'Your claim was cancelled', body: 'Your order is back at full price. You can apply your vision insurance again.', actions: ['Apply again'] },
      fr: { heading: 'Votre demande a été annulée', body: /^Votre commande est de nouveau au plein tarif\./, actions: ['Utiliser à nouveau ma mutuelle'] },
    },
  ],
  [
    'ACKNOWLEDGED_NULLIFIED (CLAIM_ACKNOWLEDGED, spec 000 §4): received, not confirmed, nothing off the order, pre-authorised in full; no cancel',
    withRecord(records.acknowledged),
    {
      en: {
        heading: 'Your insurer hasn’t confirmed your claim',
        body: 'Your insurer received your claim but couldn’t confirm it right away, so it isn’t applied to this order. You can check out: the full price is pre-authorised on your payment method.',
        actions: [],
      },
      fr: { heading: 'Votre mutuelle n’a pas confirmé votre demande', body: /^Votre mutuelle a reçu votre demande sans pouvoir la confirmer tout de suite/, actions: [] },
    },
  ],
  [
    'NULLIFIED after an acknowledgement (spec 000 §4, acknowledged-nullified): cancelled by the insurer, apply again',
    withRecord(records.acknowledgedCancelled),
    {
      en: { heading: 'Your claim was cancelled', body: 'Your insurer couldn’t confirm your claim right away, so it was cancelled. Your order is at full price.', actions: ['Apply again'] },
      fr: { heading: 'Votre demande a été annulée', body: /^Votre mutuelle n’a pas pu confirmer votre demande tout de suite/, actions: ['Utiliser à nouveau ma mutuelle'] },
    },
  ],
  [
    'SERVICE_OFFLINE: we will e-mail you; cancel the quote',
    withRecord(records.quotePending),
    {
      en: { heading: 'Your insurer is offline', body: /We’ll e-mail you as soon as it does\./, actions: ['Cancel my quote request'] },
      fr: { heading: 'En attente de la réponse de votre mutuelle', body: /Nous vous préviendrons par e-mail/, actions: ['Annuler ma demande de devis'] },
    },
  ],
  [
    'TIMEOUT_RETRY: full price now, resubmitted within 24 hours, adjusted if accepted',
    withRecord(records.claimRetry),
    {
      en: { heading: 'Your claim will be resubmitted', body: /check out at full price.*within 24 hours.*adjusted/, actions: [] },
      fr: { heading: 'Votre demande sera renvoyée', body: /plein tarif.*sous 24\u00a0heures.*ajusté/, actions: [] },
    },
  ],
  [
    'NULLIFY_REJECTED: contact customer service',
    withRecord(records.nullifyRejected),
    {
      en: { heading: "We couldn’t cancel your claim", body: 'Please contact customer service to cancel it.', actions: [] },
      fr: { heading: 'Nous n’avons pas pu annuler votre demande', body: 'Veuillez contacter le service client pour l’annuler.', actions: [] },
    },
  ],
  [
    'FOR_MANUAL_NULLIFY (a person must cancel it) is NULLIFY_REJECTED too: contact customer service',
    withRecord(records.forManualNullify),
    {
      en: { heading: "We couldn’t cancel your claim", body: 'Please contact customer service to cancel it.', actions: [] },
      fr: { heading: 'Nous n’avons pas pu annuler votre demande', body: 'Veuillez contacter le service client pour l’annuler.', actions: [] },
    },
  ],
];

/** Checks a text: exactly, or against a pattern. */
function expectText(element: Element | null | undefined, body: string | RegExp): void {
  if (body instanceof RegExp) expect(element?.textContent).toMatch(body);
  else expect(element?.textContent).toBe(body);
}

const controls = () => [...screen.queryAllByRole('button'), ...screen.queryAllByRole('link')].map((c) => c.textContent);

describe('spec 001 §2 CTA states, §8 claim messages: every record state in English and French', () => {
  test.each(RECORD_STATES.flatMap(([name, setup, card]) => (['en', 'fr'] as const).map((lang) => [`${name} (${lang})`, lang, setup, card[lang]] as const)))(
    '%s',
    async (_name, lang, setup, card) => {
      await visit(lang);
      setup();
      render(<Cta />);
      const heading = await screen.findByRole('heading', { name: card.heading });
      expect(screen.getByRole('region', { name: card.heading })).toBeTruthy();
      expectText(heading.nextElementSibling, card.body);
      expect(controls()).toEqual(card.actions);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});

describe('spec 001 §2 "try again in N minutes or seconds": the lockout counts down on the cart and lifts by itself', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test.each([
    ['en', 'Please try again in 14 minutes.', 'Please try again in 11 minutes.', 'Please try again in 1 minute.', 'Please try again in 59 seconds.', 'Apply vision insurance'],
    ['fr', 'Veuillez réessayer dans 14\u00a0minutes.', 'Veuillez réessayer dans 11\u00a0minutes.', 'Veuillez réessayer dans 1\u00a0minute.', 'Veuillez réessayer dans 59\u00a0secondes.', 'Utiliser ma mutuelle'],
  ] as const)('(%s) the wait left is said as it passes; at its end the service is asked again and the card offers the claim again', async (lang, start, later, minute, seconds, apply) => {
    await visit(lang);
    // The sandbox's restricted check says the shopper is free: the page learnt a lockout the service has since lifted.
    act(() => setRestricted({ reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 840 }));
    render(<Cta />);
    const body = () => screen.getByRole('heading', { level: 2 }).nextElementSibling?.textContent;
    // The query reads a no-break space as a space; the text itself keeps it, checked as the wait passes.
    expect(await screen.findByText(new RegExp(start.replace(/\u00a0/g, ' ')))).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    watchRestrictionLift();
    // Learnt again on the test's clock, so the wait is counted on it.
    act(() => setRestricted({ reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 840 }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3 * 60_000);
    });
    expect(body()).toMatch(later);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(body()).toMatch(minute);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(body()).toMatch(seconds);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: apply })).toBeTruthy();
    expect(restricted.value).toBe(false);
  });
});

const SESSION_STATES: [string, Language, () => Promise<void>, Card & { role?: 'status' | 'alert' }][] = [
  ['CHECKING while the session loads (en)', 'en', async () => configure(), { heading: 'Have vision insurance?', body: 'Checking your insurance options…', actions: [] }],
  ['CHECKING while the session loads (fr)', 'fr', async () => configure(LANGUAGES.fr), { heading: 'Vous avez une mutuelle ?', body: 'Vérification de vos droits…', actions: [] }],
  ['SIGNED_OUT: the sign-in prompt (en)', 'en', () => visit('en', false), { heading: 'Have vision insurance?', body: /^Apply your benefits/, actions: ['Sign in to apply Vision Insurance'] }],
  ['SIGNED_OUT: the sign-in prompt (fr)', 'fr', () => visit('fr', false), { heading: 'Vous avez une mutuelle ?', body: /^Profitez du tiers payant/, actions: ['Connectez-vous pour utiliser votre mutuelle'] }],
  ['DEFAULT: apply vision insurance (en)', 'en', () => visit('en'), { heading: 'Have vision insurance?', body: /^Apply your benefits/, actions: ['Apply vision insurance'] }],
  ['DEFAULT: apply vision insurance (fr)', 'fr', () => visit('fr'), { heading: 'Vous avez une mutuelle ?', body: /^Profitez du tiers payant/, actions: ['Utiliser ma mutuelle'] }],
  [
    'INIT_ERROR: the retrieval message and a retry (en)',
    'en',
    async () => {
      await visit('en');
      insuranceLoad.value = 'error';
    },
    { heading: 'Have vision insurance?', body: "We’re sorry. There was an issue retrieving insurance information. Please try again.", actions: ['Try again'], role: 'alert' },
  ],
  [
    'INIT_ERROR: the retrieval message and a retry (fr)',
    'fr',
    async () => {
      await visit('fr');
      insuranceLoad.value = 'error';
    },
    { heading: 'Vous avez une mutuelle ?', body: /^Nous sommes désolés\u202f: un problème/, actions: ['Réessayer'], role: 'alert' },
  ],
];

describe('spec 001 §2 CTA states before any record, in English and French', () => {
  test.each(SESSION_STATES)('%s', async (_name, _lang, setup, card) => {
    await setup();
    render(<Cta />);
    const heading = screen.getByRole('heading', { name: card.heading });
    expectText(heading.nextElementSibling, card.body);
    if (card.role) expect(screen.getByRole(card.role)).toBe(heading.nextElementSibling);
    expect(controls()).toEqual(card.actions);
  });

  it('links the sign-in prompt to the sign-in path with the redirect parameter', async () => {
    await visit('fr', false);
    render(<Cta />);
    const link = screen.getByRole('link', { name: 'Connectez-vous pour utiliser votre mutuelle' });
    expect(link.getAttribute('href')).toBe(`/fr-fr/sign-in?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`);
  });

  it('retries the insurance state from INIT_ERROR', async () => {
    await visit('en');
    insuranceLoad.value = 'error';
    render(<Cta />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(actions.refreshInsuranceState).toHaveBeenCalledOnce());
  });

  test.each([
    ['en', 'Vision insurance is unavailable right now', 'We can’t reach the insurance service at the moment. You can still order at full price, or come back later to apply your benefits.'],
    ['fr-ca', 'L’assurance vision est indisponible pour le moment', 'Nous ne pouvons pas joindre le service d’assurance pour le moment. Vous pouvez commander au prix plein, ou revenir plus tard pour utiliser vos garanties.'],
    ['fr', 'Le tiers payant est indisponible pour le moment', 'Nous ne pouvons pas joindre le service de tiers payant pour le moment. Vous pouvez commander au plein tarif, ou revenir plus tard pour utiliser votre mutuelle.'],
  ] as const)('shows SERVICE_OFFLINE without a cancel when the host says the service is down and there is no record, never a quote’s e-mail (spec 001 §6 serviceStatus; %s)', async (lang, heading, body) => {
    await visit(lang);
    serviceOnline.value = false;
    render(<Cta />);
    const shown = await screen.findByRole('heading', { name: heading });
    expectText(shown.nextElementSibling, body);
    expect(controls()).toEqual([]);
    serviceOnline.value = true;
  });
});

describe('spec 001 §1: US English says "insurance carrier" and spells "canceled"', () => {
  test.each([
    ['SERVICE_OFFLINE', records.quotePending, 'Your insurance carrier is offline', /We’ll email you/],
    ['NULLIFIED', records.nullified, 'Your claim was canceled', /back at full price/],
    ['ACCEPTED', records.accepted, 'Your insurance is applied', /^Your insurance carrier covers \$150\.00 of this order\. You pay the remaining \$98\.00\./],
    ['ACCEPTED, switched off', records.acceptedSwitchedOff, 'Your benefits are switched off', /^Your insurance carrier accepted your claim for \$150\.00, but this order is at full price/],
  ] as const)('%s', async (_state, record, heading, body) => {
    await visit('en-us');
    setRecord(record);
    render(<Cta />);
    const found = await screen.findByRole('heading', { name: heading });
    expect(found.nextElementSibling?.textContent).toMatch(body);
  });
});

describe('spec 000 §4, insurance usage: an accepted claim with the benefits switched off names the switch to turn on', () => {
  test.each([
    ['en', en.toggleLabel],
    ['en-us', en.toggleLabel],
    ['fr', frFR.toggleLabel],
    ['fr-ca', frCA.toggleLabel],
  ] as const)('%s: "%s", as the toggle labels it', async (lang, label) => {
    await visit(lang);
    setRecord(records.acceptedSwitchedOff);
    render(<Cta />);
    const heading = await screen.findByRole('heading', { level: 2 });
    expect(heading.nextElementSibling?.textContent).toContain(label);
  });
});

describe('spec 001 §2: what the CTA asks for', () => {
  test.each([
    ['DEFAULT', 'Apply vision insurance', 'startFlow', null, ['ctaWidget']],
    ['IN_PROGRESS', 'Continue my claim', 'resumeInDrawer', records.inProgress, []],
    ['REJECTED', 'Start a new claim', 'startFlow', records.rejected, ['ctaWidget']],
    ['NULLIFIED', 'Apply again', 'startFlow', records.nullified, ['ctaWidget']],
  ] as const)('%s: "%s" calls %s with the button, so focus can come back to it (a start names the card, for the shop’s analytics)', async (_state, name, action, record, widget) => {
    await visit('en');
    setRecord(record);
    render(<Cta />);
    const button = await screen.findByRole('button', { name });
    fireEvent.click(button);
    expect(actions[action]).toHaveBeenCalledWith(button, ...widget);
  });
});

describe('spec 001 §2: cancel-claim and cancel-quote confirmations', () => {
  async function openConfirm(record: ClaimRecord, button: string, lang: Language = 'en') {
    await visit(lang);
    setRecord(record);
    render(<Cta />);
    const opener = await screen.findByRole('button', { name: button });
    opener.focus();
    fireEvent.click(opener);
    return { opener, dialog: screen.getByRole('dialog') };
  }

  test.each([
    ['nullify an accepted claim', 'en', records.accepted, 'Cancel claim', 'Cancel your claim?', 'Your insurance will be removed from this order and you will pay the full price.', 'Yes, cancel my claim', 'Keep my claim'],
    ['cancel a claim in progress', 'en', records.inProgress, 'Cancel claim', 'Cancel your claim?', 'The details of your claim will be deleted and your order will be at full price.', 'Yes, cancel my claim', 'Keep my claim'],
    ['cancel a quote at an offline insurer', 'en', records.quotePending, 'Cancel my quote request', 'Cancel your quote request?', 'We will stop waiting for your insurer and your order will be at full price.', 'Yes, cancel my request', 'Keep my request'],
    ['nullify an accepted claim', 'fr', records.accepted, 'Annuler la demande', 'Annuler votre demande ?', 'La prise en charge de votre mutuelle sera retirée de cette commande et vous paierez le plein tarif.', 'Oui, annuler ma demande', 'Conserver ma demande'],
    ['cancel a quote at an offline insurer', 'fr', records.quotePending, 'Annuler ma demande de devis', 'Annuler votre demande de devis ?', 'Nous cesserons d’attendre la réponse de votre mutuelle et votre commande sera au plein tarif.', 'Oui, annuler ma demande de devis', 'Conserver ma demande de devis'],
  ] as const)('%s (%s): a modal dialog labelled by its heading, focus on the safe choice', async (_name, lang, record, button, title, body, confirm, keep) => {
    const { dialog } = await openConfirm(record, button, lang);
    expect(screen.getByRole('dialog', { name: title })).toBe(dialog);
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(body);
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual([confirm, keep]);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: keep }));
  });

  test.each([
    ['en', 'Cancel claim', 'This is your last attempt today: if you cancel, you will have to wait 24 hours before applying again.'],
    ['fr', 'Annuler la demande', 'C’est votre dernière tentative aujourd’hui : si vous annulez, vous devrez attendre 24\u00a0heures avant de refaire une demande.'],
  ] as const)('warns on the last attempt of the day (%s)', async (lang, button, warning) => {
    // Its third attempt made today: the record changed just now (the recording's own date is long past).
    const { dialog } = await openConfirm({ ...records.acceptedLastAttempt, lastModified: new Date().toISOString() }, button, lang);
    // The French of France keeps its narrow no-break space (U+202F) before the colon, which the default normalizer would collapse.
    expect(within(dialog).getByText(warning, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')).toContain('db-cta-confirm-warning');
  });

  it('does not warn before the last attempt', async () => {
    const { dialog } = await openConfirm(records.accepted, 'Cancel claim');
    expect(within(dialog).queryByText(/last attempt/)).toBeNull();
  });

  test.each([
    ['"Keep my claim"', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my claim' }))],
    ['Escape', (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))],
  ] as const)('%s keeps the claim and gives focus back to "Cancel claim"', async (_how, close) => {
    const { opener, dialog } = await openConfirm(records.accepted, 'Cancel claim');
    close(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actions.nullify).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
    expect(screen.getByRole('heading', { name: 'Your insurance is applied' })).toBeTruthy();
  });

  test.each([
    ['ACCEPTED', records.accepted, 'Cancel claim', 'Yes, cancel my claim', 'nullify'],
    ['IN_PROGRESS', records.inProgress, 'Cancel claim', 'Yes, cancel my claim', 'cancelClaim'],
    ['SERVICE_OFFLINE', records.quotePending, 'Cancel my quote request', 'Yes, cancel my request', 'cancelQuote'],
  ] as const)('%s: confirming calls its action once', async (_state, record, button, confirm, action) => {
    const { dialog } = await openConfirm(record, button);
    fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect(actions[action]).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves focus to the new heading once the cancel has changed the state', async () => {
    vi.mocked(actions.nullify).mockImplementationOnce(async () => setRecord(records.nullified));
    const { dialog } = await openConfirm(records.accepted, 'Cancel claim');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my claim' }));
    const heading = await screen.findByRole('heading', { name: 'Your claim was cancelled' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('moves focus to the call-to-action heading when a cancelled claim leaves no record', async () => {
    vi.mocked(actions.cancelClaim).mockImplementationOnce(async () => setRecord(null));
    const { dialog } = await openConfirm(records.inProgress, 'Cancel claim');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel my claim' }));
    const heading = await screen.findByRole('heading', { name: 'Have vision insurance?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  test.each([
    ['nullify', 'Cancel claim', 'Cancelling your claim…'],
    ['cancel-quote', 'Cancel my quote request', 'Cancelling your quote request…'],
  ] as const)('while %s runs, "%s" is busy and a polite status says "%s"', async (kind, button, status) => {
    await visit('en');
    setRecord(kind === 'nullify' ? records.accepted : records.quotePending);
    pending.value = kind;
    render(<Cta />);
    const acting = await screen.findByRole('button', { name: button });
    expect(acting.getAttribute('aria-busy')).toBe('true');
    expect(acting.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe(status);
    fireEvent.click(acting);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says nothing while another widget's action runs, but still refuses a second action", async () => {
    await visit('en');
    setRecord(records.accepted);
    pending.value = 'use-insurance';
    render(<Cta />);
    const acting = await screen.findByRole('button', { name: 'Cancel claim' });
    expect(acting.getAttribute('aria-busy')).toBe('false');
    expect(acting.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('spec 001 §8, spec 000 §8: a failed action is announced; spec 000 §6: the shop hears it, user- or server-caused', () => {
  test.each([
    ['NULLIFY_EXPIRED', 'en', 'Your claim can no longer be cancelled online. Please contact customer service.', 'server'],
    ['NULLIFY_EXPIRED', 'fr', 'Votre demande ne peut plus être annulée en ligne. Veuillez contacter le service client.', 'server'],
    ['NULLIFY_EXPIRED', 'en-us', 'Your claim can no longer be canceled online. Please contact customer service.', 'server'],
    ['GENERIC_ERROR', 'en', 'Something went wrong. Please try again.', 'server'],
    ['GENERIC_ERROR', 'fr', 'Une erreur est survenue. Veuillez réessayer.', 'server'],
    ['LIMIT_REACHED', 'en', "You’ve reached the daily limit of online claims. Please try again in 24 hours.", 'user'],
    ['LIMIT_REACHED', 'fr', 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.', 'user'],
    ['TIME_EXCEEDED_ERROR', 'en', 'This is taking longer than expected. Please try again in a few minutes.', 'server'],
    ['TIME_EXCEEDED_ERROR', 'fr', 'L’opération prend plus de temps que prévu. Veuillez réessayer dans quelques minutes.', 'server'],
  ] as const)('%s (%s)', async (error, lang, text, cause) => {
    await visit(lang);
    setRecord(records.accepted);
    const heard: unknown[] = [];
    const stop = hostEvents.on('analytics', (payload) => void heard.push(payload));
    render(<Cta />);
    await screen.findByRole('heading', { level: 2 });
    act(() => {
      actionError.value = error;
    });
    expect(screen.getByRole('alert').textContent).toBe(text);
    // One event for the error shown, however often the card draws again.
    act(() => setRecord({ ...records.accepted }));
    expect(heard).toEqual([{ elementType: 'OTHER', widget: 'ctaWidget', action: 'error', error, errorCause: cause }]);
    stop();
  });
});

describe('spec 001 §2: a failure is announced once, by the widget whose action failed', () => {
  test.each([
    ['en', 'You’ve reached the daily limit of online claims. Please try again in 24 hours.'],
    ['fr', 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24 heures.'],
  ] as const)('spec 001 §8 LIMIT_REACHED: the daily limit met on the way is said once on its own card, not again as an alert (%s)', async (lang, sentence) => {
    await visit(lang);
    render(<Cta />);
    await screen.findByRole('heading', { level: 2 });
    act(() => {
      setRestricted({ reason: 'LIMIT_REACHED', retryAfterSeconds: 86_400 });
      actionError.value = 'LIMIT_REACHED';
    });
    expect(await screen.findAllByText(sentence)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed change of use of insurance is the toggle\'s to announce, not the call-to-action\'s', async () => {
    await visit('en');
    setRecord(records.accepted);
    render(<Cta />);
    await screen.findByRole('heading', { level: 2 });
    act(() => {
      failedAction.value = 'use-insurance';
      actionError.value = 'GENERIC_ERROR';
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('spec 000 §4 "a positive restricted check blocks new claims": the card says the restriction, not a new claim', () => {
  it('(fr-CA) a rejected claim once the day’s claims are used: the limit in place of « Faire une nouvelle demande », which comes back when the limit lifts', async () => {
    await visit('fr-ca');
    setRecord(records.rejected);
    setRestricted({ reason: 'LIMIT_REACHED', retryAfterSeconds: 46_800 });
    render(<Cta />);
    const heading = await screen.findByRole('heading', { name: 'Votre demande n’a pas pu être traitée' });
    expect(heading.nextElementSibling?.textContent).toBe(
      'Votre assureur n’a pas accepté cette demande en ligne. Vous pouvez la lui envoyer vous-même après votre achat. Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
    );
    expect(controls()).toEqual([]);
    act(() => setRestricted(null));
    expect(await screen.findByRole('button', { name: 'Faire une nouvelle demande' })).toBeTruthy();
    expect(heading.nextElementSibling?.textContent).toMatch(/ou faire une nouvelle demande\.$/);
  });

  it('the limit met on the way after a rejection is said once, in the card, not again as an alert', async () => {
    await visit('en');
    setRecord(records.rejected);
    render(<Cta />);
    await screen.findByRole('button', { name: 'Start a new claim' });
    act(() => {
      setRestricted({ reason: 'LIMIT_REACHED' });
      actionError.value = 'LIMIT_REACHED';
    });
    expect(await screen.findAllByText(/daily limit of online claims/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(controls()).toEqual([]);
  });
});

describe('spec 001 §8: a rejected claim links to its rejection notice', () => {
  test.each([
    ['en', 'Read the rejection notice (PDF, opens in a new tab)'],
    ['fr', 'Lire l’avis de refus (PDF, s’ouvre dans un nouvel onglet)'],
  ] as const)('the link, once the service gives its address (%s)', async (lang, name) => {
    vi.mocked(actions.rejectionNotice).mockResolvedValueOnce('http://sandbox.test/storage/files/notice_1');
    await visit(lang);
    setRecord(records.rejected);
    render(<Cta />);
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe('http://sandbox.test/storage/files/notice_1');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('no link while the service holds no notice: the text says what to do', async () => {
    await visit('en');
    setRecord(records.rejected);
    render(<Cta />);
    await screen.findByRole('heading', { name: 'Your claim could not be processed' });
    await waitFor(() => expect(actions.rejectionNotice).toHaveBeenCalled());
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('spec 000 §1 chat hooks: where the shopper must contact customer service, the page\'s chat is offered', () => {
  it('with `chat` configured, a refused cancellation offers the chat, which the page hears as chat open', async () => {
    configure({ chat: 'true' });
    const sandbox = sandboxFetch();
    vi.stubGlobal('fetch', sandbox.fetch);
    await sandbox.signIn();
    await loadSession();
    insuranceLoad.value = 'ready';
    const heard: unknown[] = [];
    const stop = hostEvents.on('chat', (payload) => void heard.push(payload));
    setRecord(records.nullifyRejected);
    render(<Cta />);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with customer service' }));
    expect(heard).toEqual([{ action: 'open' }]);
    stop();
  });

  it('without a chat on the page, nothing is offered that would do nothing', async () => {
    await visit('en');
    setRecord(records.nullifyRejected);
    render(<Cta />);
    await screen.findByRole('heading', { name: "We couldn’t cancel your claim" });
    expect(screen.queryByRole('button', { name: 'Chat with customer service' })).toBeNull();
  });
});

describe('spec 000 §7 cta/state: the configuration turns the call-to-action off or hides some of its states', () => {
  // French here is a Quebec shop's (strings/fr-CA).
  const WORDS = {
    en: { heading: 'Have vision insurance?', signIn: 'Sign in to apply Vision Insurance', apply: 'Apply vision insurance', limit: 'Daily limit reached', accepted: 'Your insurance is applied' },
    'fr-ca': { heading: 'Vous avez une assurance vision?', signIn: 'Connectez-vous pour utiliser votre assurance vision', apply: 'Utiliser mon assurance vision', limit: 'Limite quotidienne atteinte', accepted: 'Votre assurance est appliquée' },
  } as const;

  /** Renders the card and waits until it shows nothing: no section, or one left empty by the signed-in part. */
  async function expectNothingShown(): Promise<void> {
    const { container } = render(<Cta />);
    await waitFor(() => expect(container.querySelector('section')?.childElementCount ?? 0).toBe(0));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(controls()).toEqual([]);
  }

  test.each(['en', 'fr-ca'] as const)('turned off: a signed-out visitor is offered nothing (%s)', async (lang) => {
    await visit(lang, false, { enabled: false });
    await expectNothingShown();
  });

  test.each(['en', 'fr-ca'] as const)('turned off: a signed-in shopper is offered nothing (%s)', async (lang) => {
    await visit(lang, true, { enabled: false });
    await expectNothingShown();
  });

  test.each(['en', 'fr-ca'] as const)('turned off: a shopper with an accepted claim sees no card either (%s)', async (lang) => {
    await visit(lang, true, { enabled: false });
    setRecord(records.accepted);
    await expectNothingShown();
  });

  test.each(['en', 'fr-ca'] as const)('SIGNED_OUT hidden: no sign-in prompt for a signed-out visitor (%s)', async (lang) => {
    await visit(lang, false, { enabled: true, hiddenStates: ['SIGNED_OUT'] });
    await expectNothingShown();
  });

  test.each(['en', 'fr-ca'] as const)('SIGNED_OUT hidden: a signed-in shopper still sees the card (%s)', async (lang) => {
    await visit(lang, true, { enabled: true, hiddenStates: ['SIGNED_OUT'] });
    render(<Cta />);
    expect(await screen.findByRole('button', { name: WORDS[lang].apply })).toBeTruthy();
  });

  test.each(['en', 'fr-ca'] as const)('LIMIT_REACHED hidden: nothing while the limit is reached, the accepted claim still shown (%s)', async (lang) => {
    await visit(lang, true, { enabled: true, hiddenStates: ['LIMIT_REACHED'] });
    setRestricted({});
    await expectNothingShown();
    cleanup();
    act(() => setRecord(records.accepted));
    render(<Cta />);
    expect(await screen.findByRole('heading', { name: WORDS[lang].accepted })).toBeTruthy();
  });

  test.each(['en', 'fr-ca'] as const)('a configuration that cannot be read hides nothing: the sign-in prompt (%s)', async (lang) => {
    await visit(lang, false, 'fails');
    expect(ctaConfig.value).toBeNull();
    render(<Cta />);
    expect(screen.getByRole('heading', { name: WORDS[lang].heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: WORDS[lang].signIn })).toBeTruthy();
  });

  test.each(['en', 'fr-ca'] as const)('while the configuration is on its way the card says it is checking, then shows the state (%s)', async (lang) => {
    configure(LANGUAGES[lang]);
    const sandbox = sandboxFetch();
    vi.stubGlobal('fetch', sandbox.fetch);
    await loadSession();
    render(<Cta />);
    expect(screen.getByRole('region', { name: WORDS[lang].heading }).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('link')).toBeNull();
    expect(await screen.findByRole('link', { name: WORDS[lang].signIn })).toBeTruthy();
    expect(sandbox.calls).toContain('GET /services/direct-billing/configurations');
  });
});

describe('the claim changes in the background while the shopper is on the card (another tab, a poll, the session\'s end)', () => {
  /** The card in progress, keyboard focus on "Continue my claim". */
  async function onContinue(): Promise<HTMLElement> {
    await visit('en');
    setRecord(records.inProgress);
    render(<Cta />);
    const button = await screen.findByRole('button', { name: 'Continue my claim' });
    button.focus();
    expect(document.activeElement).toBe(button);
    return button;
  }

  test.each([
    ['submitted and accepted in another tab', () => setRecord(records.accepted), 'Your insurance is applied'],
    ['cancelled in another tab: no record left', () => setRecord(null), 'Have vision insurance?'],
    ['the shop session ended', () => markSessionExpired(), 'Have vision insurance?'],
  ] as const)('%s: the button goes and focus goes to the new heading, read out, never to the page\'s body', async (_how, change, heading) => {
    const button = await onContinue();
    act(() => change());
    const shown = await screen.findByRole('heading', { name: heading });
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(button.isConnected).toBe(false);
  });

  it.each([
    ['en', en.sessionEnded],
    ['fr-ca', frCA.sessionEnded],
  ] as const)('%s: the session’s end is said once, by a status region on the page before its words, not one inserted holding them (WCAG 4.1.3)', async (language, ended) => {
    await visit(language);
    setRecord(records.inProgress);
    render(<Cta />);
    await screen.findByRole('heading');
    const heard = watchLiveRegions();
    act(() => markSessionExpired());
    await waitFor(() => expect(heard.said).toEqual([ended.replace(/\s+/g, ' ')]));
    expect(timesSaid(ended)).toBe(1);
    heard.stop();
    expect(heard.insertedSaying).toEqual([]);
  });

  it('focus the shopper had moved elsewhere on the page stays there', async () => {
    await onContinue();
    const search = document.body.appendChild(document.createElement('input'));
    search.focus();
    act(() => setRecord(records.accepted));
    await screen.findByRole('heading', { name: 'Your insurance is applied' });
    // One more drawing of the card, after which a misplaced move would have happened.
    act(() => setRecord({ ...records.accepted }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel claim' })).toBeTruthy());
    expect(document.activeElement).toBe(search);
    search.remove();
  });
});
