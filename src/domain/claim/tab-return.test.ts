// When a tab catches up with the shopper's other tabs (spec 000 §5, "One claim at a time per order"), as a table.
import { describe, expect, test } from 'vitest';
import { catchesUpOnReturn, syncAfterCatchUp, type AppliedRecordLike } from './tab-return.ts';
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
