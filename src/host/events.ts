// The events the widgets send to the host page: a tiny emitter whose listeners can never break us.

/** Events a shop can listen to with `on`; each carries a small payload without personal data. */
export interface HostEvents {
  'drawer-open': { view: string };
  'drawer-close': Record<string, never>;
}

/** A listener of one host event. */
export type Listener<K extends keyof HostEvents> = (payload: HostEvents[K]) => void;

/** Creates an emitter; a listener that throws is reported and the others still run. */
export function createEmitter(report: (error: unknown) => void) {
  const listeners = new Map<keyof HostEvents, Set<Listener<never>>>();
  return {
    on<K extends keyof HostEvents>(name: K, listener: Listener<K>): () => void {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener as Listener<never>);
      return () => set.delete(listener as Listener<never>);
    },
    off<K extends keyof HostEvents>(name: K, listener: Listener<K>): void {
      listeners.get(name)?.delete(listener as Listener<never>);
    },
    emit<K extends keyof HostEvents>(name: K, payload: HostEvents[K]): void {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as Listener<K>)(payload);
        } catch (error) {
          report(error);
        }
      }
    },
  };
}

/** The emitter's interface. */
export type Emitter = ReturnType<typeof createEmitter>;
