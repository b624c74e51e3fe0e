// The shopper's own connection drops, as a phone losing its signal: the browser says it is offline (navigator.onLine)
// and no call is answered, for the tests of what the widgets say then.
import { vi } from 'vitest';

/** Takes the connection away; the function it answers gives it back (the fetch the test had, navigator.onLine true). */
export function goOffline(): () => void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const answering = globalThis.fetch;
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  return () => {
    onLine.mockRestore();
    vi.stubGlobal('fetch', answering);
  };
}
