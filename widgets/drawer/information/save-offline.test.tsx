// A save of the shopper's details while the connection is down says so, and what to do (spec 000 §8, the generic error
// with its try again; src/domain/drawer/failure.ts): a page of the forms wizard, and the member found's Continue, which
// saves the patient and the doctor, against the real sandbox in process. A failure of the service still says its own.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { formIndex, go, pageFlow, view } from '../../../signals/drawer/flow.ts';
import InsuranceInformation from './InsuranceInformation.tsx';
import InsuranceMember from '../member/InsuranceMember.tsx';
import { claimAt, drawerSandbox, resetDrawerAfterEach, type DrawerSandbox } from '../../../test/component/drawer-claim.ts';
import { goOffline } from '../../../test/component/connection.ts';

resetDrawerAfterEach();
// goOffline's spy on navigator.onLine, should a test end before giving the connection back.
afterEach(() => vi.restoreAllMocks());

const WORDS = [
  ['en-ca', { patient: 'Who is the eyewear for?', doctor: 'Your eye doctor', doctorLast: 'Doctor’s last name', found: 'Good news, we found you', next: 'Continue', again: 'Try again', offline: 'You seem to be offline. Check your connection, then try again.', failed: 'We couldn’t save your details. Please try again.' }],
  ['fr-ca', { patient: 'Qui portera les lunettes ou les lentilles?', doctor: 'Votre spécialiste de la vue', doctorLast: 'Nom du médecin', found: 'Bonne nouvelle, nous vous avons trouvé', next: 'Continuer', again: 'Réessayer', offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.', failed: 'Nous n’avons pas pu enregistrer vos renseignements. Veuillez réessayer.' }],
] as const;

/** A North American claim waiting for its prescription, open on the patient page (headed `heading`); answers the sandbox. */
async function onPatientPage(locale: string, heading: string): Promise<DrawerSandbox['sandbox']> {
  const { sandbox } = await drawerSandbox(locale);
  pageFlow.value = sandboxPageFlow('NA');
  await claimAt(sandbox, 'prescription-required');
  go('insurance-information');
  render(<InsuranceInformation />);
  await screen.findByRole('heading', { level: 3, name: heading });
  return sandbox;
}

describe('spec 000 §8: saving details while offline says the connection dropped', () => {
  it.each(WORDS)('%s: the patient page’s Continue while offline; back online, Try again goes on to the doctor', async (locale, w) => {
    await onPatientPage(locale, w.patient);
    const online = goOffline();
    fireEvent.click(screen.getByRole('button', { name: w.next }));
    const again = await screen.findByRole('button', { name: w.again, description: w.offline });
    online();
    fireEvent.click(again);
    await screen.findByRole('heading', { level: 3, name: w.doctor });
    expect(formIndex.value).toBe(2);
  });

  it.each(WORDS)('%s: a save the service answered with a failure still says the details were not saved', async (locale, w) => {
    const sandbox = await onPatientPage(locale, w.patient);
    sandbox.state.faults.add({ call: 'claim-records/*', kind: 'status', status: 500, remaining: 1, method: 'PATCH' });
    fireEvent.click(screen.getByRole('button', { name: w.next }));
    expect(await screen.findByRole('button', { name: w.again, description: w.failed })).toBeTruthy();
  });

  it.each(WORDS)('%s: the member found’s Continue, which saves the patient and the doctor, while offline', async (locale, w) => {
    const { sandbox } = await drawerSandbox(locale);
    pageFlow.value = sandboxPageFlow('NA');
    await claimAt(sandbox, 'prescription-required');
    go('insurance-member');
    render(<InsuranceMember />);
    await screen.findByRole('heading', { level: 3, name: w.found });
    // Under Self the member found asks the doctor's fields, once the insurer's forms have come.
    expect((await screen.findByRole('textbox', { name: w.doctorLast }) as HTMLInputElement).value).toBe('Lee');
    const online = goOffline();
    fireEvent.click(await screen.findByRole('button', { name: w.next }));
    const again = await screen.findByRole('button', { name: w.again, description: w.offline });
    online();
    fireEvent.click(again);
    await waitFor(() => expect(view.value).toBe('select-prescription'));
  });
});
