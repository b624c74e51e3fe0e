// When a tab catches up with the shopper's other tabs (spec 000 §5, "One claim at a time per order"), as a table.
import { describe, expect, test } from 'vitest';
import { catchesUpOnReturn, resumedView, SENT_ON_ORDER, syncAfterCatchUp, type AppliedRecordLike } from './tab-return.ts';
import { holdsOrderClaim } from './one-claim.ts';
import { showsSubmitOutcome } from '../submit/return-read.ts';
import { RECORD_STATUSES } from './status.ts';
import type { LoadStatus } from '../cta/cta-session.ts';

describe('spec 000 §5: a tab the shopper comes back to reads the claim again', () => {
  test.each<[string, boolean, LoadStatus, boolean]>([
    ['shown again, its state loaded: it catches up', true, 'ready', true],
    ['being hidden: the shopper left, nothing is read', false, 'ready', false],
    ['shown before its state loaded: the load reads it all', true, 'idle', false],
    ['shown while its state loads again: that load reads it all', true, 'loading', false],
    ['shown after a failed load: the call-to-action\'s Try again reads it', true, 'error', false],
  ])('%s', (_name, visible, load, catches) => {
    expect(catchesUpOnReturn({ visible, load })).toBe(catches);
  });
});

const rec = (status: string, use = 'INSURANCE_ENABLED'): AppliedRecordLike => ({ status, claimData: { useInsuranceStatus: use } });

describe('spec 000 §4 "Insurance usage" (sync when enabled, remove when disabled, the cart refreshed), §5: what a tab that caught up tells its page', () => {
  test.each<[string, AppliedRecordLike | null, AppliedRecordLike | null, 'sync' | 'remove' | null]>([
    ['a quote accepted in another tab, its claim accepted: sync', rec('READY_TO_CLAIM'), rec('CLAIM_ACCEPTED'), 'sync'],
    ['a tab with no record finds the claim accepted elsewhere: sync', null, rec('CLAIM_ACCEPTED'), 'sync'],
    ['the claim still with the insurer: nothing yet', rec('READY_TO_CLAIM'), rec('CLAIM_SUBMITTED'), null],
    ['accepted, with insurance switched off: the share is not on the cart, nothing', rec('READY_TO_CLAIM'), rec('CLAIM_ACCEPTED', 'INSURANCE_DISABLED'), null],
    ['an accepted claim still as it was: nothing again', rec('CLAIM_ACCEPTED'), rec('CLAIM_ACCEPTED'), null],
    ['the accepted claim cancelled in another tab: remove', rec('CLAIM_ACCEPTED'), rec('CLAIM_NULLIFIED'), 'remove'],
    ['no record shown now (its order placed, its cart replaced): nothing for this cart', rec('CLAIM_ACCEPTED'), null, null],
    ['insurance switched on in another tab for the accepted claim: sync', rec('CLAIM_ACCEPTED', 'INSURANCE_DISABLED'), rec('CLAIM_ACCEPTED'), 'sync'],
    ['nothing before, nothing after', null, null, null],
  ])('%s', (_name, before, after, expected) => {
    expect(syncAfterCatchUp(before, after)).toBe(expected);
  });
});

describe('spec 000 §2 (resume), §5: the view a resumed claim opens on, never the intro once the claim was sent', () => {
  test.each<[string, string, string, string]>([
    ['accepted in another tab (terminal: the mapping gives the intro): the review, with the outcome', 'intro', 'CLAIM_ACCEPTED', 'review'],
    ['acknowledged in another tab: the review', 'intro', 'CLAIM_ACKNOWLEDGED', 'review'],
    ['refused by the insurer in another tab: the order takes a new claim, the default view', 'intro', 'CLAIM_REJECTED', 'intro'],
    ['being cancelled: the default view, as the mapping says', 'intro', 'CLAIM_NULLIFY_SENT', 'intro'],
    ['still being answered: the step the mapping gives, the review', 'review', 'CLAIM_SUBMITTED', 'review'],
    ['France\'s accepted quote: the quote view the mapping gives', 'quote', 'CLAIM_ACCEPTED', 'quote'],
    ['a claim in progress: the step reached', 'select-product', 'READY_TO_CLAIM', 'select-product'],
    ['not sent, the mapping gives the default view (a cancelled claim): the default view', 'intro', 'CLAIM_NULLIFIED', 'intro'],
  ])('%s', (_name, mapped, status, expected) => {
    expect(resumedView({ mapped, defaultView: 'intro', status })).toBe(expected);
  });
});

test('SENT_ON_ORDER: the statuses that hold the order and whose outcome the review shows, no others', () => {
  const both = RECORD_STATUSES.filter((status) => holdsOrderClaim(status) && showsSubmitOutcome(status, false));
  expect([...SENT_ON_ORDER].sort()).toEqual([...both].sort());
});
