// The sandbox's insurer catalogue, providers, default forms and claim forms, through the real API client.
import { describe, expect, test } from 'vitest';
import { getAttachmentUrl, getInsuranceFormUrl } from '../../src/api/claim/attachments.ts';
import { ApiError } from '../../src/api/errors.ts';
import { getDefaultInsuranceForms, getInsuranceProvider, getInsurer, listInsurers, listPublicInsurers } from '../../src/api/insurer/insurers.ts';
import { InsuranceForms, Insurers } from '../../src/contract/insurer/insurers.ts';
import { CA_FIELDS, FR_FIELDS, NA_FIELDS, type FieldKind } from '../../src/domain/information/fields.ts';
import { providerKind } from '../../src/domain/insurer/insurer.ts';
import { rejection, setup } from '../../test/unit/api-harness.ts';
import {
  CATALOGUE, CLAIM_FORM_ID, CLAIM_FORM_TYPE, COMING_SOON_ID, CUSTOM_FORMS_ID, FRENCH_PROVIDER_ID, INACTIVE_ID, IN_NETWORK_ID,
  LOWERCASE_IN_NETWORK_ID, MUTUELLE_ID, NETWORK_PROVIDER_ID, OUT_OF_NETWORK_ID, PROVIDERS, SECOND_MUTUELLE_ID, insurerById, isFrenchInsurer,
} from './catalogue.ts';
import { frenchForms, northAmericanForms } from './forms.ts';

const SERVICE = '/services/direct-billing';
const FIELD_KINDS = ['text', 'date', 'zip', 'postal', 'phone', 'nationalId', 'select', 'checkbox', 'birthRank'] as const satisfies readonly FieldKind[];
// Fails to compile when FieldKind gains a kind this list lacks.
const everyKind: [Exclude<FieldKind, (typeof FIELD_KINDS)[number]>] extends [never] ? true : false = true;
const ids = (answer: Insurers) => answer.insurers.map((insurer) => insurer.id);
const fieldOf = (forms: InsuranceForms, name: string) => forms.formGroups.flatMap((group) => group.fields).find((field) => field.name === name);
const NA_IDS = CATALOGUE.filter((entry) => entry.market === 'NA').map((entry) => entry.insurer.id);

describe('insurers', () => {
  test('spec 000 §7: insurers/list?active=true answers every active insurer and leaves the inactive one out', async () => {
    const { api } = setup();
    const answer = await listPublicInsurers(api, '');
    expect(ids(answer)).toEqual(expect.arrayContaining([IN_NETWORK_ID, OUT_OF_NETWORK_ID, COMING_SOON_ID, MUTUELLE_ID]));
    expect(ids(answer)).not.toContain(INACTIVE_ID);
    expect(answer.insurers.every((insurer) => insurer.active === true)).toBe(true);
  });

  test('spec 000 §7: GET insurers lists the inactive carrier too, flagged active false', async () => {
    const { api } = setup();
    const answer = await listInsurers(api, '');
    expect(ids(answer)).toEqual(CATALOGUE.map((entry) => entry.insurer.id));
    expect(answer.insurers.find((insurer) => insurer.id === INACTIVE_ID)?.active).toBe(false);
  });

  test('spec 000 §7: insurers/list without the API key is 401 AUTHENTICATION_ERROR, and the client reports it', async () => {
    const { app } = setup();
    const raw = await app.request(`${SERVICE}/insurers/list?active=true`);
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ errorType: 'AUTHENTICATION_ERROR' });
    const error = await rejection(listPublicInsurers(setup({ apiKey: 'not-the-key' }).api, 'CA'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, errorType: 'AUTHENTICATION_ERROR' });
  });

  test.each([
    { country: 'FR', want: [MUTUELLE_ID, SECOND_MUTUELLE_ID] },
    { country: 'fr', want: [MUTUELLE_ID, SECOND_MUTUELLE_ID] },
    { country: 'CA', want: NA_IDS },
    { country: 'US', want: NA_IDS },
    { country: undefined, want: CATALOGUE.map((entry) => entry.insurer.id) },
  ])('spec 000 §1: GET insurers?country=$country lists the market of that country', async ({ country, want }) => {
    const { api } = setup();
    const answer = await api.call({ method: 'GET', path: 'insurers', name: 'insurers', schema: Insurers, query: { country } });
    expect(ids(answer)).toEqual(want);
  });

  test.each([
    { country: 'FR', want: [MUTUELLE_ID, SECOND_MUTUELLE_ID] },
    { country: 'US', want: NA_IDS.filter((id) => id !== INACTIVE_ID) },
  ])('spec 000 §7: insurers/list?active=true&country=$country combines both filters', async ({ country, want }) => {
    const { api } = setup();
    const answer = await api.call({ method: 'GET', path: 'insurers/list', name: 'insurers/list', schema: Insurers, query: { active: true, country }, auth: 'api-key' });
    expect(ids(answer)).toEqual(want);
  });

  test('spec 000 §7: GET insurers/{insurerId} answers the insurer, and 404 for an unknown one', async () => {
    const { api } = setup();
    expect(await getInsurer(api, OUT_OF_NETWORK_ID)).toEqual(insurerById(OUT_OF_NETWORK_ID)?.insurer);
    expect(await rejection(getInsurer(api, 'ins_nobody'))).toMatchObject({ status: 404, errorType: 'VALIDATION_ERROR' });
  });

  test('spec 000 §3: provider types include lowercase in-network, and every carrier reads as in or out of network', () => {
    expect(insurerById(LOWERCASE_IN_NETWORK_ID)?.insurer.providerType).toBe('in-network');
    for (const { insurer } of CATALOGUE) {
      expect(providerKind(insurer.providerType)).toBe(insurer.id === OUT_OF_NETWORK_ID ? 'OUT_OF_NETWORK' : 'IN_NETWORK');
    }
  });

  test('spec 000 §3: every insurer has an English and a French name, known channels and a known provider', () => {
    for (const { insurer } of CATALOGUE) {
      expect(insurer.name).toEqual({ en: expect.any(String), fr: expect.any(String) });
      for (const channel of insurer.availableChannels ?? []) expect(['ONLINE', 'IN_STORE', 'CUSTOMER_SERVICE', 'CUSTOMER_FORM']).toContain(channel);
      expect(PROVIDERS.map((entry) => entry.provider.id)).toContain(insurer.insuranceProviderId);
    }
  });

  test('spec 001 §8: only the coming-soon carrier has contact lenses COMING_SOON', () => {
    expect(CATALOGUE.filter((entry) => entry.contactLensesComingSoon).map((entry) => entry.insurer.id)).toEqual([COMING_SOON_ID]);
  });

  test.each([
    { id: MUTUELLE_ID, want: true },
    { id: SECOND_MUTUELLE_ID, want: true },
    { id: IN_NETWORK_ID, want: false },
    { id: 'ins_nobody', want: false },
    { id: undefined, want: false },
  ])('spec 000 §1: isFrenchInsurer($id) is $want', ({ id, want }) => {
    expect(isFrenchInsurer(id)).toBe(want);
  });
});

describe('providers and forms', () => {
  test.each(PROVIDERS.map((entry) => ({ id: entry.provider.id })))('spec 000 §7: provider $id and its default forms answer', async ({ id }) => {
    const { api } = setup();
    expect((await getInsuranceProvider(api, id)).id).toBe(id);
    expect((await getDefaultInsuranceForms(api, id, 'CA')).formGroups.length).toBeGreaterThan(0);
  });

  test('spec 000 §7: an unknown provider is 404, for the provider and its forms', async () => {
    const { api } = setup();
    expect(await rejection(getInsuranceProvider(api, 'prov_nobody'))).toMatchObject({ status: 404 });
    expect(await rejection(getDefaultInsuranceForms(api, 'prov_nobody', 'CA'))).toMatchObject({ status: 404 });
  });

  test('spec 000 §3: the North American forms are member, patient and doctor; the French ones member, patient and secondary', async () => {
    const { api } = setup();
    const groups = async (id: string) => (await getDefaultInsuranceForms(api, id, 'CA')).formGroups.map((group) => group.id);
    expect(await groups(NETWORK_PROVIDER_ID)).toEqual(['member', 'patient', 'doctor']);
    expect(await groups(FRENCH_PROVIDER_ID)).toEqual(['member', 'patient', 'secondary']);
  });

  test('spec 000 §3: the CUSTOM carrier carries its own form groups', async () => {
    const { api } = setup();
    const insurer = await getInsurer(api, CUSTOM_FORMS_ID);
    expect(insurer.dynamicFormsType).toBe('CUSTOM');
    expect(insurer.dynamicFormsConfig?.formGroups.map((group) => group.id)).toEqual(['member', 'patient-doctor']);
  });

  const everyForms = [
    { name: 'North America (Canada)', forms: northAmericanForms(undefined) },
    { name: 'North America (US)', forms: northAmericanForms('US') },
    { name: 'France', forms: frenchForms() },
    ...CATALOGUE.flatMap(({ insurer }) => (insurer.dynamicFormsConfig ? [{ name: insurer.id, forms: insurer.dynamicFormsConfig }] : [])),
  ];
  test.each(everyForms)('spec 001 §5: every field of the $name forms has a FieldKind the widget validates', ({ forms }) => {
    expect(everyKind).toBe(true);
    for (const field of forms.formGroups.flatMap((group) => group.fields)) expect(FIELD_KINDS).toContain(field.kind);
  });

  test.each([
    { country: undefined, kind: CA_FIELDS.postalCode.kind },
    { country: 'CA', kind: CA_FIELDS.postalCode.kind },
    { country: 'US', kind: NA_FIELDS.postalCode.kind },
  ])('spec 001 §5: with country $country the patient postal code is a $kind', async ({ country, kind }) => {
    const { api } = setup();
    const path = `insurance-providers/${NETWORK_PROVIDER_ID}/default-insurance-forms`;
    const forms = await api.call({ method: 'GET', path, name: path, schema: InsuranceForms, query: { country } });
    expect(fieldOf(forms, 'patient.postalCode')?.kind).toBe(kind);
  });

  test.each([
    { name: 'primaryCoverage.insuree.memberId', forms: northAmericanForms(undefined), rule: NA_FIELDS.memberId },
    { name: 'primaryCoverage.insuree.policyNumber', forms: northAmericanForms(undefined), rule: NA_FIELDS.groupId },
    { name: 'referrer.lastName', forms: northAmericanForms(undefined), rule: NA_FIELDS.lastName },
    { name: 'primaryCoverage.insuree.contractId', forms: frenchForms(), rule: FR_FIELDS.memberNumber },
    { name: 'patient.phoneNumber', forms: frenchForms(), rule: FR_FIELDS.phoneNumber },
    { name: 'patient.nationalIdentifier', forms: frenchForms(), rule: FR_FIELDS.nationalIdentifier },
  ])('spec 001 §5: $name has the kind and lengths of the widget rule', ({ name, forms, rule }) => {
    const field = fieldOf(forms, name);
    expect(field).toMatchObject({ kind: rule.kind, required: rule.required });
    expect(field?.maxLength).toBe('maxLength' in rule ? rule.maxLength : undefined);
    expect(field?.minLength).toBe('minLength' in rule ? rule.minLength : undefined);
  });

  test.each([
    { name: 'patientRelationship', forms: northAmericanForms(undefined), options: ['SELF', 'SPS', 'CHILD', 'HANDIC', 'PSTUD', 'FSTUD', 'DOMPART'] },
    { name: 'referrer.type', forms: northAmericanForms(undefined), options: ['OPTOMETRIST', 'OPHTHALMOLOGIST', 'MEDICAL_DOCTOR'] },
    {
      name: 'primaryCoverage.insuree.insuranceType',
      forms: frenchForms(),
      options: ['ADDITIONAL_INSURANCE'],
    },
    { name: 'accident.type', forms: frenchForms(), options: ['MOTOR_VEHICLE', 'SCHOOL', 'SPORT', 'WORKPLACE', 'OTHER'] },
    { name: 'isAccident', forms: frenchForms(), options: ['Y', 'N'] },
  ])('spec 000 §3: the $name select offers the enumeration', ({ name, forms, options }) => {
    expect(fieldOf(forms, name)).toMatchObject({ kind: 'select', options });
  });
});

describe('claim forms', () => {
  test('spec 000 §7: get-insurance-form-url and get-url answer the URL of a real PDF', async () => {
    const { api, app } = setup();
    const attachment = insurerById(OUT_OF_NETWORK_ID)?.insurer.attachment;
    expect(attachment).toMatchObject({ type: CLAIM_FORM_TYPE, id: CLAIM_FORM_ID });
    const { url } = await getInsuranceFormUrl(api, CLAIM_FORM_ID);
    // Both calls sign a URL of the same stored form, each with its own expiry.
    const signed = (await getAttachmentUrl(api, CLAIM_FORM_ID, CLAIM_FORM_TYPE)).url;
    expect(signed.split('?')[0]).toBe(url.split('?')[0]);
    expect((await app.request(signed)).status).toBe(200);
    const pdf = await app.request(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  test('spec 000 §7: the claim form survives POST /sandbox/reset', async () => {
    const { api, app } = setup();
    expect((await app.request('/sandbox/reset', { method: 'POST' })).ok).toBe(true);
    const { url } = await getInsuranceFormUrl(api, CLAIM_FORM_ID);
    expect((await app.request(url)).headers.get('content-type')).toBe('application/pdf');
  });

  test('spec 000 §7: get-insurance-form-url needs the API key', async () => {
    const { app } = setup();
    const raw = await app.request(`${SERVICE}/attachments/${CLAIM_FORM_ID}/get-insurance-form-url`, { method: 'POST' });
    expect(raw.status).toBe(401);
  });

  test.each([
    { name: 'an unknown attachment is 404', id: 'att_nothing', type: CLAIM_FORM_TYPE, status: 404 },
    { name: 'a wrong attachment type is 400', id: CLAIM_FORM_ID, type: 'EXPLANATION_OF_BENEFITS', status: 400 },
  ])('spec 000 §7: get-url: $name', async ({ id, type, status }) => {
    const { api } = setup();
    expect(await rejection(getAttachmentUrl(api, id, type))).toMatchObject({ status, errorType: 'VALIDATION_ERROR' });
  });
});
