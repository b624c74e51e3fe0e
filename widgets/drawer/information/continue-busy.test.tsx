// Continue while the page's save runs, pressed from the keyboard (spec 000 §2, the footer of each view; WCAG 4.1.2,
// 4.1.3): the button keeps its name and the focus, is marked busy, and the wait is said once by the drawer's live
// region, there before it. Renamed "Please wait…" under focus, it no longer said what it does, and a screen reader said
// the new name or nothing. In the whole North American drawer against the real sandbox in process, the save held.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { DrawerHost } from '../../mount.tsx';
import { openDrawer } from '../../../signals/drawer/drawer.ts';
import { setInsuranceLoad } from '../../../signals/claim/claim.ts';
import { claimAt, drawerSandbox, resetDrawerAfterEach } from '../../../test/component/drawer-claim.ts';
import { howSaid, timesSaid } from '../../../test/component/said.ts';

resetDrawerAfterEach();

const WORDS = [
  ['en-ca', { patient: 'Who is the eyewear for?', next: 'Continue', wait: 'Please wait…', doctor: 'Your eye doctor' }],
  ['fr-ca', { patient: 'Qui portera les lunettes ou les lentilles?', next: 'Continuer', wait: 'Veuillez patienter…', doctor: 'Votre spécialiste de la vue' }],
] as const;

/** The save of the page, held until the test lets it go. */
let letGo: () => void = () => undefined;

beforeEach(() => {
  letGo = () => undefined;
});
afterEach(() => {
  letGo();
  cleanup();
  vi.unstubAllGlobals();
});

describe('spec 000 §2 footer: Continue pressed while the page saves keeps its name and focus, and the wait is said', () => {
  it.each(WORDS)('%s: the patient page’s Continue, from the keyboard, while its save runs', async (locale, w) => {
    const drawer = await drawerSandbox(locale);
    await claimAt(drawer.sandbox, 'prescription-required');
    setInsuranceLoad('ready');
    const held = new Promise<void>((resolve) => (letGo = resolve));
    drawer.before.current = async (method, url) => {
      if (method === 'PATCH' && url.includes('/claim-records/')) await held;
    };
    render(<DrawerHost />);
    act(() => openDrawer('insurance-information'));
    await screen.findByRole('heading', { level: 3, name: w.patient });
    const footer = document.querySelector<HTMLElement>('.footer')!;
    const next = within(footer).getByRole('button', { name: w.next });
    // The drawer's live region is there before the press, without the wait's words (it may still hold the step's).
    const region = document.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.textContent).not.toContain(w.wait);

    // Enter on the focused button: a click the browser counts as no pointer's (detail 0).
    next.focus();
    fireEvent.click(next, { detail: 0 });
    await waitFor(() => expect(howSaid(w.wait)).toEqual(['polite']));
    expect(document.querySelector('[aria-live="polite"]')).toBe(region);
    // Said once: by the region, never by the focused button's name, which still says what it does.
    expect(timesSaid(w.wait)).toBe(1);
    expect(document.activeElement).toBe(next);
    expect(within(footer).getByRole('button', { name: w.next })).toBe(next);
    expect(next.getAttribute('aria-busy')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(next.hasAttribute('disabled')).toBe(false);

    letGo();
    expect(await screen.findByRole('heading', { level: 3, name: w.doctor })).toBeTruthy();
    expect(within(document.querySelector<HTMLElement>('.footer')!).getByRole('button', { name: w.next }).hasAttribute('aria-busy')).toBe(false);
  });
});
