// The patient edited from the review (spec 000 §2: view states, "edit (returns to review)"), in the whole North American
// drawer against the real sandbox in process, in English and in Quebec French: Save on the patient's page returns to
// the review at once when the change asks nothing new of a later page, not through the doctor's page. The French of
// France is a French shop's, whose flow ends on the quote with no review to edit from (sandbox/service/configurations.ts);
// the French forms' answers that ask a later page for more are src/domain/information/edit-stop.test.ts's.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { record } from '../../../signals/claim/claim.ts';
import { idleButton, resetDrawerAfterEach, SETTLE } from '../../../test/component/drawer-claim.ts';
import { wholeDrawerOnReview } from '../../../test/component/whole-drawer.tsx';

resetDrawerAfterEach();

describe('spec 000 §2 "edit (returns to review)": the patient’s page edited from the review', () => {
  it.each([
    ['en-ca', { review: 'Review your claim', edit: /^Edit Patient$/, patient: 'Who is the eyewear for?', dob: /^Date of birth/, save: 'Save', doctor: 'Your eye doctor', region: 'Patient' }],
    ['fr-ca', { review: 'Vérifiez votre demande', edit: /^Modifier\s«\sPatient\s»$/u, patient: 'Qui portera les lunettes ou les lentilles?', dob: /^Date de naissance/, save: 'Enregistrer', doctor: 'Votre spécialiste de la vue', region: 'Patient' }],
  ] as const)('%s: Save returns to the review at once, the doctor’s page not shown again, focus back on the section’s Edit', async (locale, w) => {
    await wholeDrawerOnReview(locale, {}, w.review);
    fireEvent.click(screen.getByRole('button', { name: w.edit }));

    await screen.findByRole('heading', { name: w.patient });
    const dob = (await screen.findByRole('textbox', { name: w.dob })) as HTMLInputElement;
    await waitFor(() => expect(dob.value).toBe('04/12/1988'));
    fireEvent.input(dob, { target: { value: '05/12/1988' } });
    // The page says what its press does: it saves and returns, nothing more to answer.
    fireEvent.click(screen.getByRole('button', { name: w.save }));

    expect(await screen.findByRole('heading', { name: w.review })).toBeTruthy();
    // The shopper carries on from the section they changed, not from the review's top (WCAG 2.4.3).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: w.edit })));
    expect(screen.queryByRole('heading', { name: w.doctor })).toBeNull();
    await waitFor(() => expect(within(screen.getByRole('region', { name: w.region })).getByText(/05\/12\/1988|12\/05\/1988/)).toBeTruthy());
    expect(record.value?.claimData?.patient?.dateOfBirth).toBe('1988-05-12');
    // The date of birth is no name: the prescription stays validated and the claim ready to submit.
    expect(record.value?.status).toBe('READY_TO_CLAIM');
  });

  it('from the coverage’s edit, the member found’s "Change who the eyewear is for": the patient’s page, whose Save returns to the review', async () => {
    const { sandbox } = await wholeDrawerOnReview();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Coverage' }));
    // The member looked up again with the details the record holds, and found.
    await screen.findByRole('heading', { level: 3, name: 'Check eligibility' });
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^Member ID/ }) as HTMLInputElement).value).toBe('W1234567'));
    fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
    await screen.findByRole('heading', { name: 'Sit tight, we’re looking for you' });
    // Shown from the press: the answer is due once the service has the lookup.
    await waitFor(() => expect(record.value?.status).toBe('QUOTE_REQUESTED'));
    sandbox.state.advanceClock(SETTLE);
    await screen.findByRole('heading', { name: 'Good news, we found you' });

    fireEvent.click(await screen.findByRole('button', { name: 'Change who the eyewear is for' }));
    expect(await screen.findByRole('heading', { name: 'Who is the eyewear for?' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Review your claim' })).toBeNull();
    // Still the edit: its press saves and returns to the review.
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Review your claim' })).toBeTruthy();
    expect(record.value?.status).toBe('READY_TO_CLAIM');
  });
});

describe('spec 000 §2 "edit (returns to review)", WCAG 2.4.3: back on the review, focus is on the Edit the shopper pressed', () => {
  it.each([
    ['en-ca', { review: 'Review your claim', edit: /^Edit Prescriptions$/, heading: 'Upload your prescription', products: 'Choose the products to cover', next: 'Continue', back: 'Back' }],
    ['fr-ca', { review: 'Vérifiez votre demande', edit: /^Modifier\s«\sOrdonnances\s»$/u, heading: 'Téléversez votre ordonnance', products: 'Choisissez les produits à couvrir', next: 'Continuer', back: 'Retour' }],
  ] as const)('%s: the prescriptions continued through their check and products, then Back from a second edit: each time on Edit Prescriptions', async (locale, w) => {
    await wholeDrawerOnReview(locale, {}, w.review);
    fireEvent.click(screen.getByRole('button', { name: w.edit }));
    await screen.findByRole('heading', { name: w.heading });
    // The edit leaves for the prescriptions' check and the products they cover (src/domain/drawer/edit-route.ts onwardState).
    fireEvent.click(await screen.findByRole('button', { name: w.next }));
    await screen.findByRole('heading', { name: w.products }, { timeout: 5000 });
    fireEvent.click(await idleButton(w.next));
    await screen.findByRole('heading', { name: w.review });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: w.edit })));

    // Back from the edit ends it the same way.
    fireEvent.click(screen.getByRole('button', { name: w.edit }));
    await screen.findByRole('heading', { name: w.heading });
    fireEvent.click(screen.getByRole('button', { name: w.back }));
    await screen.findByRole('heading', { name: w.review });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: w.edit })));
  });
});
