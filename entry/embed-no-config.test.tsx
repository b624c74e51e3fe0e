// A page whose configuration never ran (set after the loader read it, or an inline script a Content-Security-Policy
// blocked): nothing mounts, nothing throws, and one line says no configuration was found and where to give one,
// instead of naming a field of a configuration the page never gave.
import { afterAll, describe, expect, it, vi } from 'vitest';

describe('the loader with no configuration at all', () => {
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('mounts nothing and says no configuration was found, with where to set one and the policy as a likely cause', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
    // The loader's tag carries no data-* configuration, and no window.directBillingConfig is set; the page is parsed.
    document.body.innerHTML = `
      <script type="module" data-direct-billing-loader></script>
      <div id="cta" data-direct-billing="cta"></div>`;
    await import('./embed.ts');
    expect(errors).toEqual([
      '[direct-billing] no configuration found: set window.directBillingConfig before the loader runs, or data-* attributes on its script tag; a Content-Security-Policy may have blocked an inline configuration script (docs/embedding.md)',
    ]);
    expect('directBilling' in window).toBe(false);
    expect(document.getElementById('cta')?.shadowRoot).toBeNull();
  });
});
