// Fewer keystrokes (issue 24), as the shopper sees them in English, Quebec French and the French of France, against the
// real sandbox in process: the policy holder filled from the shop's customer and the patient from the holder under Self
// (spec 000 §§3, 6; spec 001 §3), the dates people type read and shown in the flow's format, a refused date naming the
// format to type, and a refused field marked by more than colour (spec 001 §5).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { createCore } from '../../../sandbox/core.ts';
import { createState } from '../../../sandbox/state.ts';
import { SESSION_HEADER } from '../../../sandbox/shop.ts';
import { IN_NETWORK_ID, MUTUELLE_ID } from '../../../sandbox/service/catalogue.ts';
import { getPageFlow } from '../../../src/api/insurer/configurations.ts';
import { currentApi } from '../../../signals/claim/claim-kit.ts';
import { record } from '../../../signals/claim/claim.ts';
import { go, pageFlow, resetFlow, view } from '../../../signals/drawer/flow.ts';
import { chooseInsurer, loadInsurers } from '../../../signals/drawer/insurer/flow-insurer.ts';
import { loadSession } from '../../../signals/session/session.ts';
import InsuranceMember from '../member/InsuranceMember.tsx';
import InsuranceInformation from './InsuranceInformation.tsx';
import { configure } from '../../../test/component/setup.ts';
import { ORIGIN } from '../../../test/component/sandbox-fetch.ts';

/** A signed-in demo customer (Alex Martin, spec 000 §3's customer) of a shop in a locale and country. */
async function start(locale: string, country: 'CA' | 'FR'): Promise<void> {
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, locale, country, currency: country === 'FR' ? 'EUR' : 'CAD' });
  const state = createState({ delayScale: 0 });
  const { app } = createCore(state);
  const visitor = state.signIn(state.newSession(), 'alex.martin@example.com');
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, ORIGIN);
    const headers = new Headers(init?.headers);
    headers.set(SESSION_HEADER, visitor.id);
    return app.fetch(new Request(url, { ...init, headers }));
  });
  await loadSession();
  resetFlow();
  pageFlow.value = await getPageFlow(currentApi(), country);
  const { insurers } = await loadInsurers();
  await chooseInsurer(insurers.find((i) => i.id === (country === 'FR' ? MUTUELLE_ID : IN_NETWORK_ID))!);
  go('insurance-member');
  render(<InsuranceMember />);
}

afterEach(() => {
  cleanup();
  resetFlow();
  vi.unstubAllGlobals();
});

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string | RegExp, value: string) => fireEvent.input(field(label), { target: { value } });
/** Types, then leaves the field, as a shopper tabbing on. */
function typeAndLeave(label: string | RegExp, value: string): void {
  type(label, value);
  // preact/compat listens for focusout, which a browser fires with blur.
  fireEvent.focusOut(field(label));
}
/** Picks an option as a browser reports it (fireEvent.change on a select does not reach Preact's listener under happy-dom). */
function choose(label: string, value: string): void {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  select.value = value;
  act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
}

/** The North American words, in English and in Quebec French (strings/en, strings/fr-CA). */
const NORTH_AMERICA = [
  {
    locale: 'en-ca', holderFirst: 'Policy holder’s first name', holderLast: 'Policy holder’s last name', dob: /^Date of birth/, memberId: 'Member ID',
    check: 'Check eligibility', found: 'Good news, we found you', next: 'Continue', relationship: 'Relationship to the policy holder',
    patientFirst: 'Patient’s first name', patientLast: 'Patient’s last name',
    refusal: 'Please enter a valid date of birth in the format MM/DD/YYYY, e.g. 01/15/1985',
  },
  {
    locale: 'fr-ca', holderFirst: 'Prénom du titulaire de la police', holderLast: 'Nom du titulaire de la police', dob: /^Date de naissance/, memberId: 'Numéro de membre',
    check: 'Vérifier l’admissibilité', found: 'Bonne nouvelle, nous vous avons trouvé', next: 'Continuer', relationship: 'Lien avec le titulaire de la police',
    patientFirst: 'Prénom du patient', patientLast: 'Nom du patient',
    refusal: 'Veuillez indiquer une date de naissance valide au format MM/JJ/AAAA, par exemple 01/15/1985',
  },
] as const;

describe.each(NORTH_AMERICA)('the North American forms in $locale (spec 001 §5: MM / DD / YYYY)', (words) => {
  it('fills the policy holder from the shop’s customer, reads the dates people type and names the format of a refused one', async () => {
    await start(words.locale, 'CA');
    expect(field(words.holderFirst).value).toBe('Alex');
    expect(field(words.holderLast).value).toBe('Martin');
    // Each way of writing 15 January 1985 shows as the flow writes it once the shopper moves on.
    for (const typed of ['1/15/1985', '01151985', '1985-01-15', '15/01/1985', '01 / 15 / 1985']) {
      typeAndLeave(words.dob, typed);
      expect(field(words.dob).value, typed).toBe('01/15/1985');
    }
    typeAndLeave(words.dob, '13/13/85');
    expect(field(words.dob).value).toBe('13/13/85');
    type(words.memberId, 'W1234567');
    fireEvent.click(screen.getByRole('button', { name: words.check }));
    const input = field(words.dob);
    const message = await screen.findByText(words.refusal);
    // Marked by more than colour: invalid, described by its message, which carries an icon; the first refused field has focus.
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(message.parentElement?.id);
    expect(message.parentElement?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(input.closest('.field')?.classList.contains('invalid')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText(/^(Group ID|Numéro de groupe)$/));
  });

  it('fills the patient from the policy holder under Self, and a change of relationship clears only what was filled', async () => {
    await start(words.locale, 'CA');
    type(words.memberId, 'W1234567');
    type(/^(Group ID|Numéro de groupe)$/, 'GRP-100');
    typeAndLeave(words.dob, '4/12/1988');
    type(/^(Postal code|Code postal)$/, 'H2X 1Y4');
    fireEvent.click(screen.getByRole('button', { name: words.check }));
    await screen.findByRole('heading', { name: words.found });
    fireEvent.click(await screen.findByRole('button', { name: words.next }));
    cleanup();
    render(<InsuranceInformation />);
    expect((screen.getByLabelText(words.relationship) as HTMLSelectElement).value).toBe('SELF');
    expect([field(words.patientFirst).value, field(words.patientLast).value, field(words.dob).value]).toEqual(['Alex', 'Martin', '04/12/1988']);
    choose(words.relationship, 'SPS');
    expect([field(words.patientFirst).value, field(words.patientLast).value, field(words.dob).value]).toEqual(['', '', '']);
    type(words.patientFirst, 'Sam');
    choose(words.relationship, 'SELF');
    // What was typed stays; what Self fills comes back where the field is empty.
    expect([field(words.patientFirst).value, field(words.patientLast).value, field(words.dob).value]).toEqual(['Sam', 'Martin', '04/12/1988']);
    choose(words.relationship, 'CHILD');
    expect([field(words.patientFirst).value, field(words.patientLast).value]).toEqual(['Sam', '']);
    choose(words.relationship, 'SELF');
    type(words.patientFirst, 'Alex');
    // The holder as the patient is sent as shown, though only the first name was typed here.
    fireEvent.click(screen.getByRole('button', { name: words.next }));
    await waitFor(() => expect(record.value?.claimData?.patient).toMatchObject({ firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12' }));
    expect(record.value?.claimData?.patientRelationship).toBe('SELF');
  });
});

describe('the French forms in the French of France (spec 001 §5: DD / MM / YYYY)', () => {
  it('fills the insured person and the patient, reads 15011985 day first and names the format of a refused date', async () => {
    await start('fr-fr', 'FR');
    expect(field('Prénom de l’assuré').value).toBe('Alex');
    expect(field('Nom de l’assuré').value).toBe('Martin');
    type('Numéro d’adhérent', 'MUT-1');
    choose('Type de couverture', 'ADDITIONAL_INSURANCE');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(view.value).toBe('insurance-information'));
    cleanup();
    render(<InsuranceInformation />);
    expect([field('Prénom du patient').value, field(/^Nom du patient/).value]).toEqual(['Alex', 'Martin']);
    for (const typed of ['15011985', '15/1/1985', '1985-01-15', '01/15/1985']) {
      typeAndLeave(/^Date de naissance/, typed);
      expect(field(/^Date de naissance/).value, typed).toBe('15/01/1985');
    }
    typeAndLeave(/^Date de naissance/, '31/02/1985');
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    // The format was right: the day does not exist, and the message says so.
    expect(await screen.findByText('Cette date n’existe pas : vérifiez le jour et le mois')).toBeTruthy();
    typeAndLeave(/^Date de naissance/, '31/02/85');
    expect(await screen.findByText('Veuillez saisir une date de naissance valide au format JJ/MM/AAAA, par exemple 15/01/1985')).toBeTruthy();
    expect(field(/^Date de naissance/).getAttribute('aria-invalid')).toBe('true');
  });

  it('an English page of a French shop names the day-first format', async () => {
    await start('en-ca', 'FR');
    type('Member number', 'MUT-1');
    choose('Type of cover', 'ADDITIONAL_INSURANCE');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(view.value).toBe('insurance-information'));
    cleanup();
    render(<InsuranceInformation />);
    typeAndLeave(/^Patient’s date of birth/, '2/31/85');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid date of birth in the format DD/MM/YYYY, e.g. 15/01/1985')).toBeTruthy();
    typeAndLeave(/^Patient’s date of birth/, '2/31/1985');
    expect(await screen.findByText('This date does not exist: check the day and the month')).toBeTruthy();
  });
});
