// Whether a claim in progress can still be sent online today, as a table citing spec 000 §8 and §9.
import { describe, expect, test } from 'vitest';
import { MAX_CLAIM_ATTEMPTS } from '../constants.ts';
import { submitsSpent, type SpentRecordLike } from './submits-spent.ts';

/** `count` claim summaries, the service's tally of the tries. */
const tries = (count: number) => Array.from({ length: count }, (_, i) => ({ status: 'CLAIM_ERROR', lastClaim: i === count - 1 }));
const refused = (count: number, status = 'READY_TO_CLAIM'): SpentRecordLike => ({ status, claimData: { claim: { status: 'CLAIM_ERROR' }, claimSummaries: tries(count) } });

describe('spec 000 §8 non-retryable mode and §9 claim attempts (up to 3, then a 24-hour wait): submitsSpent', () => {
  test.each<[string, SpentRecordLike | null, boolean]>([
    [`the insurer refused the last of the day's ${MAX_CLAIM_ATTEMPTS} attempts: no online claim left`, refused(MAX_CLAIM_ATTEMPTS), true],
    ['more tries than the limit counted: still none left', refused(MAX_CLAIM_ATTEMPTS + 2), true],
    ['an attempt left after a refusal: the claim may be corrected and sent again', refused(MAX_CLAIM_ATTEMPTS - 1), false],
    ['the attempts used, but the last claim was not refused (sent again, being answered): not this', { status: 'CLAIM_SUBMITTED', claimData: { claim: { status: 'CLAIM_SUBMITTED' }, claimSummaries: tries(MAX_CLAIM_ATTEMPTS) } }, false],
    ['the attempts used and the claim accepted: the claim stands', { status: 'CLAIM_ACCEPTED', claimData: { claim: { status: 'CLAIM_ACCEPTED' }, claimSummaries: tries(MAX_CLAIM_ATTEMPTS) } }, false],
    ['the daily limit met (RESTRICTED, LIMIT_REACHED): its own state, not this', refused(MAX_CLAIM_ATTEMPTS, 'RESTRICTED'), false],
    ['French attempts counted by quote: the quote accepted, its claim refused three times', { status: 'QUOTE_REQUIRED', claimData: { claim: { status: 'CLAIM_ERROR' }, quoteSummaries: tries(MAX_CLAIM_ATTEMPTS) } }, true],
    ['no claim sent yet', { status: 'READY_TO_CLAIM', claimData: {} }, false],
    ['no record', null, false],
  ])('%s', (_name, record, spent) => {
    expect(submitsSpent(record)).toBe(spent);
  });
});
