// Placeholder: being written.
import { Hono } from 'hono';
import type { State } from '../state.ts';
import type { ServiceEnv } from './kit.ts';
/** Placeholder. */
export function publicCatalogueRoutes(_state: State) {
  return new Hono<ServiceEnv>();
}
/** Placeholder. */
export function catalogueRoutes(_state: State) {
  return new Hono<ServiceEnv>();
}
