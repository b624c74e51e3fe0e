// The claim-record calls (spec 000 section 7): create, read, update, delete, use of insurance, product selection.
import type { Caller } from '../call.ts';
import { ActiveClaimRecord, ClaimRecord, CreatedRecord, DeletedRecord, type ClaimData } from '../../contract/claim/claim-record.ts';
import type { UseInsuranceStatus } from '../../domain/claim/status.ts';
import { httpFailureKind, isRecordDeleted } from '../../domain/session/session-expiry.ts';
import { ApiError } from '../errors.ts';

/** The path of a record, or of a call under it: ids are encoded, so an id can never reach another path. */
export function recordPath(id: string, tail = ''): string {
  return `claim-records/${encodeURIComponent(id)}${tail}`;
}

/** The body of PUT claim-records; guests omit name, e-mail and phone (spec 000 section 6). */
export interface NewClaimRecord {
  cartId: string;
  sessionId: string;
  customerNumber: string;
  customerEmail?: string | undefined;
  customerPhone?: string | undefined;
  customerName?: { firstName: string; lastName: string } | undefined;
  /**
   * The cart's lines; each may carry the shop cart answer's unit price as `unitFullPrice`, the price field spec 000 §3
   * gives a product sent to the service, so the insurer prices the shop's own cart.
   */
  eligibleProducts: { productId: string; productType: string; quantity: number; unitFullPrice?: { amount: number } }[];
  locale: string;
  ecommerce: string;
  /** The insurer already chosen on the overview, if any. */
  claimData?: { primaryCoverage: { insurer: { id: string } } } | undefined;
}

/** Who deletes a record: the service checks the cart and customer before it lets a record go. */
export interface RecordOwner {
  cartId: string;
  customerNumber: string;
  customerEmail?: string | undefined;
}

/** PUT claim-records: creates a record and answers its id. */
export function createClaimRecord(api: Caller, body: NewClaimRecord, signal?: AbortSignal): Promise<CreatedRecord> {
  return api.call({ method: 'PUT', path: 'claim-records', name: 'claim-records', schema: CreatedRecord, body: { ...body }, signal });
}

/** GET claim-records/{id}; a 404 means the record was deleted (spec 000 section 4). */
export function getClaimRecord(api: Caller, id: string, signal?: AbortSignal): Promise<ClaimRecord> {
  return api.call({ method: 'GET', path: recordPath(id), name: 'claim-records/{id}', schema: ClaimRecord, signal });
}

/** GET claim-records/{id}, answering null when the record is gone: a 404 means deleted, and a new start is allowed (spec 000 section 4). */
export async function findClaimRecord(api: Caller, id: string, signal?: AbortSignal): Promise<ClaimRecord | null> {
  try {
    return await getClaimRecord(api, id, signal);
  } catch (error) {
    if (error instanceof ApiError && isRecordDeleted(error.status)) return null;
    throw error;
  }
}

/**
 * GET claim-records/active/{customerNumber}: the customer's record in progress, or null when there is none, whether the
 * service says so with no content or, as a service may, with a 404.
 */
export async function getActiveClaimRecord(api: Caller, customerNumber: string, signal?: AbortSignal): Promise<ClaimRecord | null> {
  try {
    const found = await api.call({
      method: 'GET',
      path: `claim-records/active/${encodeURIComponent(customerNumber)}`,
      name: 'claim-records/active/{customerNumber}',
      schema: ActiveClaimRecord,
      signal,
    });
    return found ?? null;
  } catch (error) {
    if (error instanceof ApiError && httpFailureKind(error.status) === 'not-found') return null;
    throw error;
  }
}

/** PATCH claim-records/{id}: saves the shopper's answers; `{ refreshCartTotalRequired: false }` acknowledges a cart refresh. */
export function updateClaimRecord(api: Caller, id: string, claimData: Partial<ClaimData>, signal?: AbortSignal): Promise<ClaimRecord> {
  return api.call({ method: 'PATCH', path: recordPath(id), name: 'claim-records/{id}', schema: ClaimRecord, body: { id, claimData }, signal });
}

/** DELETE claim-records/{id}: drops the record; the answer says whether the deletion is done or still running. */
export function deleteClaimRecord(api: Caller, id: string, owner: RecordOwner, signal?: AbortSignal): Promise<DeletedRecord> {
  return api.call({ method: 'DELETE', path: recordPath(id), name: 'claim-records/{id}', schema: DeletedRecord, body: { id, ...owner }, signal });
}

/** POST claim-records/{id}/change-insurance-status: asks for the change; the caller then polls the record (spec 000 section 4). */
export function changeInsuranceStatus(api: Caller, id: string, useInsuranceStatus: UseInsuranceStatus, signal?: AbortSignal): Promise<ClaimRecord> {
  return api.call({
    method: 'POST',
    path: recordPath(id, '/change-insurance-status'),
    name: 'claim-records/{id}/change-insurance-status',
    schema: ClaimRecord,
    body: { useInsuranceStatus },
    signal,
  });
}

/** POST claim-records/{id}/products/select-claimable: the cart products claimed against one prescription. */
export function selectClaimableProducts(
  api: Caller,
  id: string,
  prescriptionId: string,
  productIds: readonly string[],
  signal?: AbortSignal,
): Promise<ClaimRecord> {
  return api.call({
    method: 'POST',
    path: recordPath(id, '/products/select-claimable'),
    name: 'claim-records/{id}/products/select-claimable',
    schema: ClaimRecord,
    body: { id, prescriptionId, productIds: [...productIds] },
    signal,
  });
}
