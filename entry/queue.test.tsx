// The queue stub of docs/delivery.md: calls and window events a page makes before the loader's script has run are
// honoured in the order made once the widgets are ready, each stub call's promise gets the API's answer, and the stub
// gives way to the frozen API.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';
import { QUEUE_SNIPPET } from '../src/host/queue.ts';
import type { DirectBillingApi, DirectBillingStub, HostEvents } from '../src/host/public-api.ts';
import { hostEvents } from '../signals/host/events.ts';
import { effect } from '@preact/signals-react';
import { drawerTarget } from '../signals/drawer/drawer.ts';

const errors: string[] = [];
const heard: string[] = [];
let stub: DirectBillingStub;
let answers: Promise<unknown[]>;

/** Runs the snippet as the page's inline script would. */
const runSnippet = () => new Function(QUEUE_SNIPPET.replace(/^<script>/, '').replace(/<\/script>$/, ''))();

beforeAll(async () => {
  const sandbox = sandboxFetch();
  await sandbox.signIn();
  vi.stubGlobal('fetch', sandbox.fetch);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')));
  document.body.innerHTML = `
    <script type="module" data-direct-billing-loader data-store-id="10151" data-locale="fr-ca"
      data-api-key="sandbox-public-key" data-api-base-url="http://sandbox.test/services/direct-billing"></script>
    <div id="cta" data-direct-billing="cta"></div>`;
  runSnippet();
  stub = (window as unknown as { directBilling: DirectBillingStub }).directBilling;
  // What the replay opens and closes, in order: each drawer closes before it shows a view, so the page hears nothing of it.
  effect(() => {
    const target = drawerTarget.value;
    if (target) heard.push(`open ${target}`);
    else if (heard.length) heard.push('close');
  });
  // Everything below happens before the loader's script runs, in this order.
  const opened = (payload: HostEvents['drawer-open']) => heard.push(`drawer-open ${payload.view}`);
  const unsubscribe = stub.on('drawer-open', opened);
  void stub.on('drawer-close', () => heard.push('drawer-close'));
  void stub.open('insurers');
  window.dispatchEvent(new CustomEvent('direct-billing:close', { detail: null }));
  window.dispatchEvent(new CustomEvent('open-drawer', { detail: { target: 'intro' } }));
  window.dispatchEvent(new CustomEvent('direct-billing:request-claim-count', { detail: { callback: (count: number | null) => heard.push(`event count ${String(count)}`) } }));
  void stub.close();
  answers = Promise.all([
    stub.productForQuote({ productType: 'FRAME', productIdentifier: '8056597', quantity: 1, unitPrice: { amount: 120 } }),
    stub.requestClaimCount().then((count) => (heard.push(`call count ${String(count)}`), count)),
    unsubscribe,
  ]);
  expect(stub.q.length).toBe(9);
  expect(heard).toEqual([]);
  const ready = new Promise<void>((resolve) => window.addEventListener('direct-billing:ready', () => resolve(), { once: true }));
  await import('./embed.ts');
  await ready;
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the queue stub (docs/delivery.md)', () => {
  it('honours the calls and window events made before the loader, in the order made, once the widgets are ready', async () => {
    const [product, count, unsubscribe] = await answers;
    expect(heard.slice(0, 4)).toEqual(['open insurers', 'close', 'open intro', 'close']);
    expect(product).toEqual({ productType: 'FRAME', ecommerceId: '8056597', ecommerceIdType: 'UPC', quantity: 1, unitFullPrice: { amount: 120 } });
    expect(typeof count).toBe('number');
    expect(typeof unsubscribe).toBe('function');
    // The event's callback and the call's promise both got the claim count, in the order they were asked.
    expect(heard.slice(4)).toEqual([`event count ${String(count)}`, `call count ${String(count)}`]);
    expect(errors).toEqual([]);
  });

  it('gives way to the frozen API, which a later event reaches once, and the stub records nothing more', async () => {
    const api = (window as unknown as { directBilling: DirectBillingApi }).directBilling;
    expect(api).not.toBe(stub);
    expect(Object.isFrozen(api)).toBe(true);
    expect(api.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(stub.q).toEqual([]);
    const opened: string[] = [];
    const stop = api.on('drawer-open', ({ view }) => opened.push(view));
    window.dispatchEvent(new CustomEvent('direct-billing:open', { detail: { target: 'intro' } }));
    await waitFor(() => expect(opened).toEqual(['intro']));
    expect(stub.q).toEqual([]);
    api.close();
    stop();
  });

  it('diagnose() tells the configuration without the API key, the calls made and the widgets mounted', () => {
    const diagnosis = (window as unknown as { directBilling: DirectBillingApi }).directBilling.diagnose();
    expect(diagnosis.config).toMatchObject({ storeId: '10151', locale: 'fr-ca', apiKey: '…-key' });
    expect(JSON.stringify(diagnosis)).not.toContain('sandbox-public-key');
    expect(diagnosis.shopCalls).toBe('wcs');
    expect(diagnosis.reachability.shop).toContainEqual(expect.objectContaining({ call: 'GET person/@self', ok: true, status: 200 }));
    expect(diagnosis.mounted).toContain('ctaWidget');
    expect(diagnosis.widgetErrors).toEqual({});
  });

  it('diagnose() keeps the last error each widget showed, as its analytics event told the page', () => {
    hostEvents.emit('analytics', { elementType: 'OTHER', widget: 'ctaWidget', action: 'error', error: 'CALL_FAILED', errorCause: 'server' });
    hostEvents.emit('analytics', { elementType: 'SUBMIT', widget: 'ctaWidget', action: 'click' });
    const { widgetErrors } = (window as unknown as { directBilling: DirectBillingApi }).directBilling.diagnose();
    expect(widgetErrors).toEqual({ ctaWidget: { error: 'CALL_FAILED', errorCause: 'server', at: expect.any(Number) } });
  });
});
