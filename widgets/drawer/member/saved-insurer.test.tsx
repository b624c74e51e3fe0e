// The member view opened without an insurer (the toggle's entry, a resume) reads the one the record names (spec 000 §7,
// GET insurers/{id}). When that read fails for anything but the order taken (a 500, a dropped connection), the view says
// it could not load the saved insurer, with Try again (spec 000 §8), against the real sandbox in process: never "Choose
// your insurer" as if none was saved, which would send the shopper back to the list for the insurer they chose.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, getDefaultNormalizer, render, screen } from '@testing-library/preact';
import InsuranceMember from './InsuranceMember.tsx';
import { resetDrawerAfterEach } from '../../../test/component/drawer-claim.ts';
import { goOffline } from '../../../test/component/connection.ts';
import { SAVED_INSURER_FAILED, savedClaimOn } from '../../../test/component/saved-insurer.ts';

resetDrawerAfterEach();
/** Text as written, its no-break spaces kept (French typography). */
const EXACT = getDefaultNormalizer({ collapseWhitespace: false });
afterEach(() => vi.restoreAllMocks());

const WORDS = [
  [
    'en-ca',
    {
      ...SAVED_INSURER_FAILED['en-ca'],
      choose: 'Choose your insurer',
      heading: 'Check eligibility',
      insurer: 'Insurer: Quillfeather Vision Plan',
      field: 'Member ID',
    },
  ],
  [
    'fr-ca',
    {
      ...SAVED_INSURER_FAILED['fr-ca'],
      choose: 'Choisir votre assureur',
      heading: 'Vérifier l’admissibilité',
      insurer: 'Assureur\u00a0: Régime de vision Quillfeather',
      field: 'Numéro de membre',
    },
  ],
] as const;

describe('spec 000 §8: the saved insurer that could not be read is said so, with Try again, not offered as a choice', () => {
  it.each(WORDS)('%s: the service fails the read (500); Try again shows the member form of the saved insurer', async (locale, w) => {
    const sandbox = await savedClaimOn(locale, 'insurer-chosen', 'insurance-member');
    sandbox.state.faults.add({ call: 'insurers/*', kind: 'status', status: 500, remaining: 1, method: 'GET' });
    render(<InsuranceMember />);
    const again = await screen.findByRole('button', { name: w.again, description: w.failed });
    expect(screen.getByRole('heading', { level: 3, name: w.failedHeading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: w.choose })).toBeNull();
    fireEvent.click(again);
    expect(await screen.findByText(w.insurer, { normalizer: EXACT })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: w.heading })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: w.field })).toBeTruthy();
    expect(screen.queryByRole('button', { name: w.again })).toBeNull();
    expect(screen.queryByRole('button', { name: w.choose })).toBeNull();
  });

  it.each(WORDS)('%s: the connection is down; back online, Try again shows the saved insurer', async (locale, w) => {
    await savedClaimOn(locale, 'insurer-chosen', 'insurance-member');
    const online = goOffline();
    render(<InsuranceMember />);
    const again = await screen.findByRole('button', { name: w.again, description: w.offline });
    expect(screen.getByRole('heading', { level: 3, name: w.offlineHeading })).toBeTruthy();
    expect(screen.queryByRole('button', { name: w.choose })).toBeNull();
    online();
    fireEvent.click(again);
    expect(await screen.findByText(w.insurer, { normalizer: EXACT })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: w.heading })).toBeTruthy();
  });
});
