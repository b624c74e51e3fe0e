// The page asks for the shopper's insurance as the widgets start (spec 001 §6, request insurance data): from the queue
// snippet before the loader ran, and on direct-billing:ready. Both answers wait for the shopper's insurance to be read,
// as docs/page-api.md promises ("a promise that settles when it is done"), never the defaults of a state still loading.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';
import { QUEUE_SNIPPET } from '../src/host/queue.ts';
import type { DirectBillingStub, InsuranceSummary } from '../src/host/public-api.ts';
import { insuranceLoad } from '../signals/claim/claim.ts';

/** What each request answered, with where the insurance's load stood when it did. */
const answered: { how: string; answer: InsuranceSummary | null; load: string }[] = [];

beforeAll(async () => {
  const sandbox = sandboxFetch();
  await sandbox.signIn();
  vi.stubGlobal('fetch', sandbox.fetch);
  document.body.innerHTML = `
    <script type="module" data-direct-billing-loader data-store-id="10151" data-locale="en-ca"
      data-api-key="sandbox-public-key" data-api-base-url="http://sandbox.test/services/direct-billing"></script>
    <div id="cta" data-direct-billing="cta"></div>`;
  // The queue snippet, as the page's inline script runs it, and a request made through it before the loader runs.
  new Function(QUEUE_SNIPPET.replace(/^<script>/, '').replace(/<\/script>$/, ''))();
  const stub = (window as unknown as { directBilling: DirectBillingStub }).directBilling;
  const queued = stub.requestInsuranceData().then((answer) => void answered.push({ how: 'queued', answer, load: insuranceLoad.value }));
  // The page's own listener, as docs/page-api.md's example listens for the widgets.
  const onReady = new Promise<void>((resolve) =>
    window.addEventListener(
      'direct-billing:ready',
      () => {
        void window.directBilling!.requestInsuranceData().then((answer) => {
          answered.push({ how: 'on ready', answer, load: insuranceLoad.value });
          resolve();
        });
      },
      { once: true },
    ),
  );
  await import('./embed.ts');
  await Promise.all([queued, onReady]);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('spec 001 §6 request insurance data, asked as the widgets start', () => {
  it.each(['queued', 'on ready'])('%s: answers the signed-in shopper\'s insurance once it is read, never "CHECKING"', (how) => {
    const { answer, load } = answered.find((a) => a.how === how)!;
    expect(load).toBe('ready');
    // The demo shopper's cart holds eligible glasses and no claim yet: insurance is off, the card offers it.
    expect(answer).toEqual({ on: false, customerFacingStatus: 'DEFAULT', ctaState: 'DEFAULT' });
  });
});
