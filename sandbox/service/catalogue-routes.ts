// The insurer, provider, form, attachment and configuration calls (spec 000 section 7). The public ones (API key
// or no auth) are mounted before the bearer check; the customer's after it. One host serves every market, so
// the insurer lists, the default forms and the configurations read an optional `country` query.
import { Hono } from 'hono';
import { AttachmentUrl } from '../../src/contract/claim/claims.ts';
import { CtaState, EligibleInsurersPage, FrontendBundle, IntroPage, MessageAnimation, PageFlow } from '../../src/contract/insurer/configurations.ts';
import { InsuranceForms, InsuranceProvider, Insurer, Insurers } from '../../src/contract/insurer/insurers.ts';
import type { ConfigurationPath } from '../../src/api/insurer/configurations.ts';
import { SANDBOX_API_KEY } from '../pages.ts';
import type { State } from '../state.ts';
import { sharedAttachmentById, storeSharedAttachment } from './directory.ts';
import { answer, fail, jsonBody, text, type ServiceContext, type ServiceEnv } from './kit.ts';
import { attachmentById, insurerById, insurersOf, marketOf, providerById } from './catalogue.ts';
import { eligibleInsurersPage, FEATURES_HEADER, frontendBundle, MESSAGE_ANIMATION, pageFlow, sandboxConfigurations } from './configurations.ts';
import { frenchForms, northAmericanForms } from './forms.ts';
import { PUBLIC_GRANT, signedUrlFor } from './files.ts';
import { pdfDocument } from './pdf.ts';

/** Each configuration path's answer; configurations default to North America when no country is given. */
const CONFIGURATIONS: Record<ConfigurationPath, (c: ServiceContext, state: State) => Response> = {
  'frontend-bundle': (c) => answer(c, FrontendBundle, frontendBundle(c.req.query('brand'), c.req.header(FEATURES_HEADER))),
  'cta/state': (c, state) => answer(c, CtaState, sandboxConfigurations(state).ctaState()),
  'insurance-flow/page-flow': (c) => answer(c, PageFlow, pageFlow(marketOf(c.req.query('country')) ?? 'NA')),
  'insurance-flow/intro-page': (c, state) => answer(c, IntroPage, sandboxConfigurations(state).introPage(marketOf(c.req.query('country')) ?? 'NA')),
  'insurance-flow/eligible-insurers-page': (c) => answer(c, EligibleInsurersPage, eligibleInsurersPage(marketOf(c.req.query('country')) ?? 'NA')),
  'insurance-flow/message-animation': (c) => answer(c, MessageAnimation, MESSAGE_ANIMATION),
};

const isConfigurationPath = (path: string): path is ConfigurationPath => Object.hasOwn(CONFIGURATIONS, path);

/** The `active` query: true or false filters, anything else (or none) lists every insurer. */
function activeOf(value: string | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** An insurer list of the `country` and `active` queries. */
const listed = (c: ServiceContext) => answer(c, Insurers, { insurers: insurersOf(marketOf(c.req.query('country')), activeOf(c.req.query('active'))) });

/**
 * Puts the insurers' claim forms in the file store under their attachment ids: at start, and again when asked
 * for, since POST /sandbox/reset empties the store and a public form must outlive a reset.
 */
function storeClaimForm(state: State, attachmentId: string): boolean {
  const found = attachmentById(attachmentId);
  if (!found) return false;
  if (state.service.files.has(attachmentId)) return true;
  const { insurer, attachment } = found;
  const title = typeof insurer.name === 'string' ? insurer.name : (insurer.name.en ?? insurer.id);
  const bytes = pdfDocument(`${title}: vision claim form`, [
    'Sandbox document: not a real insurer form.',
    'Member ID: ____________________   Group ID: ____________________',
    'Policy holder: ____________________   Date of birth: ____ / ____ / ______',
    'Patient: ____________________   Relationship: ____________________',
    'Doctor: ____________________   Date of prescription: ____ / ____ / ______',
    'Attach your itemised receipt and prescription, then mail this form to your insurer.',
  ]);
  state.service.files.set(attachmentId, { name: attachment.name ?? `${attachmentId}.pdf`, contentType: 'application/pdf', bytes });
  return true;
}

/** The URL answer of an insurer's claim form, or the 404 of an unknown attachment. */
async function formUrl(state: State, c: ServiceContext, attachmentId: string) {
  if (!storeClaimForm(state, attachmentId)) return fail(c, 404, 'VALIDATION_ERROR', `No insurer attachment ${attachmentId}`);
  return answer(c, AttachmentUrl, { url: await signedUrlFor(state, c, attachmentId, PUBLIC_GRANT) });
}

/** The calls without a bearer token: public insurers and claim forms (API key), configurations (no auth). */
export function publicCatalogueRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  for (const insurer of insurersOf(undefined)) if (insurer.attachment) storeClaimForm(state, insurer.attachment.id);

  const apiKey = (c: ServiceContext) => (c.req.header('x-api-key') === SANDBOX_API_KEY ? null : fail(c, 401, 'AUTHENTICATION_ERROR', 'Missing or unknown API key'));

  app.get('/insurers/list', (c) => apiKey(c) ?? listed(c));
  app.post('/attachments/:id/get-insurance-form-url', async (c) => apiKey(c) ?? formUrl(state, c, c.req.param('id')));
  app.get('/configurations', (c) => {
    const path = c.req.query('path') ?? '';
    if (!isConfigurationPath(path)) {
      return fail(c, 404, 'VALIDATION_ERROR', `Unknown configuration path "${path}"; known paths: ${Object.keys(CONFIGURATIONS).join(', ')}`);
    }
    return CONFIGURATIONS[path](c, state);
  });
  return app;
}

/** The customer's insurer, provider, forms and attachment calls (after the bearer check). */
export function catalogueRoutes(state: State) {
  const app = new Hono<ServiceEnv>();

  app.get('/insurers', listed);
  app.get('/insurers/:insurerId', (c) => {
    const entry = insurerById(c.req.param('insurerId'));
    return entry ? answer(c, Insurer, entry.insurer) : fail(c, 404, 'VALIDATION_ERROR', 'Insurer not found');
  });
  app.get('/insurance-providers/:insuranceProviderId', (c) => {
    const entry = providerById(c.req.param('insuranceProviderId'));
    return entry ? answer(c, InsuranceProvider, entry.provider) : fail(c, 404, 'VALIDATION_ERROR', 'Insurance provider not found');
  });
  app.get('/insurance-providers/:insuranceProviderId/default-insurance-forms', (c) => {
    const entry = providerById(c.req.param('insuranceProviderId'));
    if (!entry) return fail(c, 404, 'VALIDATION_ERROR', 'Insurance provider not found');
    // A North American provider asks for a ZIP code in the US and a postal code elsewhere.
    return answer(c, InsuranceForms, entry.market === 'FR' ? frenchForms() : northAmericanForms(c.req.query('country')));
  });
  app.post('/attachments/:id/get-url', async (c) => {
    const id = c.req.param('id');
    const body = await jsonBody(c);
    if (!body) return fail(c, 400, 'VALIDATION_ERROR', 'Body must be a JSON object');
    const attachmentId = text(body.attachmentId);
    if (attachmentId !== id) return fail(c, 400, 'VALIDATION_ERROR', 'attachmentId is required and must be the id of the path');
    const shared = sharedAttachmentById(id);
    const found = attachmentById(id)?.attachment ?? shared;
    if (!found) return fail(c, 404, 'VALIDATION_ERROR', `No attachment ${id}`);
    if (text(body.attachmentType) !== found.type) return fail(c, 400, 'VALIDATION_ERROR', `attachmentType must be ${found.type}`);
    if (shared) return answer(c, AttachmentUrl, { url: await signedUrlFor(state, c, storeSharedAttachment(state, shared), PUBLIC_GRANT) });
    return formUrl(state, c, id);
  });
  return app;
}
