// The review's benefits list names each plan as "See benefits" and the overview do (benefitName, spec 000 §3 and spec 001
// §3 benefit types): the eye exam the insurer offers in store is "Eye exams" there too, never "Other benefit". Against the
// in-process sandbox, whose member has an eye exam not available online.
import { describe, expect, test } from 'vitest';
import { render, screen, within } from '@testing-library/preact';
import { claimAt, drawerSandbox, resetDrawerAfterEach } from '../../../test/component/drawer-claim.ts';
import toggleEn from '../../../strings/en/status/toggle.ts';
import toggleFrCa from '../../../strings/fr-CA/status/toggle.ts';
import ReviewBenefits from './review-benefits.tsx';

resetDrawerAfterEach();

describe('spec 001 §3 benefit types: the review names each benefit as "See benefits" does', () => {
  test.each([
    { locale: 'en-ca', list: 'Your benefits', toggle: toggleEn, eyeExam: 'Eye exams: not available (In store only)' },
    { locale: 'fr-ca', list: 'Vos garanties', toggle: toggleFrCa, eyeExam: 'Examens de la vue\u00a0: non disponible (En magasin uniquement)' },
  ])('$locale: the eye exam, and each benefit, named as in the switch’s list', async ({ locale, list, toggle, eyeExam }) => {
    const { sandbox } = await drawerSandbox(locale);
    await claimAt(sandbox, 'ready-to-claim');
    render(<ReviewBenefits />);
    const rows = within(await screen.findByRole('list', { name: list })).getAllByRole('listitem').map((item) => item.textContent ?? '');
    // Each row is "name: available or not (the insurer's description)".
    expect(rows.map((row) => row.split(/\u00a0?: /u)[0])).toEqual([toggle.planFRAME, toggle.planLENSES, toggle.planCONTACT_LENSES, toggle.planEYE_EXAM]);
    expect(rows).toContain(eyeExam);
  });
});
