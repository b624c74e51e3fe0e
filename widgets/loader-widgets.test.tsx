// The toggle and call-to-action a page renders at once, against the real sandbox (in-process) and the real actions,
// in English and French: no spy between the click and the drawer. Every other state is in toggle.test.tsx and cta.test.tsx.
import { afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import Toggle from './toggle/Toggle.tsx';
import Cta from './cta/Cta.tsx';
import { loadSession } from '../signals/session/session.ts';
import { drawerTarget } from '../signals/drawer/drawer.ts';
import { resetClaimState, setRecord } from '../signals/claim/claim.ts';
import { refreshInsuranceState } from '../signals/claim/actions.ts';
import { resetToggle } from '../signals/toggle/toggle.ts';
import { ctaMountsChanged } from '../signals/host/page-widgets.ts';
import { mountWidget, unmountWidget } from './mount.tsx';
import { applyTheme } from './ui/styles.ts';
import { enabledOneGroup } from '../test/component/records.ts';
import { configure } from '../test/component/setup.ts';
import { timesSaid, watchLiveRegions } from '../test/component/said.ts';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';

let sandbox: ReturnType<typeof sandboxFetch>;
/** docs/layout.md as a shop's engineer reads it. */
const layoutDoc = import.meta.glob<string>('../docs/layout.md', { query: '?raw', import: 'default', eager: true })['../docs/layout.md'] ?? '';

beforeEach(() => {
  configure();
  resetClaimState();
  resetToggle();
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

  it('signed out beside a call-to-action: the plain sign-in hint, the call-to-action\'s the one sign-in prompt, as docs/layout.md says (spec 001 §2 CTA states)', async () => {
    ctaMountsChanged(1);
    try {
      render(<><Toggle /><Cta /></>);
      await loadSession();
      await screen.findByText('Sign in to use your insurance benefits on this order.');
      expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sign in to apply Vision Insurance']);
      expect(screen.getByRole('region', { name: 'Have vision insurance?' }).contains(screen.getByRole('link'))).toBe(true);
    } finally {
      ctaMountsChanged(-1);
    }
    const row = layoutDoc.split('\n').find((line) => line.startsWith('| toggle, `signed-out` |'));
    expect(row).toContain('the sign-in hint (its link only on a page with no call-to-action');
  });

  it('starts the flow on the loading view when a signed-in shopper without a claim turns it on (spec 001 §2)', async () => {
    await sandbox.signIn();
    await loadSession();
    render(<Toggle />);
    // The signed-in switch is ToggleLive's: it replaces the waiting one Toggle renders.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Use insurance benefits' }).getAttribute('aria-disabled')).toBe('false'));
    const toggle = screen.getByRole('switch', { name: 'Use insurance benefits' });
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(toggle);
    expect(drawerTarget.value).toBe('loading');
  });

  it('shows on and "Insurance Synced" when the record uses insurance (spec 000 §4)', async () => {
    await sandbox.signIn();
    await loadSession();
    setRecord({ id: 'r1', status: 'READY_TO_CLAIM', claimData: { useInsuranceStatus: 'INSURANCE_ENABLED' } });
    render(<Toggle />);
    expect(await screen.findByText('Insurance Synced')).toBeTruthy();
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
  });

  it('speaks French for a fr-fr shop, signed-out hint and link included', async () => {
    configure({ locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' });
    render(<Toggle />);
    await loadSession();
    const toggle = await screen.findByRole('switch', { name: 'Utiliser le tiers payant' });
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(/^Connectez-vous pour utiliser le tiers payant sur cette commande\./)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Connectez-vous pour utiliser votre mutuelle' });
    expect(link.getAttribute('href')).toMatch(/^\/fr-fr\/sign-in\?redirectUrl=/);
  });
});

describe('call-to-action (spec 001 §2 CTA states)', () => {
  it('says it is checking, then asks a signed-out shopper to sign in', async () => {
    render(<Cta />);
    expect(screen.getByText('Checking your insurance options…')).toBeTruthy();
    await loadSession();
    const link = await screen.findByRole('link', { name: 'Sign in to apply Vision Insurance' });
    expect(link.getAttribute('href')).toMatch(/^\/en-ca\/sign-in\?redirectUrl=/);
  });

  it('offers a signed-in shopper to apply insurance once their insurance state is loaded, which starts the flow', async () => {
    await sandbox.signIn();
    render(<Cta />);
    await loadSession();
    expect(screen.getByText('Checking your insurance options…')).toBeTruthy();
    await refreshInsuranceState();
    fireEvent.click(await screen.findByRole('button', { name: 'Apply vision insurance' }));
    expect(drawerTarget.value).toBe('loading');
  });

  it('announces the retrieval error of spec 001 §8 and recovers on "Try again"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    render(<Cta />);
    await loadSession();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("We’re sorry. There was an issue retrieving insurance information. Please try again.");
    vi.stubGlobal('fetch', sandbox.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Sign in to apply Vision Insurance' })).toBeTruthy());
  });

  it('speaks French for a fr-fr shop', async () => {
    configure({ locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' });
    render(<Cta />);
    await loadSession();
    expect(screen.getByRole('heading').textContent).toBe('Vous avez une mutuelle ?');
    const link = await screen.findByRole('link', { name: 'Connectez-vous pour utiliser votre mutuelle' });
    expect(link.getAttribute('href')).toMatch(/^\/fr-fr\/sign-in\?redirectUrl=/);
  });
});

describe('shadow-root styles: no inline style attribute, so a strict CSP holds (DESIGN.md)', () => {
  async function mountToggle(): Promise<ShadowRoot> {
    await sandbox.signIn();
    await loadSession();
    setRecord(enabledOneGroup);
    const host = document.createElement('div');
    document.body.append(host);
    expect(mountWidget(host, 'toggleWidget')).toBe(true);
    const root = host.shadowRoot;
    if (!root) throw new Error('no shadow root');
    await waitFor(() => expect(root.querySelector('.status')).not.toBeNull());
    return root;
  }
  afterEach(() => {
    unmountWidget('toggleWidget');
    document.body.replaceChildren();
  });

  it('adopts the base and toggle sheets (the default look needs no theme), then the lazy part adds its own once', async () => {
    const root = await mountToggle();
    expect(root.adoptedStyleSheets).toHaveLength(3);
    expect(root.querySelector('[style]')).toBeNull();
  });

  it('adopts a shop\'s theme between the base and toggle sheets', async () => {
    applyTheme(':host{--db-accent:#00695c}');
    try {
      const root = await mountToggle();
      expect(root.adoptedStyleSheets).toHaveLength(4);
      expect(getComputedStyle(root.host).getPropertyValue('--db-accent').trim()).toBe('#00695c');
    } finally {
      applyTheme('');
    }
  });

  it('falls back to style elements where constructed sheets are missing, the lazy sheet added once', async () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const root = await mountToggle();
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(2);
    expect(styles[1]?.textContent).toContain('.synced');
    setRecord({ ...enabledOneGroup, id: 'cr_again' });
    await waitFor(() => expect(root.querySelector('.status')).not.toBeNull());
    expect(root.querySelectorAll('style')).toHaveLength(2);
  });
});

describe('spec 001 §9 login disclaimers: the sign-in prompt of the toggle and of the call-to-action says what is kept and what cancels a claim', () => {
  const NORTH_AMERICA = ['Your insurance details are deleted after 2 weeks of inactivity.', 'An accepted claim is cancelled after 3 days without an order.'];
  test.each([
    ['the toggle', 'en-ca', {}, 'Good to know', NORTH_AMERICA],
    ['the call-to-action', 'en-ca', {}, 'Good to know', NORTH_AMERICA],
    ['the call-to-action', 'en-us', { locale: 'en-us', country: 'US', currency: 'USD' }, 'Good to know', [NORTH_AMERICA[0], 'An accepted claim is canceled after 3 days without an order.']],
    ['the toggle', 'fr-fr', { locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' }, 'Bon à savoir', [
      'Les informations de votre mutuelle sont supprimées après 2\u00a0semaines d’inactivité.',
      'Un devis accepté est annulé au bout de 3\u00a0jours sans commande.',
      'Après 30\u00a0minutes d’inactivité ou une modification de votre panier, votre prise en charge peut être annulée.',
    ]],
    ['the call-to-action', 'fr-fr', { locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' }, 'Bon à savoir', [
      'Les informations de votre mutuelle sont supprimées après 2\u00a0semaines d’inactivité.',
      'Un devis accepté est annulé au bout de 3\u00a0jours sans commande.',
      'Après 30\u00a0minutes d’inactivité ou une modification de votre panier, votre prise en charge peut être annulée.',
    ]],
    ['the call-to-action', 'fr-ca', { locale: 'fr-ca', signInPath: '/fr-ca/sign-in' }, 'Bon à savoir', [
      'Vos informations d’assurance sont supprimées après 2\u00a0semaines d’inactivité.',
      'Une demande acceptée est annulée après 3\u00a0jours sans commande.',
    ]],
  ] as const)('%s (%s)', async (widget, _locale, data, label, lines) => {
    if (Object.keys(data).length) configure(data);
    render(widget === 'the toggle' ? <Toggle /> : <Cta />);
    await loadSession();
    const notes = await screen.findByRole('list', { name: label });
    expect(within(notes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(lines);
  });

  test.each([
    ['en-ca', {}, 'Good to know'],
    ['fr-fr', { locale: 'fr-fr', country: 'FR', currency: 'EUR', signInPath: '/fr-fr/sign-in' }, 'Bon à savoir'],
  ] as const)('a page with the toggle and the call-to-action says them and offers the sign-in once, in the call-to-action; the toggle says and offers them again once it is alone (%s)', async (_locale, data, label) => {
    if (Object.keys(data).length) configure(data);
    const [toggleHost, ctaHost] = [document.createElement('div'), document.createElement('div')];
    document.body.append(toggleHost, ctaHost);
    try {
      expect(mountWidget(toggleHost, 'toggleWidget')).toBe(true);
      expect(mountWidget(ctaHost, 'ctaWidget')).toBe(true);
      await loadSession();
      // The lists labelled with the disclaimers' heading inside a widget's shadow root.
      const notes = (host: HTMLElement) =>
        [...(host.shadowRoot?.querySelectorAll('ul[aria-labelledby]') ?? [])].filter((list) => host.shadowRoot?.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent === label).length;
      await waitFor(() => expect(notes(ctaHost)).toBe(1));
      // The toggle says why its switch is off, and leaves the sign-in to the call-to-action's button beside it.
      await waitFor(() => expect(toggleHost.shadowRoot?.getElementById('db-toggle-hint')?.textContent).toMatch(/\w/));
      expect(toggleHost.shadowRoot?.querySelector('a')).toBeNull();
      expect(ctaHost.shadowRoot?.querySelector('a')).toBeTruthy();
      expect(notes(toggleHost)).toBe(0);
      unmountWidget('ctaWidget');
      await waitFor(() => expect(notes(toggleHost)).toBe(1));
      expect(toggleHost.shadowRoot?.querySelector('a')).toBeTruthy();
    } finally {
      unmountWidget('toggleWidget');
      unmountWidget('ctaWidget');
      document.body.replaceChildren();
    }
  });

  it('a signed-in shopper is not told again', async () => {
    await sandbox.signIn();
    render(<Cta />);
    await loadSession();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign in to apply Vision Insurance' })).toBeNull());
    expect(screen.queryByRole('list', { name: 'Good to know' })).toBeNull();
  });
});

describe('a page’s load announces nothing the shopper did not ask for (spec 001 §2 CTA states, WCAG 4.1.3)', () => {
  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('%s: the toggle and the card on one page; the card says it is checking, and no live region says it, once or twice', async (_name, signIn) => {
    if (signIn) await sandbox.signIn();
    const heard = watchLiveRegions();
    render(
      <>
        <Toggle />
        <Cta />
      </>,
    );
    expect(screen.getAllByText('Checking your insurance options…')).toHaveLength(1);
    expect(timesSaid('Checking your insurance options…')).toBe(0);
    await loadSession();
    if (signIn) {
      expect(screen.getAllByText('Checking your insurance options…')).toHaveLength(1);
      expect(timesSaid('Checking your insurance options…')).toBe(0);
      await refreshInsuranceState();
    }
    await screen.findByRole(signIn ? 'button' : 'link', { name: signIn ? 'Apply vision insurance' : 'Sign in to apply Vision Insurance' });
    await waitFor(() => expect(screen.queryByText('Checking your insurance options…')).toBeNull());
    heard.stop();
    expect([...heard.insertedSaying, ...heard.said].filter((text) => text.includes('Checking'))).toEqual([]);
  });
});
