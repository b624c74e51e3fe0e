// A claim the insurer holds, on a page that did not send it (loaded, or caught up, while the claim was sent), is followed
// to its answer as the drawer that sent it follows it (signals/drawer/submit/flow-submit.ts): the call-to-action, the
// toggle and the cart then tell that answer without a click. Fetched only when a record shown is with the insurer
// (signals/claim/actions.ts).
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { realClock, type Clock } from '../../src/api/poll.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { acknowledgementSettled } from '../../src/domain/claim/acknowledgement.ts';
import { withInsurer } from '../../src/domain/claim/record-status.ts';
import { CLAIM_POLLING, SUBMIT_POLLING, type PollingPolicy } from '../../src/domain/constants.ts';
import { changesCart, isClaimPending, outcomeOfRecord } from '../../src/domain/submit/submit-outcome.ts';
import { insuranceChanged } from '../host/notify.ts';
import { failWith, run } from '../toggle/toggle.ts';
import { acknowledgeCartRefresh } from './cart-refresh.ts';
import { record, setRecord } from './claim.ts';
import { currentApi } from './claim-kit.ts';
import { pollsRecord, pollThrough, whilePolling } from './claim-poll.ts';
import { whileSignedIn } from './poll-stop.ts';

/** The clock of the follow: the wall clock; component tests set the sandbox's. */
export const followClock: { current: Clock } = { current: realClock };

/** Whether the record shown is still the one followed, still with the insurer: nothing else told its answer meanwhile. */
function stillWaiting(id: string): boolean {
  const shown = record.peek();
  return shown?.id === id && withInsurer(shown);
}

/** Reads the record until `done`, through an outage (pollThrough), while the shopper is signed in. */
function follow(id: string, done: (r: ClaimRecord) => boolean, policy: PollingPolicy, clock: Clock) {
  return pollThrough({ request: (signal) => getClaimRecord(currentApi(), id, signal), done, ...policy, clock, signal: whileSignedIn() });
}

/**
 * Follows the claim the insurer holds to its answer with the submit polling of spec 000 section 9 (every 2 s for up to
 * 2 minutes), as a submit does: the answer is shown, and one that puts the insurer's share on the cart tells the sync
 * listeners and refreshes the cart page (spec 000 section 4); an acknowledged claim is followed until it settles
 * (acknowledgementSettled). A wait that runs out says the insurer is taking longer (TIME_EXCEEDED_ERROR, which the
 * call-to-action tells as the drawer's submit tells TIMEOUT_RETRY). Nothing is done when one of this page's polls reads
 * the record already (the drawer's submit or acceptance), when the record shown changed meanwhile (another tab, the
 * drawer's own follow told the answer first), or once the shopper signed out. A failure is none of the shopper's: the
 * page reads the record again when they come back to it (catch-up.ts).
 */
export function followSubmitted(clock: Clock = followClock.current): Promise<void> {
  const current = record.peek();
  if (!current || !withInsurer(current) || pollsRecord(current.id)) return Promise.resolve();
  const { id } = current;
  return run(null, () =>
    whilePolling(id, async () => {
      try {
        const polled = await follow(id, (r) => !isClaimPending(r), SUBMIT_POLLING, clock);
        if (!stillWaiting(id)) return;
        if (polled.status === 'timeout') return failWith('TIME_EXCEEDED_ERROR');
        if (polled.status !== 'done') return;
        setRecord(polled.value);
        if (changesCart(outcomeOfRecord(polled.value)) && insuranceChanged('sync')) await acknowledgeCartRefresh();
        if (acknowledgementSettled(polled.value)) return;
        const settled = await follow(id, (r) => acknowledgementSettled(r) || record.peek()?.id !== id, CLAIM_POLLING, clock);
        if (settled.status === 'done' && record.peek()?.id === id) setRecord(settled.value);
      } catch {
        // Nothing to tell: the catch-up reads the record again when the shopper comes back.
      }
    }),
  );
}
