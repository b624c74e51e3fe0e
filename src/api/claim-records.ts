// The claim-record calls (spec 000 section 7).
import type { Api } from './client.ts';
import { ClaimRecord, CreatedRecord } from '../contract/claim-record.ts';

/** The body of PUT claim-records; guests omit name, e-mail and phone (spec 000 section 6). */
export interface NewClaimRecord {
  cartId: string;
  sessionId: string;
  customerNumber: string;
  customerEmail?: string | undefined;
  customerPhone?: string | undefined;
  customerName?: { firstName: string; lastName: string } | undefined;
  eligibleProducts: { productId: string; productType: string; quantity: number }[];
  locale: string;
  ecommerce: string;
}

/** PUT claim-records: creates a record and answers its id. */
export function createClaimRecord(api: Api, body: NewClaimRecord): Promise<{ id: string }> {
  return api.call({ method: 'PUT', path: 'claim-records', name: 'claim-records', schema: CreatedRecord, body: { ...body } });
}

/** GET claim-records/{id}. */
export function getClaimRecord(api: Api, id: string): Promise<ClaimRecord> {
  return api.call({ method: 'GET', path: `claim-records/${encodeURIComponent(id)}`, name: 'claim-records/{id}', schema: ClaimRecord });
}
