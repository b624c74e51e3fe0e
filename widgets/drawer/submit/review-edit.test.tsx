// A change of doctor from the review, then the submit (spec 000 section 4: "Changing the patient or doctor name
// invalidates the validated prescription"; section 2: edit returns to the review), in Quebec French as a tester walked
// it, against the real sandbox in process. The sandbox sends the validated prescription back (FOR_REVIEW, the record
// PRESCRIPTIONS_REQUIRED) and takes no submit until it is validated again: the shopper must be taken there, or told.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { useSignals } from '@preact/signals-react/runtime';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { record, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { go, pageFlow, resetFlow, view } from '../../../signals/drawer/flow.ts';
import { openDrawer, resetDrawer } from '../../../signals/drawer/drawer.ts';
import { resetSubmit, submitClock } from '../../../signals/drawer/submit/flow-submit.ts';
import { resetPrescriptionFlow, validationClock } from '../../../signals/drawer/prescription/flow-validation.ts';
import InsuranceInformation from '../information/InsuranceInformation.tsx';
import Validate from '../prescription/Validate.tsx';
import SelectProduct from '../product/SelectProduct.tsx';
import Review from './Review.tsx';
import { claimAt, drawerSandbox, idleButton } from '../../../test/component/drawer-claim.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';

let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(async () => {
  resetPrescriptionFlow();
  // A Quebec shop: the tester's words, so English of ours showing would be seen.
  ({ sandbox } = await drawerSandbox('fr-ca'));
  // The validation's waits run on the sandbox's clock too: a pause passes the moment it is taken.
  validationClock.current = submitClock.current;
  pageFlow.value = sandboxPageFlow('NA');
});
afterEach(() => {
  cleanup();
  resetSubmit();
  resetPrescriptionFlow();
  resetFlow();
  resetDrawer();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A record at READY_TO_CLAIM through the service: member, patient, doctor Sam Lee, prescription.png validated, glasses chosen. */
async function readyToClaim(): Promise<void> {
  await claimAt(sandbox, 'ready-to-claim');
  expect(record.value?.status).toBe('READY_TO_CLAIM');
}

/** The views the walk meets, switched by the view signal as the drawer's shell would. */
function Flow() {
  useSignals();
  if (view.value === 'review') return <Review />;
  if (view.value === 'insurance-information') return <InsuranceInformation />;
  if (view.value === 'validate') return <Validate />;
  if (view.value === 'select-product') return <SelectProduct />;
  return <p>{view.value}</p>;
}

const prescriptions = () => within(screen.getByRole('region', { name: 'Ordonnances' }));

/** Accepts the terms, and once the review has rendered them accepted, sends the claim with its footer. */
async function acceptAndSubmit(): Promise<void> {
  const terms = await screen.findByRole('checkbox', { name: /J’accepte les conditions générales/ });
  await act(async () => void fireEvent.click(terms));
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
}

/** The drawer open on the review, as the shopper has it: the submit's result is the open drawer's. */
function onReview(): void {
  openDrawer('review');
  go('review');
}

describe('spec 000 §4: a doctor changed from the review sends the prescription to be validated again', () => {
  it('the doctor’s Continue goes on to the validation, then back to the review (the edit’s return route), and the claim is sent', async () => {
    await readyToClaim();
    onReview();
    render(<Flow />);
    expect(prescriptions().getByText('prescription.png : validée')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Modifier\s«\sMédecin\s»$/u }));
    const lastName = (await screen.findByRole('textbox', { name: /^Nom du médecin/ })) as HTMLInputElement;
    await waitFor(() => expect(lastName.value).toBe('Lee'));
    fireEvent.input(lastName, { target: { value: 'Leeson' } });
    // What the page promised before saving (the information view's own words) is what happens after.
    expect(await screen.findByText(/votre ordonnance validée sera vérifiée de nouveau/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    // The sandbox sent the validated file back; the flow takes the shopper to its validation, not to a review that
    // cannot be submitted; validated again, the edit returns to the review it began from. The products chosen before
    // are still the claim's (a changed name clears none, spec 000 §4): nothing to choose again.
    await screen.findByRole('heading', { name: 'Vérifiez votre demande' });
    expect(screen.queryByRole('heading', { name: 'Choisissez les produits à couvrir' })).toBeNull();
    expect(record.value?.claimData?.referrer?.lastName).toBe('Leeson');
    expect(record.value?.prescriptions?.[0]?.status).toBe('AUTO_APPROVED');
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    await screen.findByRole('heading', { name: 'Vérifiez votre demande' });
    expect(prescriptions().getByText('prescription.png : validée')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Médecin' }).textContent).toContain('Sam Leeson');
    // The review as the shopper reads it before submitting: its benefits and its estimate have come.
    await screen.findByRole('list', { name: 'Vos garanties' });
    await screen.findByText('Couverture estimée');
    await acceptAndSubmit();
    await screen.findByRole('dialog', { name: 'Demande appliquée' });
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });

  it('a review that finds the prescription sent back says so, sends nothing, and its button validates it again', async () => {
    await readyToClaim();
    // The doctor changed outside this review (another tab, a reload after the save): the record as the service keeps it.
    setRecord(await updateClaimRecord(currentApi(), record.value?.id ?? '', { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Leeson' } }));
    expect([record.value?.status, record.value?.prescriptions?.[0]?.status]).toEqual(['PRESCRIPTIONS_REQUIRED', 'FOR_REVIEW']);
    onReview();
    render(<Flow />);
    expect(prescriptions().getByText('prescription.png : action requise')).toBeTruthy();
    expect(prescriptions().getByText('Votre ordonnance doit être vérifiée avant que vous puissiez envoyer votre demande.')).toBeTruthy();
    // A refresh would change nothing: the file moves only once it is sent for validation again.
    expect(prescriptions().queryByRole('button', { name: 'Actualiser le statut' })).toBeNull();
    const check = prescriptions().getByRole('button', { name: 'Vérifier mon ordonnance' });

    await acceptAndSubmit();
    await waitFor(() => expect(document.activeElement).toBe(check));
    expect(sandbox.calls.filter((call) => call.endsWith('/claim/submit'))).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The check is an edit: validated again, it returns to the review, with no products screen between, since the
    // products chosen before are still the claim's (a changed name clears none, spec 000 §4).
    const seen: string[] = [];
    const stop = view.subscribe((shown) => void seen.push(shown));
    fireEvent.click(check);
    await waitFor(() => expect(prescriptions().getByText('prescription.png : validée')).toBeTruthy());
    stop();
    expect(seen.slice(1)).toEqual(['validate', 'review']);
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await screen.findByRole('dialog', { name: 'Demande appliquée' });
  });

  it('a check of the prescription that finds its products cleared goes on to the products, then the review', async () => {
    // The prescription validated with no products chosen for it (as a replaced one leaves it), then the doctor changed
    // outside this review: the prescription is sent back, still with none.
    const id = await claimAt(sandbox, 'prescription-approved');
    setRecord(await updateClaimRecord(currentApi(), id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Leeson' } }));
    expect([record.value?.status, record.value?.prescriptions?.[0]?.status]).toEqual(['PRESCRIPTIONS_REQUIRED', 'FOR_REVIEW']);
    onReview();
    render(<Flow />);
    fireEvent.click(prescriptions().getByRole('button', { name: 'Vérifier mon ordonnance' }));
    await screen.findByRole('heading', { name: 'Choisissez les produits à couvrir' });
    fireEvent.click(await idleButton('Continuer'));
    await screen.findByRole('heading', { name: 'Vérifiez votre demande' });
    expect(record.value?.status).toBe('READY_TO_CLAIM');
  });
});
