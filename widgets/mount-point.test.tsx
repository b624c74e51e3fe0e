// Where a widget's shadow root goes, and what leaves it: keys pressed in a widget are the widget's.
import { afterEach, describe, expect, it } from 'vitest';
import { mountPointIn } from './mount-point.ts';

afterEach(() => document.body.replaceChildren());

describe('mountPointIn', () => {
  it.each(['keydown', 'keypress', 'keyup'])('a %s in a widget\'s field stops at its shadow root: the page\'s handlers hear it in capture only', (type) => {
    const element = document.createElement('div');
    document.body.append(element);
    const point = mountPointIn(element);
    const field = document.createElement('input');
    point?.shadow.append(field);
    const heard: string[] = [];
    document.addEventListener(type, () => heard.push('capture'), { capture: true, once: true });
    const bubbling = () => heard.push('bubble');
    document.addEventListener(type, bubbling);
    field.addEventListener(type, () => heard.push('field'));
    const key = new KeyboardEvent(type, { key: 's', bubbles: true, composed: true, cancelable: true });
    field.dispatchEvent(key);
    document.removeEventListener(type, bubbling);
    expect(heard).toEqual(['capture', 'field']);
    // The widget's own handling of the key is untouched: nothing took it from the browser.
    expect(key.defaultPrevented).toBe(false);
  });

  it('a key pressed on the page itself reaches the page\'s handlers as before', () => {
    const element = document.createElement('div');
    document.body.append(element);
    mountPointIn(element);
    const heard: string[] = [];
    const bubbling = () => heard.push('bubble');
    document.addEventListener('keydown', bubbling);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 's', bubbles: true }));
    document.removeEventListener('keydown', bubbling);
    expect(heard).toEqual(['bubble']);
  });
});
