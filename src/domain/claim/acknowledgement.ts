// What the shopper is told about a claim the insurer acknowledged (spec 000 §4 "Claim outcomes", §8 error contexts and
// modal behaviour; spec 001 §2 CTA states and submit results, §8 messages): one story per record, which the drawer's
// result, the call-to-action and the toggle all tell, and which the estimate of the insurer's share never contradicts.
import { nullifyProgress } from './nullified.ts';

/**
 * The two stories, named by the error contexts the drawer shows them with (spec 000 §8):
 * - `CLAIM_ACKNOWLEDGED`: the insurer received the claim but confirmed no share (spec 000 §4, "acknowledged: the
 *   shopper may still check out, pre-authorised for the full amount"; §8, a warning with "proceed to checkout").
 *   Nothing comes off this order, which is why the record's customer-facing status is ACKNOWLEDGED_NULLIFIED (spec 000
 *   §4): the direct billing of this order did not happen. The claim itself is not cancelled: it still holds the order
 *   (no new claim is allowed, spec 000 §4, "New claim allowed") and my-claims lists it as ACKNOWLEDGED. No adjustment
 *   is promised: the spec promises one only to a timeout-retry.
 * - `CLAIM_ACKNOWLEDGED_NULLIFIED`: the insurer then cancelled it (spec 000 §4, "acknowledged-nullified: cancelled
 *   because the insurer could not answer immediately"; spec 001 §8, "the insurer could not confirm, so the claim was
 *   cancelled"): the order is at full price, and a new claim may start.
 */
export type AcknowledgementStory = 'CLAIM_ACKNOWLEDGED' | 'CLAIM_ACKNOWLEDGED_NULLIFIED';

/** The part of a claim record the story reads: its status and its claim's submit response (spec 000 §3 and §4). */
export interface AcknowledgementRecordLike {
  status?: string | null | undefined;
  claimData?: { claim?: { submitResponseStatus?: string | null | undefined } | null | undefined } | null | undefined;
}

/**
 * The story a record tells, or null when its claim was never acknowledged. A record CLAIM_ACKNOWLEDGED is the first; a
 * record cancelled (nullified and not refused, spec 000 §4 "Nullify") whose claim the insurer had answered
 * CLAIM_ACKNOWLEDGED (its submit response status) is the second. A claim the insurer accepted and the shopper then
 * cancelled is no acknowledgement: the call-to-action's own "cancelled" says that one.
 */
export function acknowledgementStory(record: AcknowledgementRecordLike | null | undefined): AcknowledgementStory | null {
  const status = record?.status;
  if (status === 'CLAIM_ACKNOWLEDGED') return 'CLAIM_ACKNOWLEDGED';
  const acknowledged = record?.claimData?.claim?.submitResponseStatus === 'CLAIM_ACKNOWLEDGED';
  return acknowledged && nullifyProgress(status) === 'cancelled' ? 'CLAIM_ACKNOWLEDGED_NULLIFIED' : null;
}

/**
 * What a submit's result shows while it stays open (spec 000 §2, the submit modals): an acknowledged claim's result
 * follows its record, so the insurer's cancellation after its acknowledgement turns "not confirmed" into "cancelled"
 * before the shopper's eyes, never leaving the modal telling what the call-to-action beside it no longer says. Every
 * other outcome is what the submit ended on.
 */
export function followedOutcome<O extends string>(outcome: O, record: AcknowledgementRecordLike | null | undefined): O | AcknowledgementStory {
  if (outcome !== 'CLAIM_ACKNOWLEDGED' && outcome !== 'CLAIM_ACKNOWLEDGED_NULLIFIED') return outcome;
  return acknowledgementStory(record) ?? outcome;
}

/**
 * Whether a claim the insurer acknowledged has come to where it stays, so following it can stop: no longer
 * CLAIM_ACKNOWLEDGED, nor a cancellation still under way (CLAIM_NULLIFY_EVENT_SENT, spec 000 §4 "Nullify"). Any other
 * record (cancelled, or moved on some other way) is what the widgets then tell.
 */
export function acknowledgementSettled(record: AcknowledgementRecordLike | null | undefined): boolean {
  const status = record?.status;
  return status !== 'CLAIM_ACKNOWLEDGED' && status !== 'CLAIM_NULLIFY_EVENT_SENT';
}
