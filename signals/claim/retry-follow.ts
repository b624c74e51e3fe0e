// The open page waits for the offline insurer's answer to the retry the shopper opted in to (spec 000 sections 4, 7 and
// 9; spec 001 section 9): the drawer, the call-to-action and the toggle learn it without a reload. Fetched only when a
// record waits on such a retry (signals/claim/actions.ts).
import { getClaimRecord } from '../../src/api/claim/claim-records.ts';
import { poll, realClock, type Clock } from '../../src/api/poll.ts';
import { QUOTE_POLLING } from '../../src/domain/constants.ts';
import { awaitsRetry } from '../../src/domain/quote/offline-retry.ts';
import { record, setRecord } from './claim.ts';
import { currentApi } from './claim-kit.ts';
import { whileSignedIn } from './poll-stop.ts';

/** The clock of the wait: the wall clock; component tests set the sandbox's. */
export const retryClock: { current: Clock } = { current: realClock };

/** The record whose retry the page waits on now: one wait per record, however often it is asked for. */
let waiting: string | null = null;

/**
 * Waits for the insurer's answer to the record's retry (awaitsRetry): the record is read with the quote polling of spec
 * 000 section 9 (every 2 s, up to 2 minutes) until the insurer answered or the retry ended, and the answer is shown. A
 * wait that runs out, or a read that fails, is no failure of the shopper's: the insurer may take 48 hours, and the page
 * reads the record again when the shopper comes back to it (catch-up.ts). Ends at once when the shopper signs out.
 */
export async function followRetry(clock: Clock = retryClock.current): Promise<void> {
  const current = record.value;
  if (!current || !awaitsRetry(current) || waiting === current.id) return;
  waiting = current.id;
  try {
    const client = currentApi();
    const result = await poll({ request: (signal) => getClaimRecord(client, current.id, signal), done: (r) => !awaitsRetry(r), ...QUOTE_POLLING, clock, signal: whileSignedIn() });
    // Only an answer to the retry the page still shows: the shopper may have cancelled it, or moved on, meanwhile.
    if (result.status === 'done' && record.value?.id === current.id && awaitsRetry(record.value)) setRecord(result.value);
  } finally {
    waiting = null;
  }
}
