// The queue stub a shop may put in place of the page API (docs/delivery.md, the queue snippet): the loader recognises it as
// it starts, to take charge of it, or to leave the page alone when a first copy of the loader already has.
import type { DirectBillingStub } from './public-api.ts';

/** The stub, when the page put one in place of the API: an object whose `q` is an array. */
export function findStub(value: unknown): DirectBillingStub | null {
  if (!value || (typeof value !== 'object' && typeof value !== 'function')) return null;
  const q: unknown = (value as { q?: unknown }).q;
  return Array.isArray(q) ? (value as DirectBillingStub) : null;
}
