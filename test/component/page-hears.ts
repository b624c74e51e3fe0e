// What a shop's page hears of the widgets, as its sync listener and its refresh-cart listener do (spec 001 §6).
import { addSyncListener, hostEvents, removeSyncListener } from '../../signals/host/events.ts';

/** What the page heard, in order: each sync action and each refresh-cart; `stop` removes both listeners. */
export function hearPage(): { heard: string[]; stop: () => void } {
  const heard: string[] = [];
  const listener = (action: string) => heard.push(action);
  addSyncListener(listener);
  const off = hostEvents.on('refresh-cart', () => heard.push('refresh-cart'));
  return {
    heard,
    stop: () => {
      off();
      removeSyncListener(listener);
    },
  };
}
