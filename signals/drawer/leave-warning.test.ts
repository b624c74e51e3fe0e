// @vitest-environment happy-dom
// The browser's "Leave site?" while the drawer holds answers not yet sent, and only then (spec 000 §2 drawer behaviour:
// nothing the shopper typed is lost without a word).
import { afterEach, describe, expect, it } from 'vitest';
import { resetFlow } from './flow.ts';
import { markDirty, setDraft } from './drafts.ts';
import { warnBeforeLeaving } from './leave-warning.ts';

/** Whether the page, unloading now, would ask first. */
function asks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  dispatchEvent(event);
  return event.defaultPrevented;
}

afterEach(() => resetFlow());

describe('leaving the page with answers not yet sent', () => {
  it.each([
    { name: 'nothing typed', act: () => undefined, asked: false },
    { name: 'a field typed and not sent', act: () => setDraft('insuree.memberId', 'DEMO1234'), asked: true },
    { name: 'files chosen and not uploaded', act: () => markDirty(true), asked: true },
    { name: 'what was typed sent (the view moved on)', act: () => (setDraft('insuree.memberId', 'DEMO1234'), markDirty(false)), asked: false },
  ])('while the drawer shows: $name → asks $asked', ({ act, asked }) => {
    const stop = warnBeforeLeaving();
    act();
    expect(asks()).toBe(asked);
    stop();
  });

  it('a drawer that went away leaves the page to unload as it always did, unsent answers or not', () => {
    const stop = warnBeforeLeaving();
    setDraft('insuree.memberId', 'DEMO1234');
    expect(asks()).toBe(true);
    stop();
    expect(asks()).toBe(false);
  });
});
