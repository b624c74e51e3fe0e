// A shop with a broken configuration: nothing mounts, nothing throws, one line names the field.
import { afterAll, describe, expect, it, vi } from 'vitest';

describe('the loader with an invalid configuration', () => {
  const errors: string[] = [];
  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('mounts nothing, adds no global and logs the bad field without its value', async () => {
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
    document.body.innerHTML = `
      <script type="module" data-direct-billing-loader data-store-id="10151" data-currency="euros-please"></script>
      <div id="cta" data-direct-billing="cta"></div>`;
    await import('./embed.ts');
    expect(errors).toEqual(['[direct-billing] invalid configuration: "currency" is not valid: use a three-letter ISO 4217 code such as CAD, USD or EUR']);
    expect('directBilling' in window).toBe(false);
    expect(document.getElementById('cta')?.shadowRoot).toBeNull();
  });

  it('listens to no page event: a login or an open-drawer event fetches nothing and opens nothing (spec 001 §6)', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    window.dispatchEvent(new CustomEvent('direct-billing:login'));
    window.dispatchEvent(new CustomEvent('open-drawer', { detail: { target: 'intro' } }));
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('[data-direct-billing="drawer"]')).toBeNull();
    expect(errors).toHaveLength(1);
  });
});
