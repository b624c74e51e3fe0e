// When the drawer says the estimate anew (spec 000 §9), as a table.
import { describe, expect, test } from 'vitest';
import { estimateChangeSaid, type EstimateAmounts } from './estimate-change.ts';

const BOTH = { share: '387,00 $', remainder: '25,99 $' };
const FRAME_ONLY = { share: '149,00 $', remainder: '263,99 $' };

describe('spec 000 §9: the estimate said once per change of its amounts', () => {
  test.each<[string, EstimateAmounts | null, EstimateAmounts | null, EstimateAmounts | null]>([
    ['a product unticked: the insurer’s share 387,00 $ → 149,00 $, said', BOTH, FRAME_ONLY, FRAME_ONLY],
    ['ticked again: back to 387,00 $, said', FRAME_ONLY, BOTH, BOTH],
    ['only what is left changes (shipping): said', BOTH, { share: '387,00 $', remainder: '35,99 $' }, { share: '387,00 $', remainder: '35,99 $' }],
    ['the same amounts again (a render, a read again): nothing', BOTH, { ...BOTH }, null],
    ['its first showing, with the screen: nothing', null, BOTH, null],
    ['gone for a moment (being updated, no product chosen): nothing', BOTH, null, null],
    ['nothing shown before or now: nothing', null, null, null],
  ])('%s', (_name, last, now, said) => {
    expect(estimateChangeSaid(last, now)).toEqual(said);
  });
});
