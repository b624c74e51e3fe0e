// The login disclaimers of spec 001 section 9, as a table.
import { describe, expect, test } from 'vitest';
import type { Flow } from '../host/flow.ts';
import { disclaimers, type Disclaimer, type DisclaimerMoment } from './disclaimers.ts';

describe('spec 001 §9 Login disclaimers: disclaimers', () => {
  test.each<[string, Flow, DisclaimerMoment, Disclaimer[]]>([
    ['signing in (North America): details deleted after 2 weeks, an accepted claim cancelled after 3 days', 'north-america', 'sign-in', ['detailsDeleted', 'acceptedCancelled']],
    ['signing in (France): the same, and the French 30-minute or cart-change notice', 'france', 'sign-in', ['detailsDeleted', 'acceptedCancelled', 'inactivityOrCart']],
    ['a claim accepted (North America): cancelled after 3 days without an order', 'north-america', 'accepted', ['acceptedCancelled']],
    ['a quote accepted (France): 3 days without an order, and the 30-minute or cart-change notice', 'france', 'accepted', ['acceptedCancelled', 'inactivityOrCart']],
  ])('spec 001 §9: %s', (_name, flow, moment, expected) => {
    expect(disclaimers(flow, moment)).toEqual(expected);
  });
});
