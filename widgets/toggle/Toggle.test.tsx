// The insurance toggle in every state, in English and French, from recorded claim records (spec 001 sections 2
// and 8). The service actions are spies: what the widget asks for is the assertion, not what the service does.
import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import Toggle from './Toggle.tsx';
import { loadSession, markSessionExpired } from '../../signals/session/session.ts';
import { insuranceLoad, quoteFlags, resetClaimState, setRecord } from '../../signals/claim/claim.ts';
import { actionError, failedAction, pending, resetToggle } from '../../signals/toggle/toggle.ts';
import * as actions from '../../signals/claim/actions.ts';
import type * as Actions from '../../signals/claim/actions.ts';
import { configure } from '../../test/component/setup.ts';
import { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { howSaid, timesSaid, watchLiveRegions, type Politeness } from '../../test/component/said.ts';
import { FEATURES_HEADER } from '../../sandbox/service/configurations.ts';
import { loadFeatures } from '../../signals/host/load-features.ts';
import * as records from '../../test/component/records.ts';
import { ctaMountsChanged } from '../../signals/host/page-widgets.ts';

vi.mock('../../signals/claim/actions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Actions>()),
  clickToggle: vi.fn(() => Promise.resolve()),
  removeBenefits: vi.fn(() => Promise.resolve()),
  insureProducts: vi.fn(() => Promise.resolve()),
  refreshInsuranceState: vi.fn(() => Promise.resolve()),
  loadPlans: vi.fn(),
}));

const LANGUAGES = {
  en: {},
  fr: { locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' },
} as const;
type Language = keyof typeof LANGUAGES;

/** A signed-in shopper of the sandbox shop, in a language (and brand). */
async function signedIn(language: Language = 'en', extra: Record<string, string> = {}): Promise<void> {
  configure({ ...LANGUAGES[language], ...extra });
  const sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  await sandbox.signIn();
  await loadSession();
}

/** Renders the toggle and waits for its lazy part (which always holds the polite status line, the benefits' too when on). */
async function renderToggle(): Promise<HTMLElement> {
  render(<Toggle />);
  await screen.findAllByRole('status');
  return screen.getByRole('switch');
}

const buttonNames = () => screen.queryAllByRole('button').map((b) => b.textContent);

beforeEach(() => {
  resetClaimState();
  resetToggle();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Shown {
  /** The switch's name. */
  name: string;
  checked: boolean;
  /** Every button besides the switch, in order. */
  buttons: string[];
  /** The one message and how it is said (politely for information, at once for a failure), or null for none. */
  message: readonly [string, Politeness] | null;
}

const RETRIEVAL = {
  en: "We’re sorry. There was an issue retrieving insurance information. Please try again.",
  fr: 'Nous sommes désolés : un problème est survenu lors de la récupération des informations de votre mutuelle. Veuillez réessayer.',
};

const STATES: [string, () => void, Record<Language, Shown>][] = [
  [
    'on with one eligible group: Insurance Synced, see benefits, remove benefits',
    () => setRecord(records.enabledOneGroup),
    {
      en: { name: 'Use insurance benefits', checked: true, buttons: ['See benefits', 'Remove benefits'], message: null },
      fr: { name: 'Utiliser le tiers payant', checked: true, buttons: ['Voir mes garanties', 'Retirer le tiers payant'], message: null },
    },
  ],
  [
    'on with two eligible groups: the shopper may insure a different product',
    () => setRecord(records.enabledTwoGroups),
    {
      en: { name: 'Use insurance benefits', checked: true, buttons: ['See benefits', 'Insure different product', 'Remove benefits'], message: null },
      fr: { name: 'Utiliser le tiers payant', checked: true, buttons: ['Voir mes garanties', 'Changer de produit pris en charge', 'Retirer le tiers payant'], message: null },
    },
  ],
  [
    'off after the shopper turned it off: nothing to remove',
    () => setRecord(records.disabled),
    {
      en: { name: 'Use insurance benefits', checked: false, buttons: [], message: null },
      fr: { name: 'Utiliser le tiers payant', checked: false, buttons: [], message: null },
    },
  ],
  [
    'ELIGIBLE_PRODUCTS_REQUIRED asks for a prescription item',
    () => setRecord(records.needsPrescriptionItem),
    {
      en: { name: 'Use insurance benefits', checked: false, buttons: [], message: ['Please add a prescription item to use your insurance benefits.', 'polite'] },
      fr: { name: 'Utiliser le tiers payant', checked: false, buttons: [], message: ['Ajoutez un article sur ordonnance à votre panier pour utiliser vos garanties.', 'polite'] },
    },
  ],
  [
    'BENEFITS_UNAVAILABLE when the plan has no benefit left',
    () => setRecord(records.noBenefits),
    {
      en: { name: 'Use insurance benefits', checked: false, buttons: [], message: ['Insurance benefits are currently unavailable for this product.', 'polite'] },
      fr: { name: 'Utiliser le tiers payant', checked: false, buttons: [], message: ['Vos garanties ne sont pas disponibles pour ce produit pour le moment.', 'polite'] },
    },
  ],
  [
    'CONTACT_LENSES_COMING_SOON points to eyeglasses',
    () => setRecord(records.contactsComingSoon),
    {
      en: {
        name: 'Use insurance benefits',
        checked: false,
        buttons: [],
        message: ["Contact lenses aren’t eligible yet - add a pair of eyeglasses or prescription sunglasses to apply your benefits.", 'polite'],
      },
      fr: {
        name: 'Utiliser le tiers payant',
        checked: false,
        buttons: [],
        message: [
          'Les lentilles de contact ne sont pas encore prises en charge : ajoutez une paire de lunettes de vue ou de lunettes de soleil correctrices pour utiliser vos garanties.',
          'polite',
          ],
      },
    },
  ],
  [
    'INIT_ERROR when the insurance state could not be loaded, with a retry',
    () => (insuranceLoad.value = 'error'),
    {
      en: { name: 'Use insurance benefits', checked: false, buttons: ['Try again'], message: [RETRIEVAL.en, 'assertive'] },
      fr: { name: 'Utiliser le tiers payant', checked: false, buttons: ['Réessayer'], message: [RETRIEVAL.fr, 'assertive'] },
    },
  ],
  [
    'PRODUCT_QUOTE_FAILED while on, with a retry',
    () => {
      setRecord(records.enabledOneGroup);
      quoteFlags.value = { productQuoteFailed: true };
    },
    {
      en: { name: 'Use insurance benefits', checked: true, buttons: ['See benefits', 'Remove benefits', 'Try again'], message: [RETRIEVAL.en, 'assertive'] },
      fr: { name: 'Utiliser le tiers payant', checked: true, buttons: ['Voir mes garanties', 'Retirer le tiers payant', 'Réessayer'], message: [RETRIEVAL.fr, 'assertive'] },
    },
  ],
  [
    'CART_QUOTE_FAILED before any record, with a retry',
    () => (quoteFlags.value = { cartQuoteFailed: true }),
    {
      en: { name: 'Use insurance benefits', checked: false, buttons: ['Try again'], message: [RETRIEVAL.en, 'assertive'] },
      fr: { name: 'Utiliser le tiers payant', checked: false, buttons: ['Réessayer'], message: [RETRIEVAL.fr, 'assertive'] },
    },
  ],
];

describe('spec 001 §2 Insurance toggle, §8 toggle messages: every state in English and French', () => {
  test.each(STATES.flatMap(([name, setup, shown]) => (['en', 'fr'] as const).map((lang) => [`${name} (${lang})`, lang, setup, shown[lang]] as const)))(
    '%s',
    async (_name, lang, setup, shown) => {
      await signedIn(lang);
      setup();
      const toggle = await renderToggle();
      expect(screen.getByRole('switch', { name: shown.name })).toBe(toggle);
      expect(toggle.getAttribute('aria-checked')).toBe(String(shown.checked));
      expect(toggle.getAttribute('aria-disabled')).toBe('false');
      expect(buttonNames().filter((name) => name !== shown.name)).toEqual(shown.buttons);
      // Said once, and only a failure as an alert: a message nobody asked for must not interrupt the screen reader.
      const [text, how] = shown.message ?? [null, null];
      expect(screen.queryByRole('alert')?.textContent ?? null).toBe(how === 'assertive' ? text : null);
      if (text) {
        expect(howSaid(text)).toEqual([how]);
        expect(timesSaid(text)).toBe(1);
      }
      const synced = lang === 'en' ? 'Insurance Synced' : 'Tiers payant activé';
      expect(screen.queryByText(synced) !== null).toBe(shown.checked);
    },
  );
});

describe('spec 001 §8 "Toggle errors and messages": information in the text colour, a failed call in red', () => {
  const WORDS = {
    en: { rx: 'Please add a prescription item to use your insurance benefits.', retrieval: RETRIEVAL.en },
    fr: { rx: 'Ajoutez un article sur ordonnance à votre panier pour utiliser vos garanties.', retrieval: RETRIEVAL.fr },
  };

  /** A text as the live-region watch hears it: its spaces, the narrow ones of French too, as single spaces. */
  const spoken = (text: string) => text.replace(/\s+/g, ' ');
  /**
   * The records are the test's own, which the sandbox does not hold: a call about one would answer that it is gone and
   * take it away while the test listens. The service stays silent instead.
   */
  const quietService = () => vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));

  test.each(['en', 'fr'] as const)('the cart emptied after an order asks for a prescription item as information, not as an error (%s)', async (lang) => {
    await signedIn(lang);
    setRecord(records.needsPrescriptionItem);
    await renderToggle();
    const message = screen.getByText(WORDS[lang].rx);
    expect(message.getAttribute('role')).toBe('status');
    expect(message.className).toBe('info');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test.each(['en', 'fr'] as const)('the insurance state that could not be read stays an error (%s)', async (lang) => {
    await signedIn(lang);
    insuranceLoad.value = 'error';
    await renderToggle();
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe(WORDS[lang].retrieval);
    expect(message.className).toBe('error');
  });

  test.each(['en', 'fr'] as const)(
    'a prescription item asked for as the shopper turns the switch on is said once, politely, by a status region there before it (%s)',
    async (lang) => {
      await signedIn(lang);
      quietService();
      setRecord(records.disabled);
      await renderToggle();
      const heard = watchLiveRegions();
      // The answer to the shopper's switch: the service asks for a prescription item in the cart.
      act(() => setRecord(records.needsPrescriptionItem));
      await waitFor(() => expect(heard.said).toEqual([spoken(WORDS[lang].rx)]));
      heard.stop();
      expect(heard.insertedSaying).toEqual([]);
      expect(howSaid(WORDS[lang].rx)).toEqual(['polite']);
      expect(timesSaid(WORDS[lang].rx)).toBe(1);
    },
  );

  test.each(['en', 'fr'] as const)('a retrieval failure that comes while the toggle is shown is said once, at once, as an alert (%s)', async (lang) => {
    await signedIn(lang);
    quietService();
    setRecord(records.disabled);
    await renderToggle();
    const heard = watchLiveRegions();
    act(() => {
      quoteFlags.value = { cartQuoteFailed: true };
    });
    const alert = await screen.findByRole('alert');
    heard.stop();
    expect(alert.textContent).toBe(WORDS[lang].retrieval);
    // An alert is read as it is inserted; no polite region says it again.
    expect([...heard.said, ...heard.insertedSaying]).toEqual([spoken(WORDS[lang].retrieval)]);
    expect(howSaid(WORDS[lang].retrieval)).toEqual(['assertive']);
    expect(timesSaid(WORDS[lang].retrieval)).toBe(1);
  });
});

describe('spec 001 §2: what the toggle asks for', () => {
  it('hands the switch itself to the click action, so focus can come back to it', async () => {
    await signedIn();
    render(<Toggle />);
    const toggle = screen.getByRole('switch', { name: 'Use insurance benefits' });
    fireEvent.click(toggle);
    expect(actions.clickToggle).toHaveBeenCalledWith(toggle);
  });

  test.each([
    ['the mutuelle offline, nothing chosen yet (QUOTE_REQUESTED with an insurer-offline quote)', { ...records.quotePending, status: 'QUOTE_REQUESTED' }],
    ['the e-mail asked for (QUOTE_PENDING)', records.quotePending],
  ] as const)('spec 001 §2 "service offline": while a quote waits on an offline insurer (%s) the switch is disabled and says why; pressing it starts no wait', async (_name, offline) => {
    await signedIn('fr');
    setRecord(offline);
    await renderToggle();
    const toggle = await screen.findByRole('switch', {
      name: 'Utiliser le tiers payant',
      description: 'Disponible dès que votre mutuelle aura répondu à votre demande de devis.',
    });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(toggle.getAttribute('aria-busy')).toBe('false');
    // Space on a focused button is its click.
    toggle.focus();
    fireEvent.click(toggle);
    expect(actions.clickToggle).not.toHaveBeenCalled();
  });

  it('is busy and says so while the use of insurance changes', async () => {
    await signedIn();
    setRecord(records.enabledOneGroup);
    pending.value = 'use-insurance';
    const toggle = await renderToggle();
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Updating your insurance…');
    fireEvent.click(screen.getByRole('button', { name: 'Remove benefits' }));
    expect(actions.removeBenefits).not.toHaveBeenCalled();
  });

  it('removes benefits while on', async () => {
    await signedIn();
    setRecord(records.enabledOneGroup);
    await renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Remove benefits' }));
    // The shopper's own removal, which the page's addBenefits() leaves alone.
    expect(actions.removeBenefits).toHaveBeenCalledExactlyOnceWith('shopper');
  });

  it('retries loading the insurance state from a retrieval error', async () => {
    await signedIn();
    insuranceLoad.value = 'error';
    await renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(actions.refreshInsuranceState).toHaveBeenCalledOnce();
  });

  test.each([
    ['GENERIC_ERROR', 'en', "We couldn’t update your insurance. Please try again."],
    ['TIME_EXCEEDED_ERROR', 'en', 'This is taking longer than expected. Please try again in a few minutes.'],
    ['GENERIC_ERROR', 'fr', 'Impossible de mettre à jour votre prise en charge. Veuillez réessayer.'],
  ] as const)('announces a failed change of use of insurance: %s (%s)', async (error, lang, text) => {
    await signedIn(lang);
    setRecord(records.disabled);
    failedAction.value = 'use-insurance';
    actionError.value = error;
    await renderToggle();
    expect(screen.getByRole('alert').textContent).toBe(text);
  });
});

describe('spec 001 §2: the signed-in switch says what it does while nothing else is said under it', () => {
  const HINTS = {
    en: { config: LANGUAGES.en, words: 'Turn it on to have your insurer pay its share of this order.' },
    'en-US': { config: { locale: 'en-us', country: 'US', currency: 'USD' }, words: 'Turn it on to have your insurance carrier pay its share of this order.' },
    'fr-FR': { config: LANGUAGES.fr, words: 'Activez-le pour que votre mutuelle prenne en charge sa part de cette commande.' },
    'fr-CA': { config: { locale: 'fr-ca' }, words: 'Activez-le pour que votre assureur paie sa part de cette commande.' },
  } as const;
  /** The switch's accessible description: the texts its aria-describedby names. */
  const description = (toggle: HTMLElement) =>
    (toggle.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? `(no #${id})`).join(' ');

  /** A signed-in shopper's toggle beside the page's call-to-action, which speaks for any claim. */
  async function besideCallToAction(config: Record<string, string>, extra: Record<string, string> = {}): Promise<void> {
    configure({ ...config, ...extra });
    const sandbox = sandboxFetch();
    vi.stubGlobal('fetch', sandbox.fetch);
    await sandbox.signIn();
    await loadSession();
    ctaMountsChanged(1);
  }
  afterEach(() => ctaMountsChanged(-1));

  it.each(Object.entries(HINTS))('%s: no claim yet, then an accepted claim the shopper turned off: the hint, as the switch\'s description', async (_locale, { config, words }) => {
    await besideCallToAction(config);
    render(<Toggle />);
    const hint = await screen.findByText(words);
    const toggle = screen.getByRole('switch');
    expect(toggle.getAttribute('aria-disabled')).toBe('false');
    expect(hint.className).toBe('hint muted');
    expect(description(toggle)).toBe(words);
    act(() => setRecord(records.disabled));
    await screen.findAllByRole('status');
    expect(description(screen.getByRole('switch'))).toBe(words);
  });

  it.each<[string, () => void]>([
    ['switched on', () => setRecord(records.enabledOneGroup)],
    ['a message under it', () => setRecord(records.noBenefits)],
    ['the toggle\'s own action under way', () => {
      setRecord(records.disabled);
      pending.value = 'use-insurance';
    }],
  ])('none while the toggle says something else: %s', async (_name, setup) => {
    await besideCallToAction(HINTS.en.config);
    setup();
    const toggle = await renderToggle();
    expect(screen.queryByText(HINTS.en.words)).toBeNull();
    expect(toggle.getAttribute('aria-describedby')).toBeNull();
  });

  it('spec 001 §9: none for nua, whose toggle messages are off', async () => {
    await besideCallToAction(HINTS.en.config, { brand: 'nua' });
    render(<Toggle />);
    await waitFor(() => expect(screen.getByRole('switch').getAttribute('aria-disabled')).toBe('false'));
    expect(screen.queryByText(HINTS.en.words)).toBeNull();
    expect(screen.getByRole('switch').getAttribute('aria-describedby')).toBeNull();
  });
});

describe('spec 000 §9: brand nua turns the toggle messages off', () => {
  it('shows no status error and no "Insurance Synced", but keeps the switch and its actions', async () => {
    await signedIn('en', { brand: 'nua' });
    setRecord({ ...records.enabledOneGroup, claimData: { ...records.enabledOneGroup.claimData, insuranceStatusErrorCode: 'BENEFITS_UNAVAILABLE' } });
    const toggle = await renderToggle();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Insurance benefits are currently unavailable for this product.')).toBeNull();
    expect(screen.queryByText('Insurance Synced')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove benefits' })).toBeTruthy();
  });

  it('still announces that the shopper’s own click failed', async () => {
    await signedIn('en', { brand: 'nua' });
    setRecord(records.disabled);
    failedAction.value = 'use-insurance';
    actionError.value = 'GENERIC_ERROR';
    await renderToggle();
    expect(screen.getByRole('alert').textContent).toBe("We couldn’t update your insurance. Please try again.");
  });
});

describe('spec 000 §7: the frontend-bundle flags define the brand\'s toggle messages', () => {
  const UNAVAILABLE = { en: 'Insurance benefits are currently unavailable for this product.', fr: 'Vos garanties ne sont pas disponibles pour ce produit pour le moment.' } as const;

  /**
   * A brand's shop whose frontend-bundle answer carries the header's flags (the sandbox's x-sandbox-features), fetched
   * as the drawer fetches them when it opens (the product page does not fetch them for the toggle alone).
   */
  async function withFlags(language: Language, brand: string, flags: string): Promise<void> {
    configure({ ...LANGUAGES[language], brand });
    const sandbox = sandboxFetch();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      headers.set(FEATURES_HEADER, flags);
      return sandbox.fetch(input, { ...init, headers });
    });
    await sandbox.signIn();
    await loadSession();
    await loadFeatures();
  }

  it.each(['en', 'fr'] as const)('%s: nua whose bundle turns toggle messages on shows the status message again, cle whose bundle turns them off hides it', async (language) => {
    // Without flags nua hides the message (the test above); so the first half fails if the flags are not applied.
    await withFlags(language, 'nua', 'toggleMessages=true');
    setRecord({ ...records.enabledOneGroup, claimData: { ...records.enabledOneGroup.claimData, insuranceStatusErrorCode: 'BENEFITS_UNAVAILABLE' } });
    await renderToggle();
    expect((await screen.findByText(UNAVAILABLE[language])).getAttribute('role')).toBe('status');
    cleanup();
    await withFlags(language, 'cle', 'toggleMessages=false');
    setRecord({ ...records.enabledOneGroup, claimData: { ...records.enabledOneGroup.claimData, insuranceStatusErrorCode: 'BENEFITS_UNAVAILABLE' } });
    await renderToggle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(UNAVAILABLE[language])).toBeNull();
  });
});

describe('spec 001 §2 Insurance plans list: "See benefits"', () => {
  const plans = {
    insurancePlans: [
      { planType: 'FRAME', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED', renewalDate: '2026-03-15' },
      { planType: 'LENSES', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_NOT_AVAILABLE', benefitAvailability: 'SUPPORTED' },
      { planType: 'CONTACT_LENSES', benefitStatus: 'BENEFITS_NOT_AVAILABLE', benefitAvailability: 'COMING_SOON', serviceDescription: '$20 copay' },
      // The drawer's benefit choice (spec 000 §9): a frame's additional purchase gives way to its routine benefit, and a
      // benefit neither SUPPORTED nor COMING_SOON is not listed.
      { planType: 'FRAME', benefitCategory: 'ADDITIONAL_PURCHASE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED', serviceDescription: '20% off a second pair' },
      { planType: 'EYE_EXAM', benefitStatus: null, renewalDate: 'not a date' },
      { planType: 'OTHER', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'RETIRED', serviceDescription: 'Retired benefit' },
    ],
  };

  test.each([
    ['en', {}, 'See benefits', ['Frames Benefits available', 'Lenses Benefits unavailable', 'Contact lenses Coming soon'], 'Renews on 03/15/2026'],
    ['fr', { dateFormat: 'dd/MM/yyyy' }, 'Voir mes garanties', ['Montures Garanties disponibles', 'Verres Garanties indisponibles', 'Lentilles de contact Bientôt disponible'], 'Renouvellement le 15/03/2026'],
  ] as const)('discloses the benefit each plan type shows (the drawer\'s choice) and whether it is available, the renewal in the shop’s date format (%s)', async (lang, data, button, rows, renews) => {
    await signedIn(lang, data);
    setRecord(records.enabledOneGroup);
    vi.mocked(actions.loadPlans).mockResolvedValue(plans);
    await renderToggle();
    const disclosure = screen.getByRole('button', { name: button });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent + ' ' + item.childNodes[2]?.textContent)).toEqual(rows);
    expect(within(items[0]!).getByText(renews)).toBeTruthy();
    expect(within(items[2]!).getByText('$20 copay')).toBeTruthy();
    expect(screen.queryByText('20% off a second pair')).toBeNull();
    expect(screen.queryByText('Retired benefit')).toBeNull();
    fireEvent.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list')).toBeNull();
  });

  test.each([
    ['en', 'See benefits', 'Your plan covers frames and lenses only as additional purchases: your insurer gives you a discount on them, not your routine allowance, so more of the price is yours to pay.'],
    ['fr', 'Voir mes garanties', 'Votre contrat ne rembourse les montures et les verres qu’en achat supplémentaire : votre mutuelle vous accorde une remise, pas votre remboursement habituel, et une plus grande part du prix reste à votre charge.'],
  ] as const)('spec 001 §4: frame and lens both only additional purchase says what it means (%s)', async (lang, button, sentence) => {
    await signedIn(lang);
    setRecord(records.enabledOneGroup);
    const extra = { benefitCategory: 'ADDITIONAL_PURCHASE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED' };
    vi.mocked(actions.loadPlans).mockResolvedValue({ insurancePlans: [{ planType: 'FRAME', ...extra }, { planType: 'LENSES', ...extra }] });
    await renderToggle();
    fireEvent.click(screen.getByRole('button', { name: button }));
    // The queries read a narrow no-break space as a space; the text itself keeps it (French typography).
    expect(await screen.findByText(sentence.replace(/\u202f/g, ' '))).toBeTruthy();
    // With a routine frame benefit the flag is off, and the sentence is not shown.
    fireEvent.click(screen.getByRole('button', { name: button }));
    vi.mocked(actions.loadPlans).mockResolvedValue({ insurancePlans: [{ planType: 'FRAME', ...extra, benefitCategory: 'ROUTINE' }, { planType: 'LENSES', ...extra }] });
    fireEvent.click(screen.getByRole('button', { name: button }));
    await screen.findByRole('list');
    expect(screen.queryByText(sentence.replace(/\u202f/g, ' '))).toBeNull();
  });

  it('the wait See benefits starts is said once, by a status region there before it, not one shown with the list (WCAG 4.1.3)', async () => {
    const loading = 'Loading your benefits…';
    await signedIn();
    setRecord(records.enabledOneGroup);
    vi.mocked(actions.loadPlans).mockImplementationOnce(() => new Promise(() => undefined));
    await renderToggle();
    const heard = watchLiveRegions();
    fireEvent.click(screen.getByRole('button', { name: 'See benefits' }));
    await waitFor(() => expect(heard.said).toEqual([loading]));
    heard.stop();
    expect(heard.insertedSaying).toEqual([]);
  });

  it('says it is loading, announces a failure and loads again on "Try again"', async () => {
    await signedIn();
    setRecord(records.enabledOneGroup);
    let fail: (reason: Error) => void = () => {};
    vi.mocked(actions.loadPlans).mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)));
    await renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'See benefits' }));
    expect(await screen.findByText('Loading your benefits…')).toBeTruthy();
    fail(new Error('offline'));
    expect((await screen.findByRole('alert')).textContent).toBe("We couldn’t load your benefits. Please try again.");
    vi.mocked(actions.loadPlans).mockResolvedValueOnce({ insurancePlans: [] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No benefits were found for your plan.')).toBeTruthy();
    expect(actions.loadPlans).toHaveBeenCalledTimes(2);
  });

  it('a Try again keeps focus in the card: on the wait it starts, then on the Try again of a second failure, then on the benefits (WCAG 2.4.3)', async () => {
    await signedIn();
    setRecord(records.enabledOneGroup);
    const plans = { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED' };
    vi.mocked(actions.loadPlans)
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ insurancePlans: [{ planType: 'FRAME', ...plans }] });
    await renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'See benefits' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const waiting = screen.getAllByRole('status').find((status) => status.textContent === 'Loading your benefits…');
    expect(waiting).toBeTruthy();
    expect(document.activeElement).toBe(waiting);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' })));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.activeElement).toBe(waiting);
    const list = await screen.findByRole('list', { name: 'Your benefits' });
    await waitFor(() => expect(document.activeElement).toBe(list));
  });
});

describe('spec 001 §2: "Insure different product" and its select-product dialog', () => {
  async function openDialog(lang: Language = 'en') {
    await signedIn(lang);
    setRecord(records.enabledTwoGroups);
    await renderToggle();
    const opener = screen.getByRole('button', { name: lang === 'en' ? 'Insure different product' : 'Changer de produit pris en charge' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    return { opener, dialog };
  }

  test.each([
    ['en', 'Choose the product to insure', ['Product 1: eyeglasses', 'Product 2: contact lenses'], 'Insure this product'],
    ['fr', 'Quel produit votre mutuelle doit-elle prendre en charge ?', ['Produit 1 : lunettes de vue', 'Produit 2 : lentilles de contact'], 'Faire prendre en charge ce produit'],
  ] as const)('offers the eligible groups as a labelled radio group, the insured one checked and focused (%s)', async (lang, title, radios, confirm) => {
    const { dialog } = await openDialog(lang);
    expect(screen.getByRole('dialog', { name: title })).toBe(dialog);
    expect(dialog.hasAttribute('open')).toBe(true);
    const group = within(dialog).getByRole('radiogroup', { name: title });
    const options = within(group).getAllByRole('radio');
    expect(options.map((radio) => radio.closest('label')?.textContent)).toEqual(radios);
    expect((options[0] as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(options[0]);
    expect(within(dialog).getByRole('button', { name: confirm })).toBeTruthy();
  });

  it('names each group by what it is, leaving out groups without an id or an eligible line', async () => {
    await signedIn();
    setRecord(records.enabledEveryKind);
    await renderToggle();
    fireEvent.click(screen.getByRole('button', { name: 'Insure different product' }));
    const radios = within(screen.getByRole('radiogroup')).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Product 1: prescription sunglasses',
      'Product 2: lenses',
      'Product 3: other item',
      'Product 4: contact lenses',
    ]);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });

  it('insures the chosen group on confirm, closes and gives focus back', async () => {
    const { opener, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Product 2: contact lenses' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insure this product' }));
    expect(actions.insureProducts).toHaveBeenCalledWith('ep_contacts');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  test.each([
    ['en', 'Insure different product', 'Product 2: contact lenses', 'Needs a contact lens prescription; yours is for glasses.', 'Insure this product'],
    ['fr', 'Changer de produit pris en charge', 'Produit 2\u202f: lentilles de contact', 'Demande une ordonnance de lentilles\u202f; la vôtre est pour des lunettes.', 'Faire prendre en charge ce produit'],
  ] as const)('spec 001 §5: a group the prescription cannot cover is shown disabled, saying which prescription it needs, and is never insured (%s)', async (lang, opener, name, needs, confirm) => {
    await signedIn(lang);
    setRecord(records.enabledGlassesRead);
    await renderToggle();
    fireEvent.click(screen.getByRole('button', { name: opener }));
    const dialog = screen.getByRole('dialog');
    const contacts = within(dialog).getByRole('radio', { name }) as HTMLInputElement;
    expect(contacts.disabled).toBe(true);
    expect(dialog.querySelector(`#${contacts.getAttribute('aria-describedby')}`)?.textContent).toBe(needs);
    // The glasses, which the prescription covers, stay offered and checked; a click on the disabled one changes nothing.
    const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.disabled)).toEqual([false, true, false]);
    fireEvent.click(contacts);
    expect(radios[0]!.checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
    expect(actions.insureProducts).not.toHaveBeenCalled();
  });

  test.each(['en', 'fr'] as const)('spec 001 §5: not offered when the prescription covers no group but the insured one, so it never opens on nothing to choose (%s)', async (lang) => {
    await signedIn(lang);
    setRecord(records.enabledGlassesOnly);
    await renderToggle();
    await screen.findByRole('switch', { checked: true });
    expect(screen.queryByRole('button', { name: /Insure different product|Changer de produit pris en charge/ })).toBeNull();
    // The same cart before the prescription is read: the contact lenses may still be chosen.
    act(() => setRecord(records.enabledTwoGroups));
    expect(await screen.findByRole('button', { name: /Insure different product|Changer de produit pris en charge/ })).toBeTruthy();
  });

  it('changes nothing when the insured group is confirmed again', async () => {
    const { dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Insure this product' }));
    expect(actions.insureProducts).not.toHaveBeenCalled();
  });

  test.each([
    ['Cancel', (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))],
    ['Escape', (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))],
  ] as const)('closes on %s without a change, focus back on its button', async (_how, close) => {
    const { opener, dialog } = await openDialog();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Product 2: contact lenses' }));
    close(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actions.insureProducts).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });
});

describe('spec 001 §2: a failure is announced once, by the widget whose action failed', () => {
  it('a failed cancel of the call-to-action is not the toggle\'s to announce', async () => {
    await signedIn('en');
    setRecord(records.disabled);
    failedAction.value = 'cancel-claim';
    actionError.value = 'GENERIC_ERROR';
    await renderToggle();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the claim changes in the background while the shopper is on the toggle (another tab, a poll, the session\'s end)', () => {
  it('"Remove benefits" goes as the benefits are switched off elsewhere: focus goes to the switch, read out as off', async () => {
    await signedIn('en');
    setRecord(records.enabledOneGroup);
    await renderToggle();
    const remove = screen.getByRole('button', { name: 'Remove benefits' });
    remove.focus();
    act(() => setRecord(records.disabled));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove benefits' })).toBeNull());
    const toggle = screen.getByRole('switch', { name: 'Use insurance benefits' });
    await waitFor(() => expect(document.activeElement).toBe(toggle));
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('the shop session ends while the switch has focus: the signed-out switch that replaces it takes focus', async () => {
    await signedIn('en');
    setRecord(records.enabledOneGroup);
    const live = await renderToggle();
    live.focus();
    act(() => markSessionExpired());
    await screen.findByText(/Your session has ended/);
    const toggle = screen.getByRole('switch', { name: 'Use insurance benefits' });
    expect(toggle).not.toBe(live);
    await waitFor(() => expect(document.activeElement).toBe(toggle));
  });
});
