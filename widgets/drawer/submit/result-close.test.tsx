// Where a submit's result leaves the shopper, in the whole drawer, in Quebec French and English, against the real sandbox
// in process (spec 000 sections 2 and 8): a final result is the end of the flow (closing it closes the drawer, focus
// back on what opened it); an error the shopper can act on closes back onto the review, answers intact; and while the
// claim is being sent the footer's cancel waits, and Escape says closing does not stop the claim, never asking about
// unsent changes nor stacking two dialogs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { drawerTarget, openDrawer } from '../../../signals/drawer/drawer.ts';
import { record, setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { view } from '../../../signals/drawer/flow.ts';
import { setDraft } from '../../../signals/drawer/drafts.ts';
import { resetSubmit, submitting } from '../../../signals/drawer/submit/flow-submit.ts';
import { claimAt, drawerSandbox, type DrawerSandbox } from '../../../test/component/drawer-claim.ts';

const WORDS = {
  'fr-ca': {
    drawer: 'Assurance vision',
    opener: 'Reprendre ma demande',
    review: 'Vérifiez votre demande',
    terms: /J’accepte les conditions/,
    submit: 'Envoyer la demande',
    applied: 'Demande appliquée',
    issues: 'Nous rencontrons des difficultés',
    later: 'Votre assureur met plus de temps que d’habitude',
    close: 'Fermer',
    closeFirst: 'Fermer pour le moment?',
    cancel: 'Terminer plus tard',
    sending: 'Fermer pendant l’envoi de votre demande?',
    sendingBody: 'Votre demande est en cours d’envoi à votre assureur. Fermer ne l’arrête pas et ne l’annule pas\u00a0: votre assureur répond quand même, et votre panier affiche sa réponse.',
    stay: 'Attendre la réponse',
  },
  'en-ca': {
    drawer: 'Vision insurance',
    opener: 'Continue my claim',
    review: 'Review your claim',
    terms: /I accept the terms/,
    submit: 'Submit claim',
    applied: 'Claim applied',
    issues: 'We’re experiencing some issues',
    later: 'Your insurer is taking longer than usual',
    close: 'Close',
    closeFirst: 'Close for now?',
    cancel: 'Finish later',
    sending: 'Close while we send your claim?',
    sendingBody: 'Your claim is on its way to your insurer. Closing doesn’t stop it or cancel it: your insurer still answers, and your cart shows the answer.',
    stay: 'Wait for the answer',
  },
} as const;
type Locale = keyof typeof WORDS;

let drawer: DrawerSandbox;

afterEach(() => {
  cleanup();
  resetSubmit();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * The claim ready to submit, its terms accepted (the member ID carries the insurer's answer), and the drawer opened on
 * its review from the page's button.
 */
async function atReview(locale: Locale, memberId?: string) {
  drawer = await drawerSandbox(locale);
  await claimAt(drawer.sandbox, 'ready-to-claim', { memberId, terms: true });
  setInsuranceLoad('ready');
  const w = WORDS[locale];
  render(
    <>
      <button type="button">{w.opener}</button>
      <DrawerHost />
    </>,
  );
  const opener = screen.getByRole('button', { name: w.opener });
  opener.focus();
  act(() => openDrawer('review', opener));
  await screen.findByRole('heading', { name: w.review });
  expect((screen.getByRole('checkbox', { name: w.terms }) as HTMLInputElement).checked).toBe(true);
  /** Presses Submit as a shopper does: focus on it, then the press (happy-dom's click moves no focus). */
  const submit = () => {
    const button = screen.getByRole('button', { name: w.submit });
    button.focus();
    fireEvent.click(button);
  };
  return { w, opener, submit };
}

/** Escape on a dialog, as the browser tells it. */
const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('spec 000 §2 and §8: the claim applied is the end of the flow', () => {
  it.each(['fr-ca', 'en-ca'] as const)('%s: Escape on the applied claim closes the drawer, and focus goes back to what opened it', async (locale) => {
    const { w, opener, submit } = await atReview(locale);
    submit();
    escape(await screen.findByRole('dialog', { name: w.applied }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(drawerTarget.value).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });

  it.each(['fr-ca', 'en-ca'] as const)('%s: the applied claim offers its Close in sight (a phone has no Escape): it closes the drawer onto the page, the claim applied', async (locale) => {
    const { w, opener, submit } = await atReview(locale);
    submit();
    const applied = await screen.findByRole('dialog', { name: w.applied });
    fireEvent.click(within(applied).getByRole('button', { name: w.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(drawerTarget.value).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });

  it('a result that ends the claim\'s flow (the insurer answers later, on its own) closes the drawer with its Close', async () => {
    const { w, opener, submit } = await atReview('fr-ca', 'W-TIMEOUT-1');
    submit();
    const result = await screen.findByRole('dialog', { name: w.later });
    fireEvent.click(within(result).getByRole('button', { name: w.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });
});

describe('spec 000 §8: an error the shopper can act on closes back onto the review', () => {
  it.each(['fr-ca', 'en-ca'] as const)('%s: Close on the send error leaves the review, its answers as they were and its submit focused', async (locale) => {
    const { w, submit } = await atReview(locale);
    // A gateway timeout (504) is polled: the record, still ready to claim, says the claim never left.
    drawer.sandbox.state.faults.add({ call: 'claim/submit', kind: 'status', status: 504, remaining: 1 });
    submit();
    const result = await screen.findByRole('dialog', { name: w.issues });
    fireEvent.click(within(result).getByRole('button', { name: w.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: w.issues })).toBeNull());
    expect(screen.getByRole('heading', { name: w.review })).toBeTruthy();
    expect([view.value, drawerTarget.value]).toEqual(['review', 'review']);
    expect((screen.getByRole('checkbox', { name: w.terms }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: w.submit }));
  });
});

describe('Escape while the claim is being sent', () => {
  it.each(['fr-ca', 'en-ca'] as const)('%s: the footer’s cancel waits, and Escape asks whether to close while the claim is sent, never about unsent answers; closing leaves the claim going on, and no result dialog is left behind', async (locale) => {
    const { w, opener, submit } = await atReview(locale);
    // The shopper ticks the terms again before sending: the review holds an answer not sent yet, so a close would ask.
    act(() => setDraft('termsAndConditionsAccepted', true));
    // The submit call is held (the sandbox's `late` fault in the demo shop), so Escape comes while it is in flight.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = false;
    drawer.before.current = (method, url) => {
      if (method !== 'POST' || !url.endsWith('/claim/submit')) return undefined;
      sent = true;
      return held;
    };
    submit();
    await waitFor(() => expect(sent).toBe(true));
    // The footer's cancel could only close the drawer, never the claim: it waits, and pressing it does nothing.
    const footer = document.querySelector<HTMLElement>('.footer')!;
    const cancel = within(footer).getByRole('button', { name: w.cancel });
    expect(cancel.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(cancel);
    expect(screen.queryByRole('dialog', { name: w.sending })).toBeNull();
    expect(drawerTarget.value).toBe('review');
    // Escape asks, in the claim's words: closing neither stops nor cancels it.
    escape(screen.getByRole('dialog', { name: w.drawer }));
    expect(screen.queryByRole('dialog', { name: w.closeFirst })).toBeNull();
    const question = await screen.findByRole('dialog', { name: w.sending });
    expect(question.textContent).toContain(w.sendingBody);
    fireEvent.click(within(question).getByRole('button', { name: w.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: w.sending })).toBeNull());
    expect(drawerTarget.value).toBe('review');
    escape(screen.getByRole('dialog', { name: w.drawer }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: w.sending })).getByRole('button', { name: w.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    release();
    await waitFor(() => expect(submitting.value).toBe(false));
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
