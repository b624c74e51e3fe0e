// A view's heading as its screens follow one another (useHeadingKey, showFromTop): each new screen said once by focus,
// by every screen reader, and never by a name changed on the focused element, which only some readers say.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/preact';
import { useEffect, useRef } from 'react';
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { showFromTop, useHeadingKey } from './focus.ts';
import { watchFocus } from '../../test/component/said.ts';

const WAIT = 'Sit tight, we’re looking for you';
/** The view's screen and its heading's words. */
const shown = signal({ screen: 'loading', words: WAIT });

/** A view whose heading stays as its screen changes, a new screen shown from its top as the quote and member views do. */
function View() {
  useSignals();
  const heading = useRef<HTMLHeadingElement>(null);
  const { screen: now, words: title } = shown.value;
  const first = useRef(true);
  const key = useHeadingKey(title, heading);
  useEffect(() => {
    if (!first.current) showFromTop(heading.current);
    first.current = false;
  }, [now]);
  return (
    <div className="drawer-body">
      <h3 key={key} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <button type="button">Change</button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  shown.value = { screen: 'loading', words: WAIT };
});

describe('a screen that follows another under the same heading', () => {
  it.each([
    ['the heading focused (the wait the shopper started)', 'heading', 'found'],
    ['a control of the view focused', 'button', 'found'],
    // New words without a screen to show from its top (a problem in place of the wait): the new heading keeps the focus.
    ['the heading focused, new words on the same screen', 'heading', 'loading'],
  ] as const)('is said once by focus, never by a rename: %s', async (_, focused, next) => {
    render(<View />);
    (focused === 'heading' ? screen.getByRole('heading') : screen.getByRole('button')).focus();
    const heard = watchFocus();
    await act(async () => void (shown.value = { screen: next, words: 'Member found' }));
    heard.stop();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Member found' }));
    expect(heard).toMatchObject({ said: ['Member found'], renamed: [], fell: 0 });
  });

  it('a screen of its own under the same words is not said again: the heading keeps its element and its focus', async () => {
    render(<View />);
    const heading = screen.getByRole('heading');
    heading.focus();
    const heard = watchFocus();
    await act(async () => void (shown.value = { screen: 'waiting', words: WAIT }));
    heard.stop();
    expect(screen.getByRole('heading')).toBe(heading);
    expect(document.activeElement).toBe(heading);
    expect(heard).toMatchObject({ said: [], renamed: [], fell: 0 });
  });
});
