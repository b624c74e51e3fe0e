// The host-event emitter (spec 001, host-page events): listeners can never break the widgets.
import { describe, expect, test } from 'vitest';
import { createEmitter } from './events.ts';

function setup() {
  const reported: unknown[] = [];
  const emitter = createEmitter((error) => reported.push(error));
  return { emitter, reported };
}

describe('spec 001 host-page events: createEmitter', () => {
  test('on + emit delivers the payload to every listener of that event only', () => {
    const { emitter } = setup();
    const opened: string[] = [];
    const closed: number[] = [];
    emitter.on('drawer-open', (p) => opened.push(`a:${p.view}`));
    emitter.on('drawer-open', (p) => opened.push(`b:${p.view}`));
    emitter.on('drawer-close', () => closed.push(1));
    emitter.emit('drawer-open', { view: 'intro' });
    expect(opened).toEqual(['a:intro', 'b:intro']);
    expect(closed).toEqual([]);
  });

  test('emit with no listener does nothing and reports nothing', () => {
    const { emitter, reported } = setup();
    expect(() => emitter.emit('drawer-open', { view: 'intro' })).not.toThrow();
    expect(reported).toEqual([]);
  });

  test('off removes a listener', () => {
    const { emitter } = setup();
    const seen: string[] = [];
    const listener = (p: { view: string }) => seen.push(p.view);
    emitter.on('drawer-open', listener);
    emitter.emit('drawer-open', { view: 'one' });
    emitter.off('drawer-open', listener);
    emitter.emit('drawer-open', { view: 'two' });
    expect(seen).toEqual(['one']);
  });

  test('off of a listener never added, or of an event never used, is harmless', () => {
    const { emitter } = setup();
    expect(() => emitter.off('drawer-close', () => undefined)).not.toThrow();
  });

  test('the function returned by on unsubscribes that listener only', () => {
    const { emitter } = setup();
    const seen: string[] = [];
    const stop = emitter.on('drawer-open', (p) => seen.push(`first:${p.view}`));
    emitter.on('drawer-open', (p) => seen.push(`second:${p.view}`));
    stop();
    emitter.emit('drawer-open', { view: 'x' });
    expect(seen).toEqual(['second:x']);
  });

  test('the same listener added twice runs once (a set)', () => {
    const { emitter } = setup();
    let count = 0;
    const listener = () => count++;
    emitter.on('drawer-close', listener);
    emitter.on('drawer-close', listener);
    emitter.emit('drawer-close', {});
    expect(count).toBe(1);
  });

  test('a throwing listener is reported and the other listeners still run', () => {
    const { emitter, reported } = setup();
    const boom = new Error('host bug');
    const seen: string[] = [];
    emitter.on('drawer-open', (p) => seen.push(`before:${p.view}`));
    emitter.on('drawer-open', () => {
      throw boom;
    });
    emitter.on('drawer-open', (p) => seen.push(`after:${p.view}`));
    expect(() => emitter.emit('drawer-open', { view: 'intro' })).not.toThrow();
    expect(reported).toEqual([boom]);
    expect(seen).toEqual(['before:intro', 'after:intro']);
  });

  test('a listener that unsubscribes itself during emit does not skip the next one', () => {
    const { emitter } = setup();
    const seen: string[] = [];
    const stop = emitter.on('drawer-close', () => {
      seen.push('self');
      stop();
    });
    emitter.on('drawer-close', () => seen.push('next'));
    emitter.emit('drawer-close', {});
    emitter.emit('drawer-close', {});
    expect(seen).toEqual(['self', 'next', 'next']);
  });
});
