// The insurer calls (spec 000 section 7): lists, one insurer, its provider and the provider's default forms, all cached.
import type { Caller } from '../call.ts';
import { InsuranceForms, InsuranceProvider, Insurer, Insurers } from '../../contract/insurer/insurers.ts';

const provider = (id: string) => `insurance-providers/${encodeURIComponent(id)}`;

/**
 * GET insurers: the insurers of the shop's market (country) the signed-in customer may choose (cached: spec 001
 * section 9 lists insurers among cached answers). The country matters where one host serves several markets.
 */
export function listInsurers(api: Caller, country: string, signal?: AbortSignal): Promise<Insurers> {
  return api.call({ method: 'GET', path: 'insurers', name: 'insurers', schema: Insurers, query: { country }, cache: true, signal });
}

/** GET insurers/list?active=true (API key, cached): the active insurers, for the overview before sign-in. */
export function listPublicInsurers(api: Caller, country: string, signal?: AbortSignal): Promise<Insurers> {
  return api.call({
    method: 'GET',
    path: 'insurers/list',
    name: 'insurers/list',
    schema: Insurers,
    query: { active: true, country },
    auth: 'api-key',
    cache: true,
    signal,
  });
}

/** GET insurers/{insurerId} (cached). */
export function getInsurer(api: Caller, insurerId: string, signal?: AbortSignal): Promise<Insurer> {
  return api.call({ method: 'GET', path: `insurers/${encodeURIComponent(insurerId)}`, name: 'insurers/{insurerId}', schema: Insurer, cache: true, signal });
}

/** GET insurance-providers/{insuranceProviderId} (cached). */
export function getInsuranceProvider(api: Caller, insuranceProviderId: string, signal?: AbortSignal): Promise<InsuranceProvider> {
  return api.call({
    method: 'GET',
    path: provider(insuranceProviderId),
    name: 'insurance-providers/{insuranceProviderId}',
    schema: InsuranceProvider,
    cache: true,
    signal,
  });
}

/** GET insurance-providers/{insuranceProviderId}/default-insurance-forms (cached): the forms wizard's pages, for the shop's country (a US ZIP code, a Canadian postal code). */
export function getDefaultInsuranceForms(api: Caller, insuranceProviderId: string, country: string, signal?: AbortSignal): Promise<InsuranceForms> {
  return api.call({
    method: 'GET',
    path: `${provider(insuranceProviderId)}/default-insurance-forms`,
    name: 'insurance-providers/{insuranceProviderId}/default-insurance-forms',
    schema: InsuranceForms,
    query: { country },
    cache: true,
    signal,
  });
}
