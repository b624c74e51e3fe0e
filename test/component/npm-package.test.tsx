// The npm package's glue (docs/npm-package.md), on a page whose script tags are held: loadDirectBilling adds the
// loader's tag once, with the script tag's options, and settles as the loader tells (ready, refused, not fetched); the
// React components mount their widget into their own element through the page API and take it away as they unmount.
// test/browser/npm-package.test.ts runs the packed package against the real loader.
import { render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DirectBillingApi, WidgetName } from '../../src/host/public-api.ts';
import type * as PackageModule from '../../package/src/index.ts';
import type * as ComponentsModule from '../../package/src/react.tsx';

type Package = typeof PackageModule;
type Components = typeof ComponentsModule;

const SRC = 'https://widgets.example/widgets/v0.1.0/embed.js';
let scripts: HTMLScriptElement[];
let pkg: Package;

/** Puts a page API on the window, as the loader does (the real one is frozen and stays; this one is taken away after). */
function install(api: Partial<DirectBillingApi>): DirectBillingApi {
  const full = { version: '0.1.0', ...api } as DirectBillingApi;
  Object.defineProperty(window, 'directBilling', { value: full, configurable: true });
  return full;
}

beforeEach(async () => {
  // The package keeps one load per page: each test imports it afresh, and the tags it adds are held, not fetched.
  vi.resetModules();
  pkg = await import('../../package/src/index.ts');
  scripts = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => void scripts.push(...(nodes as HTMLScriptElement[])));
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'directBilling');
  Reflect.deleteProperty(window, 'directBillingConfig');
});

describe('loadDirectBilling (docs/npm-package.md)', () => {
  it('adds one module script with the URL, integrity and configuration, and answers the page API once the widgets are ready', async () => {
    const config = { storeId: '10151', locale: 'fr-ca' };
    const first = pkg.loadDirectBilling({ src: SRC, integrity: 'sha384-abc', config });
    const second = pkg.loadDirectBilling({ src: SRC });
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(script).toMatchObject({ type: 'module', async: true, src: SRC, integrity: 'sha384-abc', crossOrigin: 'anonymous' });
    expect(script!.hasAttribute('data-direct-billing-loader')).toBe(true);
    expect((window as unknown as { directBillingConfig: unknown }).directBillingConfig).toBe(config);
    const api = install({});
    script!.dispatchEvent(new Event('load'));
    window.dispatchEvent(new CustomEvent('direct-billing:ready', { detail: { widgets: [] } }));
    await expect(first).resolves.toBe(api);
  });

  it('refuses a second loader from another URL: two loaders are two copies', async () => {
    void pkg.loadDirectBilling({ src: SRC });
    await expect(pkg.loadDirectBilling({ src: 'https://other.example/embed.js' })).rejects.toThrow(/already loaded from https:\/\/widgets\.example/);
    expect(scripts).toHaveLength(1);
  });

  it('rejects when the loader cannot be fetched; that URL again rejects at once, adding nothing, and another URL loads', async () => {
    const failed = pkg.loadDirectBilling({ src: SRC });
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toMatchObject({ name: 'LoadError', message: expect.stringContaining(`could not load ${SRC}`) });
    // The browser would answer that URL with the same failure, whatever the integrity: only a reload loads it.
    await expect(pkg.loadDirectBilling({ src: SRC, integrity: 'sha384-right' })).rejects.toMatchObject({
      name: 'LoadError',
      message: expect.stringMatching(/could not be loaded earlier on this page.*reload the page/),
    });
    expect(scripts).toHaveLength(1);
    void pkg.loadDirectBilling({ src: 'https://widgets.example/widgets/v0.1.1/embed.js' });
    expect(scripts).toHaveLength(2);
  });

  it('rejects when the loader ran but refused its configuration, pointing at its console line; a corrected one asks for a reload', async () => {
    const refused = pkg.loadDirectBilling({ src: SRC, config: { storeId: '' } });
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(refused).rejects.toThrow(/invalid configuration/);
    // The loader ran once and reads no other configuration: no second tag, and the error says what to do.
    await expect(pkg.loadDirectBilling({ src: SRC, config: { storeId: '10151' } })).rejects.toMatchObject({
      name: 'LoadError',
      message: expect.stringMatching(/refused its configuration earlier on this page.*"\[direct-billing\] invalid configuration".*reload the page/),
    });
    expect(scripts).toHaveLength(1);
  });

  it('a later call with another configuration answers the same widgets, and the console says which keys, once per page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const actions = { cart: async () => ({}) };
    const first = pkg.loadDirectBilling({ src: SRC, config: { storeId: '10151', locale: 'en-ca', actions } });
    // The same values in another object (a render's new options): nothing to say.
    expect(pkg.loadDirectBilling({ src: SRC, config: { storeId: '10151', locale: 'en-ca', actions } })).toBe(first);
    expect(warn).not.toHaveBeenCalled();
    expect(pkg.loadDirectBilling({ src: SRC, config: { storeId: '10151', locale: 'fr-ca', actions, currency: 'CAD' } })).toBe(first);
    expect(pkg.loadDirectBilling({ src: SRC, config: { storeId: '10151', locale: 'fr-fr', actions } })).toBe(first);
    expect(warn.mock.calls).toEqual([
      [expect.stringMatching(/^\[direct-billing\] loadDirectBilling was called again with another config \("locale", "currency"\): the widgets keep the one they started with; reload the page/)],
    ]);
    expect(scripts).toHaveLength(1);
    expect((window as unknown as { directBillingConfig: { locale: string } }).directBillingConfig.locale).toBe('en-ca');
  });

  it("answers the loader's API at once when the page's own script tag loaded it", async () => {
    const api = install({});
    await expect(pkg.loadDirectBilling({ src: SRC })).resolves.toBe(api);
    expect(scripts).toHaveLength(0);
  });

  it('asks for the URL', async () => {
    await expect(pkg.loadDirectBilling({ src: '' })).rejects.toThrow(/needs the loader's URL/);
  });
});

describe('the React components (docs/npm-package.md)', () => {
  it('each mounts its widget into its own element, and unmounting one toggle leaves the other mounted', async () => {
    const mounted = new Map<HTMLElement, WidgetName>();
    const api = install({
      render: vi.fn((widget: WidgetName, element: HTMLElement) => (mounted.set(element, widget), true)),
      // The page API's close: the widget in the element given, or every widget of that name.
      close: vi.fn((widget?: WidgetName, only?: HTMLElement) => {
        for (const [element, name] of mounted) if (name === widget && (!only || element === only)) mounted.delete(element);
      }),
    });
    const { DirectBillingToggle, DirectBillingCta, DirectBillingOverview, DirectBillingMyClaims }: Components = await import('../../package/src/react.tsx');
    const options = { src: SRC };
    const page = render(
      <div>
        <DirectBillingToggle options={options} className="cart-toggle" />
        <DirectBillingCta options={options} />
        <DirectBillingOverview options={options} />
        <DirectBillingMyClaims options={options} />
      </div>,
    );
    const second = render(<DirectBillingToggle options={options} />);
    await vi.waitFor(() => expect(mounted.size).toBe(5));
    const byValue = (value: string) => [...document.querySelectorAll<HTMLElement>(`[data-direct-billing="${value}"]`)];
    expect(byValue('toggle').map((element) => mounted.get(element))).toEqual(['toggleWidget', 'toggleWidget']);
    expect(byValue('toggle')[0]!.className).toBe('cart-toggle');
    expect([byValue('cta'), byValue('overview'), byValue('my-claims')].map(([element]) => mounted.get(element!))).toEqual(['ctaWidget', 'overviewWidget', 'myClaimsWidget']);

    const [kept, gone] = byValue('toggle');
    second.unmount();
    expect(api.close).toHaveBeenCalledWith('toggleWidget', gone);
    expect([...mounted].filter(([, name]) => name === 'toggleWidget').map(([element]) => element)).toEqual([kept]);
    // The other toggle is left as it is, never mounted again (which would lose what it shows and where focus is).
    expect(vi.mocked(api.render).mock.calls.filter(([, element]) => element === kept)).toHaveLength(1);
    page.unmount();
    expect(mounted.size).toBe(0);
    expect(scripts).toHaveLength(0);
  });
});

describe('the React components given the state the shop expects (docs/layout.md, docs/npm-package.md)', () => {
  it('write it on their element from the first render, before the widgets load; without it, no attribute', async () => {
    const { DirectBillingToggle, DirectBillingCta }: Components = await import('../../package/src/react.tsx');
    const options = { src: SRC };
    const page = render(
      <div>
        <DirectBillingToggle options={options} state="signed-in" />
        <DirectBillingCta options={options} state="signed-out" />
        <DirectBillingCta options={options} />
      </div>,
    );
    // Nothing loaded yet: the loader's tag is held, so the attribute is the component's own.
    expect(scripts).toHaveLength(1);
    expect([...document.querySelectorAll('[data-direct-billing]')].map((element) => element.getAttribute('data-direct-billing-state'))).toEqual(['signed-in', 'signed-out', null]);
    page.unmount();
  });
});

describe('the React components given new options (docs/npm-package.md, "Another language")', () => {
  /** A page API whose render and close are counted. */
  const counted = () => install({ render: vi.fn(() => true), close: vi.fn() });

  it('another locale is said in the console, and the widget is not mounted again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { DirectBillingToggle }: Components = await import('../../package/src/react.tsx');
    const optionsFor = (locale: string) => ({ src: SRC, config: { storeId: '10151', locale } });
    const page = render(<DirectBillingToggle options={optionsFor('en-ca')} />);
    expect(scripts).toHaveLength(1);
    const api = counted();
    window.dispatchEvent(new CustomEvent('direct-billing:ready', { detail: { widgets: [] } }));
    await vi.waitFor(() => expect(api.render).toHaveBeenCalledTimes(1));
    page.rerender(<DirectBillingToggle options={optionsFor('en-ca')} />);
    expect(warn).not.toHaveBeenCalled();
    page.rerender(<DirectBillingToggle options={optionsFor('fr-ca')} />);
    expect(warn.mock.calls).toEqual([[expect.stringContaining('loadDirectBilling was called again with another config ("locale")')]]);
    await Promise.resolve();
    expect(api.render).toHaveBeenCalledTimes(1);
    expect(api.close).not.toHaveBeenCalled();
    expect(scripts).toHaveLength(1);
    page.unmount();
    expect(api.close).toHaveBeenCalledTimes(1);
  });

  it('after a failed load, a corrected src loads and mounts the widget', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { DirectBillingToggle }: Components = await import('../../package/src/react.tsx');
    const page = render(<DirectBillingToggle options={{ src: 'https://widgets.example/widgets/v0.1.0/embd.js' }} />);
    scripts[0]!.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.objectContaining({ name: 'LoadError' })));
    page.rerender(<DirectBillingToggle options={{ src: SRC }} />);
    expect(scripts.map((script) => script.src)).toEqual(['https://widgets.example/widgets/v0.1.0/embd.js', SRC]);
    const api = counted();
    window.dispatchEvent(new CustomEvent('direct-billing:ready', { detail: { widgets: [] } }));
    await vi.waitFor(() => expect(api.render).toHaveBeenCalledWith('toggleWidget', document.querySelector('[data-direct-billing="toggle"]')));
    expect(api.render).toHaveBeenCalledTimes(1);
    page.unmount();
  });
});
