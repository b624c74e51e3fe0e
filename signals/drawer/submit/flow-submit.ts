// The review's actions (spec 000 sections 2, 4, 8 and 9): accept the terms, submit the claim and poll until the
// insurer answers, and the result the modal shows (where its buttons lead is signals/drawer/flow-result.ts).
import { signal } from '@preact/signals-react';
import * as records from '../../../src/api/claim/claim-records.ts';
import { submitClaim } from '../../../src/api/claim/claims.ts';
import { ApiError, isRetryable } from '../../../src/api/errors.ts';
import { poll, realClock, type Clock } from '../../../src/api/poll.ts';
import type { ClaimRecord } from '../../../src/contract/claim/claim-record.ts';
import { isDailyClaimLimit } from '../../../src/domain/claim/limit.ts';
import { CLAIM_POLLING, SUBMIT_CALL_ATTEMPTS, SUBMIT_POLLING, SUBMIT_RESTRICTED_POLLING, TIMEOUT_STATUS } from '../../../src/domain/constants.ts';
import { acknowledgementSettled } from '../../../src/domain/claim/acknowledgement.ts';
import { confirmedShare, toMinor } from '../../../src/domain/money.ts';
import { changesCart, isClaimPending, outcomeOfWait, refusedAsStale, submitCallOutcome, type SubmitCall, type SubmitOutcome } from '../../../src/domain/submit/submit-outcome.ts';
import { answered, currentApi, handled, liveRecord, sessionHolds, shopCart } from '../../claim/claim-kit.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { config } from '../../host/config.ts';
import { forgetOnSignOut } from '../../session/forget.ts';
import { dismissClose, markSubmitting, moveWizard, submitting } from '../flow.ts';
import { markDirty } from '../drafts.ts';
import { drawerTarget } from '../drawer.ts';
import { insuranceChanged, track } from '../../host/notify.ts';
import { whileSignedIn } from '../../claim/poll-stop.ts';
import { acknowledgeCartRefresh } from '../../claim/cart-refresh.ts';
import { pollThrough, whilePolling } from '../../claim/claim-poll.ts';
import { catchUpInsuranceState } from '../../claim/claim-load.ts';
import { shareOnCart } from '../../../src/domain/claim/tab-return.ts';
import type { DrawerView } from '../../../src/domain/drawer/resume.ts';
import { resumeWhereItStands } from '../entry/flow-entry.ts';

/** What the result modal shows: the outcome, the insurer's share in minor units, and the insurer's own words. */
export interface SubmitResult {
  outcome: SubmitOutcome;
  /** The confirmed (or, failing that, quoted) share, in minor units of the shop's currency; null when none. */
  amount: number | null;
  /** The claim's errorMessage (INSURER_ERROR's details), null when none. */
  details: string | null;
}

/** The outcome of the last submit, shown by the result modal until a button clears it. */
export const result = signal<SubmitResult | null>(null);
/**
 * Where the drawer showed the claim once the last submit was refused as the claim had moved on before it (refusedAsStale),
 * null otherwise: the review as the claim now is, or the earlier step the record went back to (resumeWhereItStands). The
 * screen says so, as the review does for a claim changed in another tab, so a press that sent nothing is never met by silence.
 */
export const movedOnAtSubmit = signal<DrawerView | null>(null);
/** The clock of the submit's resends and polls when none is given: the wall clock; component tests set the sandbox's. */
export const submitClock: { current: Clock } = { current: realClock };
/** A submit is under way (declared with the drawer's flow, whose close and cancel read it). */
export { submitting };

/** Records the terms acceptance before the submit (spec 000 section 5, "Terms acceptance is required"). */
export function acceptTerms(): Promise<void> {
  return answered(async () => {
    const current = liveRecord();
    if (current.claimData?.termsAndConditionsAccepted === true) return;
    setRecord(await records.updateClaimRecord(currentApi(), current.id, { termsAndConditionsAccepted: true }));
  });
}

/** Reads the record again (the review's refresh of a prescription under review). */
export function refreshRecord(): Promise<void> {
  return answered(async () => {
    setRecord(await records.getClaimRecord(currentApi(), liveRecord().id));
  });
}

/** The result of a record after the insurer's answer. */
function resultOf(outcome: SubmitOutcome, record: ClaimRecord | null): SubmitResult {
  const share = confirmedShare(record?.claimData);
  const currency = config.value?.currency ?? 'CAD';
  const details = outcome === 'INSURER_ERROR' ? (record?.claimData?.claim?.errorMessage ?? null) : null;
  return { outcome, amount: share === null ? null : toMinor(share, currency), details };
}

/** A failed submit call worth sending again: no answer or a server failure, but not a timeout (504), which is polled. */
const resendable = (error: unknown): boolean => error instanceof ApiError && isRetryable(error) && error.status !== TIMEOUT_STATUS;

/**
 * The submit call, sent again on no answer or a server failure up to SUBMIT_CALL_ATTEMPTS (spec 000 section 9, "submit
 * max attempts"); a failure the call alone decides gives its outcome, else null (poll the record). A submit the service
 * already took answers 409 when sent again, which is polled: the claim is never sent twice. Undefined: the shopper
 * signed out meanwhile. `refused` keeps how the call failed, for the record read after it (refusedAsStale).
 */
async function send(id: string, clock: Clock, refused: { call: SubmitCall | null }): Promise<SubmitOutcome | null | undefined> {
  const sent = await poll({
    request: () => submitClaim(currentApi(), id),
    done: () => true,
    intervalMs: SUBMIT_CALL_ATTEMPTS.intervalMs,
    maxWaitMs: Infinity,
    maxAttempts: SUBMIT_CALL_ATTEMPTS.maxAttempts,
    maxRetries: SUBMIT_CALL_ATTEMPTS.maxAttempts - 1,
    retryable: resendable,
    clock,
    signal: whileSignedIn(),
  });
  if (sent.status === 'aborted') return undefined;
  if (sent.status === 'timeout') return 'GENERIC_ERROR';
  if (sent.status === 'done') return submitCallOutcome({ answered: true, status: sent.value.httpStatus });
  const error = sent.error;
  if (!(error instanceof ApiError)) throw error;
  const limit = isDailyClaimLimit(error);
  // A session that ended or a record that is gone has its own state; only the daily limit is a modal too.
  if ((await handled(error)) && !limit) throw error;
  refused.call = { answered: false, status: error.status, errorCode: error.errorCode };
  return submitCallOutcome(refused.call);
}

/**
 * Polls the record until the insurer answered (SUBMIT_POLLING), through an outage while the session holds (pollThrough):
 * the outcome of the wait (outcomeOfWait), or undefined when the shopper signed out or a failure with a state of its own
 * (the session ended) ended it.
 */
async function awaitInsurer(id: string, clock: Clock): Promise<{ outcome: SubmitOutcome; last: ClaimRecord | null } | undefined> {
  const polled = await whilePolling(id, () =>
    pollThrough({ request: (signal) => records.getClaimRecord(currentApi(), id, signal), done: (r) => !isClaimPending(r), ...SUBMIT_POLLING, clock, signal: whileSignedIn() }),
  );
  if (polled.status === 'aborted') return undefined;
  // A failure that ended the poll (spec 000 section 8): the session that ended has its own state, any other is the generic error.
  if (polled.status === 'failed') return (await handled(polled.error)) ? undefined : { outcome: 'GENERIC_ERROR', last: null };
  const last = polled.status === 'done' ? polled.value : (polled.last ?? null);
  return { outcome: outcomeOfWait(last, polled.status === 'timeout'), last };
}

/**
 * After the daily limit, polls the record until the service marks it RESTRICTED, within the shorter restricted wait
 * (spec 000 section 9, SUBMIT_RESTRICTED_POLLING); a record that is gone is none.
 */
async function awaitRestricted(id: string, clock: Clock): Promise<ClaimRecord | null> {
  const polled = await poll({ request: (signal) => records.findClaimRecord(currentApi(), id, signal), done: (r) => !r || r.status === 'RESTRICTED', ...SUBMIT_RESTRICTED_POLLING, clock, signal: whileSignedIn() });
  if (polled.status === 'done') return polled.value;
  return polled.status === 'timeout' ? (polled.last ?? null) : null;
}

/**
 * Follows a claim the insurer acknowledged until it settles (acknowledgementSettled), for the claim polling's time (spec
 * 000 section 9): the insurer that could not answer at once may cancel it (spec 000 section 4, acknowledged-nullified),
 * and the result shown, the call-to-action and the toggle then tell that story, without a reload. Not past the shopper's
 * sign-out, nor once another record is shown; a read that fails changes nothing, the last record read stays shown.
 */
async function followAcknowledged(id: string, clock: Clock): Promise<void> {
  const shown = (): boolean => record.peek()?.id === id;
  const polled = await poll({
    request: (signal) => records.getClaimRecord(currentApi(), id, signal),
    done: (r) => acknowledgementSettled(r) || !shown(),
    ...CLAIM_POLLING,
    clock,
    signal: whileSignedIn(),
  });
  if (polled.status === 'done' && shown()) setRecord(polled.value);
}

/**
 * Submits the claim (spec 000 section 7), then polls the record with the submit constants of spec 000 section 9 until
 * the insurer answered, and sets `result` while the drawer is open. The wizard resets (spec 001 section 4). An accepted
 * claim tells the sync listeners and refreshes the cart page (spec 000 section 4, changesCart); an acknowledged one is not
 * applied and tells neither. The shop session is
 * asked first: one that ended takes the session-expired path and nothing is sent. Resolves null when another
 * submit is under way, the session ended, a failure with a state of its own ended it, or the submit was refused as the
 * claim moved on before it (refusedAsStale: the record read again is shown); rejects when the terms could
 * not be recorded. `sentElsewhere`: another tab of the shopper sent this claim already (src/domain/submit/return-read.ts),
 * so nothing is sent again: the claim is followed to the insurer's answer and its result shown as if this tab had sent it.
 */
export async function submit(clock: Clock = submitClock.current, sentElsewhere = false): Promise<SubmitResult | null> {
  // Before the refusal of a second press too: what an earlier submit met is no answer to this one.
  movedOnAtSubmit.value = null;
  if (submitting.value) return null;
  markSubmitting(true);
  // What the review holds is on its way: closing while it is sent asks nothing (there is nothing left unsent), and the
  // claim is followed to its answer all the same.
  markDirty(false);
  try {
    const shown = liveRecord();
    const { id } = shown;
    let early: SubmitOutcome | null | undefined = null;
    const refused: { call: SubmitCall | null } = { call: null };
    if (!sentElsewhere) {
      // Session truth at the moment it matters: signed out in another tab, the shopper gets the sign-in prompt.
      if (!(await sessionHolds())) return null;
      await acceptTerms();
      track('SUBMIT', 'drawerWidget', 'submit-claim');
      early = await send(id, clock, refused);
      if (early === undefined) return null;
    }
    moveWizard('reset');
    let last: ClaimRecord | null = null;
    let outcome: SubmitOutcome;
    if (early === null) {
      // A claim sent is followed to the insurer's answer even if the drawer closes (the cart and the call-to-action show
      // it), for the whole of SUBMIT_POLLING's wait, but not past the shopper's sign-out or a session that ended.
      const polled = await awaitInsurer(id, clock);
      if (polled === undefined) return null;
      // Refused as the claim moved on before it was sent: no error to try again (the same submit would be refused
      // again), but the record and the cart as they now are, as a return to the tab reads them, shown where the claim
      // now resumes: the review, or the step it went back to.
      if (refused.call && refusedAsStale(refused.call, polled.last)) {
        setRecord(polled.last);
        await catchUpInsuranceState();
        movedOnAtSubmit.value = resumeWhereItStands();
        return null;
      }
      ({ last, outcome } = polled);
    } else {
      outcome = early;
      if (early === 'LIMIT_REACHED') last = await awaitRestricted(id, clock);
    }
    // The accepted claim's share asks for the cart total to be refreshed: acknowledged once the page was told (spec 000 §7).
    // A claim sent elsewhere whose share this tab already showed was told to the page by what read it (the catch-up, the
    // resume); so was a share this tab learnt while it waited (the catch-up on the tab's return, the follow of a claim
    // sent before a reload, submitted-follow.ts).
    const told = (sentElsewhere && shareOnCart(shown)) || shareOnCart(record.peek());
    if (last) setRecord(last);
    // The order's claim came from another record (another tab): this tab catches up and shows that claim.
    if (outcome === 'ORDER_ALREADY_CLAIMED') await catchUpInsuranceState();
    if (changesCart(outcome) && !told && insuranceChanged('sync')) await acknowledgeCartRefresh();
    // What is left to pay is said from the cart the insurer priced as it answered (confirmedOrder): another window of
    // the shop may have changed it since this tab last read it, unheard here, and the shop's own total is that cart's.
    // A read that fails leaves the cart as last read.
    if (outcome === 'ACCEPTED') await shopCart().catch(() => undefined);
    const answer = resultOf(outcome, last);
    // The result is the modal of the drawer that sent the claim: once the shopper closed it the call-to-action shows the
    // claim, and no modal waits for the next open. A close question still open makes way: never two dialogs at once.
    if (drawerTarget.peek()) {
      dismissClose();
      result.value = answer;
    }
    if (outcome === 'CLAIM_ACKNOWLEDGED') void followAcknowledged(id, clock);
    return answer;
  } finally {
    markSubmitting(false);
  }
}

/** Clears the result without moving (the modal's own path before it leads somewhere). */
export function clearResult(): void {
  result.value = null;
}

/** Forgets the result (logout, tests). */
export function resetSubmit(): void {
  result.value = null;
  movedOnAtSubmit.value = null;
  markSubmitting(false);
  submitClock.current = realClock;
}

// A result belongs to the shopper who submitted: it goes when they sign out or their session ends.
forgetOnSignOut(resetSubmit);
