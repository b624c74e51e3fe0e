// The toggle and call-to-action against the real sandbox (in-process), in English and French.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import Toggle from '../../widgets/toggle/Toggle.tsx';
import Cta from '../../widgets/cta/Cta.tsx';
import { loadSession } from '../../signals/session.ts';
import { drawerTarget } from '../../signals/drawer.ts';
import { setRecord } from '../../signals/claim.ts';
import { configure } from './setup.ts';
import { sandboxFetch } from './sandbox-fetch.ts';

let sandbox: ReturnType<typeof sandboxFetch>;

beforeEach(() => {
  configure();
  sandbox = sandboxFetch();
  vi.stubGlobal('fetch', sandbox.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('toggle (spec 001 §2 Insurance toggle)', () => {
  it('is a switch named "Use insurance benefits", off and unavailable until signed in', async () => {
    render(<Toggle />);
    await loadSession();
    const toggle = await screen.findByRole('switch', { name: 'Use insurance benefits' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    const link = await screen.findByRole('link', { name: 'Sign in to apply Vision Insurance' });
    expect(link.getAttribute('href')).toBe(`/en-ca/sign-in?redirectUrl=${encodeURIComponent(location.pathname + location.search)}`);
    fireEvent.click(toggle);
    expect(drawerTarget.value).toBeNull();
  });

  it('opens the drawer on the intro when a signed-in shopper turns it on', async () => {
    await sandbox.signIn();
    await loadSession();
    render(<Toggle />);
    const toggle = screen.getByRole('switch', { name: 'Use insurance benefits' });
    expect(toggle.getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(toggle);
    expect(drawerTarget.value).toBe('intro');
  });

  it('shows on and "Insurance Synced" when the record uses insurance (spec 000 §4)', async () => {
    await sandbox.signIn();
    await loadSession();
    setRecord({ id: 'r1', status: 'READY_TO_CLAIM', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } });
    render(<Toggle />);
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Insurance Synced')).toBeTruthy();
  });
});

describe('call-to-action (spec 001 §2 CTA states)', () => {
  it('says it is checking, then asks a signed-out shopper to sign in', async () => {
    render(<Cta />);
    expect(screen.getByRole('status').textContent).toBe('Checking your insurance options…');
    await loadSession();
    const link = await screen.findByRole('link', { name: 'Sign in to apply Vision Insurance' });
    expect(link.getAttribute('href')).toMatch(/^\/en-ca\/sign-in\?redirectUrl=/);
  });

  it('offers a signed-in shopper to apply insurance, which opens the drawer', async () => {
    await sandbox.signIn();
    render(<Cta />);
    await loadSession();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply vision insurance' }));
    expect(drawerTarget.value).toBe('intro');
  });

  it('announces the retrieval error of spec 001 §8 and recovers on "Try again"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    render(<Cta />);
    await loadSession();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("We're sorry. There was an issue retrieving insurance information. Please try again.");
    vi.stubGlobal('fetch', sandbox.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in to apply Vision Insurance' })).toBeTruthy());
  });

  it('speaks French for a fr-fr shop', async () => {
    configure({ locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' });
    render(<Cta />);
    await loadSession();
    expect(screen.getByRole('heading').textContent).toBe('Vous avez une assurance vision ?');
    const link = await screen.findByRole('link', { name: 'Connectez-vous pour utiliser votre assurance vision' });
    expect(link.getAttribute('href')).toMatch(/^\/fr-fr\/sign-in\?redirectUrl=/);
  });
});
