// A page of one's own without a mount element: the loader says so in one console line, with how to add one, where it
// was silent (diagnose().mounted was [] and nothing else told why no widget showed).
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';

describe('the loader on a page without a mount element', () => {
  afterAll(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('says once that no mount element was found and how to add one; the page API still works', async () => {
    vi.stubGlobal('fetch', sandboxFetch().fetch);
    const said: string[] = [];
    for (const level of ['info', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void said.push(`${level}: ${args.join(' ')}`));
    document.body.innerHTML = `
      <script type="module" data-direct-billing-loader data-store-id="10151" data-api-key="sandbox-public-key"
        data-api-base-url="http://sandbox.test/services/direct-billing"></script>
      <main><h1>My cart</h1></main>`;
    const ready = new Promise<void>((resolve) => window.addEventListener('direct-billing:ready', () => resolve(), { once: true }));
    await import('./embed.ts');
    await ready;
    expect(said).toEqual([
      'warn: [direct-billing] no mount element on this page: add <div data-direct-billing="toggle"></div> where a widget should show, or mount one later with directBilling.render() (docs/embedding.md)',
    ]);
    expect(window.directBilling?.diagnose().mounted).toEqual([]);
  });
});
