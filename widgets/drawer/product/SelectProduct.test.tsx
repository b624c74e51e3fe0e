// The product choice as the shopper sees it (spec 000 §2 select-product, §5 and §9; spec 001 §5), against the real
// sandbox in process, in English and in French: the best use of the benefits ticked, the reason said, each line priced,
// and only the products of the prescription's kind offered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import SelectProduct from './SelectProduct.tsx';
import { loadSession } from '../../../signals/session/session.ts';
import { record, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi, loadInsuranceState, startClaim } from '../../../signals/claim/claim-actions.ts';
import { go, pageFlow, resetFlow, setViewOnly, view } from '../../../signals/drawer/flow.ts';
import { resetPrescriptionFlow } from '../../../signals/drawer/prescription/flow-validation.ts';
import { bestChoice, resetProductChoice } from '../../../signals/drawer/product/product-choice.ts';
import { getClaimRecord, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { getPageFlow } from '../../../src/api/insurer/configurations.ts';
import { syncInsuranceMember } from '../../../src/api/claim/eligibility.ts';
import { uploadPrescription, validatePrescription } from '../../../src/api/prescription/prescriptions.ts';
import { COMING_SOON_ID, IN_NETWORK_ID } from '../../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../../sandbox/service/scenarios.ts';
import { configure } from '../../../test/component/setup.ts';
import { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import { timesSaid, watchFocus, watchLiveRegions } from '../../../test/component/said.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

/**
 * What the shopper reads, by language; the prices are the demo cart's (a frame at 149.00, lenses at 99.00). Testing
 * Library reads the page's no-break spaces as spaces.
 */
const WORDS = {
  en: {
    locale: 'en-ca',
    langId: '-1',
    heading: 'Choose the products to cover',
    reason: 'We picked the items that get you the most from your benefits.',
    finding: 'Finding the products your benefits cover best…',
    glasses: 'Harbour round frame, tortoise + Single vision lenses, anti-reflective',
    frame: 'Harbour round frame, tortoise: $149.00',
    lenses: 'Single vision lenses, anti-reflective: $99.00',
    contacts: /Daily contact lenses/,
    next: 'Continue',
    required: 'Please select an option',
    pageOf: (n: number) => `Prescription ${n} of 2`,
    needsContacts: 'Contact lenses need a contact lens prescription of their own. To cover Daily contact lenses, 90 pack too, add one from the same doctor.',
    needsGlasses: /^Glasses need a glasses prescription of their own\. To cover Harbour round frame, tortoise, Single vision lenses, anti-reflective/,
    addRx: 'Add a prescription',
    comingSoon: "Contact lenses aren’t eligible yet: your insurer won’t pay for them on this claim.",
  },
  fr: {
    locale: 'fr-ca',
    langId: '-2',
    heading: 'Choisissez les produits à couvrir',
    reason: 'Nous avons choisi les articles qui vous font profiter au maximum de vos garanties.',
    finding: 'Nous cherchons les produits que vos garanties couvrent le mieux…',
    glasses: 'Monture ronde Harbour, écaille + Verres unifocaux, antireflet',
    frame: 'Monture ronde Harbour, écaille : 149,00 $',
    lenses: 'Verres unifocaux, antireflet : 99,00 $',
    contacts: /Lentilles journalières/,
    next: 'Continuer',
    required: 'Veuillez choisir une option',
    pageOf: (n: number) => `Ordonnance ${n} sur 2`,
    needsContacts: 'Les lentilles demandent leur propre ordonnance de lentilles. Pour faire couvrir Lentilles journalières, boîte de 90 aussi, ajoutez-en une du même médecin.',
    needsGlasses: /^Les lunettes demandent leur propre ordonnance de lunettes\. Pour faire couvrir Monture ronde Harbour, écaille, Verres unifocaux, antireflet/,
    addRx: 'Ajouter une ordonnance',
    comingSoon: 'Les lentilles de contact ne sont pas encore admissibles : votre assureur ne les paiera pas dans cette demande.',
  },
} as const;

let sandbox: ReturnType<typeof sandboxFetch>;
const count = (suffix: string) => sandbox.calls.filter((call) => call.endsWith(suffix)).length;

/**
 * A signed-in shopper whose prescriptions, named `files`, the insurer approved, on select-product; rendered into
 * `container` when one is given (a shadow root's, as on a shop's page). The member's carrier is `insurer`.
 */
async function onProducts(lang: keyof typeof WORDS, files: string | readonly string[], beforeView: () => void = () => {}, container?: HTMLElement, insurer = IN_NETWORK_ID): Promise<void> {
  configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', locale: WORDS[lang].locale, langId: WORDS[lang].langId });
  resetFlow();
  resetPrescriptionFlow();
  resetProductChoice();
  sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
  await sandbox.signIn();
  await loadSession();
  pageFlow.value = await getPageFlow(currentApi(), 'CA');
  const { id } = await startClaim();
  const insuree = { memberId: 'W1234567', policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
  const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
  await syncInsuranceMember(currentApi(), id, { primaryCoverage: { insurer: { id: insurer }, insuree }, patient, patientRelationship: 'SELF' });
  sandbox.state.advanceClock(SETTLE);
  await loadInsuranceState();
  await updateClaimRecord(currentApi(), id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' } });
  for (const file of typeof files === 'string' ? [files] : files) {
    const { prescriptionId = '' } = await uploadPrescription(currentApi(), id, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), file);
    await validatePrescription(currentApi(), id, prescriptionId);
  }
  for (let step = 0; step < 3; step++) {
    sandbox.state.advanceClock(SETTLE);
    setRecord(await getClaimRecord(currentApi(), id));
  }
  beforeView();
  go('select-product');
  render(<SelectProduct />, container ? { container } : {});
}

afterEach(() => {
  setViewOnly(false);
  cleanup();
  vi.unstubAllGlobals();
});

describe.each(['en', 'fr'] as const)('spec 000 §5 and §9: the product choice starts from the best use of the benefits (%s)', (lang) => {
  const w = WORDS[lang];

  it('ticks the glasses for a glasses prescription, says why, prices each line, and offers no contact lenses', async () => {
    await onProducts(lang, 'prescription.png');
    expect(screen.getByRole('heading', { name: w.heading })).toBeTruthy();
    await waitFor(() => expect(screen.getByText(w.reason)).toBeTruthy());
    const glasses = screen.getByRole('checkbox', { name: w.glasses }) as HTMLInputElement;
    expect(glasses.checked).toBe(true);
    // The reason describes the choice, and each line's price describes its checkbox.
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toContain(screen.getByText(w.reason).id);
    await waitFor(() => expect(screen.getByText(w.frame)).toBeTruthy());
    expect(screen.getByText(w.lenses)).toBeTruthy();
    const prices = glasses.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ').replace(/\s+/gu, ' ');
    expect(prices).toContain(w.frame);
    expect(screen.queryByRole('checkbox', { name: w.contacts })).toBeNull();
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: w.next }));
    await waitFor(() => expect(view.value).toBe('review'));
    expect(count('/select-claimable')).toBe(1);
    expect(record.value?.eligibleProducts?.find((g) => g.id === 'glasses')?.prescriptionId).toBe(record.value?.prescriptions?.[0]?.id);
  });

  it('the step’s wait and the reason of the choice it makes are shown, not said: the step’s opening asks nothing, and the reason is the choice’s description alone (WCAG 4.1.3)', async () => {
    const heard = watchLiveRegions();
    await onProducts(lang, 'prescription.png');
    expect(screen.getByText(w.finding)).toBeTruthy();
    expect(timesSaid(w.finding)).toBe(0);
    await waitFor(() => expect(screen.getByText(w.reason)).toBeTruthy());
    expect(timesSaid(w.reason)).toBe(0);
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toContain(screen.getByText(w.reason).id);
    heard.stop();
    expect(heard).toMatchObject({ said: [], insertedSaying: [] });
  });

  it('ticks the contact lenses for a contact lens prescription, and offers no glasses', async () => {
    await onProducts(lang, 'contact-lens-rx.png');
    await waitFor(() => expect(screen.getByText(w.reason)).toBeTruthy());
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.length).toBeGreaterThan(0);
    expect(boxes.every((box) => box.checked)).toBe(true);
    expect(screen.getByRole('checkbox', { name: w.contacts })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: w.glasses })).toBeNull();
  });

  it('spec 000 §5: says which products need a prescription of their own, by name, and Add a prescription leads to the upload', async () => {
    await onProducts(lang, 'prescription.png');
    await waitFor(() => expect(screen.getByText(w.needsContacts)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: w.addRx }));
    expect(view.value).toBe('select-prescription');
    cleanup();
    await onProducts(lang, 'contact-lens-rx.png');
    await waitFor(() => expect(screen.getByText(w.needsGlasses)).toBeTruthy());
    expect(screen.queryByText(w.needsContacts)).toBeNull();
  });

  it('one prescription of each kind: nothing is said to be missing, on the last page either', async () => {
    await onProducts(lang, ['prescription.png', 'contact-lens-rx.png']);
    await waitFor(() => expect(screen.getByText(w.reason)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: w.next }));
    await waitFor(() => expect(screen.getByText(w.pageOf(2))).toBeTruthy());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: w.contacts })).toBeTruthy());
    expect(screen.queryByRole('button', { name: w.addRx })).toBeNull();
    expect(screen.queryByText(w.needsContacts)).toBeNull();
  });

  it('spec 001 §8 CONTACT_LENSES_COMING_SOON: a carrier whose contact lens benefits are coming soon: the contacts page says they are not covered yet, offers no tick, and Continue goes on without them', async () => {
    await onProducts(lang, ['prescription.png', 'contact-lens-rx.png'], () => {}, undefined, COMING_SOON_ID);
    await waitFor(() => expect((screen.getByRole('checkbox', { name: w.glasses }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: w.next }));
    await waitFor(() => expect(screen.getByText(w.pageOf(2))).toBeTruthy());
    const message = await screen.findByText(w.comingSoon);
    const contacts = screen.getByRole('checkbox', { name: w.contacts }) as HTMLInputElement;
    expect([contacts.checked, contacts.disabled]).toEqual([false, true]);
    expect(contacts.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    fireEvent.click(screen.getByRole('button', { name: w.next }));
    await waitFor(() => expect(view.value).toBe('review'));
    expect(screen.queryByText(w.required)).toBeNull();
    expect(count('/select-claimable')).toBe(1);
    expect(record.value?.eligibleProducts?.filter((g) => g.prescriptionId).map((g) => g.id)).toEqual(['glasses']);
  });

  it('the shopper may untick the choice: the reason goes, and Continue asks for an option', async () => {
    await onProducts(lang, 'prescription.png');
    await waitFor(() => expect(screen.getByText(w.reason)).toBeTruthy());
    fireEvent.click(screen.getByRole('checkbox', { name: w.glasses }));
    expect((screen.getByRole('checkbox', { name: w.glasses }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(w.reason)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: w.next }));
    const error = await screen.findByText(w.required);
    expect(within(screen.getByRole('group')).getByText(w.required)).toBe(error);
    expect(count('/select-claimable')).toBe(0);
  });

  it('a view-only drawer shows what the record holds: nothing ticked for it, no reason, the prices still shown', async () => {
    await onProducts(lang, 'prescription.png', () => setViewOnly(true));
    await waitFor(() => expect(screen.getByText(w.frame)).toBeTruthy());
    // The best use of the benefits is known by now (the view asked for it first), yet not ticked in a view-only drawer.
    expect((await bestChoice())?.groups).toEqual(['glasses']);
    await act(() => Promise.resolve());
    const glasses = screen.getByRole('checkbox', { name: w.glasses }) as HTMLInputElement;
    expect([glasses.checked, glasses.disabled]).toEqual([false, true]);
    expect(screen.queryByText(w.reason)).toBeNull();
  });

  it('without the plans nothing is ticked on a guess, and no reason is given', async () => {
    await onProducts(lang, 'prescription.png', () => sandbox.state.faults.add({ call: 'insurance-plans', kind: 'status', status: 500, remaining: 10 }));
    await waitFor(() => expect(screen.getByText(w.frame)).toBeTruthy());
    expect((screen.getByRole('checkbox', { name: w.glasses }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText(w.reason)).toBeNull();
  });

  it('with two prescriptions, the second page is shown from its top with its heading focused, inside the widget\'s shadow root too', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const body = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('div'));
    body.className = 'drawer-body';
    const container = body.appendChild(document.createElement('div'));
    await onProducts(lang, ['prescription.png', 'contact-lens-rx.png'], () => {}, container);
    const inView = within(container);
    await waitFor(() => expect(inView.getByText(w.pageOf(1))).toBeTruthy());
    await waitFor(() => expect(inView.getByText(w.reason)).toBeTruthy());
    body.scrollTop = 400;
    fireEvent.click(inView.getByRole('button', { name: w.next }));
    await waitFor(() => expect(inView.getByText(w.pageOf(2))).toBeTruthy());
    const heading = inView.getByRole('heading', { name: w.heading });
    await waitFor(() => expect(host.shadowRoot?.activeElement).toBe(heading));
    expect(body.scrollTop).toBe(0);
    expect(view.value).toBe('select-product');
    host.remove();
  });

  it('with two prescriptions, focus goes from the first page\'s Continue to the second page\'s heading and never falls to the page\'s body between them', async () => {
    await onProducts(lang, ['prescription.png', 'contact-lens-rx.png']);
    await waitFor(() => expect(screen.getByText(w.pageOf(1))).toBeTruthy());
    await waitFor(() => expect(screen.getByText(w.reason)).toBeTruthy());
    const next = screen.getByRole('button', { name: w.next });
    next.focus();
    const focus = watchFocus();
    fireEvent.click(next);
    await waitFor(() => expect(screen.getByText(w.pageOf(2))).toBeTruthy());
    const heading = screen.getByRole('heading', { name: w.heading });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    focus.stop();
    expect(focus.fell).toBe(0);
    expect(focus.said).toEqual([heading.textContent]);
  });

  it('two glasses prescriptions and one pair of glasses: the second page says who covers it and Continue goes on without asking again', async () => {
    await onProducts(lang, ['prescription.png', 'second-glasses-prescription.png']);
    await waitFor(() => expect(screen.getByText(w.pageOf(1))).toBeTruthy());
    await waitFor(() => expect((screen.getByRole('checkbox', { name: w.glasses }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: w.next }));
    await waitFor(() => expect(screen.getByText(w.pageOf(2))).toBeTruthy());
    const glasses = (await screen.findByRole('checkbox', { name: w.glasses })) as HTMLInputElement;
    expect(glasses.checked).toBe(false);
    expect(glasses.getAttribute('aria-describedby')).toMatch(/-taken/);
    fireEvent.click(screen.getByRole('button', { name: w.next }));
    await waitFor(() => expect(view.value).toBe('review'));
    expect(screen.queryByText(w.required)).toBeNull();
    expect(count('/select-claimable')).toBe(1);
    expect(record.value?.eligibleProducts?.find((g) => g.id === 'glasses')?.prescriptionId).toBe(record.value?.prescriptions?.[0]?.id);
  });
});
