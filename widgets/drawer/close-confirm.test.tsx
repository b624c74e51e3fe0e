// The drawer's close confirmation (spec 000 §2) while the shopper's details are on their way to the insurer: the member
// view and the shell's confirmation against the real sandbox in process, the lookup of a SLOW member (every insurer
// answer takes 20 s on the sandbox's clock, which the test alone moves), in the French of France, English and Quebec French.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { CloseConfirm } from './chrome.tsx';
import InsuranceMember from './member/InsuranceMember.tsx';
import { IN_NETWORK_ID, MUTUELLE_ID, type Market } from '../../sandbox/service/catalogue.ts';
import { pageFlow as sandboxPageFlow } from '../../sandbox/service/configurations.ts';
import { SLOW_DELAY_MS } from '../../sandbox/service/scenarios.ts';
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { record } from '../../signals/claim/claim.ts';
import { currentApi, startClaim } from '../../signals/claim/claim-actions.ts';
import { drawerTarget, openDrawer } from '../../signals/drawer/drawer.ts';
import { go, pageFlow } from '../../signals/drawer/flow.ts';
import { drafts } from '../../signals/drawer/drafts.ts';
import { chooseInsurer, loadInsurers } from '../../signals/drawer/insurer/flow-insurer.ts';
import { signedInVisitor } from '../../test/component/setup.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A market's shop, its member form as the shopper fills it (a SLOW member), and the words met on the way. */
interface Row {
  config: Record<string, string>;
  market: Market;
  insurer: string;
  fields: Record<string, string>;
  choices: Record<string, string>;
  heading: string;
  submit: string;
  sending: RegExp;
  cancel: string;
  title: string;
  body: string;
  unsent: string;
  close: string;
  stay: string;
}

const FRANCE = { country: 'FR', currency: 'EUR' };

describe('spec 000 §2: Finish later while the details are being sent says they are being sent and kept, and that closing does not stop it', () => {
  it.each<[string, Row]>([
    [
      'fr-FR',
      {
        config: { locale: 'fr-fr', ...FRANCE },
        market: 'FR',
        insurer: MUTUELLE_ID,
        fields: { 'Numéro d’adhérent': 'SLOW-1234', 'Prénom de l’assuré': 'Camille', 'Nom de l’assuré': 'Durand' },
        choices: { 'Type de couverture': 'ADDITIONAL_INSURANCE' },
        heading: 'Votre contrat de mutuelle',
        submit: 'Continuer',
        sending: /Nous transmettons vos informations à votre mutuelle/,
        cancel: 'Terminer plus tard',
        title: 'Fermer pendant l’envoi de vos informations\u202f?',
        body: 'Vos informations sont en cours d’envoi à votre mutuelle et restent enregistrées avec votre demande. Fermer n’arrête pas l’envoi\u202f: vous trouverez la réponse en revenant.',
        unsent: 'pas encore envoyé',
        close: 'Fermer',
        stay: 'Attendre la réponse',
      },
    ],
    [
      'English',
      {
        config: { locale: 'en-fr', ...FRANCE },
        market: 'FR',
        insurer: MUTUELLE_ID,
        fields: { 'Member number': 'SLOW-1234', 'Insured person’s first name': 'Camille', 'Insured person’s last name': 'Durand' },
        choices: { 'Type of cover': 'ADDITIONAL_INSURANCE' },
        heading: 'Your supplementary health insurance',
        submit: 'Continue',
        sending: /We’re sending your details to your insurer/,
        cancel: 'Finish later',
        title: 'Close while we send your details?',
        body: 'Your details are on their way to your insurer and are kept with your claim. Closing doesn’t stop this: the answer will be here when you come back.',
        unsent: 'not sent yet',
        close: 'Close',
        stay: 'Wait for the answer',
      },
    ],
    [
      'fr-CA',
      {
        config: { locale: 'fr-ca' },
        market: 'NA',
        insurer: IN_NETWORK_ID,
        fields: {
          'Numéro de membre': 'SLOW-1234',
          'Numéro de groupe': 'GRP-100',
          'Prénom du titulaire de la police': 'Alex',
          'Nom du titulaire de la police': 'Martin',
          'Date de naissance': '01 / 15 / 1985',
          'Code postal': 'H2X 1Y4',
        },
        choices: {},
        heading: 'Vérifier l’admissibilité',
        submit: 'Vérifier l’admissibilité',
        sending: /Nous vérifions vos renseignements auprès de votre assureur/,
        cancel: 'Terminer plus tard',
        title: 'Fermer pendant l’envoi de vos renseignements?',
        body: 'Vos renseignements sont en cours d’envoi à votre assureur et restent enregistrés avec votre demande. Fermer n’arrête pas l’envoi\u00a0: vous trouverez la réponse à votre retour.',
        unsent: 'pas encore envoyé',
        close: 'Fermer',
        stay: 'Attendre la réponse',
      },
    ],
  ])('%s', async (_language, row) => {
    const sandbox = await signedInVisitor(row.config);
    pageFlow.value = sandboxPageFlow(row.market);
    await startClaim();
    const { insurers } = await loadInsurers();
    await chooseInsurer(insurers.find((insurer) => insurer.id === row.insurer)!);
    openDrawer('insurance-member');
    go('insurance-member');
    render(
      <>
        <InsuranceMember />
        <CloseConfirm dialog={{ current: null }} />
      </>,
    );
    await screen.findByRole('heading', { level: 3, name: row.heading });
    for (const [label, value] of Object.entries(row.fields)) fireEvent.input(await screen.findByLabelText(new RegExp(`^${label}`)), { target: { value } });
    for (const [label, value] of Object.entries(row.choices)) {
      // As a browser reports it: fireEvent.change on a select does not reach Preact's listener under happy-dom.
      const select = screen.getByLabelText(label) as HTMLSelectElement;
      select.value = value;
      act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
    }
    fireEvent.click(screen.getByRole('button', { name: row.submit }));
    expect(await screen.findByText(row.sending)).toBeTruthy();
    // The loading screen shows from the press; the details are with the service once the record says so.
    await waitFor(() => expect(record.value?.status).toBe('QUOTE_REQUESTED'));

    const cancel = screen.getByRole('button', { name: row.cancel });
    fireEvent.click(cancel);
    const question = await screen.findByRole('dialog', { name: row.title });
    expect(question.textContent).toContain(row.body);
    expect(question.textContent).not.toContain(row.unsent);
    expect(within(question).getAllByRole('button').map((button) => button.textContent).sort()).toEqual([row.close, row.stay].sort());

    // Waiting keeps the drawer on the sending screen.
    fireEvent.click(within(question).getByRole('button', { name: row.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: row.title })).toBeNull());
    expect(screen.getByText(row.sending)).toBeTruthy();
    expect(drawerTarget.value).toBe('insurance-member');

    // Closing does what it said: the drawer closes, what was typed is kept, and the insurer's answer still comes.
    fireEvent.click(cancel);
    fireEvent.click(within(await screen.findByRole('dialog', { name: row.title })).getByRole('button', { name: row.close }));
    expect(drawerTarget.value).toBeNull();
    expect(Object.values(drafts.value)).toContain('SLOW-1234');
    sandbox.state.advanceClock(SLOW_DELAY_MS + 1);
    expect((await getClaimRecord(currentApi(), record.value?.id ?? '')).status).not.toBe('QUOTE_REQUESTED');
  });
});
