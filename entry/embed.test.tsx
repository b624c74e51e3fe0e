// The loader as a shop runs it: configuration from the script tag and window object, widgets in
// shadow roots, one frozen global, the page API and the open-drawer event (spec 000 §2, spec 001 §2).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';
import type { DirectBillingApi } from './embed.ts';

const errors: string[] = [];
let api: DirectBillingApi;

beforeAll(async () => {
  const sandbox = sandboxFetch();
  await sandbox.signIn();
  vi.stubGlobal('fetch', sandbox.fetch);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  (window as unknown as Record<string, unknown>).directBillingConfig = { storeId: '10151', locale: 'en-ca', brand: 'vde' };
  document.body.innerHTML = `
    <script type="module" data-direct-billing-loader data-locale="fr-fr" data-country="FR"
      data-api-key="sandbox-public-key" data-api-base-url="http://sandbox.test/services/direct-billing"></script>
    <div id="toggle" data-direct-billing="toggle"></div>
    <div id="cta" data-direct-billing="cta"></div>
    <div id="unknown" data-direct-billing="coupon"></div>
    <div id="taken" data-direct-billing="toggle"></div>`;
  // The page already gave this element a closed shadow root of its own.
  document.getElementById('taken')?.attachShadow({ mode: 'closed' });
  const ready = new Promise<CustomEvent>((resolve) => window.addEventListener('direct-billing:ready', (e) => resolve(e as CustomEvent), { once: true }));
  await import('./embed.ts');
  expect((await ready).detail).toEqual({ widgets: ['toggleWidget', 'ctaWidget'] });
  api = (window as unknown as { directBilling: DirectBillingApi }).directBilling;
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const shadow = (id: string) => document.getElementById(id)?.shadowRoot;

describe('the loader', () => {
  it('adds one frozen global that a page cannot overwrite', () => {
    expect(Object.isFrozen(api)).toBe(true);
    expect(typeof api.open).toBe('function');
    expect(() => {
      (window as unknown as Record<string, unknown>).directBilling = {};
    }).toThrow();
    expect((window as unknown as { directBilling: unknown }).directBilling).toBe(api);
  });

  it('mounts each asked-for widget in its own shadow root, attributes winning over the window object', async () => {
    await waitFor(() => expect(shadow('cta')?.textContent).toContain('Utiliser ma mutuelle'));
    expect(shadow('toggle')?.querySelector('[role="switch"]')?.textContent).toBe('Utiliser le tiers payant');
    expect(shadow('cta')?.querySelector('.root')?.getAttribute('lang')).toBe('fr-FR');
    expect(document.getElementById('cta')?.children).toHaveLength(0);
  });

  it('names an unknown widget on the console and mounts nothing for it', () => {
    expect(errors).toContain('[direct-billing] unknown widget "coupon": use one of app, cta, toggle, drawer, overview, my-claims');
    expect(shadow('unknown')).toBeNull();
  });

  it('skips an element whose shadow root the page already took, and still mounts the others', () => {
    expect(errors).toContain('[direct-billing] toggleWidget cannot be mounted in this <div>: give it an empty <div> of its own');
    expect(shadow('taken')).toBeNull();
  });

  it('opens the drawer through the API on the member lookup by default (spec 000 §2), closes it, telling listeners', async () => {
    const seen: string[] = [];
    const stop = api.on('drawer-open', ({ view }) => seen.push(`open:${view}`));
    api.on('drawer-close', () => seen.push('close'));
    api.open();
    const host = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('[data-direct-billing="drawer"]');
      expect(element?.shadowRoot?.querySelector('dialog')).toBeTruthy();
      return element;
    });
    expect(host?.parentElement).toBe(document.body);
    // Told once the drawer shows its view.
    await waitFor(() => expect(seen).toEqual(['open:insurance-member']));
    api.close();
    await waitFor(() => expect(host?.shadowRoot?.querySelector('dialog')).toBeNull());
    stop();
    expect(seen).toEqual(['open:insurance-member', 'close']);
  });

  it('opens the drawer on the open-drawer browser event (spec 000 §2)', async () => {
    window.dispatchEvent(new CustomEvent('open-drawer', { detail: { target: 'intro' } }));
    const host = document.querySelector<HTMLElement>('[data-direct-billing="drawer"]');
    await waitFor(() => expect(host?.shadowRoot?.querySelector('dialog')).toBeTruthy());
    api.close();
    await waitFor(() => expect(host?.shadowRoot?.querySelector('dialog')).toBeNull());
  });

  it('renders and unmounts a widget by name', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    expect(api.render('ctaWidget', element)).toBe(true);
    await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Utiliser ma mutuelle'));
    api.close('ctaWidget');
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(api.render('overviewWidget', element)).toBe(true);
    api.close('overviewWidget');
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(api.render('nonsense' as never, element)).toBe(false);
  });

  it('unmounts the widget in the element given, leaving the others of that name', async () => {
    const [first, second] = [document.createElement('div'), document.createElement('div')];
    document.body.append(first, second);
    expect(api.render('ctaWidget', first) && api.render('ctaWidget', second)).toBe(true);
    await waitFor(() => expect(second.shadowRoot?.textContent).toContain('Utiliser ma mutuelle'));
    api.close('ctaWidget', second);
    expect(second.shadowRoot?.childNodes).toHaveLength(0);
    expect(first.shadowRoot?.textContent).toContain('Utiliser ma mutuelle');
    api.close('ctaWidget');
    expect(first.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('a single-page shop\'s router takes a mount element away: diagnose() no longer lists its widget, and the next render unmounts it', async () => {
    const [page, built, next] = [document.createElement('div'), document.createElement('div'), document.createElement('div')];
    document.body.append(page);
    expect(api.render('overviewWidget', page)).toBe(true);
    expect(api.diagnose().mounted).toContain('overviewWidget');
    // The router shows another page: the element is gone, its widget with it.
    page.remove();
    expect(api.diagnose().mounted).not.toContain('overviewWidget');
    expect(page.shadowRoot?.childNodes.length).toBeGreaterThan(0);
    // The next page's widget, rendered into its element before the router inserts it, and another once it is in.
    expect(api.render('myClaimsWidget', built)).toBe(true);
    expect(page.shadowRoot?.childNodes).toHaveLength(0);
    document.body.append(built, next);
    expect(api.render('overviewWidget', next)).toBe(true);
    expect(built.shadowRoot?.childNodes.length).toBeGreaterThan(0);
    expect(api.diagnose().mounted).toEqual(expect.arrayContaining(['myClaimsWidget', 'overviewWidget']));
    api.close('myClaimsWidget');
    api.close('overviewWidget');
  });
});
