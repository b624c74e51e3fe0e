// When a tab catches up with the shopper's other tabs (spec 000 §5, "One claim at a time per order"), as a table.
import { describe, expect, test } from 'vitest';
import { catchesUpOnReturn } from './tab-return.ts';
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
