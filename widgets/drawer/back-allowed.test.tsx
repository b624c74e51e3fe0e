// The header's Back once the claim is the insurer's, in the whole North American drawer against the real sandbox in
// process (spec 000 §2, "A back button appears when allowed"): after « Claim applied » the record takes no change to
// its answers, so no Back leads to a form whose Continue could only fail. The French accepted quote's is
// quote/quote-final.test.tsx.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { DrawerHost } from '../mount.tsx';
import { openDrawer } from '../../signals/drawer/drawer.ts';
import { record, setInsuranceLoad } from '../../signals/claim/claim.ts';
import { resetSubmit } from '../../signals/drawer/submit/flow-submit.ts';
import { claimAt, drawerSandbox } from '../../test/component/drawer-claim.ts';

afterEach(() => {
  cleanup();
  resetSubmit();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('spec 000 §2 "A back button appears when allowed": not once the claim is applied', () => {
  it.each([
    ['en-ca', { review: 'Review your claim', submit: 'Submit claim', applied: 'Claim applied', back: 'Back' }],
    ['fr-ca', { review: 'Vérifiez votre demande', submit: 'Envoyer la demande', applied: 'Demande appliquée', back: 'Retour' }],
  ] as const)('%s: the review has Back; behind « Claim applied » the header has none, even out of reach', async (locale, w) => {
    const { sandbox } = await drawerSandbox(locale);
    await claimAt(sandbox, 'ready-to-claim', { terms: true });
    setInsuranceLoad('ready');
    render(<DrawerHost />);
    act(() => openDrawer('loading'));
    await screen.findByRole('heading', { name: w.review });
    expect(screen.getByRole('button', { name: w.back })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: w.submit }));
    await screen.findByRole('dialog', { name: w.applied });
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(screen.queryByRole('button', { name: w.back, hidden: true })).toBeNull();
  });
});
