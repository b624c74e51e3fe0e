// The overview's presses, as the shop's analytics hear them (spec 000 section 9): the widget, the element type and the
// action, never who. Against the real sandbox in process, whose public insurers a signed-out visitor reads.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configure } from '../../test/unit/configure.ts';
import { ORIGIN, sandboxFetch } from '../../test/component/sandbox-fetch.ts';
import { OUT_OF_NETWORK_ID } from '../../sandbox/service/catalogue.ts';
import type { AnalyticsEvent } from '../../src/host/public-api.ts';
import { resetConfig } from '../host/config.ts';
import { hostEvents } from '../host/events.ts';
import { chooseInsurer, claimFormUrl, loadInsurers, openChat, resetOverview, trackOverview } from './overview.ts';

const heard: AnalyticsEvent[] = [];
let stop: () => void = () => undefined;

beforeEach(async () => {
  vi.stubGlobal('fetch', sandboxFetch().fetch);
  configure({ apiKey: 'sandbox-public-key', apiBaseUrl: `${ORIGIN}/services/direct-billing` });
  await loadInsurers();
  heard.length = 0;
  stop = hostEvents.on('analytics', (event) => void heard.push(event));
});
afterEach(() => {
  stop();
  chooseInsurer(null);
  resetOverview();
  resetConfig();
  vi.unstubAllGlobals();
});

describe('spec 000 §9: each press of the overview is heard once, as the overview widget', () => {
  test.each<[string, () => unknown, AnalyticsEvent]>([
    ['an insurer chosen', () => chooseInsurer(OUT_OF_NETWORK_ID), { elementType: 'MORE_INFO', widget: 'overviewWidget', action: 'choose-insurer' }],
    ['Check my benefits', () => trackOverview('START', 'check-benefits'), { elementType: 'START', widget: 'overviewWidget', action: 'check-benefits' }],
    ['the chat', () => openChat(), { elementType: 'OTHER', widget: 'overviewWidget', action: 'chat' }],
  ])('%s', (_name, press, payload) => {
    press();
    expect(heard).toEqual([payload]);
  });

  test('the chosen insurer’s claim form', async () => {
    chooseInsurer(OUT_OF_NETWORK_ID);
    heard.length = 0;
    expect(await claimFormUrl()).toMatch(/^http/);
    expect(heard).toEqual([{ elementType: 'DOWNLOAD', widget: 'overviewWidget', action: 'claim-form' }]);
  });
});
