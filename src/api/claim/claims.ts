// The claim calls (spec 000 section 7; spec 001 section 7): submit, nullify, my-claims, restriction, claim notices.
import type { Caller } from '../call.ts';
import { recordPath } from './claim-records.ts';
import { ClaimRecord } from '../../contract/claim/claim-record.ts';
import { AttachmentUrl, ClaimSubmitAnswer, CustomerClaims, RestrictedCheck, type ClaimAttachment } from '../../contract/claim/claims.ts';

/** Why a claim is cancelled (spec 000 section 3, "Cancellation reasons"). */
export type NullifyReason = 'CUSTOMER_INITIATED' | 'CART_UPDATE';
/** Who cancels it (spec 000 section 3, "Initiators"). */
export type NullifyInitiator = 'CUSTOMER' | 'SYSTEM';

/** A claims search answer with its count, which is the number of claims returned (spec 000 section 7). */
export type ClaimsSearchResult = CustomerClaims & { count: number };

/** POST claim-records/{id}/claim/submit: the claim and the insurer's HTTP status. */
export function submitClaim(api: Caller, id: string, signal?: AbortSignal): Promise<ClaimSubmitAnswer> {
  return api.call({ method: 'POST', path: recordPath(id, '/claim/submit'), name: 'claim-records/{id}/claim/submit', schema: ClaimSubmitAnswer, signal });
}

/** POST claim-records/{id}/claim/nullify: cancels a submitted claim; the caller then polls the record. */
export function nullifyClaim(api: Caller, id: string, reason: NullifyReason, initiatedBy: NullifyInitiator, signal?: AbortSignal): Promise<ClaimRecord> {
  return api.call({
    method: 'POST',
    path: recordPath(id, '/claim/nullify'),
    name: 'claim-records/{id}/claim/nullify',
    schema: ClaimRecord,
    body: { claimRecordId: id, reason, initiatedBy },
    signal,
  });
}

/** POST claims/search?filterBy={hash}:{customer}: the customer's claims, counted here rather than trusted from a field. */
export async function searchClaims(api: Caller, hash: string, customer: string, signal?: AbortSignal): Promise<ClaimsSearchResult> {
  const answer = await api.call({
    method: 'POST',
    path: 'claims/search',
    name: 'claims/search',
    schema: CustomerClaims,
    query: { filterBy: `${hash}:${customer}` },
    signal,
  });
  return { ...answer, count: answer.claims.length };
}

/** GET claims/customer/{id}/claims[?legacyCustomerNumber=...]: the claims of my-claims. */
export function listCustomerClaims(api: Caller, customerId: string, legacyCustomerNumber?: string, signal?: AbortSignal): Promise<CustomerClaims> {
  return api.call({
    method: 'GET',
    path: `claims/customer/${encodeURIComponent(customerId)}/claims`,
    name: 'claims/customer/{id}/claims',
    schema: CustomerClaims,
    query: { legacyCustomerNumber: legacyCustomerNumber || undefined },
    signal,
  });
}

/**
 * POST claims/{claimId}/get-attachment-url: the URL of one of the claim's notices. The spec shows no
 * body; we send the attachment's id and type, as attachments/{id}/get-url does, since a claim may carry several.
 */
export function getClaimAttachmentUrl(
  api: Caller,
  claimId: string,
  attachment: Pick<ClaimAttachment, 'id' | 'type'>,
  signal?: AbortSignal,
): Promise<AttachmentUrl> {
  return api.call({
    method: 'POST',
    path: `claims/${encodeURIComponent(claimId)}/get-attachment-url`,
    name: 'claims/{claimId}/get-attachment-url',
    schema: AttachmentUrl,
    body: { attachmentId: attachment.id, attachmentType: attachment.type },
    signal,
  });
}

/** POST claim-records/customer/{id}/restricted-check: whether the customer reached the limit of attempts (spec 000 section 4). */
export function restrictedCheck(api: Caller, customerId: string, signal?: AbortSignal): Promise<RestrictedCheck> {
  return api.call({
    method: 'POST',
    path: `claim-records/customer/${encodeURIComponent(customerId)}/restricted-check`,
    name: 'claim-records/customer/{id}/restricted-check',
    schema: RestrictedCheck,
    signal,
  });
}
