// Every call function of spec 000 section 7, against a fake Caller that records the Call it receives and
// answers a recorded fixture through the same parse the real client runs.
import { describe, expect, test } from 'vitest';
import { ContractError, parse } from '../contract/parse.ts';
import type { Call, Caller } from './call.ts';
import * as recordFx from '../contract/fixtures/claim-record.ts';
import * as claimFx from '../contract/fixtures/claims.ts';
import * as configFx from '../contract/fixtures/configurations.ts';
import * as eligibilityFx from '../contract/fixtures/eligibility.ts';
import * as insurerFx from '../contract/fixtures/insurers.ts';
import * as planFx from '../contract/fixtures/plans.ts';
import * as quoteFx from '../contract/fixtures/quotes.ts';
import * as directoryFx from '../contract/fixtures/directory.ts';
import * as records from './claim/claim-records.ts';
import * as claims from './claim/claims.ts';
import * as quotes from './quote/quotes.ts';
import * as eligibility from './claim/eligibility.ts';
import * as plans from './claim/plans.ts';
import * as attachments from './claim/attachments.ts';
import * as insurers from './insurer/insurers.ts';
import * as configurations from './insurer/configurations.ts';
import * as directory from './claim/directory.ts';

/** Ids with '/' and '?', so an unencoded id would change the path. */
const ID = 'cr/9?x=1';
const CUSTOMER = 'cust/7?y';
const CLAIM = 'cl/3?z';
const ATTACHMENT = 'att/5?w';
const INSURER = 'ins/2?v';
const PROVIDER = 'prov/4?u';
const IDS = [ID, CUSTOMER, CLAIM, ATTACHMENT, INSURER, PROVIDER];
const E = encodeURIComponent;

/** What a call function asked for, with the client's defaults spelled out. */
interface Asked {
  method: Call<unknown>['method'];
  path: string;
  name: string;
  body?: unknown;
  query?: Call<unknown>['query'];
  auth?: Call<unknown>['auth'];
  cache?: boolean;
  retryOnce?: boolean;
}

/** A fake Caller: records each Call and answers `answer`, validated as the real client validates it. */
function fake(answer: unknown) {
  const asked: (Asked & { signal?: AbortSignal | undefined })[] = [];
  const cleared: (string | undefined)[] = [];
  const api: Caller & { clearCache(prefix?: string): void } = {
    async call<T>(c: Call<T>): Promise<T> {
      const { method, path, name, body, query, auth = 'customer', cache = false, retryOnce = false, signal } = c;
      asked.push({ method, path, name, body, query, auth, cache, retryOnce, signal });
      return parse(answer, c.schema, `${method} ${name}`);
    },
    clearCache(prefix?: string): void {
      cleared.push(prefix);
    },
  };
  return { api, asked, cleared };
}

interface Row {
  name: string;
  run: (api: Caller, signal?: AbortSignal) => Promise<unknown>;
  answer: unknown;
  asked: Asked;
}

const record = recordFx.recordNorthAmerica;
const rec = (tail = '') => `claim-records/${E(ID)}${tail}`;
const cfg = (path: configurations.ConfigurationPath, scope: configurations.ConfigurationScope = {}): Asked => ({ method: 'GET', path: 'configurations', name: `configurations?path=${path}`, query: { path, ...scope }, auth: 'none', cache: true });
const newRecord: records.NewClaimRecord = {
  cartId: 'cart_1',
  sessionId: 'act_1',
  customerNumber: '1001',
  eligibleProducts: [{ productId: 'line-1', productType: 'FRAME', quantity: 1 }],
  locale: 'en_CA',
  ecommerce: 'N1',
  claimData: { primaryCoverage: { insurer: { id: 'ins_blue' } } },
};
const frame = { productType: 'FRAME', ecommerceId: '8056597123456', ecommerceIdType: 'UPC', quantity: 1, unitFullPrice: { amount: 149 } } as const;
const member: eligibility.MemberSyncPayload = { primaryCoverage: { insurer: { id: 'ins_blue' }, insuree: { memberId: 'M-200' } }, patientRelationship: 'SELF' };

const rows: Row[] = [
  { name: 'createClaimRecord puts claim-records', run: (a, s) => records.createClaimRecord(a, newRecord, s), answer: recordFx.createdRecord, asked: { method: 'PUT', path: 'claim-records', name: 'claim-records', body: newRecord } },
  { name: 'getClaimRecord gets claim-records/{id}', run: (a, s) => records.getClaimRecord(a, ID, s), answer: record, asked: { method: 'GET', path: rec(), name: 'claim-records/{id}' } },
  {
    name: 'getActiveClaimRecord gets claim-records/active/{customerNumber}',
    run: (a, s) => records.getActiveClaimRecord(a, CUSTOMER, s),
    answer: record,
    asked: { method: 'GET', path: `claim-records/active/${E(CUSTOMER)}`, name: 'claim-records/active/{customerNumber}' },
  },
  {
    name: 'updateClaimRecord patches claim-records/{id} with id and claimData',
    run: (a, s) => records.updateClaimRecord(a, ID, { refreshCartTotalRequired: false }, s),
    answer: record,
    asked: { method: 'PATCH', path: rec(), name: 'claim-records/{id}', body: { id: ID, claimData: { refreshCartTotalRequired: false } } },
  },
  {
    name: 'deleteClaimRecord deletes claim-records/{id} with id, cart and customer',
    run: (a, s) => records.deleteClaimRecord(a, ID, { cartId: 'cart_1', customerNumber: '1001', customerEmail: 'pat@example.test' }, s),
    answer: recordFx.deletedRecord,
    asked: { method: 'DELETE', path: rec(), name: 'claim-records/{id}', body: { id: ID, cartId: 'cart_1', customerNumber: '1001', customerEmail: 'pat@example.test' } },
  },
  {
    name: 'changeInsuranceStatus posts useInsuranceStatus to claim-records/{id}/change-insurance-status',
    run: (a, s) => records.changeInsuranceStatus(a, ID, 'INSURANCE_ENABLED', s),
    answer: record,
    asked: { method: 'POST', path: rec('/change-insurance-status'), name: 'claim-records/{id}/change-insurance-status', body: { useInsuranceStatus: 'INSURANCE_ENABLED' } },
  },
  {
    name: 'selectClaimableProducts posts id, prescriptionId and productIds to claim-records/{id}/products/select-claimable',
    run: (a, s) => records.selectClaimableProducts(a, ID, 'rx_1', ['line-1', 'line-2'], s),
    answer: record,
    asked: { method: 'POST', path: rec('/products/select-claimable'), name: 'claim-records/{id}/products/select-claimable', body: { id: ID, prescriptionId: 'rx_1', productIds: ['line-1', 'line-2'] } },
  },
  {
    name: 'checkInsuranceEligibility posts eligibleProducts to check-insurance-eligibility',
    run: (a, s) => eligibility.checkInsuranceEligibility(a, newRecord.eligibleProducts, s),
    answer: eligibilityFx.insuranceEligibility,
    asked: { method: 'POST', path: 'check-insurance-eligibility', name: 'check-insurance-eligibility', body: { eligibleProducts: newRecord.eligibleProducts } },
  },
  {
    name: 'checkProductTypesEligibility posts productTypes to check-product-types-eligibility',
    run: (a, s) => eligibility.checkProductTypesEligibility(a, ['FRAME'], s),
    answer: eligibilityFx.productTypesEligibility,
    asked: { method: 'POST', path: 'check-product-types-eligibility', name: 'check-product-types-eligibility', body: { productTypes: ['FRAME'] } },
  },
  {
    name: 'syncInsuranceMember posts the payload to claim-records/{id}/sync-insurance-member',
    run: (a, s) => eligibility.syncInsuranceMember(a, ID, member, s),
    answer: record,
    asked: { method: 'POST', path: rec('/sync-insurance-member'), name: 'claim-records/{id}/sync-insurance-member', body: member },
  },
  {
    name: 'checkMemberEligibility posts to claim-records/{id}/insurance-member-eligibility-check',
    run: (a, s) => eligibility.checkMemberEligibility(a, ID, s),
    answer: record,
    asked: { method: 'POST', path: rec('/insurance-member-eligibility-check'), name: 'claim-records/{id}/insurance-member-eligibility-check' },
  },
  {
    name: 'getInsurancePlans gets claim-records/{id}/insurance-plans, cached',
    run: (a, s) => plans.getInsurancePlans(a, ID, s),
    answer: planFx.insurancePlans,
    asked: { method: 'GET', path: rec('/insurance-plans'), name: 'claim-records/{id}/insurance-plans', cache: true },
  },
  { name: 'submitClaim posts to claim-records/{id}/claim/submit', run: (a, s) => claims.submitClaim(a, ID, s), answer: claimFx.submitAnswer, asked: { method: 'POST', path: rec('/claim/submit'), name: 'claim-records/{id}/claim/submit' } },
  {
    name: 'nullifyClaim posts claimRecordId, reason and initiatedBy to claim-records/{id}/claim/nullify',
    run: (a, s) => claims.nullifyClaim(a, ID, 'CART_UPDATE', 'SYSTEM', s),
    answer: record,
    asked: { method: 'POST', path: rec('/claim/nullify'), name: 'claim-records/{id}/claim/nullify', body: { claimRecordId: ID, reason: 'CART_UPDATE', initiatedBy: 'SYSTEM' } },
  },
  {
    name: 'searchClaims posts claims/search with filterBy {hash}:{customer}',
    run: (a, s) => claims.searchClaims(a, 'h4sh', CUSTOMER, s),
    answer: claimFx.customerClaims,
    asked: { method: 'POST', path: 'claims/search', name: 'claims/search', query: { filterBy: `h4sh:${CUSTOMER}` } },
  },
  {
    name: 'listCustomerClaims gets claims/customer/{id}/claims with the legacy customer number',
    run: (a, s) => claims.listCustomerClaims(a, CUSTOMER, 'L-1001', s),
    answer: claimFx.customerClaims,
    asked: { method: 'GET', path: `claims/customer/${E(CUSTOMER)}/claims`, name: 'claims/customer/{id}/claims', query: { legacyCustomerNumber: 'L-1001' } },
  },
  {
    name: 'listCustomerClaims leaves legacyCustomerNumber out when there is none',
    run: (a, s) => claims.listCustomerClaims(a, CUSTOMER, undefined, s),
    answer: claimFx.customerClaims,
    asked: { method: 'GET', path: `claims/customer/${E(CUSTOMER)}/claims`, name: 'claims/customer/{id}/claims', query: { legacyCustomerNumber: undefined } },
  },
  {
    name: 'getClaimAttachmentUrl posts the attachment to claims/{claimId}/get-attachment-url',
    run: (a, s) => claims.getClaimAttachmentUrl(a, CLAIM, { id: 'att_1', type: 'EXPLANATION_OF_BENEFITS' }, s),
    answer: claimFx.attachmentUrl,
    asked: { method: 'POST', path: `claims/${E(CLAIM)}/get-attachment-url`, name: 'claims/{claimId}/get-attachment-url', body: { attachmentId: 'att_1', attachmentType: 'EXPLANATION_OF_BENEFITS' } },
  },
  {
    name: 'restrictedCheck posts to claim-records/customer/{id}/restricted-check',
    run: (a, s) => claims.restrictedCheck(a, CUSTOMER, s),
    answer: claimFx.restricted,
    asked: { method: 'POST', path: `claim-records/customer/${E(CUSTOMER)}/restricted-check`, name: 'claim-records/customer/{id}/restricted-check' },
  },
  { name: 'requestQuote posts to claim-records/{id}/quote/request-new', run: (a, s) => quotes.requestQuote(a, ID, s), answer: record, asked: { method: 'POST', path: rec('/quote/request-new'), name: 'claim-records/{id}/quote/request-new' } },
  { name: 'acceptQuote posts to claim-records/{id}/quote/cx-accept', run: (a, s) => quotes.acceptQuote(a, ID, s), answer: record, asked: { method: 'POST', path: rec('/quote/cx-accept'), name: 'claim-records/{id}/quote/cx-accept' } },
  { name: 'refuseQuote posts to claim-records/{id}/quote/cx-refuse', run: (a, s) => quotes.refuseQuote(a, ID, s), answer: record, asked: { method: 'POST', path: rec('/quote/cx-refuse'), name: 'claim-records/{id}/quote/cx-refuse' } },
  { name: 'cancelQuoteRetry posts to claim-records/{id}/quote/cancel-retry', run: (a, s) => quotes.cancelQuoteRetry(a, ID, s), answer: record, asked: { method: 'POST', path: rec('/quote/cancel-retry'), name: 'claim-records/{id}/quote/cancel-retry' } },
  {
    name: 'optInQuoteRetry posts claimRecordId and retry to claim-records/{id}/quote/opt-in-retry',
    run: (a, s) => quotes.optInQuoteRetry(a, ID, false, s),
    answer: record,
    asked: { method: 'POST', path: rec('/quote/opt-in-retry'), name: 'claim-records/{id}/quote/opt-in-retry', body: { claimRecordId: ID, retry: false } },
  },
  {
    name: 'requestProductQuotes posts products to claim-records/{id}/quote/request-new-product-quotes, retried once',
    run: (a, s) => quotes.requestProductQuotes(a, ID, [frame], s),
    answer: quoteFx.productQuotes,
    asked: { method: 'POST', path: rec('/quote/request-new-product-quotes'), name: 'claim-records/{id}/quote/request-new-product-quotes', body: { products: [frame] }, retryOnce: true },
  },
  {
    name: 'getAttachmentUrl posts attachmentId and attachmentType to attachments/{id}/get-url',
    run: (a, s) => attachments.getAttachmentUrl(a, ATTACHMENT, 'CLAIM_FORM', s),
    answer: claimFx.attachmentUrl,
    asked: { method: 'POST', path: `attachments/${E(ATTACHMENT)}/get-url`, name: 'attachments/{id}/get-url', body: { attachmentId: ATTACHMENT, attachmentType: 'CLAIM_FORM' } },
  },
  {
    name: 'getInsuranceFormUrl posts to attachments/{id}/get-insurance-form-url with the API key',
    run: (a, s) => attachments.getInsuranceFormUrl(a, ATTACHMENT, s),
    answer: claimFx.attachmentUrl,
    asked: { method: 'POST', path: `attachments/${E(ATTACHMENT)}/get-insurance-form-url`, name: 'attachments/{id}/get-insurance-form-url', auth: 'api-key' },
  },
  { name: 'listInsurers gets insurers, cached', run: (a, s) => insurers.listInsurers(a, 'CA', s), answer: insurerFx.insurers, asked: { method: 'GET', path: 'insurers', name: 'insurers', query: { country: 'CA' }, cache: true } },
  {
    name: 'listPublicInsurers gets insurers/list?active=true with the API key, cached',
    run: (a, s) => insurers.listPublicInsurers(a, 'CA', s),
    answer: insurerFx.insurers,
    asked: { method: 'GET', path: 'insurers/list', name: 'insurers/list', query: { active: true, country: 'CA' }, auth: 'api-key', cache: true },
  },
  {
    name: 'getInsurer gets insurers/{insurerId}, cached',
    run: (a, s) => insurers.getInsurer(a, INSURER, s),
    answer: insurerFx.insurerInNetwork,
    asked: { method: 'GET', path: `insurers/${E(INSURER)}`, name: 'insurers/{insurerId}', cache: true },
  },
  {
    name: 'getInsuranceProvider gets insurance-providers/{insuranceProviderId}, cached',
    run: (a, s) => insurers.getInsuranceProvider(a, PROVIDER, s),
    answer: insurerFx.provider,
    asked: { method: 'GET', path: `insurance-providers/${E(PROVIDER)}`, name: 'insurance-providers/{insuranceProviderId}', cache: true },
  },
  {
    name: 'getDefaultInsuranceForms gets insurance-providers/{insuranceProviderId}/default-insurance-forms, cached',
    run: (a, s) => insurers.getDefaultInsuranceForms(a, PROVIDER, 'US', s),
    answer: insurerFx.formsNorthAmerica,
    asked: { method: 'GET', path: `insurance-providers/${E(PROVIDER)}/default-insurance-forms`, name: 'insurance-providers/{insuranceProviderId}/default-insurance-forms', query: { country: 'US' }, cache: true },
  },
  { name: 'getFrontendBundle gets configurations?path=frontend-bundle', run: (a, s) => configurations.getFrontendBundle(a, 'vde', s), answer: configFx.frontendBundle, asked: cfg('frontend-bundle', { brand: 'vde' }) },
  { name: 'getCtaState gets configurations?path=cta/state', run: (a, s) => configurations.getCtaState(a, s), answer: configFx.ctaState, asked: cfg('cta/state') },
  { name: 'getPageFlow gets configurations?path=insurance-flow/page-flow', run: (a, s) => configurations.getPageFlow(a, 'FR', s), answer: configFx.pageFlow, asked: cfg('insurance-flow/page-flow', { country: 'FR' }) },
  { name: 'getIntroPage gets configurations?path=insurance-flow/intro-page', run: (a, s) => configurations.getIntroPage(a, 'CA', s), answer: configFx.introPage, asked: cfg('insurance-flow/intro-page', { country: 'CA' }) },
  {
    name: 'getEligibleInsurersPage gets configurations?path=insurance-flow/eligible-insurers-page',
    run: (a, s) => configurations.getEligibleInsurersPage(a, 'US', s),
    answer: configFx.eligibleInsurersPage,
    asked: cfg('insurance-flow/eligible-insurers-page', { country: 'US' }),
  },
  {
    name: 'listDispensingPractitioners gets dispensing-practitioners, cached',
    run: (a, s) => directory.listDispensingPractitioners(a, s),
    answer: directoryFx.practitioners,
    asked: { method: 'GET', path: 'dispensing-practitioners', name: 'dispensing-practitioners', cache: true },
  },
  {
    name: 'listServiceLocations gets service-locations, cached',
    run: (a, s) => directory.listServiceLocations(a, s),
    answer: directoryFx.locations,
    asked: { method: 'GET', path: 'service-locations', name: 'service-locations', cache: true },
  },
  {
    name: 'listSharedAttachments gets shared-services/attachments, cached',
    run: (a, s) => directory.listSharedAttachments(a, s),
    answer: { attachments: [] },
    asked: { method: 'GET', path: 'shared-services/attachments', name: 'shared-services/attachments', cache: true },
  },
  {
    name: 'getMessageAnimation gets configurations?path=insurance-flow/message-animation',
    run: (a, s) => configurations.getMessageAnimation(a, s),
    answer: configFx.messageAnimation,
    asked: cfg('insurance-flow/message-animation'),
  },
];

describe('spec 000 §7: one call function per call', () => {
  test.each(rows.map((r) => [r.name, r] as const))('spec 000 §7: %s', async (_name, row) => {
    const { api, asked } = fake(row.answer);
    const signal = new AbortController().signal;
    const answer = await row.run(api, signal);
    expect(asked).toEqual([{ auth: 'customer', cache: false, retryOnce: false, ...row.asked, signal }]);
    expect(answer).toMatchObject(row.answer as object);
  });

  test.each(rows.map((r) => [r.name, r] as const))('spec 000 §7: %s names its call without any id, and encodes ids in the path', async (_name, row) => {
    const { api, asked } = fake(row.answer);
    await row.run(api);
    const { name, path } = asked[0] ?? { name: '', path: '' };
    for (const id of IDS) {
      expect(name).not.toContain(id);
      expect(name).not.toContain(E(id));
      expect(path).not.toContain(id);
    }
  });

  test.each(rows.map((r) => [r.name, r] as const))('spec 000 §7: %s validates the answer with its schema', async (_name, row) => {
    const { api, asked } = fake('<html>Bad gateway</html>');
    const error: unknown = await row.run(api).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).call).toBe(`${asked[0]?.method} ${asked[0]?.name}`);
  });
});

describe('spec 000 §7: what some calls do with their answer', () => {
  test('spec 000 §7: searchClaims counts the claims it returns, not a count field', async () => {
    const { api } = fake({ ...claimFx.customerClaims, count: 99 });
    const found = await claims.searchClaims(api, 'h4sh', CUSTOMER);
    expect(found.count).toBe(2);
  });

  test('spec 000 §7: searchClaims counts zero for no claims', async () => {
    const { api } = fake({ claims: [] });
    expect((await claims.searchClaims(api, 'h4sh', CUSTOMER)).count).toBe(0);
  });

  test('spec 000 §7 / spec 001 §4: syncInsuranceMember clears the cached plans of its record after the sync', async () => {
    const { api, asked, cleared } = fake(record);
    await eligibility.syncInsuranceMember(api, ID, member);
    expect(cleared).toEqual([plans.insurancePlansPath(ID)]);
    expect(cleared[0]).toBe(rec('/insurance-plans'));
    expect(asked).toHaveLength(1);
  });

  test('spec 000 §7: syncInsuranceMember keeps the cached plans when the sync answer is refused', async () => {
    const { api, cleared } = fake({ status: 'INSURANCE_MEMBER_FOUND' });
    await expect(eligibility.syncInsuranceMember(api, ID, member)).rejects.toBeInstanceOf(ContractError);
    expect(cleared).toEqual([]);
  });

  test('spec 000 §7: syncInsuranceMember works with a Caller that keeps no cache', async () => {
    const { api } = fake(record);
    const plain: Caller = { call: (c) => api.call(c) };
    await expect(eligibility.syncInsuranceMember(plain, ID, member)).resolves.toMatchObject({ id: record.id });
  });
});
