// The member lookup of the drawer (spec 000 sections 2, 4 and 7): the lookup with the first wizard page's answers, its
// wait, and the attempts left. Each throws on failure; the view shows it in place. The insurer choice is flow-insurer.ts.
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { syncInsuranceMember, type MemberSyncPayload } from '../../../src/api/claim/eligibility.ts';
import { realClock, type Clock } from '../../../src/api/poll.ts';
import type { ClaimData, ClaimRecord } from '../../../src/contract/claim/claim-record.ts';
import type { RestrictedCheck } from '../../../src/contract/claim/claims.ts';
import { MEMBER_LOOKUP_POLLING } from '../../../src/domain/constants.ts';
import { claimDataFromDrafts, type Drafts } from '../../../src/domain/information/form-data.ts';
import { lookupPhase } from '../../../src/domain/claim/record-status.ts';
import { lookupIdFor, type SentLookup } from '../../../src/domain/member/lookup-attempts.ts';
import { relationshipOrSelf } from '../../../src/domain/information/relationships.ts';
import { recheckRestriction } from '../../claim/restriction-lift.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { answered, currentApi, liveRecord } from '../../claim/claim-kit.ts';
import { pollRecord } from '../../claim/claim-poll.ts';
import { formGroups, insurer as chosen } from '../flow.ts';
import { entryFormat, insurerRef } from '../insurer/flow-insurer.ts';
import { track } from '../../host/notify.ts';
import { whileDrawerOpen } from '../../claim/poll-stop.ts';

/** The lookup this page sent last, to send the same lookup again under its id after a lost answer. */
let lastLookup: SentLookup | null = null;

/** A new lookup id: random (getRandomValues works outside secure contexts too), it carries nothing of the shopper. */
const newLookupId = (): string => `lk-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * Waits for the lookup in flight to end (spec 000 section 4, SYNC_INSURANCE), through a short outage (MEMBER_LOOKUP_POLLING,
 * pollRecord); a lookup that never ends is a failure.
 */
export function awaitLookup(clock: Clock = realClock): Promise<ClaimRecord> {
  return answered(async () => {
    const current = liveRecord();
    if (lookupPhase(current) !== 'SYNC_INSURANCE') return current;
    // The wait belongs to the drawer: closing it, or signing out, ends the polls (the next open waits again).
    const done = await pollRecord(current.id, (r) => lookupPhase(r) !== 'SYNC_INSURANCE', MEMBER_LOOKUP_POLLING, clock, whileDrawerOpen());
    // A wait that ran out is a timeout (spec 000 section 8, TIME_EXCEEDED_ERROR), as the client's own is.
    if (!done) throw Object.assign(new Error('the member lookup took too long'), { timeout: true });
    return done;
  });
}

/**
 * Looks the member up (POST sync-insurance-member) with the first wizard page's answers, then polls until the lookup
 * ends. The lookup assumes the policy holder is the patient until the patient page says otherwise (our choice).
 */
export function lookupMember(drafts: Drafts, clock: Clock = realClock): Promise<ClaimRecord> {
  return answered(async () => {
    const current = liveRecord();
    const insurer = chosen.value;
    if (!insurer) throw new Error('no insurer chosen');
    const data = claimDataFromDrafts(formGroups.value[0]?.fields ?? [], drafts, entryFormat(), current.claimData) as Partial<ClaimData>;
    const payload: MemberSyncPayload = {
      primaryCoverage: { insurer: insurerRef(insurer), insuree: data.primaryCoverage?.insuree ?? null },
      patientRelationship: relationshipOrSelf(current.claimData?.patientRelationship),
      ...(data.patient ? { patient: data.patient } : {}),
    };
    track('SUBMIT', 'drawerWidget', 'find-member');
    // The same details sent again after a lost answer are the same lookup: one attempt, however it reaches the service.
    const details = JSON.stringify([current.id, payload]);
    const sent: SentLookup = { id: lookupIdFor(lastLookup, details, newLookupId), details, answered: false };
    lastLookup = sent;
    try {
      setRecord(await syncInsuranceMember(currentApi(), current.id, { ...payload, lookupId: sent.id }));
      sent.answered = true;
    } catch (error) {
      // The lookup may have reached the insurer though its answer was lost (late, cut off, unreadable): the record read
      // again says so, and the view's Try again then waits for it instead of asking a second time. Read in the
      // background: the failure is the shopper's to see within the client's own timeout, not after a second one.
      void getClaimRecord(currentApi(), current.id).then((r) => record.value?.id === r.id && setRecord(r), () => undefined);
      throw error;
    }
    return awaitLookup(clock);
  });
}

/** The restricted check: lookups left and, when locked out, the wait (recheckRestriction); a failure is the service's error. */
export function lookupAttempts(): Promise<RestrictedCheck> {
  return answered(recheckRestriction);
}
