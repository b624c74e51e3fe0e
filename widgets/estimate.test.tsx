// The money as soon as it is known (spec 000 §9; spec 001 §2), in English, Quebec French and the French of France: the
// estimate of the insurer's share per covered line and in total, with the remainder, marked as an estimate, on the
// member's benefits, beside the review's Submit, on the toggle and on the call-to-action; the confirmed amount and the
// remainder in the result; and on the cart one state with one way out when the call-to-action speaks for the claim.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/preact';
import Toggle from './toggle/Toggle.tsx';
import Cta from './cta/Cta.tsx';
import MemberBenefits from './drawer/member/member-benefits.tsx';
import Review from './drawer/submit/Review.tsx';
import ResultModal from './drawer/submit/ResultModal.tsx';
import { loadSession } from '../signals/session/session.ts';
import { setRecord } from '../signals/claim/claim.ts';
import { setEstimateSource } from '../signals/claim/estimate.ts';
import { ctaMountsChanged } from '../signals/host/page-widgets.ts';
import * as actions from '../signals/claim/actions.ts';
import type * as Actions from '../signals/claim/actions.ts';
import type { ClaimRecord } from '../src/contract/claim/claim-record.ts';
import type { InsurancePlan } from '../src/contract/claim/plans.ts';
import { configure } from '../test/component/setup.ts';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';
import * as records from '../test/component/records.ts';

vi.mock('../signals/claim/actions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Actions>()),
  refreshEstimate: vi.fn(() => Promise.resolve()),
  refreshInsuranceState: vi.fn(() => Promise.resolve()),
  loadPlans: vi.fn(),
  rejectionNotice: vi.fn(() => Promise.resolve(null)),
}));

const LANGUAGES = {
  en: { locale: 'en-ca' },
  'fr-CA': { locale: 'fr-ca' },
  'fr-FR': { locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' },
} as const;
type Language = keyof typeof LANGUAGES;

/** The member's plans: a frame allowance below the frame's price, lenses covered in full. */
const PLANS: InsurancePlan[] = [
  { planType: 'FRAME', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED', allowance: { amount: 100 }, productTypesEligibility: [{ productType: 'FRAME', eligibility: 'ELIGIBLE' }] },
  { planType: 'LENSES', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED', allowance: { amount: 150 }, productTypesEligibility: [{ productType: 'SINGLE_VISION_LENS', eligibility: 'ELIGIBLE' }] },
];

/** The shop's cart of the recorded records: a frame and lenses the prescription includes, and a solution. */
const CART = {
  cartId: 'cart_1',
  orderSubtotal: { amount: 263.99 },
  shippingCosts: { amount: 0 },
  products: [
    { id: 'line-1', productIdentifier: '8056597123456', name: 'Harbour round frame', productType: 'FRAME', quantity: 1, unitPrice: { amount: 149 } },
    { id: 'line-2', productIdentifier: 'RXC-SV', name: 'Single vision lenses', productType: 'SINGLE_VISION_LENS', quantity: 1, unitPrice: { amount: 99 } },
    { id: 'line-4', productIdentifier: 'SOL-MP', name: 'Solution', productType: 'SOLUTIONS', quantity: 1, unitPrice: { amount: 15.99 } },
  ],
};

/** What each language says: the estimate (frame 100.00 of 149.00, lenses 99.00 of 99.00; 199.00 paid, 64.99 left). */
const SAYS: Record<Language, { title: string; note: string; lines: string[]; share: string; remainder: string; summary: string }> = {
  en: {
    title: 'Estimated coverage',
    note: 'An estimate until your insurer confirms your claim.',
    lines: ['Harbour round frame: $100.00 of $149.00', 'Single vision lenses: $99.00 of $99.00'],
    share: 'Your insurer pays (estimate)$199.00',
    remainder: 'You pay (estimate)$64.99',
    summary: 'Estimate: your insurer pays $199.00 and you pay $64.99, until your insurer confirms.',
  },
  'fr-CA': {
    title: 'Couverture estimée',
    note: 'Une estimation jusqu’à ce que votre assureur confirme votre demande.',
    lines: ['Harbour round frame : 100,00 $ sur 149,00 $', 'Single vision lenses : 99,00 $ sur 99,00 $'],
    share: 'Votre assureur paie (estimation)199,00 $',
    remainder: 'Vous payez (estimation)64,99 $',
    summary: 'Estimation : votre assureur paie 199,00 $ et vous payez 64,99 $, jusqu’à ce que votre assureur confirme.',
  },
  'fr-FR': {
    title: 'Prise en charge estimée',
    note: 'Une estimation, en attendant la confirmation de votre mutuelle.',
    lines: ['Harbour round frame : 100,00 € sur 149,00 €', 'Single vision lenses : 99,00 € sur 99,00 €'],
    share: 'Prise en charge de votre mutuelle (estimation)199,00 €',
    remainder: 'Reste à charge (estimation)64,99 €',
    summary: 'Estimation : votre mutuelle prend en charge 199,00 € et il vous reste 64,99 € à payer, en attendant sa confirmation.',
  },
};

/** Text as read, the no-break spaces of French typography and of Intl's amounts read as spaces. */
const read = (element: Element | null | undefined): string => (element?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A signed-in shopper of the sandbox shop in a language, with a record and the service's answers for its estimate. */
async function shopper(language: Language, record: ClaimRecord, quotes: [] | null = null): Promise<void> {
  configure(LANGUAGES[language]);
  const sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  await sandbox.signIn();
  // The shop's cart is the one the estimate was read with (CART: the demo cart without its contact lenses), as the views
  // that read the cart again before they show an amount (the review) find it.
  const visitor = [...sandbox.state.sessions.values()].find((s) => s.registerType === 'R');
  if (!visitor || !sandbox.state.setQuantity(visitor, 'line-3', 0)) throw new Error('no demo cart with its contact lenses');
  await loadSession();
  setRecord(record);
  setEstimateSource({ recordId: record.id, cart: CART, plans: PLANS, quotes });
}

/** The estimate in full, once its part and its words have loaded. */
async function estimateSection(): Promise<HTMLElement> {
  return (await screen.findByRole('region', { name: SAYS_NOW.title })) as HTMLElement;
}
/** The words of the language a test runs in. */
let SAYS_NOW = SAYS.en;

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(actions.loadPlans).mockResolvedValue({ insurancePlans: PLANS });
  // The fixtures' day: their accepted claims can still be cancelled online (spec 000 §4, the nullify cut-off).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(records.RECORDED_DAY) });
});
afterEach(() => {
  cleanup();
  setEstimateSource(null);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const LANGS = Object.keys(LANGUAGES) as Language[];
/** The languages whose shop runs the North American flow, where the estimate shows amounts; the French of France's shop runs the quote flow. */
const AMOUNT_LANGS: Language[] = ['en', 'fr-CA'];

describe('spec 000 §9: the estimate in the drawer, per covered line and in total, marked as an estimate', () => {
  test.each(AMOUNT_LANGS)('%s: the member\'s benefits show the estimate once the member is found', async (language) => {
    SAYS_NOW = SAYS[language];
    await shopper(language, records.inProgress);
    render(<MemberBenefits />);
    const section = await estimateSection();
    expect(read(section.querySelector('p.muted'))).toBe(SAYS_NOW.note);
    expect(within(section).getAllByRole('listitem').map(read)).toEqual(SAYS_NOW.lines);
    expect(section.querySelectorAll('dl > div').length).toBe(2);
    expect(read(section.querySelectorAll('dl > div')[0])).toBe(SAYS_NOW.share);
    expect(read(section.querySelectorAll('dl > div')[1])).toBe(SAYS_NOW.remainder);
  });

  test.each(AMOUNT_LANGS)('%s: the review shows the estimate beside Submit, just before it', async (language) => {
    SAYS_NOW = SAYS[language];
    await shopper(language, records.inProgress);
    render(<Review />);
    const section = await estimateSection();
    expect(read(section.querySelectorAll('dl > div')[0])).toBe(SAYS_NOW.share);
    const footer = document.querySelector('.footer');
    expect(footer).not.toBeNull();
    expect(section.nextElementSibling).toBe(footer);
  });

  test('spec 000 §9: the estimate goes once the record is no longer one whose member is found, and once the insurer confirmed its share', async () => {
    SAYS_NOW = SAYS.en;
    await shopper('en', records.inProgress);
    render(<Review />);
    await estimateSection();
    setRecord({ ...records.inProgress, status: 'INSURANCE_MEMBER_REQUIRED' });
    await waitFor(() => expect(screen.queryByRole('region', { name: SAYS.en.title })).toBeNull());
    setRecord(records.inProgress);
    await estimateSection();
    setRecord(records.accepted);
    setEstimateSource({ recordId: records.accepted.id, cart: CART, plans: PLANS, quotes: null });
    await waitFor(() => expect(screen.queryByRole('region', { name: SAYS.en.title })).toBeNull());
  });
});

describe('spec 000 §1: in the French flow the mutuelle\'s share is its quote\'s to say, so no amount shows before it', () => {
  const WITH_QUOTE = 'Votre mutuelle indiquera sa prise en charge dans son devis.';

  test('the member\'s benefits and the review: the box says the share comes with the quote, with no amount, and reads nothing for one', async () => {
    await shopper('fr-FR', records.inProgress);
    for (const View of [MemberBenefits, Review]) {
      render(<View />);
      const section = await screen.findByRole('region', { name: 'Prise en charge estimée' });
      expect(read(section)).toBe(`Prise en charge estimée${WITH_QUOTE}`);
      expect(section.querySelector('dl')).toBeNull();
      cleanup();
    }
    expect(actions.refreshEstimate).not.toHaveBeenCalled();
  });

  test('the toggle and the call-to-action on the cart: the same words, no amount', async () => {
    await shopper('fr-FR', records.inProgress);
    ctaMountsChanged(1);
    try {
      render(<Cta />);
      await waitFor(() => expect(read(document.querySelector('section.cta p.estimate'))).toBe(WITH_QUOTE));
      expect(read(document.body)).not.toMatch(/€/);
    } finally {
      ctaMountsChanged(-1);
    }
    cleanup();
    await shopper('fr-FR', records.enabledOneGroup, []);
    render(<Toggle />);
    await waitFor(() => expect(screen.getAllByText((_, el) => el?.tagName === 'P' && read(el) === WITH_QUOTE)).toHaveLength(1));
    expect(read(document.body)).not.toMatch(/€/);
  });
});

describe('spec 000 §9: the result shows the confirmed amount and the remainder', () => {
  test.each<[Language, string]>([
    ['en', 'Your insurer pays $150.00 of your order. You pay the remaining $98.00 at checkout.'],
    ['fr-CA', 'Votre assureur paie 150,00 $ de votre commande. Vous payez les 98,00 $ restants à la caisse.'],
    ['fr-FR', 'Votre mutuelle prend en charge 150,00 € sur votre commande. Il vous reste 98,00 € à régler au paiement.'],
  ])('%s: the confirmed share and the claim residual (248.00 − 150.00)', (language, body) => {
    configure(LANGUAGES[language]);
    setRecord(records.accepted);
    render(<ResultModal result={{ outcome: 'ACCEPTED', amount: 15000, details: null }} onRetry={() => undefined} />);
    expect(read(document.getElementById('db-result-title-body'))).toBe(body);
  });
});

describe('spec 001 §2: the toggle and the call-to-action show the same estimate on the cart', () => {
  test.each(AMOUNT_LANGS)('%s: the toggle alone, on: "Insurance Synced", its estimate and "Remove benefits"', async (language) => {
    await shopper(language, records.enabledOneGroup, []);
    render(<Toggle />);
    await waitFor(() => expect(screen.getAllByText((_, el) => el?.tagName === 'P' && read(el) === SAYS[language].summary)).toHaveLength(1));
    expect(document.querySelector('.badge')).not.toBeNull();
    expect(screen.getAllByRole('button').length).toBeGreaterThan(1);
  });

  test.each(AMOUNT_LANGS)('%s: a claim in progress: the call-to-action says the estimate, once on the page', async (language) => {
    await shopper(language, records.inProgress);
    ctaMountsChanged(1);
    try {
      render(
        <>
          <Toggle />
          <Cta />
        </>,
      );
      const summary = (el: Element | null) => el?.tagName === 'P' && read(el) === SAYS[language].summary;
      // The call-to-action's card says it; the toggle beside it does not say it again.
      await waitFor(() => expect(summary(document.querySelector('section.cta p.estimate'))).toBe(true));
      expect(screen.getAllByText((_, el) => summary(el))).toHaveLength(1);
    } finally {
      ctaMountsChanged(-1);
    }
  });
});

describe('spec 001 §4: the cart reads the service for an estimate only once the member is found', () => {
  test.each<[string, ClaimRecord, number]>([
    ['a claim in progress whose member is found: read once for the toggle and the call-to-action together', records.inProgress, 1],
    ['a claim whose member is not found yet: nothing is read', { ...records.inProgress, status: 'INSURANCE_MEMBER_REQUIRED' }, 0],
  ])('spec 001 §4: %s', async (_name, record, reads) => {
    configure(LANGUAGES.en);
    const sandbox = sandboxFetch();
    vi.stubGlobal('fetch', sandbox.fetch);
    await sandbox.signIn();
    await loadSession();
    setRecord(record);
    ctaMountsChanged(1);
    try {
      render(
        <>
          <Toggle />
          <Cta />
        </>,
      );
      await screen.findByRole('heading', { name: 'Your claim is in progress' });
      await waitFor(() => expect(vi.mocked(actions.refreshEstimate).mock.calls.length).toBe(reads));
    } finally {
      ctaMountsChanged(-1);
    }
  });
});

describe('spec 001 §2: a claim applied shows one clear state with one way out on the cart', () => {
  const WORDS = {
    en: { applied: 'Your insurance is applied', cancel: 'Cancel claim', remove: 'Remove benefits', synced: 'Insurance Synced' },
    'fr-CA': { applied: 'Votre assurance est appliquée', cancel: 'Annuler la demande', remove: 'Retirer mes garanties', synced: 'Assurance synchronisée' },
    'fr-FR': { applied: 'Votre prise en charge est appliquée', cancel: 'Annuler la demande', remove: 'Retirer le tiers payant', synced: 'Tiers payant activé' },
  } as const;

  test.each(LANGS)('%s: beside the call-to-action, the toggle adds neither "Insurance Synced" nor "Remove benefits"', async (language) => {
    const w = WORDS[language];
    await shopper(language, records.accepted);
    ctaMountsChanged(1);
    try {
      render(
        <>
          <Toggle />
          <Cta />
        </>,
      );
      await screen.findByRole('heading', { name: w.applied });
      await screen.findByRole('button', { name: w.cancel });
      // The insurer confirmed its share: the cart reads nothing more for an estimate.
      expect(actions.refreshEstimate).not.toHaveBeenCalled();
      expect(screen.getAllByRole('switch')[0]?.getAttribute('aria-checked')).toBe('true');
      expect(screen.queryByRole('button', { name: w.remove })).toBeNull();
      expect(screen.queryByText(w.synced)).toBeNull();
    } finally {
      ctaMountsChanged(-1);
    }
  });

  test.each(LANGS)('%s: the toggle alone keeps "Insurance Synced" with its one way out, "Remove benefits"', async (language) => {
    const w = WORDS[language];
    await shopper(language, records.accepted);
    render(<Toggle />);
    await screen.findByRole('button', { name: w.remove });
    expect(screen.getByText(w.synced)).toBeTruthy();
    expect(screen.queryByRole('button', { name: w.cancel })).toBeNull();
  });
});
