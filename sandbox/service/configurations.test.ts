// The configuration answers of the sandbox, through the real API client: every path, both markets' page flows.
import { describe, expect, test } from 'vitest';
import type { Struct } from 'superstruct';
import type { Caller } from '../../src/api/call.ts';
import {
  getCtaState, getEligibleInsurersPage, getFrontendBundle, getIntroPage, getMessageAnimation, getPageFlow, type ConfigurationPath,
} from '../../src/api/insurer/configurations.ts';
import { CtaState, EligibleInsurersPage, FrontendBundle, IntroPage, PageFlow } from '../../src/contract/insurer/configurations.ts';
import { LOADING_MESSAGE_STEP_MS, SPEC_APP_VERSION } from '../../src/domain/constants.ts';
import { maxSteps } from '../../src/domain/drawer/progress.ts';
import { DRAWER_VIEWS } from '../../src/domain/drawer/resume.ts';
import { setup } from '../../test/unit/api-harness.ts';
import { insurerById, MUTUELLE_ID, SECOND_MUTUELLE_ID } from './catalogue.ts';
import { frenchForms, northAmericanForms } from './forms.ts';
import { FEATURES_HEADER } from './configurations.ts';

const SERVICE = '/services/direct-billing';

/** A configuration for a country, through the client's own call machinery (the client functions send no country yet). */
function configurationFor<T>(api: Caller, path: ConfigurationPath, schema: Struct<T, unknown>, country?: string): Promise<T> {
  return api.call({ method: 'GET', path: 'configurations', name: `configurations?path=${path}`, schema, query: { path, country }, auth: 'none' });
}

/** The views met following `next` from the default view. */
function walk(flow: PageFlow): string[] {
  const seen: string[] = [];
  for (let view: string | null | undefined = flow.defaultView; view && !seen.includes(view); view = flow.views[view]?.next) seen.push(view);
  return seen;
}

const NA_ORDER = ['intro', 'insurers', 'insurance-member', 'insurance-information', 'select-prescription', 'validate', 'select-product', 'review'];
const FR_ORDER = ['intro', 'insurers', 'insurance-member', 'insurance-information', 'quote'];

describe('configurations', () => {
  test.each([
    { path: 'frontend-bundle', get: (api: Caller) => getFrontendBundle(api, 'cle') },
    { path: 'cta/state', get: getCtaState },
    { path: 'insurance-flow/page-flow', get: (api: Caller) => getPageFlow(api, 'CA') },
    { path: 'insurance-flow/intro-page', get: (api: Caller) => getIntroPage(api, 'CA') },
    { path: 'insurance-flow/eligible-insurers-page', get: (api: Caller) => getEligibleInsurersPage(api, 'FR') },
    { path: 'insurance-flow/message-animation', get: getMessageAnimation },
  ])('spec 000 §7: configurations?path=$path answers and passes its schema', async ({ get }) => {
    const { api } = setup();
    await expect(get(api)).resolves.toBeTruthy();
  });

  test('spec 000 §7: configuration calls need no auth at all', async () => {
    const { app } = setup();
    expect((await app.request(`${SERVICE}/configurations?path=cta/state`)).status).toBe(200);
  });

  test.each([{ path: 'insurance-flow/nothing' }, { path: '' }])('spec 000 §7: an unknown path "$path" is 404 VALIDATION_ERROR naming the known paths', async ({ path }) => {
    const { app } = setup();
    const raw = await app.request(`${SERVICE}/configurations?path=${encodeURIComponent(path)}`);
    expect(raw.status).toBe(404);
    const body = (await raw.json()) as { errorType: string; message: string };
    expect(body.errorType).toBe('VALIDATION_ERROR');
    expect(body.message).toContain('insurance-flow/page-flow');
  });

  test('spec 000 §9: frontend-bundle carries the app version and the brand features as flags', async () => {
    const { api } = setup();
    expect(await getFrontendBundle(api, 'cle')).toMatchObject({ version: SPEC_APP_VERSION, features: { sessionIdCheck: true, disableQuoteFreeShipping: false } });
    const path = 'configurations';
    const ebd = await api.call({ method: 'GET', path, name: path, schema: FrontendBundle, query: { path: 'frontend-bundle', brand: 'ebd' }, auth: 'none' });
    expect(ebd.features).toMatchObject({ sessionIdCheck: false, showContactPhone: true, showFaq: true });
  });

  test.each([
    { name: 'a header flag turns a feature off', header: 'showFaq=false', brand: 'ebd', want: { showFaq: false, showContactPhone: true } },
    { name: 'a header flag turns a feature on', header: 'showContactPhone=true; showFaq=true', brand: 'cle', want: { showFaq: true, showContactPhone: true } },
    { name: 'a part that is not name=true or name=false is ignored', header: 'showFaq=yes;=true;showContactPhone', brand: 'cle', want: { showFaq: false, showContactPhone: false } },
  ])('spec 000 §7: frontend-bundle with the sandbox features header: $name', async ({ header, brand, want }) => {
    const { app } = setup();
    const raw = await app.request(`${SERVICE}/configurations?path=frontend-bundle&brand=${brand}`, { headers: { [FEATURES_HEADER]: header } });
    expect(((await raw.json()) as FrontendBundle).features).toMatchObject(want);
  });

  test('spec 001 §2: cta/state enables the call-to-action', async () => {
    const { api } = setup();
    expect((await getCtaState(api)).enabled).toBe(true);
  });

  test('spec 000 §7: cta/state and intro-page answer what PUT /sandbox/configurations set, until DELETE or a reset', async () => {
    const { api, app } = setup();
    const put = (path: string, body: unknown) =>
      app.request(`/sandbox/configurations?path=${encodeURIComponent(path)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await put('cta/state', { enabled: false, hiddenStates: ['SIGNED_OUT'] })).status).toBe(200);
    expect((await put('insurance-flow/intro-page', { steps: [{ titleKey: 'intro.na2' }] })).status).toBe(200);
    expect(await getCtaState(api)).toEqual({ enabled: false, hiddenStates: ['SIGNED_OUT'] });
    expect((await getIntroPage(api, 'FR')).steps).toEqual([{ titleKey: 'intro.na2' }]);
    expect((await app.request('/sandbox/configurations', { method: 'DELETE' })).status).toBe(200);
    expect((await configurationFor(api, 'cta/state', CtaState)).enabled).toBe(true);
    await put('cta/state', { enabled: false });
    await app.request('/sandbox/reset', { method: 'POST' });
    expect((await configurationFor(api, 'cta/state', CtaState)).enabled).toBe(true);
    expect((await configurationFor(api, 'insurance-flow/intro-page', IntroPage, 'FR')).steps).toHaveLength(4);
  });

  test.each([
    ['an unknown path', 'frontend-bundle', { version: '1' }, 'path must be one of'],
    ['an answer its schema refuses', 'cta/state', { enabled: 'yes' }, 'not valid at "enabled"'],
    ['no body', 'insurance-flow/intro-page', null, 'not valid'],
  ])('spec 000 §7: PUT /sandbox/configurations refuses %s with a 400 saying why', async (_name, path, body, message) => {
    const { app } = setup();
    const answer = await app.request(`/sandbox/configurations?path=${encodeURIComponent(path)}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { message: string }).message).toContain(message);
  });

  test('spec 000 §9: message-animation has the validate, requestQuote and acceptQuote keys, each shown LOADING_MESSAGE_STEP_MS', async () => {
    const { api } = setup();
    const animation = await getMessageAnimation(api);
    expect(animation.intervalMs).toBe(LOADING_MESSAGE_STEP_MS);
    expect(Object.keys(animation.messages)).toEqual(['validate', 'requestQuote', 'acceptQuote']);
  });
});

describe('per market', () => {
  const markets = [
    { market: 'North America', country: undefined, order: NA_ORDER, introSteps: 6, forms: northAmericanForms(undefined) },
    { market: 'North America', country: 'US', order: NA_ORDER, introSteps: 6, forms: northAmericanForms('US') },
    { market: 'North America', country: 'CA', order: NA_ORDER, introSteps: 6, forms: northAmericanForms('CA') },
    { market: 'France', country: 'FR', order: FR_ORDER, introSteps: 4, forms: frenchForms() },
  ];

  test.each(markets)('spec 000 §2: the $market page flow (country $country) names only drawer views, each link inside the flow', async ({ country }) => {
    const flow = await configurationFor(setup().api, 'insurance-flow/page-flow', PageFlow, country);
    const views = Object.keys(flow.views);
    for (const view of views) expect(DRAWER_VIEWS).toContain(view);
    expect(views).toContain(flow.defaultView);
    expect(flow).toMatchObject({ defaultView: 'intro', loginRedirectView: 'login-redirect' });
    for (const { next, previous } of Object.values(flow.views)) {
      if (next) expect(views).toContain(next);
      if (previous) expect(views).toContain(previous);
    }
  });

  test.each(markets)('spec 000 §2: the $market page flow (country $country) runs in the expected order', async ({ country, order }) => {
    const flow = await configurationFor(setup().api, 'insurance-flow/page-flow', PageFlow, country);
    expect(walk(flow)).toEqual(order);
    // Each view of the order goes back to the one before it; back from the products skips the validation animation.
    for (const [i, view] of order.entries()) if (i > 0) expect(flow.views[view]?.previous).toBe(view === 'select-product' ? 'select-prescription' : order[i - 1]);
  });

  test.each(markets)('spec 000 §2: the $market intro (country $country) has $introSteps steps, as many as the progress bar', async ({ country, introSteps, forms }) => {
    const { api } = setup();
    const intro = await configurationFor(api, 'insurance-flow/intro-page', IntroPage, country);
    expect(intro.steps).toHaveLength(introSteps);
    const flow = await configurationFor(api, 'insurance-flow/page-flow', PageFlow, country);
    expect(maxSteps(flow.stepCount, forms.formGroups.length)).toBe(introSteps);
  });

  test.each([
    { country: 'FR', want: [MUTUELLE_ID, SECOND_MUTUELLE_ID] },
    { country: undefined, want: 'NA' },
    { country: 'US', want: 'NA' },
  ])('spec 000 §7: eligible-insurers-page for country $country lists active insurers of the market', async ({ country, want }) => {
    const page = await configurationFor(setup().api, 'insurance-flow/eligible-insurers-page', EligibleInsurersPage, country);
    if (Array.isArray(want)) expect(page.insurerIds).toEqual(want);
    else for (const id of page.insurerIds) expect(insurerById(id)).toMatchObject({ market: want, insurer: { active: true } });
    expect(page.insurerIds.length).toBeGreaterThan(1);
    expect(page.showSearch).toBe(true);
  });

  test.each(markets)('spec 001 §2: every text of the $market configurations (country $country) is a message key, never words', async ({ country }) => {
    const { api } = setup();
    const answers = [
      await configurationFor(api, 'insurance-flow/page-flow', PageFlow, country),
      await configurationFor(api, 'insurance-flow/intro-page', IntroPage, country),
      await getMessageAnimation(api),
    ];
    const keys = JSON.stringify(answers).match(/"(labelKey|titleKey|descriptionKey|tooltipKey)":"[^"]*"/g) ?? [];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/:"[a-zA-Z0-9]+(\.[a-zA-Z0-9]+)+"$/);
  });
});
