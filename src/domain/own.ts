// Lookups keyed by service data (DESIGN: an answer the widgets cannot understand gives a clear error state, never a
// crash): a key a service sends ("constructor", "toString", "__proto__") must never read or write what every object
// inherits. Every table, tree and map of drafts keyed by a field name, plan type, view or status reads through ownValue
// and writes through setOwn.

/** What a table holds under a key of its own; undefined for a key every object inherits ("constructor", "toString"). */
export function ownValue<T>(table: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return table != null && Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Sets a key as an own property, "__proto__" included, whose assignment would replace the object's prototype instead. */
export function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}
