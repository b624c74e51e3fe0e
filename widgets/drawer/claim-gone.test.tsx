// A claim cancelled elsewhere (another tab, spec 000 section 4: a 404 on the record is a deleted record, and a new start
// is allowed) while the whole drawer shows it, in Quebec French and English, against the real sandbox in process: each
// action on the record that is gone ends on one screen that says so, focused, with a new claim to start, and the
// call-to-action caught up; never a view left loading.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import { openDrawer, drawerTarget, type DrawerTarget } from '../../signals/drawer/drawer.ts';
import { cta, eligibleProductStatus, record, setInsuranceLoad, toggleOn } from '../../signals/claim/claim.ts';
import { catchUpInsuranceState } from '../../signals/claim/claim-load.ts';
import { view } from '../../signals/drawer/flow.ts';
import { session } from '../../signals/session/session.ts';
import { resetSubmit } from '../../signals/drawer/submit/flow-submit.ts';
import { resetPrescriptionFlow } from '../../signals/drawer/prescription/flow-validation.ts';
import { focusSays, timesSaid } from '../../test/component/said.ts';
import { cancelledElsewhere, claimAt, drawerSandbox, PNG, type ClaimStep, type DrawerSandbox } from '../../test/component/drawer-claim.ts';

/** What the shopper reads and presses, by language. */
const WORDS = {
  'fr-ca': {
    gone: 'Votre demande a été annulée',
    goneBody: 'Elle a été annulée ailleurs, par exemple dans un autre onglet, et ne peut donc plus être envoyée. Vous pouvez commencer une nouvelle demande.',
    startAgain: 'Commencer une nouvelle demande',
    insurers: 'Choisissez votre assureur',
    loading: 'Chargement…',
    review: 'Vérifiez votre demande',
    terms: /J’accepte les conditions/,
    submit: 'Envoyer la demande',
    products: 'Choisissez les produits à couvrir',
    picked: 'Nous avons choisi les articles qui vous font profiter au maximum de vos garanties.',
    continue: 'Continuer',
    upload: 'Téléversez votre ordonnance',
    addFiles: 'Ajouter des fichiers d’ordonnance',
    member: {
      'Numéro de membre': 'DEMO1234',
      'Numéro de groupe': 'G1',
      'Prénom du titulaire de la police': 'Alex',
      'Nom du titulaire de la police': 'Martin',
      'Date de naissance': '01 / 15 / 1985',
      'Code postal': 'H2X 1Y4',
    },
    check: 'Vérifier l’admissibilité',
  },
  'en-ca': {
    gone: 'Your claim was cancelled',
    goneBody: 'It was cancelled elsewhere, for example in another tab, so it can no longer be sent. You can start a new claim.',
    startAgain: 'Start a new claim',
    insurers: 'Choose your insurer',
    loading: 'Loading…',
    review: 'Review your claim',
    terms: /I accept the terms/,
    submit: 'Submit claim',
    products: 'Choose the products to cover',
    picked: 'We picked the items that get you the most from your benefits.',
    continue: 'Continue',
    upload: 'Upload your prescription',
    addFiles: 'Add prescription files',
    member: {
      'Member ID': 'DEMO1234',
      'Group ID': 'G1',
      'Policy holder’s first name': 'Alex',
      'Policy holder’s last name': 'Martin',
      'Date of birth': '01 / 15 / 1985',
      'Postal code': 'H2X 1Y4',
    },
    check: 'Check eligibility',
  },
} as const;
type Locale = keyof typeof WORDS;
type Words = (typeof WORDS)[Locale];

let drawer: DrawerSandbox;

beforeEach(() => {
  resetPrescriptionFlow();
});
afterEach(() => {
  cleanup();
  resetSubmit();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Brings the claim to the step, and opens the whole drawer on the view the page asks for, as the call-to-action would. */
async function openAt(locale: Locale, step: ClaimStep, target: DrawerTarget, heading: (w: Words) => string): Promise<Words> {
  drawer = await drawerSandbox(locale);
  await claimAt(drawer.sandbox, step, { terms: true });
  setInsuranceLoad('ready');
  render(<DrawerHost />);
  act(() => openDrawer(target));
  const w = WORDS[locale];
  await screen.findByRole('heading', { name: heading(w) });
  return w;
}

/** The screen every action on a gone claim ends on: its news read first, a new claim to start, the page caught up. */
async function expectGone(w: Words): Promise<void> {
  const heading = await screen.findByRole('heading', { name: w.gone });
  await waitFor(() => expect(document.activeElement).toBe(heading));
  // Said once, by the focus: the heading described by the news.
  expect(focusSays()).toBe(`${w.gone} ${w.goneBody}`);
  expect(timesSaid(w.goneBody)).toBe(1);
  expect(screen.queryByText(w.loading)).toBeNull();
  // The call-to-action and the switch caught up: no claim, the cart's eligibility asked again (a new start is allowed).
  await waitFor(() => expect(eligibleProductStatus.value).toBe('ELIGIBLE'));
  expect([record.value, toggleOn.value, cta.value]).toEqual([null, false, 'DEFAULT']);
  expect(drawerTarget.value).not.toBeNull();
  fireEvent.click(screen.getByRole('button', { name: w.startAgain }));
  expect(await screen.findByRole('heading', { name: w.insurers })).toBeTruthy();
  expect(view.value).toBe('insurers');
}

describe('spec 000 §4: a claim cancelled in another tab, met by the review\'s submit', () => {
  it.each(['fr-ca', 'en-ca'] as const)('%s: the drawer says the claim was cancelled and offers a new one; no claim is made', async (locale) => {
    const w = await openAt(locale, 'ready-to-claim', 'review', (x) => x.review);
    expect((screen.getByRole('checkbox', { name: w.terms }) as HTMLInputElement).checked).toBe(true);
    await cancelledElsewhere();
    fireEvent.click(screen.getByRole('button', { name: w.submit }));
    await expectGone(w);
    // The service refused the submit of a record it no longer has: no claim was made.
    expect(drawer.sandbox.calls.filter((c) => c.endsWith('/claim/submit'))).toHaveLength(1);
    expect(drawer.sandbox.state.service.customer(session.value?.userId ?? '').submits).toEqual([]);
  });
});

describe('spec 000 §4: every other action of the drawer on a claim that is gone ends the same way', () => {
  it('Continue on the products (select-claimable answers 404)', async () => {
    const w = await openAt('fr-ca', 'prescription-approved', 'select-product', (x) => x.products);
    await screen.findByText(w.picked);
    await cancelledElsewhere();
    fireEvent.click(screen.getByRole('button', { name: w.continue }));
    await expectGone(w);
  });

  it('an upload (put-url answers 404)', async () => {
    const w = await openAt('fr-ca', 'prescription-required', 'select-prescription', (x) => x.upload);
    await cancelledElsewhere();
    const input = screen.getByLabelText(w.addFiles);
    Object.defineProperty(input, 'files', { value: [new File([PNG], 'rx.png', { type: 'image/png' })], configurable: true });
    fireEvent(input, new Event('change', { bubbles: true }));
    await expectGone(w);
  });

  it('a member lookup (sync-insurance-member answers 404)', async () => {
    const w = await openAt('fr-ca', 'insurer-chosen', 'insurance-member', (x) => x.check);
    await cancelledElsewhere();
    // The insurer's form comes with its forms, read again for a drawer opened on the record.
    for (const [label, value] of Object.entries(w.member)) fireEvent.input(await screen.findByLabelText(new RegExp(`^${label}`)), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: w.check }));
    await expectGone(w);
  });

  it('the tab catching up when the shopper comes back to it, before any action', async () => {
    const w = await openAt('fr-ca', 'ready-to-claim', 'review', (x) => x.review);
    await cancelledElsewhere();
    await act(() => catchUpInsuranceState());
    await expectGone(w);
  });

  it('the drawer opened on the claim to continue it (the resume reads 404)', async () => {
    drawer = await drawerSandbox('fr-ca');
    await claimAt(drawer.sandbox, 'ready-to-claim');
    setInsuranceLoad('ready');
    await cancelledElsewhere();
    render(<DrawerHost />);
    act(() => openDrawer('loading'));
    await expectGone(WORDS['fr-ca']);
  });
});
