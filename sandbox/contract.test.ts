// Contract tests: the real src/api client against the sandbox in process, one call of every kind
// of spec 000 section 7; the client parses every answer with its src/contract schema, so a sandbox answer
// that drifts from the contract fails here. The last test proves no call of the client was left out.
import { describe, expect, test } from 'vitest';
import * as records from '../src/api/claim/claim-records.ts';
import * as claims from '../src/api/claim/claims.ts';
import * as quotes from '../src/api/quote/quotes.ts';
import * as eligibility from '../src/api/claim/eligibility.ts';
import * as prescriptions from '../src/api/prescription/prescriptions.ts';
import * as insurers from '../src/api/insurer/insurers.ts';
import * as configurations from '../src/api/insurer/configurations.ts';
import * as directory from '../src/api/claim/directory.ts';
import { getAttachmentUrl, getInsuranceFormUrl } from '../src/api/claim/attachments.ts';
import { getInsurancePlans } from '../src/api/claim/plans.ts';
import { productForQuote } from '../src/domain/product/products.ts';
import { CLAIM_FORM_ID, IN_NETWORK_ID, NETWORK_PROVIDER_ID, OUT_OF_NETWORK_ID } from './service/catalogue.ts';
import { INSURER_DELAYS_MS } from './service/scenarios.ts';
import { shopper } from '../test/unit/sandbox-shopper.ts';
import { setup } from '../test/unit/api-harness.ts';

/** Every call the client can make (spec 000 §7), as `METHOD name`. */
const EVERY_CALL = [
  'POST auth/token', // made by the client itself; counted from the requests below
  'PUT claim-records', 'GET claim-records/{id}', 'GET claim-records/active/{customerNumber}', 'PATCH claim-records/{id}', 'DELETE claim-records/{id}',
  'POST check-insurance-eligibility', 'POST check-product-types-eligibility',
  'POST claim-records/{id}/prescriptions/put-url', 'POST claim-records/{id}/prescriptions/{prescriptionId}/validate',
  'POST claim-records/{id}/prescriptions/{prescriptionId}/get-url', 'DELETE claim-records/{id}/prescriptions/{prescriptionId}',
  'POST claim-records/{id}/products/select-claimable', 'POST claim-records/{id}/claim/submit', 'POST claim-records/{id}/claim/nullify',
  'POST claims/search', 'POST claims/{claimId}/get-attachment-url', 'POST claim-records/customer/{id}/restricted-check', 'GET claims/customer/{id}/claims',
  'POST claim-records/{id}/quote/request-new', 'POST claim-records/{id}/quote/cx-accept', 'POST claim-records/{id}/quote/cx-refuse',
  'POST claim-records/{id}/quote/cancel-retry', 'POST claim-records/{id}/quote/opt-in-retry', 'POST claim-records/{id}/quote/request-new-product-quotes',
  'POST claim-records/{id}/sync-insurance-member', 'POST claim-records/{id}/insurance-member-eligibility-check',
  'POST claim-records/{id}/change-insurance-status', 'GET claim-records/{id}/insurance-plans',
  'POST attachments/{id}/get-url', 'POST attachments/{id}/get-insurance-form-url',
  'GET insurers', 'GET insurers/list', 'GET insurers/{insurerId}', 'GET insurance-providers/{insuranceProviderId}',
  'GET insurance-providers/{insuranceProviderId}/default-insurance-forms',
  'GET dispensing-practitioners', 'GET service-locations', 'GET shared-services/attachments',
  ...(['frontend-bundle', 'cta/state', 'insurance-flow/page-flow', 'insurance-flow/intro-page', 'insurance-flow/eligible-insurers-page', 'insurance-flow/message-animation'] as const).map(
    (path) => `GET configurations?path=${path}`,
  ),
];

const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;
const na = shopper('NA');
const fr = shopper('FR');
const pdf = async (url: string) => new TextDecoder().decode((await (await na.app.request(url)).arrayBuffer()).slice(0, 5));

describe('spec 000 §7: every call against the sandbox passes its schema', () => {
  test('catalogue, forms, configurations and directory', async () => {
    const { api } = na;
    expect((await insurers.listInsurers(api, 'CA')).insurers.length).toBeGreaterThan(0);
    expect((await insurers.listPublicInsurers(api, 'FR')).insurers.length).toBeGreaterThan(0);
    const insurer = await insurers.getInsurer(api, OUT_OF_NETWORK_ID);
    expect(insurer.attachment?.id).toBe(CLAIM_FORM_ID);
    expect((await insurers.getInsuranceProvider(api, NETWORK_PROVIDER_ID)).id).toBe(NETWORK_PROVIDER_ID);
    expect((await insurers.getDefaultInsuranceForms(api, NETWORK_PROVIDER_ID, 'CA')).formGroups.length).toBe(3);
    expect(await pdf((await getInsuranceFormUrl(api, CLAIM_FORM_ID)).url)).toBe('%PDF-');
    expect(await pdf((await getAttachmentUrl(api, CLAIM_FORM_ID, 'CLAIM_FORM')).url)).toBe('%PDF-');
    await configurations.getFrontendBundle(api, 'cle');
    await configurations.getCtaState(api);
    expect((await configurations.getPageFlow(api, 'CA')).defaultView).toBe('intro');
    expect((await configurations.getIntroPage(api, 'FR')).steps).toHaveLength(4);
    await configurations.getEligibleInsurersPage(api, 'CA');
    await configurations.getMessageAnimation(api);
    expect((await directory.listDispensingPractitioners(api)).dispensingPractitioners.length).toBeGreaterThan(0);
    expect((await directory.listServiceLocations(api)).serviceLocations.length).toBeGreaterThan(0);
    const [guide] = (await directory.listSharedAttachments(api)).attachments;
    expect(await pdf((await getAttachmentUrl(api, guide!.id, guide!.type)).url)).toBe('%PDF-');
  });

  test('a North American claim from eligibility to nullify, and my-claims', async () => {
    const { api } = na;
    const lines = na.visitor.lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity }));
    expect((await eligibility.checkInsuranceEligibility(api, lines)).eligibleProducts.length).toBeGreaterThan(0);
    expect((await eligibility.checkProductTypesEligibility(api, ['FRAME', 'SOLUTIONS'])).productTypesEligibility).toHaveLength(2);
    const id = await na.start();
    expect((await records.getActiveClaimRecord(api, na.visitor.userId))?.id).toBe(id);
    expect((await records.updateClaimRecord(api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID } } })).status).toBe('UPDATED');
    await na.lookUp('W1234567');
    na.advance(SETTLE);
    expect((await eligibility.checkMemberEligibility(api, id)).status).toBe('INSURANCE_MEMBER_FOUND');
    expect((await getInsurancePlans(api, id)).insurancePlans.length).toBeGreaterThan(0);
    await records.changeInsuranceStatus(api, id, 'INSURANCE_ENABLED');
    na.advance(SETTLE);
    expect((await na.record()).claimData?.useInsuranceStatus).toBe('INSURANCE_ENABLED');
    const products = na.visitor.lines.map((l) => productForQuote({ productType: l.productType, productIdentifier: l.productIdentifier, quantity: l.quantity, unitPrice: { amount: l.unitPriceMinor / 100 } }));
    expect((await quotes.requestProductQuotes(api, id, products)).productQuotes).toHaveLength(products.length);
    await na.giveDoctor();
    const extra = await na.uploadRx('second.png');
    await prescriptions.deletePrescription(api, id, extra);
    const rx = await na.uploadRx();
    na.advance(SETTLE);
    na.advance(SETTLE);
    expect((await pdf(await prescriptions.getPrescriptionUrl(api, id, rx))).slice(1, 4)).toBe('PNG');
    expect((await na.selectGlasses(rx)).status).toBe('READY_TO_CLAIM');
    expect((await claims.submitClaim(api, id)).httpStatus).toBe(202);
    na.advance(SETTLE);
    expect((await na.record()).status).toBe('CLAIM_ACCEPTED');
    expect((await claims.restrictedCheck(api, na.visitor.userId)).restricted).toBe(false);
    const mine = await claims.listCustomerClaims(api, na.visitor.userId, 'LEGACY-77');
    const found = await claims.searchClaims(api, 'h4sh', na.visitor.userId);
    expect(found.count).toBe(found.claims.length);
    const row = mine.claims.find((r) => r.attachments?.some((a) => a.type === 'EXPLANATION_OF_BENEFITS'));
    const notice = row?.attachments?.[0];
    expect(notice).toBeDefined();
    expect(await pdf((await claims.getClaimAttachmentUrl(api, row!.claimId, notice!)).url)).toBe('%PDF-');
    expect((await claims.nullifyClaim(api, id, 'CUSTOMER_INITIATED', 'CUSTOMER')).status).toBe('CLAIM_NULLIFY_EVENT_SENT');
    na.advance(SETTLE);
    expect((await na.record()).status).toBe('CLAIM_NULLIFIED');
    expect((await records.deleteClaimRecord(api, id, { cartId: na.visitor.cartId, customerNumber: na.visitor.userId })).status).toBe('DELETED');
    expect(await records.findClaimRecord(api, id)).toBeNull();
  });

  test('a French quote refused, asked again and accepted; an offline one opted in, then cancelled', async () => {
    const { api } = fr;
    const id = await fr.start();
    await fr.lookUp('12345678');
    fr.advance(SETTLE);
    await quotes.requestQuote(api, id);
    fr.advance(SETTLE);
    expect((await quotes.refuseQuote(api, id)).claimData?.quote?.status).toBe('CX_REFUSED');
    await quotes.requestQuote(api, id);
    fr.advance(SETTLE);
    expect((await quotes.acceptQuote(api, id)).claimData?.quote?.status).toBe('CX_ACCEPTED');

    const offline = shopper('FR');
    const other = await offline.start();
    await offline.lookUp('OFFLINE-9');
    offline.advance(SETTLE);
    await quotes.requestQuote(offline.api, other);
    offline.advance(SETTLE);
    expect((await quotes.optInQuoteRetry(offline.api, other, true)).status).toBe('QUOTE_PENDING');
    expect((await quotes.cancelQuoteRetry(offline.api, other)).claimData?.quote?.status).toBe('RETRY_CANCELLED');
    offline.made.forEach((call) => fr.made.add(call));
  });

  test('no call of the client was left out', () => {
    const made = new Set([...na.made, ...fr.made]);
    if (na.tokenRequests() > 0) made.add('POST auth/token');
    expect(EVERY_CALL.filter((call) => !made.has(call))).toEqual([]);
  });
});

describe('spec 001 §2 and §3: the service writes its own words in the language the call asks for (Accept-Language)', () => {
  test('a claim made on a Quebec French page reads in English on an English page: plans, summaries, the insurer\'s name', async () => {
    const s = shopper();
    // Signed in on the fr-CA shop, the claim made there: the record and the history are French-born.
    s.visitor.locale = 'fr_CA';
    const id = await s.start();
    s.state.service.records.get(id)!.record.locale = 'fr_CA';
    await records.updateClaimRecord(s.api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID, name: 'Régime de vision Quillfeather' } } });
    await s.lookUp('W1234567');
    s.advance(SETTLE);
    await s.giveDoctor();
    const rx = await s.uploadRx();
    s.advance(SETTLE);
    s.advance(SETTLE);
    await s.selectGlasses(rx);
    await claims.submitClaim(s.api, id);
    s.advance(SETTLE);
    expect((await s.record()).status).toBe('CLAIM_ACCEPTED');
    const page = (language?: string) => setup({ sandbox: s.sandbox, visitor: s.visitor, language }).api;
    const plans = async (language?: string) => (await getInsurancePlans(page(language), id)).insurancePlans.find((p) => p.planType === 'FRAME')?.serviceDescription;
    const summaries = async (language?: string) => (await claims.listCustomerClaims(page(language), s.visitor.userId, 'LEGACY-77')).claims.map((r) => r.insuranceSummary);
    const searched = async (language?: string) => (await claims.searchClaims(page(language), 'h4sh', s.visitor.userId)).claims.map((r) => r.insuranceSummary);

    // A call that names no language reads the record's and the sign-in's, as before.
    expect(await plans()).toMatch(/^Monture\u00a0: jusqu’à 150,00\s\$$/u);
    expect((await summaries())[0]).toMatch(/^Régime de vision Quillfeather a pris en charge \d+,\d{2}\s\$ de cette commande$/u);

    expect(await plans('en-CA')).toBe('Frame allowance up to $150.00');
    const english = await summaries('en-CA');
    expect(english[0]).toMatch(/^Quillfeather Vision Plan paid \$\d+\.\d{2} of this order$/);
    expect(english.slice(1)).toEqual([
      'Claim refunded after the order was returned',
      'Your insurer was invoiced $185.00 for this order',
      'Status not available for this older claim',
      'Claim from your previous customer account',
    ]);
    expect(await searched('en-CA')).toEqual(english.slice(0, 4));

    // Asked in French again, the same rows read in French: each listing writes them in the language asked.
    expect((await summaries('fr-CA'))[2]).toMatch(/^185,00\s\$ facturés pour cette commande$/u);
    // The French of France writes a Canadian amount as "$CA".
    expect(await plans('fr-FR')).toMatch(/^Monture\u202f: jusqu’à 150,00\s\$CA$/u);
  });
});
