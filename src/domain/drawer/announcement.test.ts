// Which announcements the drawer's live region says when several are asked before the first was said, as a table.
import { describe, expect, test } from 'vitest';
import { keptOnNewScreen, pendingAfter, saidTogether, type Announcement } from './announcement.ts';

const state = (words: string): Announcement => ({ words, kind: 'state' });
const outcome = (words: string): Announcement => ({ words, kind: 'outcome' });

describe('announcements asked before the earlier one was said', () => {
  test.each<[string, Announcement[], string]>([
    ['one alone: said', [state('Step 2 of 4')], 'Step 2 of 4'],
    ['Back pressed twice: the later step replaces the earlier', [state('Step 3 of 6'), state('Step 2 of 6')], 'Step 2 of 6'],
    ['a search typed on: the later count replaces the earlier', [state('12 insurers shown'), state('1 insurer shown')], '1 insurer shown'],
    ['any later state replaces a state (the step, then a count)', [state('Step 2 of 6'), state('3 insurers shown')], '3 insurers shown'],
    ['a prescription validated, then the next step: both, the outcome first', [outcome('Your prescription is validated.'), state('Step 5 of 6')], 'Your prescription is validated. Step 5 of 6'],
    ['a step, then an outcome: the step is still true, both', [state('Step 4 of 6'), outcome('rx.png removed.')], 'Step 4 of 6 rx.png removed.'],
    ['two uploads ending together: both', [outcome('a.png uploaded.'), outcome('b.png could not be uploaded.')], 'a.png uploaded. b.png could not be uploaded.'],
    ['an outcome, then two steps: the outcome and the last step', [outcome('Your prescription is validated.'), state('Step 5 of 6'), state('Step 6 of 6')], 'Your prescription is validated. Step 6 of 6'],
    ['a step, an outcome, a step: the outcome and the last step', [state('Step 4 of 6'), outcome('rx.png removed.'), state('Step 5 of 6')], 'rx.png removed. Step 5 of 6'],
  ])('%s', (_name, asked, said) => {
    const pending = asked.reduce<Announcement[]>((waiting, next) => pendingAfter(waiting, next), []);
    expect(saidTogether(pending)).toBe(said);
  });
});

describe('what the region keeps once the drawer shows another screen', () => {
  test.each<[string, Announcement[], Announcement[]]>([
    ['a search\'s count describes the list left: dropped', [state('2 mutuelles affichées')], []],
    ['the step and the busy words of the screen left: dropped', [state('Step 2 of 6'), state('Please wait…')], []],
    ['an upload\'s outcome is still true: kept', [outcome('rx.png uploaded.')], [outcome('rx.png uploaded.')]],
    ['an outcome said with a count: the outcome alone', [outcome('rx.png removed.'), state('3 insurers shown')], [outcome('rx.png removed.')]],
    ['nothing: nothing', [], []],
  ])('%s', (_name, before, kept) => {
    expect(keptOnNewScreen(before)).toEqual(kept);
  });
});
