// The overview widget's state: the active insurers (an API-key call, so signed-out visitors see them too), the chosen
// insurer and its claim form. It never imports the signed-in state: a signed-out visitor's landing page stays light.
import { computed, signal } from '@preact/signals-react';
import { createApi, type Api } from '../../src/api/client.ts';
import { listPublicInsurers } from '../../src/api/insurer/insurers.ts';
import { getInsuranceFormUrl } from '../../src/api/claim/attachments.ts';
import type { Insurer } from '../../src/contract/insurer/insurers.ts';
import { eligibleInsurers } from '../../src/domain/insurer/insurer-list.ts';
import type { AnalyticsElementType } from '../../src/host/events.ts';
import { config, langTag } from '../host/config.ts';
import { hostEvents } from '../host/events.ts';
import { track } from '../host/track.ts';
import { chosenId, setChosenId } from './chosen.ts';

export { chosenId };

/** Where loading the insurers stands. */
export type InsurersLoad = 'idle' | 'loading' | 'ready' | 'error';

/** The active insurers of the shop's market, in the service's order. */
export const insurers = signal<Insurer[]>([]);
/** Where loading them stands; 'error' shows the retry. */
export const insurersLoad = signal<InsurersLoad>('idle');
/** The chosen insurer. */
export const chosen = computed(() => insurers.value.find((insurer) => insurer.id === chosenId.value) ?? null);

let client: Api | null = null;

/**
 * A client for the API-key calls only (public insurers, the insurance form): it needs no session and never fetches a
 * token, so it costs a signed-out visitor nothing of the signed-in state (claim-kit's currentApi needs that state).
 */
function publicApi(): Api {
  const cfg = config.value;
  if (!cfg) throw new Error('direct-billing is not configured');
  client ??= createApi({ baseUrl: cfg.apiBaseUrl, apiKey: cfg.apiKey, identity: () => ({}), storage: null, language: langTag.value });
  return client;
}

/** An analytics event of the overview (spec 000 section 9 element types); never who. */
export function trackOverview(elementType: AnalyticsElementType, action: string): void {
  track(elementType, 'overviewWidget', action);
}

/** Loads the active insurers (cached an hour by the client); a failure leaves the retry to the shopper. */
export async function loadInsurers(): Promise<void> {
  const cfg = config.value;
  if (!cfg || insurersLoad.value === 'loading') return;
  insurersLoad.value = 'loading';
  try {
    const answer = await listPublicInsurers(publicApi(), cfg.country);
    insurers.value = eligibleInsurers(answer.insurers, []);
    insurersLoad.value = 'ready';
  } catch {
    insurersLoad.value = 'error';
  }
}

/** Chooses an insurer (its card), or none (back to the home card). */
export function chooseInsurer(id: string | null): void {
  setChosenId(id);
  if (id) trackOverview('MORE_INFO', 'choose-insurer');
}

/** The URL of the chosen insurer's claim form (spec 000 section 7, get-insurance-form-url); rejects when it cannot be read. */
export async function claimFormUrl(): Promise<string> {
  const form = chosen.value?.attachment;
  if (!form) throw new Error('this insurer has no claim form');
  trackOverview('DOWNLOAD', 'claim-form');
  return (await getInsuranceFormUrl(publicApi(), form.id)).url;
}

/** Opens the page's chat for a shopper who wants help with an out-of-network claim (spec 001 section 2). */
export function openChat(): void {
  trackOverview('OTHER', 'chat');
  hostEvents.emit('chat', { action: 'open' });
}

/** Back to nothing loaded and no client (tests). */
export function resetOverview(): void {
  insurers.value = [];
  insurersLoad.value = 'idle';
  setChosenId(null);
  client = null;
}
