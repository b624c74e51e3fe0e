// The insurers, insurance-member and insurance-information views (spec 000 sections 2, 4 and 5; spec 001 sections 2, 5
// and 8), rendered directly against the real sandbox in process, in English and French. The sandbox's insurers answer at
// once (delay scale 0), so no test waits; the loading screen is held open by holding the record's reads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { options } from 'preact';
import { createCore } from '../../../sandbox/core.ts';
import { createState } from '../../../sandbox/state.ts';
import { SESSION_HEADER } from '../../../sandbox/shop.ts';
import { CUSTOM_FORMS_ID, IN_NETWORK_ID, MUTUELLE_ID, OUT_OF_NETWORK_ID } from '../../../sandbox/service/catalogue.ts';
import { getPageFlow } from '../../../src/api/insurer/configurations.ts';
import { currentApi } from '../../../signals/claim/claim-kit.ts';
import { loadSession } from '../../../signals/session/session.ts';
import { record, restricted, setRecord, setRestricted } from '../../../signals/claim/claim.ts';
import { watchRestrictionLift } from '../../../signals/claim/restriction-lift.ts';
import { lookupAttempts } from '../../../signals/drawer/member/flow-member.ts';
import { back, formGroups, formIndex, go, pageFlow, resetFlow, setViewOnly, stepProgress, view } from '../../../signals/drawer/flow.ts';
import { announcement } from '../../../signals/drawer/announce.ts';
import { chooseInsurer, loadInsurers } from '../../../signals/drawer/insurer/flow-insurer.ts';
import Insurers from '../insurer/Insurers.tsx';
import InsuranceMember from './InsuranceMember.tsx';
import InsuranceInformation from '../information/InsuranceInformation.tsx';
import { Tip } from '../chrome.tsx';
import { configure } from '../../../test/component/setup.ts';
import { ORIGIN } from '../../../test/component/sandbox-fetch.ts';
import { hostEvents } from '../../../signals/host/events.ts';
import * as records from '../../../test/component/records.ts';
import { setChosenId } from '../../../signals/overview/chosen.ts';
import { LOADING_MESSAGE_STEP_MS } from '../../../src/domain/constants.ts';
import { timesSaid, watchFocus, watchLiveRegions } from '../../../test/component/said.ts';
import { idleButton } from '../../../test/component/drawer-claim.ts';

let state: ReturnType<typeof createState>;
/** While set, reads of a claim record wait for it: the lookup stays in flight. */
let hold: Promise<void> | null = null;
/** While set, the insurers' list (GET insurers) waits for it. */
let holdList: Promise<void> | null = null;
/** While set, the lookup call (POST sync-insurance-member) waits for it: a slow answer, however it ends. */
let holdLookup: Promise<void> | null = null;

async function start(locale = 'en-ca', country: 'CA' | 'FR' = 'CA'): Promise<void> {
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, locale, ...(country === 'FR' ? { country, currency: 'EUR' } : {}) });
  state = createState({ delayScale: 0 });
  const { app } = createCore(state);
  const visitor = state.signIn(state.newSession(), 'alex.martin@example.com');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, ORIGIN);
    if (hold && (init?.method ?? 'GET') === 'GET' && /claim-records\/[^/]+$/.test(url.pathname)) await hold;
    if (holdList && url.pathname.endsWith('/insurers')) await holdList;
    if (holdLookup && url.pathname.endsWith('/sync-insurance-member')) await holdLookup;
    const headers = new Headers(init?.headers);
    headers.set(SESSION_HEADER, visitor.id);
    return app.fetch(new Request(url, { ...init, headers }));
  });
  await loadSession();
  resetFlow();
  pageFlow.value = await getPageFlow(currentApi(), country);
}

beforeEach(() => start());
afterEach(() => {
  cleanup();
  hold = null;
  holdList = null;
  holdLookup = null;
  setRestricted(null);
  resetFlow();
  vi.unstubAllGlobals();
});

/** A shopper whose cart holds another customer's accepted claim (a shop whose cart ids two accounts share). */
async function withAnotherAccountsClaim(locale: string): Promise<void> {
  await start(locale);
  pageFlow.value = await getPageFlow(currentApi(), 'CA');
  const cartId = [...state.sessions.values()].find((session) => session.userId && session.registerType === 'R')!.cartId;
  state.service.records.set('cr_someone_else', { record: { ...records.accepted, id: 'cr_someone_else', cartId, customerNumber: '99' }, customerNumber: '99', pending: [], syncs: 0 });
}

/** Chooses an insurer through the action, and shows the member view. */
async function onMemberView(id = IN_NETWORK_ID): Promise<void> {
  const { insurers } = await loadInsurers();
  await chooseInsurer(insurers.find((i) => i.id === id)!);
  go('insurance-member');
  render(<InsuranceMember />);
}

const type = (label: string | RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

/** Fills the member form as a shopper does, by label. */
function fillMember(memberId = 'W1234567'): void {
  type('Member ID', memberId);
  type('Group ID', 'GRP-100');
  type('Policy holder’s first name', 'Alex');
  type('Policy holder’s last name', 'Martin');
  type(/^Date of birth/, '04 / 12 / 1988');
  type('Postal code', 'h2x 1y4');
}

/** Picks an option as a browser reports it; fireEvent.change on a select does not reach Preact's listener under happy-dom. */
function choose(label: string, value: string): void {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  select.value = value;
  act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
}

const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));

/**
 * Holds the effects (useEffect) of what renders outside act, as a browser's next frame not come yet does, until released:
 * a screen rendered but not drawn. Preact runs them then, or first thing when their component renders again.
 */
function holdFrames(): { release: () => void } {
  const held: (() => void)[] = [];
  const before = options.requestAnimationFrame;
  options.requestAnimationFrame = (callback) => void held.push(callback);
  return {
    release: () => {
      options.requestAnimationFrame = before;
      for (const callback of held.splice(0)) callback();
    },
  };
}

/** The elements that took focus, in turn, from now until stopped (each focusin: a move a screen reader says). */
function focusMoves(): { stop: () => Element[] } {
  const moved: Element[] = [];
  const took = (event: FocusEvent) => void (event.target instanceof Element && moved.push(event.target));
  document.addEventListener('focusin', took, true);
  return {
    stop: () => {
      document.removeEventListener('focusin', took, true);
      return moved;
    },
  };
}

/**
 * Fills the lookup by its fields' ids (the same in both languages) and makes its call fail once as the client's timeout
 * does (504, spec 000 §9), held until the returned function lets it answer.
 */
function lookupThatTimesOut(): () => void {
  const fields = { 'primaryCoverage-insuree-memberId': 'W1234567', 'primaryCoverage-insuree-policyNumber': 'GRP-100', 'primaryCoverage-insuree-firstName': 'Alex', 'primaryCoverage-insuree-lastName': 'Martin', 'patient-dateOfBirth': '04 / 12 / 1988', 'patient-postalCode': 'h2x 1y4' };
  for (const [id, value] of Object.entries(fields)) fireEvent.input(document.getElementById(`db-f-${id}`)!, { target: { value } });
  let answer = () => {};
  holdLookup = new Promise((resolve) => (answer = resolve));
  state.faults.add({ call: 'claim-records/*/sync-insurance-member', kind: 'status', status: 504, remaining: 1 });
  return () => answer();
}

describe('insurers view (spec 000 §2 eligible insurers; spec 001 §5 carrier)', () => {
  it('filters as the shopper types, then one press on an insurer saves it and moves on (spec 000 §2)', async () => {
    go('insurers');
    render(<Insurers />);
    const search = await screen.findByRole('searchbox', { name: 'Search insurers' });
    const list = screen.getByRole('list', { name: 'Insurers' });
    expect(within(list).getAllByRole('button').length).toBeGreaterThan(3);
    fireEvent.input(search, { target: { value: 'tama' } });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tamarack Eyecare Benefits']);
    fireEvent.input(search, { target: { value: '' } });
    // No radio to tick and no Continue to press: the insurer's button is the choice, and there is no submit to refuse.
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Quillfeather Vision Plan' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(' Saving your insurer…'));
    await waitFor(() => expect(view.value).toBe('insurance-member'));
    expect(record.value?.claimData?.primaryCoverage?.insurer?.id).toBe(IN_NETWORK_ID);
    expect(formGroups.value).toHaveLength(3);
  });

  it('the list’s load is shown, not said, as the view opens; a Try again’s load and an insurer’s save are said once, by regions there before them (WCAG 4.1.3)', async () => {
    const [loading, saving] = ['Loading insurers…', 'Saving your insurer…'];
    state.faults.add({ call: 'insurers', kind: 'status', status: 500, remaining: 1 });
    go('insurers');
    const heard = watchLiveRegions();
    render(<Insurers />);
    expect(screen.getByText(loading)).toBeTruthy();
    expect(timesSaid(loading)).toBe(0);
    // The load failed: its Try again is the shopper's ask, whose wait is said.
    const again = await screen.findByRole('button', { name: 'Try again' });
    heard.flush();
    expect(heard).toMatchObject({ said: [], insertedSaying: [] });
    let release = () => {};
    holdList = new Promise<void>((resolve) => (release = resolve));
    fireEvent.click(again);
    await waitFor(() => expect(heard.said).toEqual([loading]));
    expect(timesSaid(loading)).toBe(1);
    release();
    fireEvent.click(await screen.findByRole('button', { name: 'Quillfeather Vision Plan' }));
    await waitFor(() => expect(heard.said).toEqual([loading, saving]));
    await waitFor(() => expect(view.value).toBe('insurance-member'));
    heard.stop();
    expect(heard.insertedSaying).toEqual([]);
  });

  it('speaks French, and prefills the insurer the record names', async () => {
    await start('fr-ca');
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === IN_NETWORK_ID)!);
    render(<Insurers />);
    expect(screen.getByRole('heading', { name: 'Choisissez votre assureur' })).toBeTruthy();
    expect(await screen.findByRole('searchbox', { name: 'Rechercher un assureur' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Régime de vision Quillfeather' })).getAttribute('aria-current')).toBe('true');
  });

  it.each([
    ['en-ca', 'Quillfeather Vision Plan', 'This order already has a claim, made from another account. Only one claim can be applied to an order at a time.', 'Close'],
    ['fr-ca', 'Régime de vision Quillfeather', 'Cette commande a déjà une demande, faite depuis un autre compte. Une seule demande peut s’appliquer à une commande à la fois.', 'Fermer'],
  ])('spec 000 §5 one order, one claim: when the cart already holds another customer’s claim, the press says so and offers Close, not a Try again that cannot work (%s)', async (locale, insurer, said, close) => {
    await withAnotherAccountsClaim(locale);
    go('insurers');
    render(<Insurers />);
    fireEvent.click(await screen.findByRole('button', { name: insurer }));
    // Close takes focus, described by what happened; it is the error's one button.
    const way = await screen.findByRole('button', { name: close, description: said });
    await waitFor(() => expect(document.activeElement).toBe(way));
    expect(within(screen.getByText(said).parentElement as HTMLElement).getAllByRole('button')).toEqual([way]);
    expect(record.value).toBeNull();
  });

  it.each([
    ['en-ca', 'This order already has a claim, made from another account. Only one claim can be applied to an order at a time.', 'Close', 'Choose your insurer'],
    ['fr-ca', 'Cette commande a déjà une demande, faite depuis un autre compte. Une seule demande peut s’appliquer à une commande à la fois.', 'Fermer', 'Choisir votre assureur'],
  ])('spec 000 §5: the insurer chosen on the overview meets a cart holding another customer’s claim: the member view says so with Close, not a choice that would fail again (%s)', async (locale, said, close, choose) => {
    await withAnotherAccountsClaim(locale);
    setChosenId(IN_NETWORK_ID);
    try {
      go('insurance-member');
      render(<InsuranceMember />);
      const way = await screen.findByRole('button', { name: close, description: said });
      expect(within(screen.getByText(said).parentElement as HTMLElement).getAllByRole('button')).toEqual([way]);
      expect(screen.queryByRole('button', { name: choose })).toBeNull();
    } finally {
      setChosenId(null);
    }
  });

  it.each([
    ['en-ca', 'Search insurers', '1 insurer shown', '{{count}} insurers shown', 'No insurer matches your search.'],
    ['fr-ca', 'Rechercher un assureur', '1\u00a0assureur affiché', '{{count}}\u00a0assureurs affichés', 'Aucun assureur ne correspond à votre recherche.'],
  ])('spec 001 §2: the search says how many insurers it shows, one in the singular (%s)', async (locale, label, one, many, none) => {
    await start(locale);
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    go('insurers');
    render(<Insurers />);
    const search = await screen.findByRole('searchbox', { name: label });
    const said = () => announcement.value;
    fireEvent.input(search, { target: { value: 'tamarack' } });
    await waitFor(() => expect(said()).toBe(one));
    fireEvent.input(search, { target: { value: 'vision' } });
    const count = within(screen.getByRole('list')).getAllByRole('button').length;
    expect(count).toBeGreaterThan(1);
    await waitFor(() => expect(said()).toBe(many.replace('{{count}}', String(count))));
    fireEvent.input(search, { target: { value: 'zzz' } });
    await waitFor(() => expect(said()).toBe(none));
  });

  it('France: « 2 mutuelles affichées » leaves the drawer’s status region as the mutuelle chosen brings the next screen', async () => {
    await start('fr-fr', 'FR');
    pageFlow.value = await getPageFlow(currentApi(), 'FR');
    go('insurers');
    render(<Insurers />);
    fireEvent.input(await screen.findByRole('searchbox', { name: 'Rechercher une mutuelle' }), { target: { value: 'mutuelle' } });
    await waitFor(() => expect(announcement.value).toBe('2\u00a0mutuelles affichées'));
    fireEvent.click(screen.getByRole('button', { name: 'Mutuelle Pivoine Santé' }));
    await waitFor(() => expect(view.value).toBe('insurance-member'));
    // At once, not when the region's words would have been taken away anyway (ANNOUNCEMENT_KEPT_MS).
    expect(announcement.value).toBe('');
  });
});

describe('insurance-member view (spec 001 §2 insurance panel; spec 000 §4 lookup phase)', () => {
  it('refuses an empty form with the North American messages (spec 001 §5)', async () => {
    await onMemberView();
    expect(screen.getByRole('heading', { name: 'Check eligibility' })).toBeTruthy();
    // The policy holder's names come from the shop's customer (spec 000 §§3, 6); emptied, they are refused.
    expect((screen.getByLabelText('Policy holder’s first name') as HTMLInputElement).value).toBe('Alex');
    expect((screen.getByLabelText('Policy holder’s last name') as HTMLInputElement).value).toBe('Martin');
    type('Policy holder’s first name', '');
    check();
    expect(await screen.findByText('Please enter the insurance member ID')).toBeTruthy();
    expect(screen.getByText('Please insert your group ID')).toBeTruthy();
    expect(screen.getByText('Please enter policy holder’s first name')).toBeTruthy();
    expect(screen.queryByText('Please enter policy holder’s last name')).toBeNull();
    expect(screen.getByText('Please enter a valid date of birth')).toBeTruthy();
    expect(screen.getByText('Please enter a valid postal code')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Member ID'));
    type('Group ID', 'G'.repeat(21));
    expect(screen.getByText('Group ID cannot exceed 20 characters')).toBeTruthy();
    // A date of birth in the future says why it is refused.
    type('Date of birth', '01/01/2099');
    expect(screen.getByText('The date of birth cannot be in the future')).toBeTruthy();
  });

  it.each([
    ['en-ca', 'Sit tight, we’re looking for you', 'We’re checking your details with your insurer. This can take a few seconds.', 'This is taking longer than usual. We’re still waiting for an answer; please keep this window open.'],
    ['fr-ca', 'Un instant, nous vous cherchons', 'Nous vérifions vos renseignements auprès de votre assureur. Cela peut prendre quelques secondes.', 'Cela prend plus de temps que d’habitude. Nous attendons toujours une réponse. Veuillez garder cette fenêtre ouverte.'],
  ])('a slow insurer: the wait says, politely and with focus kept, that it is taking longer than usual (%s)', async (locale, heading, usual, longer) => {
    await start(locale);
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    await onMemberView();
    const fr = locale === 'fr-ca';
    type(fr ? 'Numéro de membre' : 'Member ID', 'W1234567');
    type(fr ? 'Numéro de groupe' : 'Group ID', 'GRP-100');
    type(fr ? 'Prénom du titulaire de la police' : 'Policy holder’s first name', 'Alex');
    type(fr ? /^Nom du titulaire de la police/ : 'Policy holder’s last name', 'Martin');
    type(fr ? /^Date de naissance/ : /^Date of birth/, '04 / 12 / 1988');
    type(fr ? 'Code postal' : 'Postal code', 'h2x 1y4');
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    // The wait's messages take turns on the test's clock; the sandbox and the lookup run on real promises.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const turns = vi.spyOn(globalThis, 'setInterval');
    try {
      fireEvent.click(screen.getByRole('button', { name: fr ? 'Vérifier l’admissibilité' : 'Check eligibility' }));
      const title = await screen.findByRole('heading', { name: heading });
      const status = screen.getByRole('status');
      expect(status.textContent?.trim()).toBe(usual);
      title.focus();
      // The turns have started (the wait's effect runs after paint) before the test's clock moves.
      await vi.waitFor(() => expect(turns).toHaveBeenCalledWith(expect.any(Function), LOADING_MESSAGE_STEP_MS));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(LOADING_MESSAGE_STEP_MS - 1000);
      });
      expect(status.textContent).toBe(usual);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      // The same polite region says the new words (a screen reader reads the change), and nothing took focus away.
      expect(screen.getByRole('status')).toBe(status);
      expect(status.textContent).toBe(longer);
      expect(document.activeElement).toBe(title);
      // It stays said while the insurer keeps the shopper waiting.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(3 * LOADING_MESSAGE_STEP_MS);
      });
      expect(status.textContent).toBe(longer);
    } finally {
      vi.useRealTimers();
      hold = null;
      release();
    }
    expect(await screen.findByRole('heading', { name: fr ? 'Bonne nouvelle, nous vous avons trouvé' : 'Good news, we found you' })).toBeTruthy();
  });

  it('a member ID pasted from the card in its groups is no "cannot exceed 20 characters": the insurer gets its 19 characters whole', async () => {
    await onMemberView();
    fillMember('W123 4567 8901 2345 678');
    type('Group ID', 'GRP 100');
    check();
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
    expect(screen.queryByText('Member ID cannot exceed 20 characters')).toBeNull();
    expect(record.value?.claimData?.primaryCoverage?.insuree?.memberId).toBe('W123456789012345678');
    expect(record.value?.claimData?.primaryCoverage?.insuree?.policyNumber).toBe('GRP100');
  });

  it('shows "Sit tight" while the lookup runs, then the member found with the benefits, and continues to the patient', async () => {
    await onMemberView();
    fillMember();
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    check();
    expect(await screen.findByRole('heading', { name: 'Sit tight, we’re looking for you' })).toBeTruthy();
    // Policy information is step 1 of 6 (spec 000 §1) while the lookup runs.
    expect(stepProgress.value).toEqual({ current: 1, max: 6, showHeader: true });
    hold = null;
    release();
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
    const plans = await screen.findAllByRole('listitem');
    expect(plans.map((p) => p.querySelector('strong')?.textContent)).toEqual(['Frames', 'Lenses', 'Contact lenses']);
    expect(within(plans[1]!).getByText('A copay applies.')).toBeTruthy();
    expect(within(plans[0]!).getByText(/^Renews on/)).toBeTruthy();
    // Under Self with every patient field filled in from the member, the patient page is no stop of its own (issue 24):
    // the member found names the patient and, the doctor's page being the wizard's only one after it, asks the doctor's
    // fields with that page's checks (spec 000 §2, the forms wizard).
    expect(await screen.findByText(/^The eyewear is for: you, Alex Martin\./)).toBeTruthy();
    const doctor = screen.getByRole('group', { name: 'Your eye doctor' });
    // The screen asks the claimant and the doctor: it is the doctor's step, 3 of 6 (spec 000 §1 and §2), and the upload
    // after it step 4, no jump past two steps the shopper never saw.
    expect(stepProgress.value).toEqual({ current: 3, max: 6, showHeader: true });
    type('Doctor’s first name', 'Jo');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    // Refused as on the doctor's page: the messages show, the first refused field has focus, nothing typed is lost and
    // nothing is saved.
    expect(await within(doctor).findByText('Please enter the doctor’s last name')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Doctor’s credential'));
    expect((screen.getByLabelText('Doctor’s first name') as HTMLInputElement).value).toBe('Jo');
    expect(view.value).toBe('insurance-member');
    expect(record.value?.claimData?.referrer).toBeFalsy();
    choose('Doctor’s credential', 'OPTOMETRIST');
    type('Doctor’s last name', 'Lee');
    // One Continue saves the patient and the doctor and goes on past the doctor's page.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.value).toBe('select-prescription'));
    expect(formIndex.value).toBe(0);
    expect(stepProgress.value.current).toBe(4);
    expect(record.value?.status).toBe('PRESCRIPTIONS_REQUIRED');
    expect(record.value?.claimData).toMatchObject({ patientRelationship: 'SELF', patient: { firstName: 'Alex', lastName: 'Martin' } });
    expect(record.value?.claimData?.referrer).toEqual({ type: 'OPTOMETRIST', firstName: 'Jo', lastName: 'Lee' });
    // Back returns to the member view, the screen the shopper saw, not the doctor's page they never stopped on.
    act(() => back());
    expect(view.value).toBe('insurance-member');
  });

  it.each([
    ['English', 'en-ca', 'Change who the eyewear is for', /^The eyewear is for: you, Alex Martin\./],
    ['French', 'fr-ca', 'Changer la personne qui portera les lunettes ou les lentilles', /^Les lunettes ou les lentilles sont pour vous, Alex Martin\./],
  ])('%s: the member found names the patient under Self, and Change opens the patient page (spec 000 §2 and §3)', async (_name, locale, change, says) => {
    if (locale !== 'en-ca') {
      await start(locale);
      pageFlow.value = await getPageFlow(currentApi(), 'CA');
    }
    await onMemberView();
    const fr = locale === 'fr-ca';
    type(fr ? 'Numéro de membre' : 'Member ID', 'W1234567');
    type(fr ? 'Numéro de groupe' : 'Group ID', 'GRP-100');
    type(fr ? 'Prénom du titulaire de la police' : 'Policy holder’s first name', 'Alex');
    type(fr ? /^Nom du titulaire de la police/ : 'Policy holder’s last name', 'Martin');
    type(fr ? /^Date de naissance/ : /^Date of birth/, '04 / 12 / 1988');
    type(fr ? 'Code postal' : 'Postal code', 'h2x 1y4');
    fireEvent.click(screen.getByRole('button', { name: fr ? 'Vérifier l’admissibilité' : 'Check eligibility' }));
    expect(await screen.findByText(says)).toBeTruthy();
    // The doctor's fields are asked here too, in the shopper's language.
    const doctor = screen.getByRole('group', { name: fr ? 'Votre spécialiste de la vue' : 'Your eye doctor' });
    expect(within(doctor).getByLabelText(fr ? 'Prénom du médecin' : 'Doctor’s first name')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: change }));
    expect(view.value).toBe('insurance-information');
    expect(formIndex.value).toBe(1);
    // The patient's own page is the claimant's step, 2 of 6: what the member found answered no longer counts.
    expect(stepProgress.value.current).toBe(2);
  });

  // Issue 27, data cannot reach the prototype: plan types named after what every object inherits.
  it.each([
    ['English', 'en-ca', 'Good news, we found you', 'Frames'],
    ['French', 'fr-ca', 'Bonne nouvelle, nous vous avons trouvé', 'Montures'],
  ])('%s: plan types toString, constructor, __proto__ and hasOwnProperty show as their names beside the known ones, no crash', async (_name, locale, found, frames) => {
    await start(locale);
    const ODD = ['toString', 'constructor', '__proto__', 'hasOwnProperty'];
    const inner = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await inner(input, init);
      if (!String(input instanceof Request ? input.url : input).includes('insurance-plans')) return answer;
      const plans = (await answer.json()) as { insurancePlans: Record<string, unknown>[] };
      const frame = plans.insurancePlans.find((p) => p.planType === 'FRAME')!;
      return Response.json({ insurancePlans: [...plans.insurancePlans, ...ODD.map((planType) => ({ ...frame, planType }))] });
    });
    const flow = pageFlow.value!;
    const member = flow.views['insurance-member']!;
    pageFlow.value = { ...flow, views: { ...flow.views, 'insurance-member': { ...member, benefitPlan: { planTypes: ['FRAME', ...ODD] } } } };
    await onMemberView();
    type(locale === 'fr-ca' ? 'Numéro de membre' : 'Member ID', 'W1234567');
    type(locale === 'fr-ca' ? 'Numéro de groupe' : 'Group ID', 'GRP-100');
    type(locale === 'fr-ca' ? 'Prénom du titulaire de la police' : 'Policy holder’s first name', 'Alex');
    type(locale === 'fr-ca' ? /^Nom du titulaire de la police/ : 'Policy holder’s last name', 'Martin');
    type(locale === 'fr-ca' ? /^Date de naissance/ : /^Date of birth/, '04 / 12 / 1988');
    type(locale === 'fr-ca' ? 'Code postal' : 'Postal code', 'h2x 1y4');
    fireEvent.click(screen.getByRole('button', { name: locale === 'fr-ca' ? 'Vérifier l’admissibilité' : 'Check eligibility' }));
    expect(await screen.findByRole('heading', { name: found })).toBeTruthy();
    // The benefits' own list (the first): the estimate's lines below it come whenever the estimate does.
    await waitFor(() => expect(within(screen.getAllByRole('list')[0]!).getAllByRole('listitem').map((p) => p.querySelector('strong')?.textContent)).toEqual([frames, ...ODD]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the lookup’s wait is said once as the shopper starts it: its heading by the focus, its words by a status region there before them (WCAG 4.1.3)', async () => {
    const waiting = 'We’re checking your details with your insurer. This can take a few seconds.';
    await onMemberView();
    fillMember();
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const heard = watchLiveRegions();
    try {
      check();
      const heading = await screen.findByRole('heading', { name: 'Sit tight, we’re looking for you' });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      await waitFor(() => expect(heard.said).toContain(waiting));
      expect(heard).toMatchObject({ said: [waiting], insertedSaying: [] });
      expect(timesSaid(waiting)).toBe(1);
      expect(timesSaid('Sit tight, we’re looking for you')).toBe(1);
    } finally {
      hold = null;
      release();
      heard.stop();
    }
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
  });

  it.each([
    ['W1234567', 'Good news, we found you'],
    ['NOTFOUND1', 'We’re having trouble finding you'],
  ])('the lookup’s answer (%s) is said once, as focus moves to its heading from the wait’s, never by a rename of the focused heading', async (memberId, answer) => {
    const waiting = 'Sit tight, we’re looking for you';
    await onMemberView();
    fillMember(memberId);
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const focus = watchFocus();
    try {
      check();
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: waiting })));
    } finally {
      hold = null;
      release();
    }
    const heading = await screen.findByRole('heading', { name: answer });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    focus.stop();
    expect(focus).toMatchObject({ said: [waiting, answer], renamed: [], fell: 0 });
  });

  it('counts the attempts down after NOTFOUND, then locks the shopper out for 15 minutes with only a close', async () => {
    await onMemberView();
    fillMember('NOTFOUND1');
    check();
    expect(await screen.findByRole('heading', { name: 'We’re having trouble finding you' })).toBeTruthy();
    expect(await screen.findByText('You have 2 attempts left.')).toBeTruthy();
    expect((screen.getByLabelText('Member ID') as HTMLInputElement).value).toBe('NOTFOUND1');
    check();
    expect(await screen.findByText('You have 1 attempt left.')).toBeTruthy();
    check();
    expect(await screen.findByRole('heading', { name: 'Too many attempts' })).toBeTruthy();
    expect(screen.getByText(/For security reasons/)).toBeTruthy();
    expect(await screen.findByText('Please try again in 15 minutes.')).toBeTruthy();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });

  /** Three members not found: the lookup locks for 15 minutes. */
  async function lockedOut(): Promise<void> {
    await onMemberView();
    fillMember('NOTFOUND1');
    check();
    await screen.findByText('You have 2 attempts left.');
    check();
    await screen.findByText('You have 1 attempt left.');
    check();
    await screen.findByText('Please try again in 15 minutes.');
    cleanup();
  }

  it('spec 000 §4 and §6 RESTRICTED: after the lockout, Back to the insurers says the lockout and its wait, with no carrier to choose and no Try again', async () => {
    await lockedOut();
    go('insurers');
    render(<Insurers />);
    expect(await screen.findByRole('heading', { name: 'Too many attempts' })).toBeTruthy();
    expect(screen.getByText(/For security reasons/)).toBeTruthy();
    expect(screen.getByText('Please try again in 15 minutes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tamarack Eyecare Benefits' })).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });

  it('spec 000 §4: a lockout this page had not heard of (begun in another tab) is said once a carrier is refused, never an endless Try again', async () => {
    await lockedOut();
    // The page as another tab left it: the member not found, no restriction learnt.
    act(() => {
      setRestricted(null);
      setRecord({ ...record.value!, status: 'INSURANCE_MEMBER_NOT_FOUND' });
    });
    go('insurers');
    render(<Insurers />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tamarack Eyecare Benefits' }));
    expect(await screen.findByRole('heading', { name: 'Too many attempts' })).toBeTruthy();
    expect(await screen.findByText('Please try again in 15 minutes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('spec 001 §2: the lockout counts down on the locked screen, and when it lifts with the drawer open the lookup form comes back with the shopper’s details', async () => {
    await onMemberView();
    fillMember('NOTFOUND1');
    check();
    expect(await screen.findByText('You have 2 attempts left.')).toBeTruthy();
    check();
    expect(await screen.findByText('You have 1 attempt left.')).toBeTruthy();
    check();
    expect(await screen.findByText('Please try again in 15 minutes.')).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      watchRestrictionLift();
      // Learnt again on the test's clock, so the wait is counted on it.
      await act(async () => {
        await lookupAttempts();
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5 * 60_000);
      });
      expect(screen.getByText('Please try again in 10 minutes.')).toBeTruthy();
      // The insurer's time passes too: the service lifts the lockout at its end.
      state.advanceClock(16 * 60_000);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(10 * 60_000);
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { name: 'Check eligibility' })).toBeTruthy();
    expect(restricted.value).toBe(false);
    expect((screen.getByLabelText('Member ID') as HTMLInputElement).value).toBe('NOTFOUND1');
    expect(screen.getByRole('button', { name: 'Check eligibility' })).toBeTruthy();
  });

  it.each([
    ['en-ca', 'Check eligibility', 'We’re having trouble finding you'],
    ['fr-ca', 'Vérifier l’admissibilité', 'Nous avons du mal à vous trouver'],
  ])('spec 000 §6: the shop hears each member not found as a user-caused error, the lockout as server-caused (%s)', async (locale, button, heading) => {
    await start(locale);
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    const heard: unknown[] = [];
    const stop = hostEvents.on('analytics', (payload) => void (payload.action === 'error' && heard.push(payload)));
    await onMemberView();
    // The fields by their ids, the same in both languages (their labels are tested above).
    const fields = { 'primaryCoverage-insuree-memberId': 'NOTFOUND1', 'primaryCoverage-insuree-policyNumber': 'GRP-100', 'primaryCoverage-insuree-firstName': 'Alex', 'primaryCoverage-insuree-lastName': 'Martin', 'patient-dateOfBirth': '04 / 12 / 1988', 'patient-postalCode': 'h2x 1y4' };
    for (const [id, value] of Object.entries(fields)) fireEvent.input(document.getElementById(`db-f-${id}`)!, { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
    const notFound = { elementType: 'OTHER', widget: 'drawerWidget', action: 'error', error: 'INSURANCE_MEMBER_NOT_FOUND', errorCause: 'user' };
    await waitFor(() => expect(heard).toEqual([notFound]));
    fireEvent.click(screen.getByRole('button', { name: button }));
    // Busy, the button keeps its name and refuses the press: the third lookup waits for the second's answer.
    fireEvent.click(await idleButton(button));
    await waitFor(() => expect(heard.at(-1)).toEqual({ ...notFound, error: 'TOO_MANY_ATTEMPTS', errorCause: 'server' }));
    stop();
  });

  it('asks for more details when several members match (MULTIPLE)', async () => {
    await onMemberView();
    fillMember('MULTIPLE1');
    check();
    expect(await screen.findByRole('heading', { name: 'We need a few more details' })).toBeTruthy();
    expect(screen.getByText(/Add your group ID and member ID/)).toBeTruthy();
  });

  it('says no benefits are available (NOBENEFITS)', async () => {
    await onMemberView();
    fillMember('NOBENEFITS1');
    check();
    expect(await screen.findByRole('heading', { name: 'No benefits available' })).toBeTruthy();
  });

  it('offers the out-of-network steps and the claim form download instead of a lookup', async () => {
    await onMemberView(OUT_OF_NETWORK_ID);
    expect(screen.getByRole('heading', { name: 'Saltmarsh Mutual Vision is out of network' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Download claim form' });
    expect(link.getAttribute('href')).toMatch(/^http/);
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows a technical error with "Try again" and keeps what was typed', async () => {
    await onMemberView();
    fillMember();
    state.faults.add({ call: 'claim-records/*/sync-insurance-member', kind: 'status', status: 500, remaining: 1 });
    check();
    expect(await screen.findByRole('heading', { name: 'We’re experiencing some issues' })).toBeTruthy();
    expect((screen.getByLabelText('Member ID') as HTMLInputElement).value).toBe('W1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
  });

  it.each([
    ['en-ca', 'Sit tight, we’re looking for you', 'Try again'],
    ['fr-ca', 'Un instant, nous vous cherchons', 'Réessayer'],
  ])('spec 001 §2 SYNC_INSURANCE: a lookup call slow to answer is the loading screen while it runs; its timeout is TIME_EXCEEDED_ERROR (spec 000 §8), the details kept (%s)', async (locale, loading, retry) => {
    await start(locale);
    const heard: unknown[] = [];
    const stop = hostEvents.on('analytics', (payload) => void (payload.action === 'error' && heard.push(payload)));
    await onMemberView();
    const answer = lookupThatTimesOut();
    fireEvent.submit(document.getElementById('db-member-form') as HTMLFormElement);
    const waiting = await screen.findByRole('heading', { name: loading });
    await waitFor(() => expect(document.activeElement).toBe(waiting));
    const moves = focusMoves();
    answer();
    // The wait's screen was drawn, its heading focused, and its failure's Try again takes focus all the same, saying the
    // error: in one move, never through the error's heading first (a screen reader would read both).
    const again = await screen.findByRole('button', { name: retry });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(moves.stop()).toEqual([again]);
    expect((document.getElementById('db-f-primaryCoverage-insuree-memberId') as HTMLInputElement).value).toBe('W1234567');
    await waitFor(() => expect(heard).toEqual([{ elementType: 'OTHER', widget: 'drawerWidget', action: 'error', error: 'TIME_EXCEEDED_ERROR', errorCause: 'server' }]));
    stop();
  });

  it.each([
    ['en-ca', 'Sit tight, we’re looking for you', 'Try again'],
    ['fr-ca', 'Un instant, nous vous cherchons', 'Réessayer'],
  ])('a lookup that fails before its wait is drawn moves focus once, to Try again, never to the wait’s heading nor the error’s (%s)', async (locale, loading, retry) => {
    await start(locale);
    await onMemberView();
    const answer = lookupThatTimesOut();
    const form = document.getElementById('db-member-form') as HTMLFormElement;
    (form.querySelector('input') as HTMLInputElement).focus();
    const frames = holdFrames();
    const moves = focusMoves();
    // Sent as the browser sends it, outside act: the wait's screen renders, its effects wait for a frame that has not come.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await screen.findByRole('heading', { name: loading });
    answer();
    const again = await screen.findByRole('button', { name: retry });
    await waitFor(() => expect(document.activeElement).toBe(again));
    frames.release();
    expect(document.activeElement).toBe(again);
    expect(moves.stop()).toEqual([again]);
  });

  it.each([
    ['en-ca', 'Postal code', 'Check eligibility', 'Try again', 'We couldn’t check your eligibility. Your details are kept.', 'Sit tight, we’re looking for you'],
    ['fr-ca', 'Code postal', 'Vérifier l’admissibilité', 'Réessayer', 'Nous n’avons pas pu vérifier votre admissibilité. Vos renseignements sont conservés.', 'Un instant, nous vous cherchons'],
  ])('%s: a lookup that ends in an error brings the error into sight and focuses its Try again, once, which reads the error', async (locale, postal, submit, retry, message, waiting) => {
    await start(locale);
    await onMemberView();
    if (locale === 'en-ca') fillMember();
    else {
      type('Numéro de membre', 'W1234567');
      type('Numéro de groupe', 'GRP-100');
      type('Date de naissance', '04/12/1988');
      type(postal, 'H2X 1Y4');
    }
    const shown = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    // Enter in the last field, as the tester did: the call that never answers in time ends like this one.
    state.faults.add({ call: 'claim-records/*/sync-insurance-member', kind: 'status', status: 504, remaining: 1 });
    screen.getByLabelText(postal).focus();
    const moves = focusMoves();
    fireEvent.submit((screen.getByRole('button', { name: submit }) as HTMLButtonElement).form as HTMLFormElement);
    const again = await screen.findByRole('button', { name: retry });
    await waitFor(() => expect(document.activeElement).toBe(again));
    // The failure moves focus once, to Try again: after the wait's heading when its screen was drawn, else from the field.
    const moved = moves.stop();
    expect(moved.slice(moved.findIndex((element) => element.textContent === waiting) + 1)).toEqual([again]);
    expect(shown.mock.contexts).toContain(screen.getByText(message).parentElement);
    expect(document.getElementById(again.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    // Said once, with the focus: no live region says it again.
    expect(timesSaid(message)).toBe(1);
    // Again, from Try again: its second failure is shown again.
    shown.mockClear();
    state.faults.add({ call: 'claim-records/*/sync-insurance-member', kind: 'status', status: 504, remaining: 1 });
    fireEvent.click(again);
    await waitFor(() => expect(shown).toHaveBeenCalled());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: retry })));
    shown.mockRestore();
  });

  it('speaks French: heading, labels and messages', async () => {
    await start('fr-ca');
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    await onMemberView();
    expect(screen.getByRole('heading', { name: 'Vérifier l’admissibilité' })).toBeTruthy();
    expect(screen.getByText(/MM \/ JJ \/ AAAA/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier l’admissibilité' }));
    expect(await screen.findByText('Veuillez inscrire votre numéro de groupe')).toBeTruthy();
    expect(screen.getByText('Veuillez indiquer un code postal valide')).toBeTruthy();
  });

  it('opened without an insurer on a restricted record: the lockout, from the record', async () => {
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === IN_NETWORK_ID)!);
    resetFlow();
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    setRecord({ ...record.value!, status: 'RESTRICTED' });
    render(<InsuranceMember />);
    expect(screen.getByRole('heading', { name: 'Too many attempts' })).toBeTruthy();
    expect(await screen.findByText('Please try again later.')).toBeTruthy();
  });

  it('reopened after a reload, the record’s insurer still being fetched: the view waits, with no choice of insurer to send the shopper back to the list', async () => {
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === IN_NETWORK_ID)!);
    resetFlow();
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    const through = globalThis.fetch;
    let release = () => {};
    const insurerRead = new Promise<void>((resolve) => (release = resolve));
    let asked = false;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(`/insurers/${IN_NETWORK_ID}`)) {
        asked = true;
        await insurerRead;
      }
      return through(input, init);
    });
    render(<InsuranceMember />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Choose your insurer' })).toBeNull();
    expect(document.querySelector('.spinner')).toBeTruthy();
    release();
    expect(await screen.findByText('Member ID')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check eligibility' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose your insurer' })).toBeNull();
    expect(document.querySelector('.spinner')).toBeNull();
  });

  it('opened with the page still holding a lockout the service has since lifted: the lookup form again, not "try again later"', async () => {
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === IN_NETWORK_ID)!);
    resetFlow();
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    // What the page learnt 15 minutes ago; the service's record and its restricted check have moved on since.
    act(() => {
      setRestricted({ reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900 });
      setRecord({ ...record.value!, status: 'RESTRICTED' });
    });
    render(<InsuranceMember />);
    expect(await screen.findByRole('heading', { name: 'Check eligibility' })).toBeTruthy();
    expect(restricted.value).toBe(false);
    expect(screen.queryByText('Please try again later.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Check eligibility' })).toBeTruthy();
  });

  it('opened on a restricted record whose day of online claims is used up: the daily limit, as the cart’s card says it, never the lookup paused (spec 001 §9)', async () => {
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === IN_NETWORK_ID)!);
    const now = state.service.now();
    state.service.customer(record.value!.customerNumber!).submits.push(now, now, now);
    resetFlow();
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    setRecord({ ...record.value!, status: 'RESTRICTED' });
    render(<InsuranceMember />);
    expect(await screen.findByRole('heading', { name: 'Daily limit reached' })).toBeTruthy();
    expect(screen.getByText('You’ve reached the daily limit of online claims. Please try again in 24 hours.')).toBeTruthy();
    expect(screen.queryByText(/paused the search/)).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
  });
});

describe('the member lookup in France (spec 001 §2 insurance panel, §8 "member not found … with the remaining attempts")', () => {
  it.each([
    ['fr-fr', 'Numéro d’adhérent', 'Type de couverture', 'Prénom de l’assuré', 'Nom de l’assuré', 'Continuer', 'Nous ne trouvons pas votre adhésion', /^Vérifiez votre numéro d’adhérent/, 'Il vous reste 2 tentatives.', 'Il vous reste 1 tentative.', 'Trop de tentatives', 'Veuillez réessayer dans 15 minutes.'],
    ['fr-ca', 'Numéro d’adhérent', 'Type de couverture', 'Prénom de l’assuré', 'Nom de l’assuré', 'Continuer', 'Nous ne trouvons pas votre adhésion', /^Vérifiez votre numéro d’adhérent/, 'Il vous reste 2 tentatives.', 'Il vous reste 1 tentative.', 'Trop de tentatives', 'Veuillez réessayer dans 15 minutes.'],
    ['en-ca', 'Member number', 'Type of cover', 'Insured person’s first name', 'Insured person’s last name', 'Continue', 'We couldn’t find your membership', /^Check your member number/, 'You have 2 attempts left.', 'You have 1 attempt left.', 'Too many attempts', 'Please try again in 15 minutes.'],
  ] as const)(
    '(%s) a member the mutuelle does not know (NOTFOUND) is told in the mutuelle’s words with the attempts left, before the lookup locks',
    async (locale, memberNumber, cover, first, last, send, notFound, advice, twoLeft, oneLeft, locked, wait) => {
      await start(locale, 'FR');
      await onMemberView(MUTUELLE_ID);
      type(memberNumber, 'NOTFOUND7');
      choose(cover, 'ADDITIONAL_INSURANCE');
      type(first, 'Camille');
      type(last, 'Durand');
      const lookUp = () => fireEvent.click(screen.getByRole('button', { name: send }));
      lookUp();
      expect(await screen.findByRole('heading', { name: notFound })).toBeTruthy();
      expect(await screen.findByText(advice)).toBeTruthy();
      expect(await screen.findByText(twoLeft)).toBeTruthy();
      // Never North America's group ID: the mutuelle knows the member by number and name.
      expect(screen.queryByText(/groupe|group ID/)).toBeNull();
      lookUp();
      expect(await screen.findByText(oneLeft)).toBeTruthy();
      expect(screen.getByRole('heading', { name: notFound })).toBeTruthy();
      lookUp();
      expect(await screen.findByRole('heading', { name: locked })).toBeTruthy();
      expect(await screen.findByText(wait)).toBeTruthy();
    },
  );
});

describe('insurance-information view (spec 001 §4 forms wizard; spec 000 §3 relationships, §4 rule of change)', () => {
  async function onPatientPage(id = IN_NETWORK_ID): Promise<void> {
    await onMemberView(id);
    fillMember();
    if (id === CUSTOM_FORMS_ID) {
      type('Member ID', 'W1234567');
    }
    check();
    await screen.findByRole('heading', { name: 'Good news, we found you' });
    // The patient page, through the member found's Change (its Continue goes past it under Self).
    fireEvent.click(await screen.findByRole('button', { name: 'Change who the eyewear is for' }));
    cleanup();
    render(<InsuranceInformation />);
  }

  it('walks patient then doctor, back keeps the answers, and the last page saves them all', async () => {
    await onPatientPage();
    expect(screen.getByRole('heading', { name: 'Who is the eyewear for?' })).toBeTruthy();
    // The lookup's date of birth is the patient's until said otherwise.
    expect((screen.getByLabelText(/^Date of birth/) as HTMLInputElement).value).toBe('04 / 12 / 1988');
    // The lookup took the policy holder for the patient, whose names it fills in.
    expect((screen.getByLabelText('Relationship to the policy holder') as HTMLSelectElement).value).toBe('SELF');
    expect((screen.getByLabelText('Patient’s first name') as HTMLInputElement).value).toBe('Alex');
    // A child is not the holder: what Self filled is emptied, and the page refuses it empty.
    choose('Relationship to the policy holder', 'CHILD');
    expect((screen.getByLabelText('Patient’s first name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Date of birth/) as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter the patient’s first name')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Patient’s first name'));
    type('Patient’s first name', 'Sam');
    type('Patient’s last name', 'Martin');
    type(/^Date of birth/, '2015-06-01');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Your eye doctor' })).toBeTruthy();
    expect(formIndex.value).toBe(2);
    expect(screen.queryByText('Please enter the doctor’s first name')).toBeNull();
    // The drawer header's Back steps the wizard back a page.
    act(() => back());
    expect(await screen.findByRole('heading', { name: 'Who is the eyewear for?' })).toBeTruthy();
    expect((screen.getByLabelText('Patient’s first name') as HTMLInputElement).value).toBe('Sam');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your eye doctor' });
    choose('Doctor’s credential', 'OPTOMETRIST');
    type('Doctor’s first name', 'Jo');
    type('Doctor’s last name', 'Lee');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.value).toBe('select-prescription'));
    expect(record.value?.status).toBe('PRESCRIPTIONS_REQUIRED');
    expect(record.value?.claimData?.patient).toMatchObject({ firstName: 'Sam', dateOfBirth: '2015-06-01', postalCode: 'H2X 1Y4', birthRank: 1 });
    expect(record.value?.claimData?.patientRelationship).toBe('CHILD');
    expect(record.value?.claimData?.referrer).toEqual({ type: 'OPTOMETRIST', firstName: 'Jo', lastName: 'Lee' });
    expect(formIndex.value).toBe(0);
  });

  it('the next page of the wizard is said once, as focus moves from its Continue to its heading, never by a rename', async () => {
    await onPatientPage();
    const go = screen.getByRole('button', { name: 'Continue' });
    go.focus();
    const focus = watchFocus();
    fireEvent.click(go);
    const heading = await screen.findByRole('heading', { name: 'Your eye doctor' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    focus.stop();
    // The page before's heading is never said, nor the new page's words by a rename of the heading focused before them.
    expect(focus).toMatchObject({ said: ['Your eye doctor'], fell: 0 });
    expect(focus.renamed).not.toContain('Your eye doctor');
  });

  it('explains the relationships in a dialog that gives focus back to its button', async () => {
    await onPatientPage();
    const button = screen.getByRole('button', { name: 'What does this mean?' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Relationship to the policy holder' });
    expect(within(dialog).getByText('Full-time student')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('keeps Tab and Shift+Tab inside the relationship help: it opens focused itself, then its one button keeps focus, nothing behind takes it', async () => {
    await onPatientPage();
    fireEvent.click(screen.getByRole('button', { name: 'What does this mean?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Relationship to the policy holder' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    // Shift+Tab from the dialog goes round to its last control; Tab goes on to it, the browser's own move.
    expect(fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(close);
    for (const shiftKey of [false, true]) {
      // fireEvent answers false when a listener took the key: the browser's own Tab would have left the dialog.
      expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey }), shiftKey ? 'Shift+Tab' : 'Tab').toBe(false);
      expect(document.activeElement).toBe(close);
    }
  });

  it('says a validated prescription will be checked again when a name changes', async () => {
    await onPatientPage();
    // The prescription was validated with the names the page shows (the holder's, filled in under Self).
    const claimData = record.value!.claimData!;
    act(() => setRecord({ ...record.value!, claimData: { ...claimData, patient: { ...claimData.patient, firstName: 'Alex', lastName: 'Martin' } }, prescriptions: [{ id: 'rx1', status: 'APPROVED' }] }));
    expect(screen.queryByText(/checked again/)).toBeNull();
    type('Patient’s first name', 'Samuel');
    expect(screen.getByText(/will be checked again/)).toBeTruthy();
  });

  it('honours the wizard index it is opened on (an edit from the review) and reads the values back in read-only mode', async () => {
    await onPatientPage();
    cleanup();
    formIndex.value = 2;
    setViewOnly(true);
    render(<InsuranceInformation />);
    expect(screen.getByRole('heading', { name: 'Your eye doctor' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('runs an insurer’s own two pages (CUSTOM forms), in French', async () => {
    await start('fr-ca');
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === CUSTOM_FORMS_ID)!);
    go('insurance-information');
    formIndex.value = 1;
    render(<InsuranceInformation />);
    expect(screen.getByRole('heading', { name: 'Patient et médecin' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findAllByText('Veuillez sélectionner une option')).toHaveLength(2);
    expect(screen.getByText('Veuillez indiquer le prénom du médecin')).toBeTruthy();
  });
});

describe('“Why we ask” says why the page on screen asks what it asks (spec 000 §2, the page flow’s tooltip; §5, the doctor on the prescription)', () => {
  /** The tip's help as the drawer shows it under the view. */
  const tip = async (name: string) => (await screen.findByText(name)).closest('details')?.querySelector('p')?.textContent;

  it('fr-CA: the lookup explains the insurance card, the member found asking the doctor explains the doctor', async () => {
    await start('fr-ca');
    pageFlow.value = await getPageFlow(currentApi(), 'CA');
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === IN_NETWORK_ID)!);
    go('insurance-member');
    render(
      <>
        <InsuranceMember />
        <Tip />
      </>,
    );
    expect(await tip('Pourquoi nous le demandons')).toMatch(/^Votre assureur vous retrouve grâce à ces renseignements, tels qu’imprimés sur votre carte d’assurance\./);
    type('Numéro de membre', 'W1234567');
    type('Numéro de groupe', 'GRP-100');
    type('Prénom du titulaire de la police', 'Alex');
    type(/^Nom du titulaire de la police/, 'Martin');
    type(/^Date de naissance/, '04 / 12 / 1988');
    type('Code postal', 'h2x 1y4');
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier l’admissibilité' }));
    expect(await screen.findByRole('group', { name: 'Votre spécialiste de la vue' })).toBeTruthy();
    const help = await tip('Pourquoi nous le demandons');
    expect(help).toMatch(/^Votre assureur vérifie que l’ordonnance que vous téléverserez ensuite a été rédigée par ce médecin/);
    expect(help).not.toMatch(/carte/);
  });

  it('en: the information view explains the patient on the patient page and the doctor on the doctor page', async () => {
    await onMemberView();
    fillMember();
    check();
    fireEvent.click(await screen.findByRole('button', { name: 'Change who the eyewear is for' }));
    cleanup();
    render(
      <>
        <InsuranceInformation />
        <Tip />
      </>,
    );
    await screen.findByRole('heading', { name: 'Who is the eyewear for?' });
    expect(await tip('Why we ask')).toMatch(/^The patient is who the eyewear is for\. Their relationship to the policy holder/);
    choose('Relationship to the policy holder', 'SELF');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your eye doctor' });
    await waitFor(async () => expect(await tip('Why we ask')).toMatch(/^Your insurer checks that the prescription you upload next was written by this doctor/));
  });

  it('France: the mutuelle’s card, then the patient, then the second insurance each say their own why', async () => {
    await start('fr-fr', 'FR');
    pageFlow.value = await getPageFlow(currentApi(), 'FR');
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((i) => i.id === MUTUELLE_ID)!);
    go('insurance-member');
    render(
      <>
        <InsuranceMember />
        <Tip />
      </>,
    );
    // A question, with its mark (the query reads the narrow no-break space before it as a space).
    const why = 'Pourquoi cette question ?';
    expect(await tip(why)).toMatch(/^Votre mutuelle vous identifie grâce à ces informations, telles qu’elles figurent sur votre carte de tiers payant\./);
    cleanup();
    go('insurance-information');
    act(() => void (formIndex.value = 1));
    render(
      <>
        <InsuranceInformation />
        <Tip />
      </>,
    );
    expect(await tip(why)).toMatch(/^Votre mutuelle identifie le patient/);
    act(() => void (formIndex.value = 2));
    await waitFor(async () => expect(await tip(why)).toMatch(/^Une seconde mutuelle peut rembourser une partie de ce que la première ne prend pas en charge\./));
  });
});
