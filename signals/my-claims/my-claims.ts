// The my-claims widget's state: the signed-in customer's claims and the URL of a claim's notice (spec 001 sections 2 and 7).
import { signal } from '@preact/signals-react';
import { getClaimAttachmentUrl, listCustomerClaims } from '../../src/api/claim/claims.ts';
import type { ClaimAttachment, CustomerClaim } from '../../src/contract/claim/claims.ts';
import { answered, currentApi } from '../claim/claim-kit.ts';
import { session } from '../session/session.ts';
import { forgetOnSignOut } from '../session/forget.ts';
import { track } from '../host/track.ts';

/** Where loading the claims stands; 'error' shows the retry. */
export type ClaimsLoad = 'idle' | 'loading' | 'ready' | 'error';

/** The customer's claims as the service lists them (newest first). */
export const claims = signal<CustomerClaim[]>([]);
/** Where loading them stands. */
export const claimsLoad = signal<ClaimsLoad>('idle');

/**
 * Loads the customer's claims, with the legacy customer number when the shop gave one (spec 001 section 7), so claims
 * of an older account are listed too. Session expiry and the like get their state through `answered`.
 */
export async function loadClaims(): Promise<void> {
  const who = session.value;
  if (!who || claimsLoad.value === 'loading') return;
  claimsLoad.value = 'loading';
  try {
    const answer = await answered(() => listCustomerClaims(currentApi(), who.userId, who.customer.legacyId));
    claims.value = answer.claims;
    claimsLoad.value = 'ready';
  } catch {
    claimsLoad.value = 'error';
  }
}

/** The URL of one of a claim's notices (POST claims/{claimId}/get-attachment-url); rejects when it cannot be read. */
export function noticeUrl(claimId: string, attachment: Pick<ClaimAttachment, 'id' | 'type'>): Promise<string> {
  track('DOWNLOAD', 'myClaimsWidget', 'claim-notice');
  return answered(async () => (await getClaimAttachmentUrl(currentApi(), claimId, attachment)).url);
}

/** Back to nothing loaded (tests, logout). */
export function resetMyClaims(): void {
  claims.value = [];
  claimsLoad.value = 'idle';
}

// A customer's claims go with them: signing out or a session that ends forgets the list (nothing of them stays in memory).
forgetOnSignOut(resetMyClaims);
