// The overview widget against the in-process sandbox (spec 001 §2 Overview widget and Insurance plans list): the home
// card, the insurer combobox by keyboard, the in- and out-of-network cards, the claim form, failures with Try again,
// French, and a signed-in member's plans.
import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import Overview from './Overview.tsx';
import { loadSession } from '../../signals/session/session.ts';
import { record, setRecord } from '../../signals/claim/claim.ts';
import { setPageFlow } from '../../signals/drawer/flow.ts';
import InsuranceMember from '../drawer/member/InsuranceMember.tsx';
import { IN_NETWORK_ID } from '../../sandbox/service/catalogue.ts';
import { pageFlow as sandboxPageFlow } from '../../sandbox/service/configurations.ts';
import { hostEvents } from '../../signals/host/events.ts';
import { resetOverview } from '../../signals/overview/overview.ts';
import { drawerTarget } from '../../signals/drawer/drawer.ts';
import { configure } from '../../test/component/setup.ts';
import { sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { linesOf, timesSaid, watchLiveRegions } from '../../test/component/said.ts';
import * as records from '../../test/component/records.ts';
import type * as Actions from '../../signals/claim/actions.ts';

const plans = vi.hoisted(() => ({
  loadPlans: vi.fn(() =>
    Promise.resolve({
      insurancePlans: [
        { planType: 'FRAME', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED', serviceDescription: 'Frames up to $150, $10 co-pay', renewalDate: '2027-01-01' },
        { planType: 'CONTACT_LENSES', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_NOT_AVAILABLE', benefitAvailability: 'COMING_SOON' },
      ],
    }),
  ),
}));
vi.mock('../../signals/claim/actions.ts', async (original) => ({ ...(await original<typeof Actions>()), ...plans }));
vi.mock('../cta/CtaLive.tsx', () => ({ default: () => null }));
vi.mock('../toggle/ToggleLive.tsx', () => ({ default: () => null }));

/** A visitor of the sandbox shop; `failing` makes the calls whose path holds it fail that many times. */
async function visit(data: Record<string, string> = {}, { signIn = false, failing = '', times = 0 } = {}) {
  configure(data);
  const sandbox = sandboxFetch();
  let left = times;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (failing && String(input).includes(failing) && left-- > 0) return Promise.resolve(new Response('{}', { status: 500 }));
    return sandbox.fetch(input, init);
  });
  if (signIn) await sandbox.signIn();
  await loadSession();
  return sandbox;
}

const box = () => screen.getByRole('combobox', { name: /Find your insurer|Trouvez votre assureur|Trouvez votre mutuelle/ });
const keys = (...names: string[]) => {
  for (const key of names) fireEvent.keyDown(box(), { key });
};

beforeEach(() => {
  resetOverview();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spec 001 §1 marketing statements: the overview promotes the benefits', () => {
  it.each([
    ['en', {}, 'Use your vision insurance with us', '40% of customers are fully covered.', '40% off a frame plus lenses'],
    ['fr-fr', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, 'Utilisez votre mutuelle chez nous', '40\u202f% des clients sont pris en charge en totalité.', '40\u202f% de réduction sur une monture avec verres'],
    ['fr-ca', { locale: 'fr-ca' }, 'Utilisez votre assurance vision chez nous', '40\u00a0% des clients sont entièrement couverts.', '40\u00a0% de réduction sur une monture avec verres'],
  ])('on the home card, under the description (%s)', async (_lang, data, heading, covered, offer) => {
    await visit(data);
    render(<Overview />);
    const home = (await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement;
    // The queries read a no-break space as a space; the text itself keeps it (French typography: "40 %" on one line).
    const shown = (text: string) => within(home).getByText(text.replace(/[\u00a0\u202f]/g, ' '));
    expect(shown(covered).tagName).toBe('STRONG');
    expect(shown(covered).textContent).toBe(covered);
    expect(shown(offer).textContent).toBe(offer);
  });
});

describe('spec 001 §2 Overview widget', () => {
  it('shows the home card: heading, description, the active insurers as badges, the search and the shopping actions', async () => {
    await visit();
    render(<Overview />);
    await screen.findByRole('heading', { name: 'Use your vision insurance with us' });
    const badges = within(await screen.findByRole('list', { name: 'Insurers we work with' })).getAllByRole('listitem').map((li) => li.textContent);
    expect(badges).toContain('Quillfeather Vision Plan');
    expect(badges).toContain('Saltmarsh Mutual Vision');
    expect(badges).not.toContain('Oldwillow Optical Plan');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe('/en-ca/cart');
    expect(screen.getByRole('link', { name: 'Shop eyewear' }).getAttribute('href')).toBe('/');
  });

  it('sends "Shop eyewear" to the shop page the configuration names, a French shop to its French products', async () => {
    await visit({ locale: 'fr-fr', country: 'FR', currency: 'EUR', shopPath: '/fr-fr/products' });
    render(<Overview />);
    expect((await screen.findByRole('link', { name: 'Voir nos lunettes' })).getAttribute('href')).toBe('/fr-fr/products');
  });

  it('filters as the shopper types, announces the count, and chooses with the arrow keys and Enter: in network', async () => {
    await visit();
    render(<Overview />);
    await screen.findByRole('list', { name: 'Insurers we work with' });
    fireEvent.input(box(), { target: { value: 'quill' } });
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Quillfeather Vision Plan']);
    expect(screen.getByRole('status').textContent).toBe('1 insurer found');
    keys('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    keys('Enter');
    const heading = await screen.findByRole('heading', { name: 'Quillfeather Vision Plan' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('In network')).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'How to use your benefits' })).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Sign in to check my benefits' }).getAttribute('href')).toMatch(/^\/en-ca\/sign-in\?redirectUrl=/);
    fireEvent.click(screen.getByRole('button', { name: 'Back to all insurers' }));
    await waitFor(() => expect(document.activeElement).toBe(box()));
  });

  it('a badge is a button that chooses its insurer, and Back gives focus back to it', async () => {
    await visit();
    render(<Overview />);
    const badges = await screen.findByRole('list', { name: 'Insurers we work with' });
    fireEvent.click(within(badges).getByRole('button', { name: 'Quillfeather Vision Plan' }));
    const heading = await screen.findByRole('heading', { name: 'Quillfeather Vision Plan' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText('In network')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to all insurers' }));
    await waitFor(() => expect(document.activeElement).toBe(within(screen.getByRole('list', { name: 'Insurers we work with' })).getByRole('button', { name: 'Quillfeather Vision Plan' })));
  });

  it('says when nothing matches, and Escape closes the list then clears the box', async () => {
    await visit();
    render(<Overview />);
    await screen.findByRole('list', { name: 'Insurers we work with' });
    fireEvent.input(box(), { target: { value: 'vision' } });
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ insurers found$/);
    keys('ArrowUp');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.at(-1)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.input(box(), { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toMatch(/^No insurer matches your search\. /);
    expect(box().getAttribute('aria-expanded')).toBe('false');
    keys('Escape');
    keys('Escape');
    expect((box() as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['en', {}, 'zzz', 'No insurer matches your search.', 'Check the spelling, or choose yours from the insurers above.'],
    ['fr-fr', { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, 'mgen', 'Aucune mutuelle ne correspond à votre recherche.', 'Vérifiez l’orthographe, ou choisissez la vôtre parmi nos mutuelles partenaires ci-dessus.'],
    ['fr-ca', { locale: 'fr-ca' }, 'zzz', 'Aucun assureur ne correspond à votre recherche.', 'Vérifiez l’orthographe, ou choisissez le vôtre parmi nos assureurs partenaires ci-dessus.'],
  ])('a search that finds nothing says so on screen, with what to do next, until the text finds one (%s)', async (_lang, data, typed, none, next) => {
    await visit(data);
    render(<Overview />);
    const badges = await screen.findByRole('list', { name: /Insurers we work with|Nos mutuelles partenaires|Nos assureurs partenaires/ });
    fireEvent.input(box(), { target: { value: typed } });
    const said = screen.getByRole('status');
    expect(said.textContent).toContain(`${none} ${next} `);
    // On screen, not for screen readers alone: the list it replaces was seen, so its absence must be too.
    expect(said.classList.contains('sr-only')).toBe(false);
    // Leaving the box keeps the words while the text stands; the insurers it points to are there to choose.
    fireEvent.blur(box());
    expect(screen.getByRole('status').textContent).toContain(none);
    expect(within(badges).getAllByRole('button').length).toBeGreaterThan(0);
    fireEvent.input(box(), { target: { value: '' } });
    expect(screen.getByRole('status').textContent).not.toContain(none);
  });

  it('out of network: the card, the contact by chat, and the claim form downloaded through its URL (a PDF)', async () => {
    const sandbox = await visit({ chat: 'true' });
    const chat = vi.fn();
    const stop = hostEvents.on('chat', chat);
    render(<Overview />);
    await screen.findByRole('list', { name: 'Insurers we work with' });
    fireEvent.input(box(), { target: { value: 'marsh' } });
    keys('Enter');
    await screen.findByRole('heading', { name: 'Saltmarsh Mutual Vision' });
    expect(screen.getByText('Out of network')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chat with customer service' }));
    expect(chat).toHaveBeenCalledWith({ action: 'open' });
    stop();
    fireEvent.click(screen.getByRole('button', { name: 'Download the claim form (PDF)' }));
    const link = await screen.findByRole('link', { name: /open it here \(PDF\)/ });
    expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled();
    const file = await sandbox.fetch(link.getAttribute('href') ?? '');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 4))).toBe('%PDF');
  });

  it('a failed claim form offers Try again, and the phone when the page has no chat', async () => {
    await visit({ contactPhone: '1 800 555 0100' }, { failing: 'get-insurance-form-url', times: 1 });
    render(<Overview />);
    await screen.findByRole('list', { name: 'Insurers we work with' });
    fireEvent.input(box(), { target: { value: 'salt' } });
    keys('Enter');
    await screen.findByRole('heading', { name: 'Saltmarsh Mutual Vision' });
    const phone = screen.getByRole('link', { name: 'Call customer service at 1 800 555 0100' });
    expect(phone.getAttribute('href')).toBe('tel:18005550100');
    // The number is one piece the base sheet keeps on one line, the words before it wrap (spec 000 §8).
    expect([...phone.querySelectorAll('.phone')].map((piece) => piece.textContent)).toEqual(['1 800 555 0100']);
    fireEvent.click(screen.getByRole('button', { name: 'Download the claim form (PDF)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('We couldn’t get the claim form.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: /open it here/ });
  });

  it('a failed insurer list shows an alert with Try again, which loads it', async () => {
    await visit({}, { failing: 'insurers/list', times: 1 });
    render(<Overview />);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load the insurers.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Insurers we work with' });
  });

  it('the insurers’ load is shown, not said; the load a Try again starts is said once, by a region there before it (WCAG 4.1.3)', async () => {
    const loading = 'Loading the insurers…';
    await visit({}, { failing: 'insurers/list', times: 1 });
    const heard = watchLiveRegions();
    render(<Overview />);
    await waitFor(() => expect(screen.getByText(loading)).toBeTruthy());
    expect(timesSaid(loading)).toBe(0);
    const again = await screen.findByRole('button', { name: 'Try again' });
    heard.flush();
    expect(heard.said).toEqual([]);
    fireEvent.click(again);
    expect(timesSaid(loading)).toBe(1);
    await screen.findByRole('list', { name: 'Insurers we work with' });
    heard.stop();
    expect(heard.said).toEqual([loading]);
    expect(heard.insertedSaying.filter((text) => text.includes(loading))).toEqual([]);
  });

  test.each([
    { locale: 'en-ca', data: { locale: 'en-ca', country: 'CA', currency: 'CAD' }, again: 'Try again', loading: 'Loading the insurers…', list: 'Insurers we work with' },
    { locale: 'fr-fr', data: { locale: 'fr-fr', country: 'FR', currency: 'EUR' }, again: 'Réessayer', loading: 'Chargement des mutuelles…', list: 'Nos mutuelles partenaires' },
    { locale: 'fr-ca', data: { locale: 'fr-ca', country: 'CA', currency: 'CAD' }, again: 'Réessayer', loading: 'Chargement des assureurs…', list: 'Nos assureurs partenaires' },
  ])('a Try again pressed by keyboard keeps focus in the card: on the wait it starts, then on the Try again of a second failure, then on the insurers ($locale, WCAG 2.4.3)', async ({ data, again, loading, list }) => {
    await visit(data, { failing: 'insurers/list', times: 2 });
    const { container } = render(<Overview />);
    const press = async () => {
      const button = await screen.findByRole('button', { name: again });
      button.focus();
      fireEvent.click(button);
      const status = screen.getByRole('status');
      expect(status.textContent).toBe(loading);
      expect(document.activeElement).toBe(status);
    };
    await press();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: again })));
    await press();
    const insurers = await screen.findByRole('list', { name: list });
    await waitFor(() => expect(document.activeElement).toBe(insurers));
    expect(container.contains(document.activeElement)).toBe(true);
  });

  it('speaks French, with the French insurer names', async () => {
    await visit({ locale: 'fr-ca', country: 'CA' });
    render(<Overview />);
    await screen.findByRole('heading', { name: 'Utilisez votre assurance vision chez nous' });
    await screen.findByRole('list', { name: 'Nos assureurs partenaires' });
    fireEvent.input(box(), { target: { value: 'regime' } });
    expect(screen.getByRole('status').textContent).toBe('1\u00a0assureur trouvé');
    keys('Enter');
    await screen.findByRole('heading', { name: 'Régime de vision Quillfeather' });
    expect(screen.getByText('Dans notre réseau')).toBeTruthy();
  });

  it('a signed-in shopper checks their benefits in the drawer from the online step', async () => {
    await visit({}, { signIn: true });
    render(<Overview />);
    await screen.findByRole('list', { name: 'Insurers we work with' });
    fireEvent.input(box(), { target: { value: 'quill' } });
    keys('Enter');
    fireEvent.click(await screen.findByRole('button', { name: 'Check my benefits' }));
    expect(drawerTarget.value).toBe('insurance-member');
  });
});

describe('spec 000 §7 PUT claim-records: the insurer chosen on the overview is the claim\'s', () => {
  test.each([
    { lang: 'en', locale: 'en-ca', check: 'Check my benefits', name: 'Quillfeather Vision Plan', insurer: 'Insurer: Quillfeather Vision Plan', choose: 'Choose your insurer', field: 'Member ID' },
    { lang: 'fr', locale: 'fr-ca', check: 'Vérifier mes garanties', name: 'Régime de vision Quillfeather', insurer: 'Assureur : Régime de vision Quillfeather', choose: 'Choisir votre assureur', field: 'Numéro de membre' },
  ])('$lang: the record is created naming it, and the drawer goes on to the member form without the insurer list', async ({ locale, check, name, insurer, choose, field }) => {
    await visit({ locale }, { signIn: true });
    const created: unknown[] = [];
    const sandbox = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && String(input).endsWith('/claim-records')) created.push(JSON.parse(String(init.body)));
      return sandbox(input, init);
    });
    act(() => setPageFlow(sandboxPageFlow('NA')));
    render(<Overview />);
    await screen.findByRole('list', { name: /Insurers we work with|Nos assureurs partenaires/ });
    fireEvent.input(box(), { target: { value: 'quill' } });
    keys('Enter');
    await screen.findByRole('heading', { name });
    fireEvent.click(screen.getByRole('button', { name: check }));
    expect(drawerTarget.value).toBe('insurance-member');
    cleanup();
    // The drawer's member view, as the drawer opens it.
    render(<InsuranceMember />);
    expect(await screen.findByText(insurer)).toBeTruthy();
    expect(await screen.findByLabelText(field)).toBeTruthy();
    expect(screen.queryByRole('button', { name: choose })).toBeNull();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ claimData: { primaryCoverage: { insurer: { id: IN_NETWORK_ID } } } });
    expect(record.value?.claimData?.primaryCoverage?.insurer?.id).toBe(IN_NETWORK_ID);
  });
});

describe('spec 001 §2 Insurance plans list', () => {
  it('a signed-in member found by the lookup sees benefits available and not, the copay, the renewal date, the steps and the exam link', async () => {
    await visit({ eyeExamPath: '/{locale}/eye-exam' }, { signIn: true });
    act(() => setRecord(records.disabled));
    render(<Overview />);
    await screen.findByRole('heading', { name: 'Your benefits with Blue Vision' });
    await screen.findByRole('heading', { name: 'Available' });
    expect(screen.getByText(/A copay applies/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeTruthy();
    expect(screen.getByText(/Coming soon/)).toBeTruthy();
    expect(screen.getByText('Your benefits renew on 01/01/2027.')).toBeTruthy();
    expect(screen.getByText('Online: apply them to your cart at checkout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule an eye exam' }).getAttribute('href')).toBe('/en-ca/eye-exam');
  });

  it('shows no schedule-exam link when the shop names no eye-exam page, rather than a link to the page the overview is on', async () => {
    await visit({}, { signIn: true });
    act(() => setRecord(records.disabled));
    render(<Overview />);
    await screen.findByRole('heading', { name: 'Available' });
    expect(screen.getByText('Online: apply them to your cart at checkout.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule an eye exam' })).toBeNull();
  });

  const extra = { benefitCategory: 'ADDITIONAL_PURCHASE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED' };
  test.each([
    {
      lang: 'en', locale: 'en-ca', available: 'Available', unavailable: 'Not available',
      rows: [['Frames · Additional purchase', '20% off frames'], ['Lenses · Additional purchase', '15% off lenses']],
      sentence: 'Your plan covers frames and lenses only as additional purchases: your insurer gives you a discount on them, not your routine allowance, so more of the price is yours to pay.',
    },
    {
      lang: 'fr', locale: 'fr-ca', available: 'Disponible', unavailable: 'Non disponible',
      // The insurer's description on a line of its own, as the insurer words it.
      rows: [['Montures · Achat supplémentaire', '20% off frames'], ['Verres · Achat supplémentaire', '15% off lenses']],
      sentence: 'Votre contrat ne couvre les montures et les verres qu’en achat supplémentaire : votre assureur vous accorde une réduction, pas votre garantie habituelle, et une plus grande part du prix reste à votre charge.',
    },
  ])('spec 000 §9 / spec 001 §4: lists the drawer\'s benefit per plan type, and says what frame and lens only as additional purchase means ($lang)', async ({ locale, available, unavailable, rows, sentence }) => {
    plans.loadPlans.mockResolvedValueOnce({
      insurancePlans: [
        { planType: 'FRAME', ...extra, serviceDescription: '20% off frames' },
        // Unavailable routine benefits give way to an available additional purchase (spec 000 §9).
        { planType: 'FRAME', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_NOT_AVAILABLE', benefitAvailability: 'SUPPORTED', serviceDescription: 'Used this year' },
        { planType: 'LENSES', ...extra, serviceDescription: '15% off lenses' },
        // Neither SUPPORTED nor COMING_SOON: not a benefit the widgets show.
        { planType: 'CONTACT_LENSES', benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'RETIRED', serviceDescription: 'Retired contacts plan' },
      ],
    } as never);
    await visit({ locale }, { signIn: true });
    act(() => setRecord(records.disabled));
    render(<Overview />);
    const heading = await screen.findByRole('heading', { name: available });
    const list = heading.nextElementSibling as HTMLElement;
    expect(within(list).getAllByRole('listitem').map(linesOf)).toEqual(rows);
    expect(screen.queryByRole('heading', { name: unavailable })).toBeNull();
    expect(screen.queryByText(/Used this year/)).toBeNull();
    expect(screen.queryByText(/Retired contacts plan/)).toBeNull();
    expect(screen.getByText(sentence)).toBeTruthy();
  });

  test.each([
    {
      locale: 'en-ca',
      available: [['Frames · Routine benefit', 'Copay: $5.00'], ['Lenses · Routine benefit', 'Lenses up to $150.00, $10.00 copay']],
      unavailable: [['Eye exams', 'In store only'], ['Other benefit']],
    },
    {
      locale: 'fr-fr',
      available: [['Montures · Garantie de base', 'Reste à votre charge\u202f: 5,00\u00a0€'], ['Verres · Garantie de base', 'Verres jusqu’à 150,00 €', 'Reste à votre charge\u202f: 10,00\u00a0€']],
      unavailable: [['Examens de la vue', 'En magasin uniquement'], ['Autre garantie']],
    },
  ])('spec 000 §9 copay, spec 001 §2: a copay is said once, by the description or beside it, and a benefit not available says what it is and why ($locale)', async ({ locale, available, unavailable }) => {
    const routine = { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_AVAILABLE', benefitAvailability: 'SUPPORTED' };
    const off = { benefitCategory: 'ROUTINE', benefitStatus: 'BENEFITS_NOT_AVAILABLE', benefitAvailability: 'SUPPORTED' };
    const french = locale === 'fr-fr';
    plans.loadPlans.mockResolvedValueOnce({
      insurancePlans: [
        { planType: 'LENSES', ...routine, copay: { amount: 10 }, serviceDescription: french ? 'Verres jusqu’à 150,00 €' : 'Lenses up to $150.00, $10.00 copay' },
        // A copay the description does not name is said beside it, with its amount.
        { planType: 'FRAME', ...routine, copay: { amount: 5 } },
        { planType: 'EYE_EXAM', ...off, serviceDescription: french ? 'En magasin uniquement' : 'In store only' },
        { planType: 'OTHER', ...off },
      ],
    } as never);
    await visit({ locale, currency: french ? 'EUR' : 'CAD' }, { signIn: true });
    act(() => setRecord(records.disabled));
    render(<Overview />);
    const texts = async (name: string) =>
      within((await screen.findByRole('heading', { name })).nextElementSibling as HTMLElement)
        .getAllByRole('listitem')
        .map(linesOf);
    expect(await texts(french ? 'Disponible' : 'Available')).toEqual(available);
    expect(await texts(french ? 'Non disponible' : 'Not available')).toEqual(unavailable);
  });

  it('shows nothing of plans before the member is found, and a failure offers Try again', async () => {
    await visit({}, { signIn: true });
    act(() => setRecord({ ...records.inProgress, status: 'INSURANCE_MEMBER_NOT_FOUND' }));
    const { unmount } = render(<Overview />);
    await screen.findByRole('list', { name: 'Insurers we work with' });
    expect(screen.queryByRole('heading', { name: /Your benefits/ })).toBeNull();
    unmount();
    act(() => setRecord(records.disabled));
    plans.loadPlans.mockRejectedValueOnce(new Error('down'));
    render(<Overview />);
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load your benefits.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Available' });
  });

  test.each([
    { locale: 'en-ca', currency: 'CAD', heading: 'Your benefits with Blue Vision', again: 'Try again', loading: 'Loading your benefits…', available: 'Available' },
    { locale: 'fr-fr', currency: 'EUR', heading: /^Vos garanties/, again: 'Réessayer', loading: 'Chargement de vos garanties…', available: 'Disponible' },
    { locale: 'fr-ca', currency: 'CAD', heading: /^Vos garanties/, again: 'Réessayer', loading: 'Chargement de vos garanties…', available: 'Disponible' },
  ])('a Try again of the benefits pressed by keyboard keeps focus in the view: on the wait, then on the Try again of a second failure, then on the view\'s heading over the benefits ($locale, WCAG 2.4.3)', async ({ locale, currency, heading, again, loading, available }) => {
    await visit({ locale, currency }, { signIn: true });
    act(() => setRecord(records.disabled));
    plans.loadPlans.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    render(<Overview />);
    const view = (await screen.findByRole('heading', { level: 2, name: heading })).closest('section') as HTMLElement;
    const press = async () => {
      const button = await within(view).findByRole('button', { name: again });
      button.focus();
      fireEvent.click(button);
      const status = within(view).getByRole('status');
      expect(document.activeElement).toBe(status);
      await waitFor(() => expect(status.textContent).toBe(loading));
    };
    await press();
    await waitFor(() => expect(document.activeElement).toBe(within(view).getByRole('button', { name: again })));
    await press();
    await within(view).findByRole('heading', { level: 3, name: available });
    await waitFor(() => expect(document.activeElement).toBe(within(view).getByRole('heading', { level: 2, name: heading })));
  });

  it('the benefits’ load is shown, not said; the load a Try again starts is said once, by a region there before it (WCAG 4.1.3)', async () => {
    const loading = 'Loading your benefits…';
    await visit({}, { signIn: true });
    act(() => setRecord(records.disabled));
    plans.loadPlans.mockRejectedValueOnce(new Error('down'));
    const heard = watchLiveRegions();
    render(<Overview />);
    await screen.findByText(loading);
    expect(timesSaid(loading)).toBe(0);
    const again = await screen.findByRole('button', { name: 'Try again' });
    heard.flush();
    expect(heard.said.filter((text) => text.includes(loading))).toEqual([]);
    fireEvent.click(again);
    await waitFor(() => expect(timesSaid(loading)).toBe(1));
    await screen.findByRole('heading', { name: 'Available' });
    heard.stop();
    expect(heard.said.filter((text) => text.includes(loading))).toEqual([loading]);
    expect(heard.insertedSaying.filter((text) => text.includes(loading))).toEqual([]);
  });
});
