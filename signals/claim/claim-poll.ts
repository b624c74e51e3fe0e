// Polling the claim record (spec 000 sections 4 and 9): apart from claim-kit.ts because only a click polls, so what a
// signed-in page loads before a click carries neither this nor the poll loop.
import * as records from '../../src/api/claim/claim-records.ts';
import { poll, type Clock } from '../../src/api/poll.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import type { PollingPolicy } from '../../src/domain/constants.ts';
import { setRecord } from './claim.ts';
import { failWith } from '../toggle/toggle.ts';
import { currentApi } from './claim-kit.ts';
import { whileSignedIn } from './poll-stop.ts';

/**
 * Polls the record until `done`, and sets it; a timeout is TIME_EXCEEDED_ERROR with the record read once more (null).
 * `stop` ends it at once, with no further request and no error (null): by default when the shopper signs out.
 */
export async function pollRecord(id: string, done: (r: ClaimRecord) => boolean, policy: PollingPolicy, clock: Clock, stop: AbortSignal = whileSignedIn()): Promise<ClaimRecord | null> {
  const client = currentApi();
  const result = await poll({ request: (signal) => records.getClaimRecord(client, id, signal), done, ...policy, clock, signal: stop });
  if (result.status === 'failed') throw result.error;
  if (result.status === 'aborted') return null;
  if (result.status === 'done') {
    setRecord(result.value);
    return result.value;
  }
  failWith('TIME_EXCEEDED_ERROR');
  setRecord(await records.getClaimRecord(client, id));
  return null;
}
