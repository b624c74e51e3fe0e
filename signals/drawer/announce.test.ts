// What the drawer's live region says as announcements are asked, on a fake clock: each change of its text is what a
// screen reader reads, so a stale one must never reach it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { effect } from '@preact/signals-react';
import type { AnnouncementKind } from '../../src/domain/drawer/announcement.ts';
import { announce, announcement, ANNOUNCEMENT_KEPT_MS, hush, screenChanged } from './announce.ts';

/** One announcement asked `at` ms into the test. */
type Asked = [at: number, words: string, kind: AnnouncementKind];

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  hush();
  vi.useRealTimers();
});

describe('the drawer’s live region, asked twice before it said the first', () => {
  it.each<[string, Asked[], string[]]>([
    ['Back pressed twice: the later step alone', [[0, 'Step 3 of 6', 'state'], [20, 'Step 2 of 6', 'state']], ['Step 2 of 6']],
    ['a search typed on: the later count alone', [[0, '12 insurers shown', 'state'], [30, '1 insurer shown', 'state']], ['1 insurer shown']],
    ['a prescription validated, then the next step: both, at once', [[0, 'Your prescription is validated.', 'outcome'], [1, 'Step 5 of 6', 'state']], ['Your prescription is validated. Step 5 of 6']],
    ['two uploads ending together: both, at once', [[0, 'a.png uploaded.', 'outcome'], [10, 'b.png uploaded.', 'outcome']], ['a.png uploaded. b.png uploaded.']],
    ['asked apart, the first said before the second: each', [[0, 'Step 2 of 6', 'state'], [100, 'Step 3 of 6', 'state']], ['Step 2 of 6', 'Step 3 of 6']],
    ['the same words asked again once said: read again', [[0, '1 insurer shown', 'state'], [100, '1 insurer shown', 'state']], ['1 insurer shown', '1 insurer shown']],
  ])('%s', (_name, asked, said) => {
    const heard: string[] = [];
    const stop = effect(() => void (announcement.value && heard.push(announcement.value)));
    let now = 0;
    for (const [at, words, kind] of asked) {
      vi.advanceTimersByTime(at - now);
      now = at;
      announce(words, kind);
    }
    vi.advanceTimersByTime(ANNOUNCEMENT_KEPT_MS + 100);
    stop();
    expect(heard).toEqual(said);
    expect(announcement.value).toBe('');
  });

  it('closed before it said them, the drawer says nothing of them when opened again', () => {
    announce('Step 2 of 6', 'state');
    announce('rx.png removed.', 'outcome');
    hush();
    announce('Step 1 of 6', 'state');
    vi.advanceTimersByTime(100);
    expect(announcement.value).toBe('Step 1 of 6');
  });
});

describe('the drawer’s live region as another screen is shown', () => {
  it('takes away a count said of the screen left, and drops one about to be said', () => {
    announce('2 mutuelles affichées', 'state');
    vi.advanceTimersByTime(100);
    screenChanged();
    expect(announcement.value).toBe('');
    announce('1 mutuelle affichée', 'state');
    screenChanged();
    vi.advanceTimersByTime(100);
    expect(announcement.value).toBe('');
  });

  it('keeps what became of something done, said or about to be: it is still true', () => {
    announce('rx.png uploaded.', 'outcome');
    vi.advanceTimersByTime(100);
    screenChanged();
    expect(announcement.value).toBe('rx.png uploaded.');
    hush();
    announce('Your prescription is validated.', 'outcome');
    announce('3 products shown', 'state');
    screenChanged();
    vi.advanceTimersByTime(100);
    expect(announcement.value).toBe('Your prescription is validated.');
  });
});
