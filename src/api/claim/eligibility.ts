// The eligibility and member calls (spec 000 section 7): cart and product-type eligibility, member sync and check.
import type { Caller } from '../call.ts';
import { recordPath } from './claim-records.ts';
import { insurancePlansPath } from './plans.ts';
import { ClaimRecord, type ClaimData } from '../../contract/claim/claim-record.ts';
import { InsuranceEligibility, ProductTypesEligibility } from '../../contract/claim/eligibility.ts';

/** A caller that may also forget cached answers; the real client does, a test fake need not. */
export type CacheClearingCaller = Caller & { clearCache?(prefix?: string): void };

/** A cart line sent for an eligibility check, as PUT claim-records sends it. */
export interface EligibilityLine {
  productId: string;
  productType: string;
  quantity: number;
}

/** The member details a sync sends (our shape: the claimData parts of the member lookup form). */
export type MemberSyncPayload = Pick<ClaimData, 'primaryCoverage' | 'patient' | 'patientRelationship'> & {
  /**
   * The lookup's id ("Attempts counted once"; src/domain/member/lookup-attempts.ts): the same id sent again is
   * the same lookup, counted once by the service, when its first answer was lost.
   */
  lookupId?: string;
};

/** POST check-insurance-eligibility: which cart lines insurance may cover, before or without a record. */
export function checkInsuranceEligibility(api: Caller, eligibleProducts: readonly EligibilityLine[], signal?: AbortSignal): Promise<InsuranceEligibility> {
  return api.call({
    method: 'POST',
    path: 'check-insurance-eligibility',
    name: 'check-insurance-eligibility',
    schema: InsuranceEligibility,
    body: { eligibleProducts: [...eligibleProducts] },
    signal,
  });
}

/** POST check-product-types-eligibility: whether product types (a product page's) can be covered. */
export function checkProductTypesEligibility(api: Caller, productTypes: readonly string[], signal?: AbortSignal): Promise<ProductTypesEligibility> {
  return api.call({
    method: 'POST',
    path: 'check-product-types-eligibility',
    name: 'check-product-types-eligibility',
    schema: ProductTypesEligibility,
    body: { productTypes: [...productTypes] },
    signal,
  });
}

/**
 * POST claim-records/{id}/sync-insurance-member: looks the member up at the insurer and answers the updated
 * record; the record's cached plans are then stale, so they are cleared (spec 000 section 7, "clears plan cache").
 */
export async function syncInsuranceMember(api: CacheClearingCaller, id: string, payload: MemberSyncPayload, signal?: AbortSignal): Promise<ClaimRecord> {
  const record = await api.call({
    method: 'POST',
    path: recordPath(id, '/sync-insurance-member'),
    name: 'claim-records/{id}/sync-insurance-member',
    schema: ClaimRecord,
    body: { ...payload },
    signal,
  });
  api.clearCache?.(insurancePlansPath(id));
  return record;
}

/** POST claim-records/{id}/insurance-member-eligibility-check: checks the synced member again; answers the updated record. */
export function checkMemberEligibility(api: Caller, id: string, signal?: AbortSignal): Promise<ClaimRecord> {
  return api.call({
    method: 'POST',
    path: recordPath(id, '/insurance-member-eligibility-check'),
    name: 'claim-records/{id}/insurance-member-eligibility-check',
    schema: ClaimRecord,
    signal,
  });
}
